/**
 * The formulation page's sign-in dialog, loaded only when a visitor who is not
 * signed in tries to download or save: its code stays out of the page's first load.
 */
import { href, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { accountPageReturningTo } from "#app/lib/redirect";

export default function SignInDialog({
  reason,
  formulationId,
  onClose,
}: {
  reason: "download" | "favorite";
  formulationId: string;
  onClose: () => void;
}) {
  // Back to this very page (as its address reads), and from signing in to download the page
  // resumes the download (?download=1).
  const { pathname } = useLocation();
  const page = pathname.startsWith("/formulation/") ? pathname : href("/formulation/:id", { id: formulationId });
  const back = `${page}${reason === "download" ? "?download=1" : ""}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={reason === "download" ? "Sign In to Download" : "Sign In Required"}
      description={
        reason === "download"
          ? "Please sign in to download this formulation as a PDF report."
          : "Please sign in to download formulations and save your work."
      }
      actions={
        <>
          <button type="button" className={buttonClass("secondary")} onClick={onClose}>
            Cancel
          </button>
          {/* A new visitor creates an account and comes back here just as one who signs in does. */}
          <a className={buttonClass("secondary")} href={accountPageReturningTo("/signup", back)}>
            Create an account
          </a>
          <a className={buttonClass("primary")} href={accountPageReturningTo("/login", back)}>
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
  );
}
