import { href } from "react-router";
import { completeProviderSignIn } from "#app/features/accounts/provider-sign-in.server";
import { afterSignIn, PROVIDER_RETURN_COOKIE, providerReturnOf } from "#app/features/accounts/sign-in-redirect.server";
import { accountPageReturningTo } from "#app/lib/redirect";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { AppError } from "#app/server/app-error";
import { clearCookie, readCookie, signInCookies } from "#app/server/auth/cookies.server";
import { publicOrigin } from "#app/server/env.server";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

// GET /api/callback?code&state — the identity provider's redirect back: a sign-in, or (with the
// link cookie, signed in) the account owner connecting the provider from My Account.
const api = apiRoute(policy, {
  GET: async ({ ctx, request, current }) => {
    const url = new URL(request.url);
    const linking = readCookie(request, "oauth_link") === "1" && current !== null;
    // The page that asked for a sign-in, kept by /api/login and judged again here.
    const back = providerReturnOf(request);
    const headers = new Headers();
    for (const name of ["oauth_state", "oauth_code_verifier", "oauth_link", PROVIDER_RETURN_COOKIE]) {
      headers.append("Set-Cookie", clearCookie(request, name));
    }
    let outcome: Awaited<ReturnType<typeof completeProviderSignIn>>;
    try {
      outcome = await completeProviderSignIn(ctx, {
        origin: publicOrigin(request),
        code: url.searchParams.get("code") ?? undefined,
        state: url.searchParams.get("state") ?? undefined,
        keptState: readCookie(request, "oauth_state"),
        keptVerifier: readCookie(request, "oauth_code_verifier"),
        linkTo: linking ? current.user.id : undefined,
      });
    } catch (error) {
      // An account that must be connected by its owner, or a provider account already connected
      // elsewhere: said on the page the visitor came from, not as a bare JSON error.
      if (!(error instanceof AppError) || error.status !== 409) throw error;
      const page = linking
        ? `${href("/my-account")}?link=failed`
        : `${href("/login")}?${new URLSearchParams({ provider: "exists", ...(back ? { redirectTo: back } : {}) })}`;
      headers.set("Location", page);
      return new Response(null, { status: 302, headers });
    }
    if (!outcome || outcome === "linked") {
      // Connected from My Account; or no provider configured: the password log-in, still on the way back.
      headers.set("Location", outcome ? `${href("/my-account")}?link=done` : accountPageReturningTo("/login", back));
      return new Response(null, { status: 302, headers });
    }
    // A session, or the second step for an account with a second factor.
    headers.set("Location", afterSignIn(request, outcome, "login", { back }));
    for (const cookie of signInCookies(request, outcome).getSetCookie()) headers.append("Set-Cookie", cookie);
    return new Response(null, { status: 302, headers });
  },
});
export const loader = api.loader;
export const action = api.action;
