import { removeFavorite } from "#app/features/favourites/favorites.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "user", cache: "none" } as const satisfies RoutePolicy;

// DELETE /api/user/favorites/:formulationId — removes one of the signed-in user's own favourites.
const api = apiRoute(policy, {
  DELETE: async ({ ctx, params }) => json(await removeFavorite(ctx, { formulationId: params.formulationId })),
});
export const loader = api.loader;
export const action = api.action;
