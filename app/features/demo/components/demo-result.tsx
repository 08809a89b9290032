import { Badge } from "#app/components/ui/card";
import { formatElapsed } from "#app/features/demo/elapsed";
import { HazardPanel } from "#app/features/hazard/components/hazard-panel";
import type { HazardAnswer } from "#formulation";

export type DemoNotice = { code: string; message: string; citation?: string };

/** What the engine could not do as asked: the reason, and the closest types it can make. */
export type DemoRefusal = {
  status: "refused";
  formulation: null;
  notices: DemoNotice[];
  suggestions: { id: string; name: string }[];
  processingTimeMs: number;
};

export type DemoOutcome = DemoResult | DemoRefusal;

export type DemoResult = {
  status: "formulated";
  notices: DemoNotice[];
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
  /** The formula's CLP classification (or, for a cosmetic, that the cosmetic label applies). */
  hazard: HazardAnswer;
  processingTimeMs: number;
};

/** Everything the engine changed, capped, dropped or refused — shown before the formula, never hidden. */
export function DemoNotices({ notices, title = "What we changed and why" }: { notices: DemoNotice[]; title?: string }) {
  if (!notices.length) return null;
  return (
    <section
      aria-label={title}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="demo-notices"
    >
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {notices.map((n) => (
          <li key={`${n.code}:${n.message}`}>
            {n.message}
            {n.citation ? <span className="block text-xs text-amber-800">Source: {n.citation}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `onPick` puts a suggested product into the description, so the visitor can try it at once. */
export function DemoRefusalCard({ refusal, onPick }: { refusal: DemoRefusal; onPick?: (name: string) => void }) {
  return (
    <section
      aria-label="No formulation generated"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="demo-refusal"
    >
      <h2 className="text-xl font-bold">No formulation generated</h2>
      <DemoNotices notices={refusal.notices} title="Why" />
      {refusal.suggestions.length ? (
        <div>
          <p className="text-sm font-medium text-slate-700">Products we can formulate that come closest:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {refusal.suggestions.map((s) => (
              <li key={s.id}>
                {onPick ? (
                  <button
                    type="button"
                    onClick={() => onPick(s.name)}
                    className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-600 hover:bg-brand-50"
                  >
                    {s.name}
                  </button>
                ) : (
                  <span className="rounded-full border border-slate-300 px-3 py-1 text-sm">{s.name}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Spec({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm text-ink">{value || "—"}</dd>
    </div>
  );
}

/** `elapsedMs`: how long the visitor waited, measured in the browser (elapsed.ts); left out when unknown. */
export function DemoResultCard({ result, elapsedMs }: { result: DemoResult; elapsedMs?: number }) {
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
          {elapsedMs === undefined ? null : (
            <span className="text-sm text-slate-600" title="Time from sending the request to its answer">
              {formatElapsed(elapsedMs)}
            </span>
          )}
        </div>
      </div>
      <div className="mt-4">
        <DemoNotices notices={result.notices} />
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
      {/* A scrollable region must be reachable by keyboard, hence the focusable section. On
          phones the rows become cards (`stacked-table`, app.css). */}
      <section
        className="mt-2 max-h-60 overflow-auto rounded-lg border border-slate-200"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable content needs keyboard focus
        tabIndex={0}
        aria-label="Ingredients"
      >
        <table className="stacked-table w-full text-left text-sm">
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
                <td className="px-3 py-1.5 font-medium">{i.name}</td>
                <td data-label="INCI Name" className="px-3 py-1.5 text-slate-600">
                  {i.inci}
                </td>
                <td data-label="Percentage" className="px-3 py-1.5 text-right tabular-nums">
                  {i.percentage}
                </td>
                <td data-label="Function" className="px-3 py-1.5 text-slate-600">
                  {i.function}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="mt-6">
        <HazardPanel hazard={result.hazard} />
      </div>
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
