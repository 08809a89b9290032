/**
 * Download PDF, Print Formula, the favourite toggle and exports. Visitors who are not signed in
 * and try to download or save get the sign-in dialog.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { href, useSearchParams } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import { favoriteAction, useFavoriteForm } from "#app/features/favourites/components/use-favorite-form";

// The sign-in dialog's code loads only when a visitor needs it.
const SignInDialog = lazy(() => import("#app/features/formulation/components/sign-in-dialog"));

/** `favorite` is null when nobody is signed in. */
export function FormulationActions({
  formulationId,
  favorite,
  sds,
}: {
  formulationId: string;
  favorite: boolean | null;
  /** The formula is not a cosmetic, so it has a safety data sheet. */
  sds: boolean;
}) {
  const [dialog, setDialog] = useState<"download" | "favorite" | null>(null);
  const { toast } = useToast();
  const signedIn = favorite !== null;
  const askToSignIn = useCallback(() => setDialog("favorite"), []);
  const favoriteForm = useFavoriteForm(`favorite-${formulationId}`, {
    where: "page",
    onSignInNeeded: askToSignIn,
  });
  const isFavorite = favoriteForm.pending ?? favoriteForm.confirmed ?? Boolean(favorite);

  async function download() {
    if (!signedIn) return setDialog("download");
    // The download's code loads when a report is asked for, not with the page.
    const { downloadReport } = await import("#app/features/formulation/components/download-report");
    const outcome = await downloadReport(formulationId);
    if (outcome === "signed-out") return setDialog("download");
    if (outcome === "failed") {
      toast({
        title: "Download Failed",
        description: "There was an error downloading the formulation report. Please try again.",
        variant: "destructive",
      });
      return;
    }
    toast({
      title: "PDF Downloaded",
      description: "You can find it again under My Account → My Downloads.",
      variant: "success",
    });
  }

  // Back from signing in to download (the dialog's link carries ?download=1): the download proceeds.
  const [params, setParams] = useSearchParams();
  const resumed = useRef(false);
  useEffect(() => {
    if (!signedIn || params.get("download") !== "1" || resumed.current) return;
    resumed.current = true;
    setParams(
      (p) => {
        p.delete("download");
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
    void download();
  });

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
      <favoriteForm.Form method="post" action={favoriteAction(formulationId)}>
        <input type="hidden" name="formulationId" value={formulationId} />
        <input type="hidden" name="favorite" value={String(!isFavorite)} />
        <button
          type={signedIn ? "submit" : "button"}
          className={buttonClass("secondary")}
          aria-pressed={isFavorite}
          disabled={favoriteForm.busy}
          onClick={signedIn ? undefined : askToSignIn}
        >
          {isFavorite ? "♥ Favorited" : "♡ Save to Favorites"}
        </button>
      </favoriteForm.Form>
      <a className={buttonClass("secondary")} href={href("/formulation/:id/label", { id: formulationId })}>
        Label
      </a>
      {sds ? (
        <a className={buttonClass("ghost")} href={href("/api/formulations/:id/sds.pdf", { id: formulationId })}>
          Safety Data Sheet
        </a>
      ) : null}
      <a
        className={buttonClass("ghost")}
        href={href("/api/formulations/:id/export/:format", { id: formulationId, format: "json" })}
        download
      >
        Export JSON
      </a>
      <a
        className={buttonClass("ghost")}
        href={href("/api/formulations/:id/export/:format", { id: formulationId, format: "csv" })}
        download
      >
        Export CSV
      </a>
      {dialog === null ? null : (
        <Suspense fallback={null}>
          <SignInDialog reason={dialog} formulationId={formulationId} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
