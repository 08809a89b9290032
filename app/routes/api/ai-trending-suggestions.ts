import type { RoutePolicy } from "~/lib/route-policy";
import { apiRoute } from "~/server/api.server";
import { trendingSuggestions } from "~/server/category-ai/trending-suggestions.server";
import { json } from "~/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// POST /api/ai/trending-suggestions — no body (spec §7) → { suggestions: { title, description,
// targetKeywords }[] }, each grounded in counted wizard requests or the library.
const api = apiRoute(policy, {
  POST: async ({ ctx }) => json(await trendingSuggestions(ctx, null)),
});
export const loader = api.loader;
export const action = api.action;
