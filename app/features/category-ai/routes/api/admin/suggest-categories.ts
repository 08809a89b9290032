import { suggestCategories } from "#app/features/category-ai/suggest-categories.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// POST /api/admin/suggest-categories — no body → { suggestions: { name, description,
// icon, reasoning }[] }, grounded in what the library lacks.
const api = apiRoute(policy, {
  POST: async ({ ctx }) => json(await suggestCategories(ctx, null)),
});
export const loader = api.loader;
export const action = api.action;
