import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { publicOrigin } from "#app/server/env.server";
import { json, readJson } from "#app/server/http.server";
import { setCategoryImage } from "#app/server/images/stored-images.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// PUT /api/categories/:id/image — { imageURL } of a stored upload → { objectPath }.
// Its own module so that the category edit calls in category.ts stay apart from images.
const api = apiRoute(policy, {
  PUT: async ({ ctx, request, params }) => {
    const body = await readJson(request, { maxBytes: 4 * 1024 });
    const input = { ...(typeof body === "object" && body ? body : {}), id: params.id, origin: publicOrigin(request) };
    return json(await setCategoryImage(ctx, input));
  },
});
export const loader = api.loader;
export const action = api.action;
