import type { PublicFormulation } from "#app/server/formulations.server";

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink">{value}</dd>
    </div>
  );
}

/** The three-column summary; an empty field shows a dash or a stated default. */
export function FormulationSummary({ f }: { f: PublicFormulation }) {
  return (
    <div className="grid gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-3">
      <dl className="space-y-4">
        <Item label="Shelf life" value={f.shelfLife || "—"} />
        <Item label="Storage conditions" value={f.storageConditions || "Store at room temperature (15-25°C)"} />
      </dl>
      <dl className="space-y-4">
        <Item label="Product type" value={f.categoryName || "Professional Chemical"} />
        <Item label="pH level" value={f.phLevel || "—"} />
        {f.viscosity ? <Item label="Viscosity" value={f.viscosity} /> : null}
        {f.certification ? <Item label="Complies with" value={f.certification} /> : null}
      </dl>
      <dl className="space-y-4">
        <Item label="Batch size" value={f.batchSize || "laboratory scale"} />
        <Item label="Processing time" value={f.processingTime || "—"} />
        <Item label="Processing temperature" value={f.temperature || "temperature for storage and handling"} />
        <Item
          label="Equipment"
          value={
            <a href="#equipment" className="text-brand-700 hover:underline">
              See required equipment
            </a>
          }
        />
      </dl>
    </div>
  );
}
