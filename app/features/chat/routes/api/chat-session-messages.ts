import { chatHistory } from "#app/features/chat/messages.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// GET /api/chat/messages/:sessionId — the session's history, oldest first. The room id
// is the secret: holding it (the visitor's browser, or an admin from the inbox) is the access.
const api = apiRoute(policy, {
  GET: async ({ ctx, params }) =>
    json(await chatHistory(ctx, { sessionId: params.sessionId }), { headers: { "Cache-Control": "no-store" } }),
});
export const loader = api.loader;
export const action = api.action;
