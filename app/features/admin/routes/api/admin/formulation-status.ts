import { setFormulationStatus } from "#app/features/admin/formulations.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// PATCH /api/admin/formulations/:id/status { isActive } — approve (true) or deactivate (false).
const api = apiRoute(policy, {
  PATCH: async ({ ctx, request, params }) => {
    const body = await readJson(request, { maxBytes: 1024 });
    const fields = body && typeof body === "object" && !Array.isArray(body) ? body : {};
    return json(await setFormulationStatus(ctx, { ...fields, id: params.id }), {
      headers: { "Cache-Control": "no-store" },
    });
  },
});
export const loader = api.loader;
export const action = api.action;
