/**
 * Download PDF, Print Formula, the favourite toggle and exports. Visitors who are not signed in
 * and try to download or save get the sign-in dialog (spec §2, §6, §8).
 */
import { lazy, Suspense, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";

// The dialog's code loads only when a visitor needs it.
const Dialog = lazy(() => import("~/components/ui/dialog").then((m) => ({ default: m.Dialog })));

/** `favorite` is null when nobody is signed in. */
export function FormulationActions({ formulationId, favorite }: { formulationId: string; favorite: boolean | null }) {
  const [dialog, setDialog] = useState<"download" | "favorite" | null>(null);
  const [isFavorite, setIsFavorite] = useState(favorite);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const signedIn = favorite !== null;

  async function download() {
    if (!signedIn) return setDialog("download");
    const res = await fetch(`/api/formulations/${formulationId}/pdf`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ logoSettings: JSON.parse(localStorage.getItem("formulab:logo-settings") ?? "null") }),
    });
    if (res.status === 401) return setDialog("download");
    if (!res.ok) {
      toast({
        title: "Download Failed",
        description: "There was an error downloading the formulation report. Please try again.",
        variant: "destructive",
      });
      return;
    }
    const url = URL.createObjectURL(await res.blob());
    const a = Object.assign(document.createElement("a"), { href: url, download: `${formulationId}.pdf` });
    a.click();
    URL.revokeObjectURL(url);
    toast({
      title: "PDF Downloaded",
      description: "You can find it again under My Account → My Downloads.",
      variant: "success",
    });
  }

  async function toggleFavorite() {
    if (!signedIn) return setDialog("favorite");
    setBusy(true);
    const adding = !isFavorite;
    const res = adding
      ? await fetch("/api/user/favorites", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ formulationId }),
        })
      : await fetch(`/api/user/favorites/${formulationId}`, { method: "DELETE" });
    setBusy(false);
    if (res.status === 401) return setDialog("favorite");
    if (!res.ok) {
      toast({
        title: "Error",
        description: adding
          ? "Failed to add to favorites. Please try again."
          : "Failed to remove from favorites. Please try again.",
        variant: "destructive",
      });
      return;
    }
    setIsFavorite(adding);
    toast({ title: adding ? "Added to Favorites" : "Removed from Favorites", variant: "success" });
  }

  return (
    <div className="no-print flex flex-wrap gap-3">
      <button type="button" className={buttonClass("primary")} onClick={download}>
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
        aria-pressed={Boolean(isFavorite)}
        disabled={busy}
        onClick={toggleFavorite}
      >
        {isFavorite ? "♥ Favorited" : "♡ Save to Favorites"}
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
            open
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
