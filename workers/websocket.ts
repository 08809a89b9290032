import { ChatSessionIdSchema } from "../app/lib/chat-protocol";

/** Routes GET /ws?sessionId=… to the chat session's Durable Object. */
export async function routeChatSocket(request: Request, env: Pick<Env, "CHAT_ROOM">): Promise<Response> {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return Response.json({ message: "Expected a WebSocket upgrade" }, { status: 426 });
  }
  const sessionId = ChatSessionIdSchema.safeParse(new URL(request.url).searchParams.get("sessionId"));
  if (!sessionId.success) return Response.json({ message: "Invalid chat session id" }, { status: 400 });
  const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(sessionId.data));
  return stub.fetch(request);
}
