import { listInbox } from "#app/features/chat/inbox.server";
import { markInboxOpen } from "#app/features/chat/support-hours.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// GET /api/admin/chat/sessions?q — the support inbox, newest activity first (polled by the page,
// ADR 0032). Each poll says someone from the team is at the inbox: the chat shows Online (ADR 0058).
const api = apiRoute(policy, {
  GET: async ({ ctx, request }) => {
    const [inbox] = await Promise.all([
      listInbox(ctx, Object.fromEntries(new URL(request.url).searchParams)),
      markInboxOpen(ctx.db),
    ]);
    return json(inbox, { headers: { "Cache-Control": "no-store" } });
  },
});
export const loader = api.loader;
export const action = api.action;
