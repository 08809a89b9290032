import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button";

/**
 * The heading of a tab that lists content edited in dialogs (Blog, Content): what the tab holds,
 * Refresh (loads the list again, for changes made elsewhere) and the tab's own buttons after it.
 */
export function ContentTabHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  const revalidator = useRevalidator();
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="text-lg font-bold">{title}</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
          {revalidator.state !== "idle" ? "Refreshing…" : "Refresh"}
        </Button>
        {children}
      </div>
    </div>
  );
}
