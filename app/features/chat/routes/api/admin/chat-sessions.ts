import { listInbox } from "#app/features/chat/inbox.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// GET /api/admin/chat/sessions?q — the support inbox, newest activity first (polled by the page, ADR 0032).
const api = apiRoute(policy, {
  GET: async ({ ctx, request }) =>
    json(await listInbox(ctx, Object.fromEntries(new URL(request.url).searchParams)), {
      headers: { "Cache-Control": "no-store" },
    }),
});
export const loader = api.loader;
export const action = api.action;
