import { signUp } from "#app/features/accounts/accounts.server";
import { sendFirstVerification } from "#app/features/accounts/email-verification.server";
import { publicUser } from "#app/features/accounts/users.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { signInCookies } from "#app/server/auth/cookies.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

// POST /api/signup — creates the account and signs the visitor in.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const signedIn = await signUp(ctx, await readJson(request, { maxBytes: 8192 }));
    await sendFirstVerification(ctx.db, signedIn.user, request);
    return json({ user: publicUser(signedIn.user, false) }, { status: 201, headers: signInCookies(request, signedIn) });
  },
});
export const loader = api.loader;
export const action = api.action;
