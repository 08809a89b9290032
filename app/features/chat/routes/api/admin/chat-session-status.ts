import { setChatClosed } from "#app/features/chat/inbox.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

// POST /api/admin/chat/sessions/:sessionId/status { closed } — mark a chat closed, or open it again.
const api = apiRoute(policy, {
  POST: async ({ ctx, params, request }) => {
    const body = await readJson(request, { maxBytes: 1024 });
    const fields = typeof body === "object" && body !== null ? body : {};
    return json(await setChatClosed(ctx, { ...fields, sessionId: params.sessionId }));
  },
});
export const loader = api.loader;
export const action = api.action;
