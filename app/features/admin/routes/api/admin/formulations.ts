import { listAdminFormulations } from "#app/features/admin/formulations.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// GET /api/admin/formulations?page&limit&categoryId — every formulation, drafts included, newest
// first, one page at a time.
const api = apiRoute(policy, {
  GET: async ({ ctx, request }) =>
    json(await listAdminFormulations(ctx, Object.fromEntries(new URL(request.url).searchParams)), {
      headers: { "Cache-Control": "no-store" },
    }),
});
export const loader = api.loader;
export const action = api.action;
