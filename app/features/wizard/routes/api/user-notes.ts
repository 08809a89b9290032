import { recordUserNote } from "#app/features/wizard/user-notes.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// POST /api/user-notes — { productType, additionalNote } from the wizard.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) =>
    json(await recordUserNote(ctx, await readJson(request, { maxBytes: 4 * 1024 })), { status: 201 }),
});
export const loader = api.loader;
export const action = api.action;
