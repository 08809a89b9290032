import { acceptCategorySuggestion } from "#app/features/category-ai/generate-category.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// POST /api/admin/categories — { name, description, icon } ('Add Category' on a suggestion).
// The 22 categories are system-defined: this records the suggestion as accepted (with the system
// category it fits, if any) and answers with that record — never a 23rd category (ADR 0028).
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const { record, created } = await acceptCategorySuggestion(ctx, await readJson(request, { maxBytes: 8 * 1024 }));
    return json(record, { status: created ? 201 : 200 });
  },
});
export const loader = api.loader;
export const action = api.action;
