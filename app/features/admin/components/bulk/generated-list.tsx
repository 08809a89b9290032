/**
 * The formulations a run generated: the first 3 in full — status badge, specification
 * panels, the first 5 ingredients, the first 3 process phases, usage cut at 120 characters and a
 * step at 60 — the rest summarised, with Hide Preview. Each links to the editor for review.
 */
import { useState } from "react";
import { href, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Badge, Card } from "#app/components/ui/card";
import {
  cut,
  type FormulationPreview,
  type JobItemView,
  STEP_PREVIEW_CHARS,
  USAGE_PREVIEW_CHARS,
} from "#app/features/admin/bulk-formulations";

export const editorHref = (id: string) => `${href("/admin/formulations")}?edit=${encodeURIComponent(id)}`;

function StatusBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? "success" : "warning"}>{active ? "Active Formula" : "Draft Formula"}</Badge>;
}

export function PreviewCard({ preview }: { preview: FormulationPreview }) {
  return (
    <Card className="min-w-0 p-4" data-testid="preview-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 font-semibold break-words text-ink">{preview.name}</h4>
        <StatusBadge active={preview.isActive} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
        {preview.specifications.map((s) => (
          <div key={s.label} className="min-w-0 rounded-lg bg-slate-50 p-2">
            <dt className="text-slate-600">{s.label}</dt>
            <dd className="font-medium break-words text-ink">{s.value}</dd>
          </div>
        ))}
      </dl>
      <h5 className="mt-3 text-sm font-semibold">Ingredients</h5>
      <ul className="mt-1 space-y-1 text-sm">
        {preview.ingredients.map((i) => (
          <li key={i.name} className="flex justify-between gap-2">
            <span className="min-w-0 break-words">{i.name}</span>
            <span className="shrink-0 text-slate-600">{i.percentage}</span>
          </li>
        ))}
      </ul>
      {preview.ingredientCount > preview.ingredients.length ? (
        <p className="text-xs text-slate-600">+{preview.ingredientCount - preview.ingredients.length} more</p>
      ) : null}
      <h5 className="mt-3 text-sm font-semibold">Process</h5>
      <ol className="mt-1 space-y-1 text-sm">
        {preview.phases.map((p) => (
          <li key={p.phase} className="break-words">
            <span className="font-medium">{p.phase}:</span> {cut(p.firstStep, STEP_PREVIEW_CHARS)}
          </li>
        ))}
      </ol>
      <h5 className="mt-3 text-sm font-semibold">Usage</h5>
      <p className="mt-1 text-sm break-words text-slate-700" data-testid="preview-usage">
        {cut(preview.usageInstructions.replace(/[*#_`]/g, ""), USAGE_PREVIEW_CHARS)}
      </p>
      {preview.notices.length ? (
        <ul className="mt-3 space-y-1 rounded-lg bg-amber-50 p-2 text-xs text-amber-900" aria-label="Notices">
          {preview.notices.map((n) => (
            <li key={n.message}>{n.message}</li>
          ))}
        </ul>
      ) : null}
      <Link
        to={editorHref(preview.id)}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        Review in Formulations
      </Link>
    </Card>
  );
}

export function GeneratedList({ previews, items }: { previews: FormulationPreview[]; items: JobItemView[] }) {
  const [hidden, setHidden] = useState(false);
  const shown = new Set(previews.map((p) => p.id));
  const rest = items.flatMap((i) => (i.formulation && !shown.has(i.formulation.id) ? [i.formulation] : []));
  if (!previews.length) return null;
  return (
    <section aria-labelledby="generated-title" className="mt-6">
      <div className="flex items-center justify-between gap-3">
        <h3 id="generated-title" className="font-semibold text-ink">
          Recently generated formulations
        </h3>
        <Button variant="secondary" size="sm" onClick={() => setHidden((h) => !h)} aria-expanded={!hidden}>
          {hidden ? "Show Preview" : "Hide Preview"}
        </Button>
      </div>
      {hidden ? null : (
        <>
          <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {previews.map((p) => (
              <PreviewCard key={p.id} preview={p} />
            ))}
          </div>
          {rest.length ? (
            <Card className="mt-4 p-4">
              <h4 className="text-sm font-semibold">And {rest.length} more</h4>
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {rest.map((f) => (
                  <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <Link to={editorHref(f.id)} className="min-w-0 break-words text-brand-700 hover:underline">
                      {f.name}
                    </Link>
                    <StatusBadge active={f.isActive} />
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </>
      )}
    </section>
  );
}
