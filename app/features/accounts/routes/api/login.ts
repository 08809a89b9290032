import { redirect } from "react-router";
import { awaitsSecondFactor, logIn } from "#app/features/accounts/accounts.server";
import { beginProviderSignIn } from "#app/features/accounts/provider-sign-in.server";
import { PROVIDER_RETURN_COOKIE } from "#app/features/accounts/sign-in-redirect.server";
import { isAdmin, publicUser } from "#app/features/accounts/users.server";
import { accountPageReturningTo, redirectToOf } from "#app/lib/redirect";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { clearCookie, shortCookie, signInCookies } from "#app/server/auth/cookies.server";
import { publicOrigin } from "#app/server/env.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

const api = apiRoute(policy, {
  // GET /api/login — sign in with the identity provider (a redirect); /login when none is configured.
  // ?link=1 from a signed-in account page connects the provider to that account instead.
  // ?redirectTo= (a same-site path, else ignored) is where the callback sends the visitor back.
  GET: async ({ request, current }) => {
    const back = redirectToOf(request);
    const begun = await beginProviderSignIn(publicOrigin(request));
    if (!begun) return redirect(accountPageReturningTo("/login", back));
    const headers = new Headers({ Location: begun.url.toString() });
    headers.append("Set-Cookie", shortCookie(request, "oauth_state", begun.state));
    headers.append("Set-Cookie", shortCookie(request, "oauth_code_verifier", begun.verifier));
    // Cleared when there is none, so an abandoned earlier attempt cannot choose where this one ends.
    headers.append(
      "Set-Cookie",
      back ? shortCookie(request, PROVIDER_RETURN_COOKIE, back) : clearCookie(request, PROVIDER_RETURN_COOKIE),
    );
    if (current && new URL(request.url).searchParams.get("link") === "1") {
      headers.append("Set-Cookie", shortCookie(request, "oauth_link", "1"));
    }
    return new Response(null, { status: 302, headers });
  },
  // POST /api/login — e-mail and password. For an account with a second factor: no session yet,
  // `{ secondFactor: true }` and the step's cookie; the code goes to POST /api/login/mfa.
  POST: async ({ ctx, request }) => {
    const signedIn = await logIn(ctx, await readJson(request, { maxBytes: 8192 }));
    const headers = signInCookies(request, signedIn);
    if (awaitsSecondFactor(signedIn)) return json({ secondFactor: true }, { headers });
    return json(
      { user: publicUser(signedIn.user, isAdmin(signedIn.user, signedIn.session.secondFactorAt)) },
      { headers },
    );
  },
});
export const loader = api.loader;
export const action = api.action;
