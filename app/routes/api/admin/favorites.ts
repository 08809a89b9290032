import type { RoutePolicy } from "~/lib/route-policy";
import { listAllFavorites, PageQuerySchema } from "~/server/admin/user-activity.server";
import { apiRoute } from "~/server/api.server";
import { json, readQuery } from "~/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// GET /api/admin/favorites?page&limit — administrators only (spec §7), newest first.
const api = apiRoute(policy, {
  GET: async ({ ctx, request }) =>
    json(await listAllFavorites(ctx.db, readQuery(request, PageQuerySchema)), {
      headers: { "Cache-Control": "no-store" },
    }),
});
export const loader = api.loader;
export const action = api.action;
