/**
 * ChatRoom — one Durable Object per chat session (idFromName(sessionId)).
 * Invariants:
 * - Every frame from a socket is parsed with the shared protocol schema; limits are re-checked here.
 * - Message timestamps strictly increase within a room (max(now, last + 1)), so order is stable.
 * - History lives in the object's SQLite storage and is bounded to the newest HISTORY_LIMIT rows.
 * - Sockets use the Hibernation API, so an idle room costs nothing and survives eviction.
 * - A socket belongs to the one room it was opened for (its attachment); a frame naming another
 *   session is refused, so nothing is ever stored under a session id that is not this room's.
 * - Each socket may send CHAT_RATE_MESSAGES frames per CHAT_RATE_WINDOW_MS; past that it gets error
 *   frames, and after CHAT_RATE_STRIKES refused frames it is closed with 1008. The count lives in the
 *   attachment, so hibernation does not reset it.
 * - Any close code a peer sends (or the runtime reports) is answered without throwing.
 */
import { DurableObject } from "cloudflare:workers";
import {
  CHAT_FRAME_MAX_BYTES,
  CHAT_RATE_MESSAGES,
  CHAT_RATE_STRIKES,
  CHAT_RATE_WINDOW_MS,
  type ChatErrorCode,
  type ChatMessage,
  ChatSessionIdSchema,
  CLOSE_POLICY_VIOLATION,
  ClientFrameSchema,
  RATE_LIMIT_MESSAGE,
  RESERVED_NAME_MESSAGE,
  type ServerFrame,
} from "../app/lib/chat-protocol";

const HISTORY_LIMIT = 500;

/** What a socket carries across hibernation: its room, and its recent frame times for the rate limit. */
type SocketState = { sessionId: string; hits: number[]; strikes: number };

export class ChatRoom extends DurableObject<Env> {
  private lastTimestamp = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(
        `CREATE TABLE IF NOT EXISTS messages (
          id TEXT PRIMARY KEY, session_id TEXT NOT NULL, message TEXT NOT NULL,
          sender_type TEXT NOT NULL, sender_name TEXT, ts INTEGER NOT NULL)`,
      );
      const row = this.ctx.storage.sql.exec<{ ts: number | null }>("SELECT max(ts) AS ts FROM messages").one();
      this.lastTimestamp = row.ts ?? 0;
    });
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    // The router derived this object from the URL's session id; check it really is this room's.
    const sessionId = ChatSessionIdSchema.safeParse(new URL(request.url).searchParams.get("sessionId"));
    if (!sessionId.success || !this.env.CHAT_ROOM.idFromName(sessionId.data).equals(this.ctx.id)) {
      return Response.json({ message: "Invalid chat session id" }, { status: 400 });
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    const state: SocketState = { sessionId: sessionId.data, hits: [], strikes: 0 };
    pair[1].serializeAttachment(state);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Messages of this room, oldest first. */
  history(): ChatMessage[] {
    return this.ctx.storage.sql
      .exec<{
        id: string;
        session_id: string;
        message: string;
        sender_type: string;
        sender_name: string | null;
        ts: number;
      }>("SELECT * FROM (SELECT * FROM messages ORDER BY ts DESC LIMIT ?) ORDER BY ts ASC", HISTORY_LIMIT)
      .toArray()
      .map((r) => ({
        id: r.id,
        sessionId: r.session_id,
        message: r.message,
        senderType: r.sender_type === "admin" ? "admin" : "user",
        senderName: r.sender_name,
        timestamp: new Date(r.ts).toISOString(),
      }));
  }

  /** Stores a message and pushes it to every socket in the room. */
  post(input: Omit<ChatMessage, "id" | "timestamp">): ChatMessage {
    const ts = Math.max(Date.now(), this.lastTimestamp + 1);
    this.lastTimestamp = ts;
    const message: ChatMessage = { ...input, id: crypto.randomUUID(), timestamp: new Date(ts).toISOString() };
    this.ctx.storage.sql.exec(
      "INSERT INTO messages (id, session_id, message, sender_type, sender_name, ts) VALUES (?, ?, ?, ?, ?, ?)",
      message.id,
      message.sessionId,
      message.message,
      message.senderType,
      message.senderName,
      ts,
    );
    this.ctx.storage.sql.exec(
      "DELETE FROM messages WHERE id NOT IN (SELECT id FROM messages ORDER BY ts DESC LIMIT ?)",
      HISTORY_LIMIT,
    );
    this.broadcast({ type: "new_message", data: message });
    return message;
  }

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const state = ws.deserializeAttachment() as SocketState | null;
    if (!state) return closeQuietly(ws, CLOSE_POLICY_VIOLATION, "Unknown socket");
    if (!this.withinRate(ws, state)) return;
    const size = typeof raw === "string" ? new TextEncoder().encode(raw).byteLength : raw.byteLength;
    if (size > CHAT_FRAME_MAX_BYTES) return refuse(ws, "frame_too_large", "Message is too large");
    let frame: unknown;
    try {
      frame = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
    } catch {
      return refuse(ws, "invalid_frame", "Frames must be JSON");
    }
    const parsed = ClientFrameSchema.safeParse(frame);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const reserved = issue?.message === RESERVED_NAME_MESSAGE;
      return refuse(ws, reserved ? "reserved_name" : "invalid_frame", issue?.message ?? "Invalid frame");
    }
    const data = parsed.data;
    if (data.sessionId !== state.sessionId) {
      return refuse(ws, "wrong_session", "This connection belongs to another chat session");
    }
    if (data.type === "join_session") return send(ws, { type: "history", data: this.history() });
    this.post({
      sessionId: state.sessionId,
      message: data.message,
      senderType: "user",
      senderName: data.senderName,
    });
  }

  /**
   * Sliding window per socket. Returns false (after answering) when the frame must be dropped:
   * an error frame while the sender is over the limit, and a 1008 close once it keeps going.
   */
  private withinRate(ws: WebSocket, state: SocketState): boolean {
    const now = Date.now();
    const hits = state.hits.filter((t) => now - t < CHAT_RATE_WINDOW_MS);
    if (hits.length >= CHAT_RATE_MESSAGES) {
      const strikes = state.strikes + 1;
      ws.serializeAttachment({ ...state, hits, strikes } satisfies SocketState);
      if (strikes > CHAT_RATE_STRIKES) closeQuietly(ws, CLOSE_POLICY_VIOLATION, "Too many messages");
      else refuse(ws, "rate_limited", RATE_LIMIT_MESSAGE);
      return false;
    }
    hits.push(now);
    ws.serializeAttachment({ ...state, hits, strikes: 0 } satisfies SocketState);
    return true;
  }

  async webSocketClose(ws: WebSocket, code: number, _reason: string, _wasClean: boolean): Promise<void> {
    // Echo the peer's code when a close frame may carry it; 1005/1006/1015 (reserved: no status,
    // abnormal, TLS) and codes outside the sendable ranges are answered with a normal 1000.
    closeQuietly(ws, isSendableCloseCode(code) ? code : 1000, "closing");
  }

  async webSocketError(ws: WebSocket, _error: unknown): Promise<void> {
    closeQuietly(ws, 1011, "socket error");
  }

  private broadcast(frame: ServerFrame): void {
    for (const socket of this.ctx.getWebSockets()) send(socket, frame);
  }
}

/** Codes an endpoint may put in a close frame (RFC 6455 §7.4): 1000–1003, 1007–1014, 3000–4999. */
export function isSendableCloseCode(code: number): boolean {
  return (
    Number.isInteger(code) &&
    ((code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) || (code >= 3000 && code <= 4999))
  );
}

function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closing or closed (the runtime may have answered the peer's close itself).
  }
}

function refuse(ws: WebSocket, code: ChatErrorCode, message: string): void {
  send(ws, { type: "error", code, message });
}

function send(ws: WebSocket, frame: ServerFrame): void {
  try {
    ws.send(JSON.stringify(frame));
  } catch {
    // The socket closed between listing and sending; the close handler cleans it up.
  }
}
