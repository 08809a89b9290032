import { generateCategory } from "#app/features/category-ai/generate-category.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// POST /api/ai/generate-category — { description } → a proposed category and the system category
// it fits, or the suggestion kept for review (ADR 0028). Sent once per line by the bulk dialog.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => json(await generateCategory(ctx, await readJson(request, { maxBytes: 4 * 1024 }))),
});
export const loader = api.loader;
export const action = api.action;
