import { Button } from "#app/components/ui/button";
import type { SaveSuccess } from "./types";

/**
 * The validator's warnings about the formulation just saved: they did not block the save, so
 * they stay on screen after the editor closes until the administrator dismisses them.
 */
export function SavedWarnings({ saved, onDismiss }: { saved: SaveSuccess; onDismiss: () => void }) {
  const count = saved.warnings.length;
  return (
    <section
      aria-labelledby="saved-warnings-title"
      data-testid="saved-warnings"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id="saved-warnings-title" className="font-semibold">
          “{saved.formulation.name}” was saved with {count} {count === 1 ? "warning" : "warnings"} from the validator
        </h3>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {saved.warnings.map((w) => (
          <li key={`${w.code}-${w.message}`}>{w.message}</li>
        ))}
      </ul>
    </section>
  );
}
