import { changePassword } from "#app/features/accounts/accounts.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { signInCookies } from "#app/server/auth/cookies.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "user", cache: "none", credentials: true } as const satisfies RoutePolicy;

// POST /api/user/password — every other session of the user ends; this browser gets a new one.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const signedIn = await changePassword(ctx, await readJson(request, { maxBytes: 8192 }));
    return json({ message: "Password changed" }, { headers: signInCookies(request, signedIn) });
  },
});
export const loader = api.loader;
export const action = api.action;
