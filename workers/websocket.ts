import { ChatSessionIdSchema } from "../app/features/chat/chat-protocol";
import { displayName } from "../app/lib/display-name";
import { currentUser } from "../app/server/auth/guards.server";
import { callerOf } from "../app/server/authorize.server";
import { getDb } from "../app/server/db/client.server";
import { getConfig } from "../app/server/env.server";
import { refuseMisdirected } from "../app/server/origin.server";
import { CHAT_ADMIN_NAME_HEADER, CHAT_COUNTRY_HEADER, CHAT_ROLE_HEADER, CHAT_USER_HEADER } from "./chat-room";

/**
 * Routes GET /ws?sessionId=… to the chat session's Durable Object, for the hosts every other route
 * serves (a loopback Host without PUBLIC_ORIGIN, else 421). A browser always sends Origin
 * on a WebSocket handshake and the socket is not bound by CORS, so the handshake is accepted only
 * from this site's own pages (the configured public origin, or the request's own origin): another
 * site cannot open a socket in a visitor's name. Clients without a browser must send it too.
 *
 * `&as=admin` opens a support socket: only for a signed-in administrator (401/403 otherwise), and
 * the room learns the role and the administrator's name from headers set here — any the client
 * sent are dropped first, so the sender type is the server's decision (ADR 0032). A visitor's
 * handshake carries their country and, when signed in, their account id for the inbox.
 */
export async function routeChatSocket(request: Request, env: Pick<Env, "CHAT_ROOM">): Promise<Response> {
  // The loopback Host rule every route meets (ADR 0020): without it a page on another site whose
  // name resolves to 127.0.0.1 could open a socket, its Origin being its own Host.
  const misdirected = refuseMisdirected(request, getConfig().publicOrigin);
  if (misdirected) return misdirected;
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return Response.json({ message: "Expected a WebSocket upgrade" }, { status: 426 });
  }
  if (!isOwnOrigin(request, getConfig().publicOrigin)) {
    return Response.json({ message: "Cross-site WebSocket refused" }, { status: 403 });
  }
  const url = new URL(request.url);
  const sessionId = ChatSessionIdSchema.safeParse(url.searchParams.get("sessionId"));
  if (!sessionId.success) return Response.json({ message: "Invalid chat session id" }, { status: 400 });
  const headers = new Headers(request.headers);
  for (const name of [CHAT_ROLE_HEADER, CHAT_ADMIN_NAME_HEADER, CHAT_COUNTRY_HEADER, CHAT_USER_HEADER]) {
    headers.delete(name);
  }
  const asAdmin = url.searchParams.get("as") === "admin";
  // Only a handshake that may need it reads the session (a visitor without a cookie costs no query).
  const current = asAdmin || headers.get("Cookie") ? await currentUser(getDb(), request) : null;
  if (asAdmin) {
    if (!current) return Response.json({ message: "Please log in to continue." }, { status: 401 });
    if (!current.isAdmin) {
      return Response.json({ message: "You don't have admin privileges to access this." }, { status: 403 });
    }
    headers.set(CHAT_ROLE_HEADER, "admin");
    // Percent-encoded: a header value carries Latin-1 only, a name may not.
    headers.set(CHAT_ADMIN_NAME_HEADER, encodeURIComponent(displayName(current.user)));
  } else {
    const country = callerOf(request).country;
    if (country) headers.set(CHAT_COUNTRY_HEADER, country);
    if (current) headers.set(CHAT_USER_HEADER, current.user.id);
  }
  const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(sessionId.data));
  return stub.fetch(new Request(request.url, { headers }));
}

export function isOwnOrigin(request: Request, publicOrigin: string): boolean {
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  return origin === new URL(request.url).origin || (publicOrigin !== "" && origin === publicOrigin);
}
