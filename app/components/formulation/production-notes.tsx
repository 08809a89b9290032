import type { PublicFormulation } from "~/server/formulations.server";

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

/** Equipment, safety, packaging and production scaling, with the spec's fixed texts and fallbacks. */
export function ProductionNotes({ f }: { f: PublicFormulation }) {
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
        <p>
          Handle raw materials according to their safety data sheets. Wear gloves, safety glasses and a lab coat; work
          in a well-ventilated area and keep eyewash and spill materials at hand.
        </p>
        <p>
          <strong>Storage:</strong> {f.storageConditions || "Store at room temperature (15-25°C)"}
        </p>
      </Section>
      <Section id="packaging" title="Packaging">
        <p>
          Fill into clean HDPE, glass or PET containers compatible with the product, sealed against air and moisture.
          Label each container with the product name, INCI list, batch number, date and any hazard statements.
        </p>
        <p>
          <strong>Certification:</strong> {f.certification || "Follow applicable industry standards and regulations"}
        </p>
      </Section>
      <Section id="scaling" title="Production Scaling">
        <p>
          Validate the formula at lab scale first, confirm stability and quality at pilot scale, then move to production
          scale keeping the same order of addition, temperatures and mixing times.
        </p>
        <p>
          <strong>Batch size:</strong> {f.batchSize || "laboratory scale"}. Scaling factor: multiply every ingredient by
          the same factor (new batch ÷ reference batch); use the batch calculator for exact weights.
        </p>
      </Section>
    </div>
  );
}
