/**
 * The bulk generator's results, one row per description: waiting, generating, the category it
 * fits (with a link to edit that category), the suggestion it was kept as, or why it failed.
 */
import { href, Link } from "react-router";
import { Badge } from "#app/components/ui/card";
import { CategoryIcon } from "#app/components/ui/icon";
import type { GeneratedCategory } from "#app/features/category-ai/schema";

export type BulkItem = {
  line: string;
  status: "pending" | "running" | "done" | "failed";
  result?: GeneratedCategory;
  error?: string;
};

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

function Outcome({ item }: { item: BulkItem }) {
  if (item.status === "pending") return <Badge>Waiting</Badge>;
  if (item.status === "running") return <Badge tone="brand">Generating...</Badge>;
  if (item.status === "failed") {
    return (
      <>
        <Badge tone="danger">Failed</Badge>
        <p className="mt-1 text-xs break-words text-red-800">{item.error}</p>
      </>
    );
  }
  const result = item.result;
  if (!result) return null;
  const matched = result.matchedCategory;
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-ink">
        <CategoryIcon icon={result.icon} className="h-4 w-4 shrink-0 text-brand-700" />
        {result.name}
      </p>
      {matched ? (
        <p className="mt-1 text-xs text-slate-700">
          <Badge tone="success">Fits {matched.name}</Badge>{" "}
          <Link to={`${href("/admin/categories")}?edit=${encodeURIComponent(matched.id)}`} className={linkClass}>
            Edit {matched.name}
          </Link>
        </p>
      ) : (
        <p className="mt-1 text-xs text-slate-700">
          <Badge tone="warning">Kept as a suggestion</Badge>{" "}
          <Link to={`${href("/admin/settings")}#category-suggestions`} className={linkClass}>
            Review suggestions
          </Link>
        </p>
      )}
      <p className="mt-1 text-xs text-slate-600">{matched?.reason ?? result.reasoning}</p>
    </>
  );
}

export function BulkCategoryResults({ items }: { items: readonly BulkItem[] }) {
  if (!items.length) return null;
  return (
    <ol className="mt-4 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
      {items.map((item, index) => (
        // The same line may be typed twice; its position identifies it.
        // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder during a run
        <li key={index} className="p-3 text-sm" data-testid="bulk-result" data-status={item.status}>
          <p className="text-xs text-slate-500">
            {index + 1}. “{item.line}”
          </p>
          <div className="mt-1">
            <Outcome item={item} />
          </div>
        </li>
      ))}
    </ol>
  );
}
