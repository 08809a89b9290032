import { listDownloads } from "#app/features/favourites/favorites.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "user", cache: "none" } as const satisfies RoutePolicy;

// GET /api/user/downloads — the signed-in user's PDF downloads.
const api = apiRoute(policy, {
  GET: async ({ ctx }) => json(await listDownloads(ctx.db, ctx.user.id), { headers: { "Cache-Control": "no-store" } }),
});
export const loader = api.loader;
export const action = api.action;
