import { CHAT_FRAME_MAX_BYTES } from "#app/features/chat/chat-protocol";
import { openChat, replyAsAdmin } from "#app/features/chat/inbox.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

const api = apiRoute(policy, {
  // GET /api/admin/chat/sessions/:sessionId — history and the visitor's context; marks the chat read.
  GET: async ({ ctx, params }) =>
    json(await openChat(ctx, { sessionId: params.sessionId }), { headers: { "Cache-Control": "no-store" } }),
  // POST { message, clientId? } — answer as 'admin' under the signed-in administrator's name.
  POST: async ({ ctx, params, request }) => {
    const body = await readJson(request, { maxBytes: CHAT_FRAME_MAX_BYTES });
    const fields = typeof body === "object" && body !== null ? body : {};
    return json(await replyAsAdmin(ctx, { ...fields, sessionId: params.sessionId }), { status: 201 });
  },
});
export const loader = api.loader;
export const action = api.action;
