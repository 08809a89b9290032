/**
 * The manufacturing process, phase by phase, with its HowTo structured data; rendered on the
 * server only (static-sections), so neither the steps nor this code travel as page data or script.
 */
type Phase = { phase: string; steps: readonly string[] };

export function ProcessSteps({ phases, howTo }: { phases: readonly Phase[]; howTo: string }) {
  return (
    <>
      {/* First, so the cards' spacing is unchanged: a data block has no box to space. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (lib/seo.ts) */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: howTo }} />
      {phases.map((phase) => (
        <div key={phase.phase} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="font-semibold text-brand-800">{phase.phase}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm text-slate-700">
            {phase.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}
