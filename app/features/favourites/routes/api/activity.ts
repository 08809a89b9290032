import { latestActivity } from "#app/features/favourites/activity.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// GET /api/activity — the latest real activity for the notifier, or null (never cached).
const api = apiRoute(policy, {
  GET: async ({ ctx }) => json(await latestActivity(ctx.db), { headers: { "Cache-Control": "no-store" } }),
});
export const loader = api.loader;
export const action = api.action;
