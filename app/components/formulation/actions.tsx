/**
 * Download PDF, Print Formula and the favourite toggle. Signed-out visitors who try to download
 * or save get the sign-in dialog (spec §2, §6).
 */
import { lazy, Suspense, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";

// The dialog's code loads only when a visitor needs it.
const Dialog = lazy(() => import("~/components/ui/dialog").then((m) => ({ default: m.Dialog })));

export function FormulationActions({ formulationId, signedIn }: { formulationId: string; signedIn: boolean }) {
  const [dialog, setDialog] = useState<"download" | "favorite" | null>(null);
  const { toast } = useToast();
  return (
    <div className="no-print flex flex-wrap gap-3">
      <button type="button" className={buttonClass("primary")} onClick={() => setDialog(signedIn ? null : "download")}>
        Download PDF
      </button>
      <button
        type="button"
        className={buttonClass("secondary")}
        onClick={() => {
          toast({ title: "Print Dialog Opened" });
          window.print();
        }}
      >
        Print Formula
      </button>
      <button
        type="button"
        className={buttonClass("secondary")}
        aria-pressed={false}
        onClick={() => setDialog(signedIn ? null : "favorite")}
      >
        ♡ Save to Favorites
      </button>
      <a className={buttonClass("ghost")} href={`/api/formulations/${formulationId}/export/json`} download>
        Export JSON
      </a>
      <a className={buttonClass("ghost")} href={`/api/formulations/${formulationId}/export/csv`} download>
        Export CSV
      </a>
      {dialog === null ? null : (
        <Suspense fallback={null}>
          <Dialog
            open={dialog !== null}
            onClose={() => setDialog(null)}
            title={dialog === "download" ? "Sign In to Download" : "Sign In Required"}
            description={
              dialog === "download"
                ? "Please sign in to download this formulation as a PDF report."
                : "Please sign in to download formulations and save your work."
            }
            actions={
              <>
                <button type="button" className={buttonClass("secondary")} onClick={() => setDialog(null)}>
                  Cancel
                </button>
                <a className={buttonClass("primary")} href="/login">
                  Sign In
                </a>
              </>
            }
          >
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
              <li>Download formulations as PDF reports</li>
              <li>Save your favourite formulations</li>
              <li>100% free account</li>
            </ul>
          </Dialog>
        </Suspense>
      )}
    </div>
  );
}
