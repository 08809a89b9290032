import { publicUser } from "#app/features/accounts/users.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "user", cache: "none", credentials: true } as const satisfies RoutePolicy;

// GET /api/auth/user — 401 when anonymous; the user's public fields otherwise.
const api = apiRoute(policy, {
  GET: ({ ctx, current }) => json(publicUser(ctx.user, current.isAdmin), { headers: { "Cache-Control": "no-store" } }),
});
export const loader = api.loader;
export const action = api.action;
