import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";
import { generateAltText } from "#app/server/images/alt-text.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// POST /api/admin/generate-alt-text — { name, category? } → { altText }.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => json(await generateAltText(ctx, await readJson(request, { maxBytes: 4 * 1024 }))),
});
export const loader = api.loader;
export const action = api.action;
