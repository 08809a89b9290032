import { verifySecondFactor } from "#app/features/accounts/mfa.server";
import { isAdmin, publicUser } from "#app/features/accounts/users.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { readMfaToken, signInCookies } from "#app/server/auth/cookies.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

// POST /api/login/mfa — the second step after POST /api/login answered `{ secondFactor: true }`:
// `{ code }` from the authenticator app or `{ recoveryCode }`, with the step's cookie. The session
// it starts has proved the second factor; `recoveryCodesLeft` says how many codes remain.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const body = await readJson(request, { maxBytes: 4096 });
    const fields = typeof body === "object" && body !== null ? body : {};
    const signedIn = await verifySecondFactor(ctx, { ...fields, token: readMfaToken(request) });
    return json(
      {
        user: publicUser(signedIn.user, isAdmin(signedIn.user, signedIn.session.secondFactorAt)),
        ...(signedIn.recoveryCodesLeft === undefined ? {} : { recoveryCodesLeft: signedIn.recoveryCodesLeft }),
      },
      { headers: signInCookies(request, signedIn) },
    );
  },
});
export const loader = api.loader;
export const action = api.action;
