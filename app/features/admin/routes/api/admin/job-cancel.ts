import { cancelJob } from "#app/features/admin/bulk-formulations.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// POST /api/admin/jobs/:id/cancel — items not yet run are skipped; answers the job's progress.
const api = apiRoute(policy, {
  POST: async ({ ctx, params }) =>
    json(await cancelJob(ctx, { id: params.id }), { headers: { "Cache-Control": "no-store" } }),
});
export const loader = api.loader;
export const action = api.action;
