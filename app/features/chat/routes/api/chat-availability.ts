import { chatAvailability } from "#app/features/chat/support-hours.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// GET /api/chat/availability — whether the chat is online (inside the support hours in admin
// Settings, with someone in the support inbox), how soon a formulator answers, and the hours:
// the widget's badge, its away form and its line after the visitor's first message (ADR 0058).
const api = apiRoute(policy, {
  GET: async ({ ctx }) => json(await chatAvailability(ctx.db), { headers: { "Cache-Control": "no-store" } }),
});
export const loader = api.loader;
export const action = api.action;
