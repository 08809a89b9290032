import { ChatSessionIdSchema } from "../app/lib/chat-protocol";
import { getConfig } from "../app/server/env.server";

/**
 * Routes GET /ws?sessionId=… to the chat session's Durable Object. A browser always sends Origin
 * on a WebSocket handshake and the socket is not bound by CORS, so the handshake is accepted only
 * from this site's own pages (the configured public origin, or the request's own origin): another
 * site cannot open a socket in a visitor's name. Clients without a browser must send it too.
 */
export async function routeChatSocket(request: Request, env: Pick<Env, "CHAT_ROOM">): Promise<Response> {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return Response.json({ message: "Expected a WebSocket upgrade" }, { status: 426 });
  }
  if (!isOwnOrigin(request, getConfig().publicOrigin)) {
    return Response.json({ message: "Cross-site WebSocket refused" }, { status: 403 });
  }
  const sessionId = ChatSessionIdSchema.safeParse(new URL(request.url).searchParams.get("sessionId"));
  if (!sessionId.success) return Response.json({ message: "Invalid chat session id" }, { status: 400 });
  const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(sessionId.data));
  return stub.fetch(request);
}

export function isOwnOrigin(request: Request, publicOrigin: string): boolean {
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  return origin === new URL(request.url).origin || (publicOrigin !== "" && origin === publicOrigin);
}
