import { Badge } from "~/components/ui/card";

export type DemoResult = {
  formulation: {
    name: string;
    categoryName: string;
    phLevel: string;
    processingTime: string;
    temperature: string;
    viscosity: string;
    batchSize: string;
    shelfLife: string;
    equipment: string;
    ingredients: { name: string; inci: string; percentage: string; function: string }[];
  };
  validation: { isValid: boolean; errors: string[] };
  /** Sum of the ingredient percentages, from the engine's analysis (the balance ingredient resolved). */
  total: number;
  processingTimeMs: number;
};

function Spec({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm text-ink">{value || "—"}</dd>
    </div>
  );
}

export function DemoResultCard({ result }: { result: DemoResult }) {
  const f = result.formulation;
  const total = result.total;
  return (
    <section
      aria-label="Generated formulation"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="demo-result"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{f.name}</h2>
        <div className="flex items-center gap-2">
          <Badge tone={result.validation.isValid ? "success" : "danger"}>
            {result.validation.isValid ? "Valid" : "Invalid"}
          </Badge>
          <span className="text-sm text-slate-600">{(result.processingTimeMs / 1000).toFixed(1)}s</span>
        </div>
      </div>
      {!result.validation.isValid ? (
        <ul className="mt-4 list-disc space-y-1 rounded-lg border border-red-200 bg-red-50 p-4 pl-8 text-sm text-red-800">
          {result.validation.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">Basic information</h3>
          <dl className="mt-2 grid grid-cols-2 gap-3">
            <Spec label="Name" value={f.name} />
            <Spec label="Category" value={f.categoryName} />
            <Spec label="pH level" value={f.phLevel} />
            <Spec label="Processing time" value={f.processingTime} />
            <Spec label="Temperature" value={f.temperature} />
          </dl>
        </div>
        <div>
          <h3 className="font-semibold">Technical specifications</h3>
          <dl className="mt-2 grid grid-cols-2 gap-3">
            <Spec label="Viscosity" value={f.viscosity} />
            <Spec label="Batch size" value={f.batchSize} />
            <Spec label="Shelf life" value={f.shelfLife} />
            <Spec label="Equipment" value={f.equipment} />
          </dl>
        </div>
      </div>
      <div className="mt-6 flex items-center justify-between">
        <h3 className="font-semibold">Ingredients</h3>
        <Badge tone={Math.abs(total - 100) <= 1 ? "neutral" : "danger"} data-testid="total-badge">
          Total: {total}%
        </Badge>
      </div>
      {/* A scrollable region must be reachable by keyboard, hence the focusable section. */}
      <section
        className="mt-2 max-h-60 overflow-auto rounded-lg border border-slate-200"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable content needs keyboard focus
        tabIndex={0}
        aria-label="Ingredients"
      >
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-100 text-xs text-slate-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Ingredient
              </th>
              <th scope="col" className="px-3 py-2">
                INCI Name
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                %
              </th>
              <th scope="col" className="px-3 py-2">
                Function
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {f.ingredients.map((i) => (
              <tr key={i.name}>
                <td className="px-3 py-1.5">{i.name}</td>
                <td className="px-3 py-1.5 text-slate-600">{i.inci}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{i.percentage}</td>
                <td className="px-3 py-1.5 text-slate-600">{i.function}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="mt-6 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
        <p className="font-semibold">What was checked</p>
        <ul className="mt-1 list-disc pl-5">
          <li>Category-specific prompts</li>
          <li>Ingredient appropriateness</li>
          <li>Percentages totalling 100%</li>
          <li>Prohibited-ingredient detection</li>
          <li>Processing-parameter validation</li>
        </ul>
      </div>
    </section>
  );
}
