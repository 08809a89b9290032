import { getCatalogStats } from "#app/features/catalogue/catalog.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

// GET /api/stats — catalogue counts.
const api = apiRoute(policy, { GET: async ({ ctx }) => json(await getCatalogStats(ctx.db)) });
export const loader = api.loader;
export const action = api.action;
