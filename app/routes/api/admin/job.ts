import type { RoutePolicy } from "~/lib/route-policy";
import { getJobProgress } from "~/server/admin/bulk-formulations.server";
import { apiRoute } from "~/server/api.server";
import { json } from "~/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// GET /api/admin/jobs/:id — a job's progress: status, counters, each item, elapsed, LLM usage.
const api = apiRoute(policy, {
  GET: async ({ ctx, params }) =>
    json(await getJobProgress(ctx, { id: params.id }), { headers: { "Cache-Control": "no-store" } }),
});
export const loader = api.loader;
export const action = api.action;
