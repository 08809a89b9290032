import type { RoutePolicy } from "~/lib/route-policy";
import { apiRoute } from "~/server/api.server";
import { getCatalogStats } from "~/server/catalog.server";
import { json } from "~/server/http.server";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

// GET /api/stats — catalogue counts (spec §7).
const api = apiRoute(policy, { GET: async ({ ctx }) => json(await getCatalogStats(ctx.db)) });
export const loader = api.loader;
export const action = api.action;
