/**
 * Where a page sends the visitor after a first or second sign-in factor. One rule for the log-in,
 * second-step and reset pages and the identity provider's callback, so none of them can let an
 * account with a second factor past it, or an administrator without one past the enrolment ask.
 */
import { href } from "react-router";
import { redirectToOf, sameSitePath } from "#app/lib/redirect";
import { readCookie } from "#app/server/auth/cookies.server";
import type { SignedIn } from "./accounts.server";
import type { SecondStep } from "./mfa.server";
import { mfaRequired } from "./users.server";

/**
 * The identity provider's round trip leaves the site, so the page that asked for a sign-in cannot
 * ride along in the URL: /api/login keeps it in this short-lived cookie beside the state and the
 * PKCE verifier, and the callback reads it back.
 */
export const PROVIDER_RETURN_COOKIE = "oauth_return";

/**
 * The return address kept for the provider's round trip, judged again on the way back by the same
 * rule as `redirectTo`: a cookie is request input too, and anything can have set it.
 */
export function providerReturnOf(request: Request): string | undefined {
  return sameSitePath(readCookie(request, PROVIDER_RETURN_COOKIE));
}

export function afterSignIn(
  request: Request,
  outcome: SignedIn | SecondStep,
  welcome: "login" | "reset",
  {
    recoveryCodesLeft,
    // The page that asked for a sign-in (Download PDF, favourites), when it is a same-site path.
    back = redirectToOf(request),
  }: { recoveryCodesLeft?: number; back?: string } = {},
): string {
  if ("challenge" in outcome) {
    const query = new URLSearchParams(back ? { redirectTo: back } : {});
    return `${href("/login/mfa")}${query.size ? `?${query}` : ""}`;
  }
  // An administrator without a second factor has no admin rights until they enrol: asked at once.
  if (mfaRequired(outcome.user) && !outcome.user.mfaEnabledAt) return `${href("/my-account")}?mfa=required`;
  if (recoveryCodesLeft !== undefined) return `${href("/my-account")}?welcome=recovery&left=${recoveryCodesLeft}`;
  return back ?? `${href("/my-account")}?welcome=${welcome}`;
}
