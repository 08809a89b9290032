import { addFavorite, listFavorites } from "#app/features/favourites/favorites.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "user", cache: "none" } as const satisfies RoutePolicy;

const api = apiRoute(policy, {
  // GET /api/user/favorites — the signed-in user's favourites.
  GET: async ({ ctx }) => json(await listFavorites(ctx.db, ctx.user.id), { headers: { "Cache-Control": "no-store" } }),
  // POST /api/user/favorites { formulationId } — adding twice is a no-op.
  POST: async ({ ctx, request }) =>
    json(await addFavorite(ctx, await readJson(request, { maxBytes: 1024 })), { status: 201 }),
});
export const loader = api.loader;
export const action = api.action;
