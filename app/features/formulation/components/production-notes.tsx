import type { PRODUCTION_NOTES } from "#app/features/formulation/formulation-page.server";
import type { PublicFormulation } from "#app/server/formulations.server";

const DEFAULT_EQUIPMENT = "Standard mixing equipment, measuring instruments, pH meter, thermometer, safety equipment";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-2 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** Equipment, safety, packaging and production scaling, with fixed texts, and a standard equipment list when none is stored. */
export function ProductionNotes({ f, notes }: { f: PublicFormulation; notes: typeof PRODUCTION_NOTES }) {
  const equipment = (f.equipment || DEFAULT_EQUIPMENT).split(/,\s*/).filter(Boolean);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section id="equipment" title="Required Equipment">
        <ul className="list-disc space-y-1 pl-5">
          {equipment.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </Section>
      <Section id="safety" title="Safety Precautions">
        <p>{notes.safety}</p>
        <p>
          <strong>Storage:</strong> {f.storageConditions || "Store at room temperature (15-25°C)"}
        </p>
      </Section>
      <Section id="packaging" title="Packaging">
        <p>{notes.packaging}</p>
        <p>
          <strong>Certification:</strong> {f.certification || "Follow applicable industry standards and regulations"}
        </p>
      </Section>
      <Section id="scaling" title="Production Scaling">
        <p>{notes.scaling}</p>
        <p>
          <strong>Batch size:</strong> {f.batchSize || "laboratory scale"}. {notes.scalingFactor}
        </p>
      </Section>
    </div>
  );
}
