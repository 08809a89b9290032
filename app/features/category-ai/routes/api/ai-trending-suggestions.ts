import { trendingSuggestions } from "#app/features/category-ai/trending-suggestions.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// POST /api/ai/trending-suggestions — no body → { suggestions: { title, description,
// targetKeywords }[] }, each grounded in counted wizard requests or the library.
const api = apiRoute(policy, {
  POST: async ({ ctx }) => json(await trendingSuggestions(ctx, null)),
});
export const loader = api.loader;
export const action = api.action;
