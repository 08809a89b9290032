/**
 * The 'Create Custom Formula' card on the home page and /browse: the landing state,
 * then the four-step wizard, whose code loads only when a visitor presses start (or points at
 * the button), so the pages keep their small client bundle. After a generation the card is back
 * in its landing state and shows what was made and every notice the engine gave.
 */
import { lazy, Suspense, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import type { loader as rootLoader } from "#app/root";
import type { HazardAnswer } from "#formulation";
import type { WizardNotice } from "../rules";

const loadWizard = () => import("./wizard");
const Wizard = lazy(loadWizard);
// Shown only after a generation, when the wizard's code is loaded anyway.
const LastReport = lazy(() => import("./last-report"));

export type GeneratedReport = {
  formulationName: string;
  filename: string;
  notices: WizardNotice[];
  /** The formula's CLP classification, shown under the notices as the PDF prints it. */
  hazard: HazardAnswer;
  url: string;
  /** The stored request, which addresses the formulation's batch record. */
  requestId?: string;
};

export function CustomFormulaCard() {
  const turnstileSiteKey = useRouteLoaderData<typeof rootLoader>("root")?.turnstileSiteKey ?? undefined;
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<GeneratedReport | null>(null);

  return (
    <section
      id="create-custom-formula"
      aria-labelledby="custom-formula-title"
      className="scroll-mt-20 rounded-2xl border border-accent-400 bg-gradient-to-r from-amber-50 to-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="custom-formula-title" className="text-xl font-bold text-ink">
        Create Custom Formula
      </h2>
      {open ? (
        <Suspense fallback={<p className="mt-4 text-sm text-slate-600">Loading the formulation wizard…</p>}>
          <Wizard
            turnstileSiteKey={turnstileSiteKey}
            onClose={() => setOpen(false)}
            onGenerated={(report) => {
              if (last) URL.revokeObjectURL(last.url);
              setLast(report);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : (
        <>
          <div className="mt-1 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700">
              100% Free • No Registration Required • Professional Results
              <span className="block text-slate-600">
                Describe your product in four steps and take away a production-ready formulation as a PDF report.
              </span>
            </p>
            <button
              type="button"
              className={buttonClass("primary", "md", "shrink-0")}
              onPointerEnter={() => void loadWizard()}
              onFocus={() => void loadWizard()}
              onClick={() => setOpen(true)}
            >
              Start New Formulation
            </button>
          </div>
          {last ? (
            <Suspense fallback={null}>
              <LastReport report={last} />
            </Suspense>
          ) : null}
        </>
      )}
    </section>
  );
}
