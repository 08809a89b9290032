import { type ChatAvailability, describeHours, isWithinSupportHours } from "#app/features/chat/support-hours";
import { getSupportHours } from "#app/features/chat/support-hours.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// GET /api/chat/availability — whether a formulator is in now and how soon they answer (from the
// support hours in admin Settings): the widget's line after the visitor's first message.
const api = apiRoute(policy, {
  GET: async ({ ctx }) => {
    const hours = await getSupportHours(ctx.db);
    const body: ChatAvailability = {
      open: isWithinSupportHours(hours, new Date()),
      replyMinutes: hours.replyMinutes,
      hours: describeHours(hours),
    };
    return json(body, { headers: { "Cache-Control": "no-store" } });
  },
});
export const loader = api.loader;
export const action = api.action;
