import { validateFormula } from "#app/features/formulation/validation.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// POST /api/formulations/validate — open to everyone: check a formula against the knowledge
// base and the EU annexes without signing in.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => json(await validateFormula(ctx, await readJson(request, { maxBytes: 32 * 1024 }))),
});
export const loader = api.loader;
export const action = api.action;
