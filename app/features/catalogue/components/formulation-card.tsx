import { forwardRef } from "react";
import { href, Link } from "react-router";
import { Badge } from "#app/components/ui/card";

export type FormulationCardData = {
  id: string;
  slug: string;
  name: string;
  description: string;
  isActive: boolean;
  phLevel: string | null;
  shelfLife: string | null;
  batchSize: string | null;
};

/**
 * A formulation card on a category page. `matched` marks a card that matches the term the visitor
 * searched for (those come first), so the eye finds them without reading every card.
 */
export const FormulationCard = forwardRef<
  HTMLElement,
  { f: FormulationCardData; highlighted?: boolean; matched?: string }
>(function FormulationCard({ f, highlighted, matched }, ref) {
  return (
    <article
      ref={ref}
      id={`formulation-${f.id}`}
      data-testid="formulation-card"
      data-highlighted={highlighted ? "true" : undefined}
      data-matched={matched ? "true" : undefined}
      className={`flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm transition ${
        highlighted
          ? "scale-[1.02] border-brand-500 ring-4 ring-brand-500/40"
          : matched
            ? "border-accent-500 ring-2 ring-accent-400/60"
            : "border-slate-200"
      }`}
    >
      {matched ? (
        <p className="mb-2 self-start rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-ink">
          Matches “{matched}”
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-base font-semibold text-ink">{f.name}</h2>
        <Badge tone={f.isActive ? "success" : "warning"}>{f.isActive ? "Active" : "Draft"}</Badge>
      </div>
      <div className="flex-1">
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{f.description}</p>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-slate-500">pH Level</dt>
          <dd className="font-medium text-ink">{f.phLevel || "—"}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Shelf Life (months)</dt>
          <dd className="font-medium text-ink">{f.shelfLife?.replace(/\s*months?/i, "") || "—"}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Batch Size</dt>
          <dd className="font-medium text-ink">{f.batchSize || "—"}</dd>
        </div>
      </dl>
      <Link
        to={href("/formulation/:id", { id: f.slug || f.id })}
        className="mt-4 inline-flex items-center justify-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        View Details<span className="sr-only"> of {f.name}</span>
      </Link>
    </article>
  );
});
