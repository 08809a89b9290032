import { listSecurityEvents } from "#app/features/admin/security-events.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// GET /api/admin/security-events?limit&page&type&email&address — administrators only, newest first (ADR 0054).
const api = apiRoute(policy, {
  GET: async ({ ctx, request }) =>
    json(await listSecurityEvents(ctx, Object.fromEntries(new URL(request.url).searchParams)), {
      headers: { "Cache-Control": "no-store" },
    }),
});
export const loader = api.loader;
export const action = api.action;
