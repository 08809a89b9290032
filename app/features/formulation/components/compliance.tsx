import type { analyseFormulation } from "#app/features/formulation/formulation-page.server";

type Analysis = ReturnType<typeof analyseFormulation>;

const TONE = {
  error: "border-red-200 bg-red-50 text-red-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  info: "border-sky-200 bg-sky-50 text-sky-900",
};

/** The validator's findings with citations, the INCI label list and the allergen declaration. */
export function CompliancePanel({ analysis }: { analysis: Analysis }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="font-semibold">Validation</h3>
        <p className="mt-1 text-sm text-slate-600" data-testid="validation-summary">
          {analysis.findings.some((f) => f.severity === "error")
            ? "This formulation has problems to fix before production."
            : analysis.findings.length
              ? "No errors; see the notes below."
              : analysis.regime === "cosmetic"
                ? "No issues found against the knowledge base and the EU cosmetics annexes."
                : "No issues found against the knowledge base."}
        </p>
        {analysis.findings.length ? (
          <ul className="mt-3 space-y-2">
            {analysis.findings.map((f) => (
              <li
                key={`${f.code}-${f.ingredient ?? ""}-${f.message}`}
                className={`rounded-lg border px-3 py-2 text-sm ${TONE[f.severity]}`}
              >
                <span className="font-semibold capitalize">{f.severity}: </span>
                {f.message}
                {f.citation ? <span className="mt-0.5 block text-xs opacity-80">Source: {f.citation}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {analysis.cost.perKg > 0 ? (
          <p className="mt-4 text-sm text-slate-600">
            Indicative raw-material cost: <strong className="text-ink">€{analysis.cost.perKg.toFixed(2)} per kg</strong>
            {analysis.cost.unpricedPercent > 0 ? ` (${analysis.cost.unpricedPercent}% of the formula not priced)` : ""}
          </p>
        ) : null}
      </div>
      <div className="space-y-6">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold">INCI label list</h3>
          <p className="mt-1 text-xs text-slate-500">
            In descending order of concentration, as the label must show it.
          </p>
          <p className="mt-3 text-sm text-ink" data-testid="inci-label">
            {analysis.label.join(", ")}
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold">Allergen declaration</h3>
          {analysis.allergens.length ? (
            <ul className="mt-3 space-y-1 text-sm" data-testid="allergens">
              {analysis.allergens.map((a) => (
                <li key={a.name}>
                  <strong>{a.name}</strong> — {a.percent}% in the product
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600" data-testid="allergens">
              No fragrance allergens above the EU labelling thresholds.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
