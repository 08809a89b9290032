/**
 * After a generation: what was made, a way to download it again, and every notice the engine gave.
 * It takes focus and is brought into view as it appears: the wizard it replaces was much taller,
 * so the page would otherwise be left scrolled far below it (on a phone, the result sat 400 px
 * above the screen) and focus would fall back to the page.
 */

import { useEffect, useRef } from "react";
import { buttonClass } from "#app/components/ui/button";
import { BatchSizeFields } from "#app/features/formulation/components/batch-size-fields";
import { HazardPanel } from "#app/features/hazard/components/hazard-panel";
import type { GeneratedReport } from "./custom-formula-card";

export default function LastReport({ report }: { report: GeneratedReport }) {
  const box = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per generated report
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
  }, [report]);
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-label="Generated formulation"
      className="mt-5 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 outline-none"
      data-testid="wizard-result"
    >
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-ink">{report.formulationName}</span> was generated and downloaded as PDF.{" "}
        <a
          href={report.url}
          download={report.filename}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Download again
        </a>
      </p>
      {report.notices.length ? (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-ink">What was changed and why</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {report.notices.map((n) => (
              <li key={`${n.code}:${n.message}`}>
                {n.message}
                {n.citation ? <span className="text-slate-500"> ({n.citation})</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          The formulation follows every choice you made; the report lists the regulatory checks.
        </p>
      )}
      <div className="mt-4">
        <HazardPanel hazard={report.hazard} />
      </div>
      {report.requestId ? <BatchRecordForm requestId={report.requestId} /> : null}
    </section>
  );
}

/** A printable weighing sheet of the generated formulation for any batch size (opens the PDF). */
function BatchRecordForm({ requestId }: { requestId: string }) {
  return (
    <form
      method="get"
      action={`/api/custom-formulations/${requestId}/batch-record.pdf`}
      target="_blank"
      className="mt-4 flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3"
      rel="noopener"
    >
      <BatchSizeFields size="1" unit="kg" compact checkInBrowser />
      <button type="submit" className={buttonClass("secondary", "sm")}>
        Print batch record
      </button>
      <a href={`/custom-formulations/${requestId}/label`} className={buttonClass("secondary", "sm")}>
        Label
      </a>
    </form>
  );
}
