import { trendingOrNewest } from "#app/features/blog/trending.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

// Not in the edge cache: downloads and favourites do not bump the content version, so a cached
// copy could be a day old. Browsers keep it for an hour instead, as the API contract asks.
export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

const api = apiRoute(policy, {
  // GET /api/ai-blog/trending-formulations — derived from real activity (ADR 0029); the newest
  // formulations, marked `basis: "new"`, while nothing is trending.
  GET: async ({ ctx }) =>
    json(await trendingOrNewest(ctx.db), { headers: { "Cache-Control": "public, max-age=3600" } }),
});
export const loader = api.loader;
export const action = api.action;
