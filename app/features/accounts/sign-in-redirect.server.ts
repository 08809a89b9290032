/**
 * Where a page sends the visitor after a first or second sign-in factor. One rule for the log-in,
 * second-step and reset pages and the identity provider's callback, so none of them can let an
 * account with a second factor past it, or an administrator without one past the enrolment ask.
 */
import { href } from "react-router";
import { redirectToOf } from "#app/lib/redirect";
import type { SignedIn } from "./accounts.server";
import type { SecondStep } from "./mfa.server";
import { mfaRequired } from "./users.server";

export function afterSignIn(
  request: Request,
  outcome: SignedIn | SecondStep,
  welcome: "login" | "reset",
  recoveryCodesLeft?: number,
): string {
  // The page that asked for a sign-in (Download PDF, favourites), when it is a same-site path.
  const back = redirectToOf(request);
  if ("challenge" in outcome) {
    const query = new URLSearchParams(back ? { redirectTo: back } : {});
    return `${href("/login/mfa")}${query.size ? `?${query}` : ""}`;
  }
  // An administrator without a second factor has no admin rights until they enrol: asked at once.
  if (mfaRequired(outcome.user) && !outcome.user.mfaEnabledAt) return `${href("/my-account")}?mfa=required`;
  if (recoveryCodesLeft !== undefined) return `${href("/my-account")}?welcome=recovery&left=${recoveryCodesLeft}`;
  return back ?? `${href("/my-account")}?welcome=${welcome}`;
}
