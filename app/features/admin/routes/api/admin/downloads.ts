import { activityApiResponse } from "#app/features/admin/user-activity-api.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// GET /api/admin/downloads?page&limit&q[&format=csv] — administrators only, newest first.
const api = apiRoute(policy, { GET: ({ ctx, request }) => activityApiResponse(ctx.db, request, "downloads") });
export const loader = api.loader;
export const action = api.action;
