import { getJobProgress } from "#app/features/admin/bulk-formulations.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// GET /api/admin/jobs/:id — a job's progress: status, counters, each item, elapsed, LLM usage.
const api = apiRoute(policy, {
  GET: async ({ ctx, params }) =>
    json(await getJobProgress(ctx, { id: params.id }), { headers: { "Cache-Control": "no-store" } }),
});
export const loader = api.loader;
export const action = api.action;
