import { CHAT_FRAME_MAX_BYTES } from "#app/features/chat/chat-protocol";
import { postChatMessage } from "#app/features/chat/messages.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// POST /api/chat/messages { sessionId, message, senderType: 'user', senderName, clientId? } — the
// fallback when the socket is not open. Same schema and limits as a chat_message frame;
// the message reaches the room's live sockets through its Durable Object.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) =>
    json(await postChatMessage(ctx, await readJson(request, { maxBytes: CHAT_FRAME_MAX_BYTES })), { status: 201 }),
});
export const loader = api.loader;
export const action = api.action;
