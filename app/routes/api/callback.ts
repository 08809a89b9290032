import { href, redirect } from "react-router";
import type { RoutePolicy } from "~/lib/route-policy";
import { apiRoute } from "~/server/api.server";
import { clearCookie, readCookie, sessionCookie } from "~/server/auth/cookies.server";
import { completeProviderSignIn } from "~/server/auth/provider-sign-in.server";
import { publicOrigin } from "~/server/env.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// GET /api/callback?code&state — the identity provider's redirect back.
const api = apiRoute(policy, {
  GET: async ({ ctx, request }) => {
    const url = new URL(request.url);
    const signedIn = await completeProviderSignIn(ctx, {
      origin: publicOrigin(request),
      code: url.searchParams.get("code") ?? undefined,
      state: url.searchParams.get("state") ?? undefined,
      keptState: readCookie(request, "oauth_state"),
      keptVerifier: readCookie(request, "oauth_code_verifier"),
    });
    if (!signedIn) return redirect(href("/login"));
    const headers = new Headers({ Location: `${href("/my-account")}?welcome=login` });
    headers.append("Set-Cookie", sessionCookie(request, signedIn.session.token, signedIn.session.expiresAt));
    headers.append("Set-Cookie", clearCookie(request, "oauth_state"));
    headers.append("Set-Cookie", clearCookie(request, "oauth_code_verifier"));
    return new Response(null, { status: 302, headers });
  },
});
export const loader = api.loader;
export const action = api.action;
