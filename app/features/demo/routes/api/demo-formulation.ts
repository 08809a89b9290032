import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { runDemo } from "#app/server/generation.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// POST /api/demo-formulation — { category, description } → a validated formulation.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => json(await runDemo(ctx, await readJson(request, { maxBytes: 8 * 1024 }))),
});
export const loader = api.loader;
export const action = api.action;
