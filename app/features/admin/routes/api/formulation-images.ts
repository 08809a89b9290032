import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { publicOrigin } from "#app/server/env.server";
import { json, readJson } from "#app/server/http.server";
import { checkFormulationImage } from "#app/server/images/stored-images.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// PUT /api/formulation-images — { imageURL } of a stored upload → { objectPath } for the form to save.
const api = apiRoute(policy, {
  PUT: async ({ ctx, request }) => {
    const body = await readJson(request, { maxBytes: 4 * 1024 });
    const input = { ...(typeof body === "object" && body ? body : {}), origin: publicOrigin(request) };
    return json(await checkFormulationImage(ctx, input));
  },
});
export const loader = api.loader;
export const action = api.action;
