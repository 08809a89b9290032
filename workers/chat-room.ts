/**
 * ChatRoom — one Durable Object per chat session (idFromName(sessionId)).
 * Invariants:
 * - Every frame from a socket is parsed with the shared protocol schema; limits are re-checked here.
 *   A visitor's socket parses ClientFrameSchema (sender type is the literal 'user'); a support
 *   socket parses AdminFrameSchema, and the room writes 'admin' and the administrator's name —
 *   which the router took from the signed-in session, never from a frame (ADR 0032).
 * - Message timestamps strictly increase within a room (max(now, last + 1)), so order is stable.
 * - History lives in the object's SQLite storage and is bounded to the newest HISTORY_LIMIT rows.
 * - A message carrying the sender's clientId is stored once: sending it again (a queued message
 *   after a reconnect, or the HTTP fallback racing the socket) returns the stored one.
 * - Every message is mirrored to D1 (chat_messages, and the inbox row in chat_sessions) by id, so
 *   replaying the mirror is harmless; a failed mirror is retried by an alarm until it lands, and
 *   rows are never trimmed before they are mirrored.
 * - Sockets use the Hibernation API, so an idle room costs nothing and survives eviction.
 * - A socket belongs to the one room it was opened for (its attachment); a frame naming another
 *   session is refused, so nothing is ever stored under a session id that is not this room's.
 * - Each socket may send CHAT_RATE_MESSAGES frames per CHAT_RATE_WINDOW_MS; past that it gets error
 *   frames, and after CHAT_RATE_STRIKES refused frames it is closed with 1008. The count lives in the
 *   attachment, so hibernation does not reset it. HTTP posts share one window per room.
 * - Any close code a peer sends (or the runtime reports) is answered without throwing.
 */
import { DurableObject } from "cloudflare:workers";
import {
  AdminFrameSchema,
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
} from "../app/features/chat/chat-protocol";
import { type ChatRoomState, mirrorRoom } from "../app/features/chat/mirror.server";

const HISTORY_LIMIT = 500;
/** How soon a mirror that failed (D1 unavailable) is tried again. */
const MIRROR_RETRY_MS = 2000;
/** Headers the /ws router sets on the handshake it forwards (it drops any the client sent). */
export const CHAT_ROLE_HEADER = "X-Chat-Role";
export const CHAT_ADMIN_NAME_HEADER = "X-Chat-Admin-Name";
export const CHAT_COUNTRY_HEADER = "X-Chat-Country";
export const CHAT_USER_HEADER = "X-Chat-User";

/** What a socket carries across hibernation: its room, its role, and its recent frame times for the rate limit. */
type SocketState = {
  sessionId: string;
  role: "visitor" | "admin";
  adminName?: string;
  hits: number[];
  strikes: number;
};

type Row = {
  id: string;
  session_id: string;
  message: string;
  sender_type: string;
  sender_name: string | null;
  ts: number;
  client_id: string | null;
};

const META_KEYS = [
  "session_id",
  "visitor_name",
  "visitor_email",
  "page",
  "country",
  "user_id",
  "read_at",
  "closed_at",
] as const;
type MetaKey = (typeof META_KEYS)[number];

export class ChatRoom extends DurableObject<Env> {
  private lastTimestamp = 0;
  private sessionId: string | null = null;
  private httpHits: number[] = [];
  private mirroring: Promise<void> | null = null;
  private mirrorAgain = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      const sql = this.ctx.storage.sql;
      sql.exec(
        `CREATE TABLE IF NOT EXISTS messages (
          id TEXT PRIMARY KEY, session_id TEXT NOT NULL, message TEXT NOT NULL,
          sender_type TEXT NOT NULL, sender_name TEXT, ts INTEGER NOT NULL)`,
      );
      // Rooms created before the support inbox lack these columns; add them once.
      const columns = new Set(
        sql
          .exec<{ name: string }>("PRAGMA table_info(messages)")
          .toArray()
          .map((c) => c.name),
      );
      if (!columns.has("client_id")) sql.exec("ALTER TABLE messages ADD COLUMN client_id TEXT");
      if (!columns.has("mirrored")) sql.exec("ALTER TABLE messages ADD COLUMN mirrored INTEGER NOT NULL DEFAULT 0");
      sql.exec("CREATE UNIQUE INDEX IF NOT EXISTS messages_client_id ON messages (client_id)");
      sql.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)");
      const row = sql.exec<{ ts: number | null }>("SELECT max(ts) AS ts FROM messages").one();
      this.lastTimestamp = row.ts ?? 0;
      this.sessionId =
        sql.exec<{ session_id: string }>("SELECT session_id FROM messages LIMIT 1").toArray()[0]?.session_id ??
        this.meta("session_id");
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
    this.remember(sessionId.data);
    const admin = request.headers.get(CHAT_ROLE_HEADER) === "admin";
    if (!admin) {
      // The visitor's context for the team: where they connect from, and their account if signed in.
      this.setMeta("country", request.headers.get(CHAT_COUNTRY_HEADER));
      const user = request.headers.get(CHAT_USER_HEADER);
      if (user) this.setMeta("user_id", user);
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], [admin ? "admin" : "visitor"]);
    const state: SocketState = {
      sessionId: sessionId.data,
      role: admin ? "admin" : "visitor",
      adminName: admin ? adminNameOf(request) : undefined,
      hits: [],
      strikes: 0,
    };
    pair[1].serializeAttachment(state);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Messages of this room, oldest first. */
  history(): ChatMessage[] {
    return this.ctx.storage.sql
      .exec<Row>("SELECT * FROM (SELECT * FROM messages ORDER BY ts DESC LIMIT ?) ORDER BY ts ASC", HISTORY_LIMIT)
      .toArray()
      .map(toMessage);
  }

  /** A visitor's message from the HTTP fallback: one window of CHAT_RATE_MESSAGES per room. */
  postFromHttp(input: {
    sessionId: string;
    message: string;
    senderName: string;
    clientId?: string;
    email?: string;
  }): { message: ChatMessage } | { refused: "rate_limited" } {
    this.remember(input.sessionId);
    const now = Date.now();
    this.httpHits = this.httpHits.filter((t) => now - t < CHAT_RATE_WINDOW_MS);
    const existing = input.clientId ? this.byClientId(input.clientId) : undefined;
    if (existing) return { message: existing };
    if (this.httpHits.length >= CHAT_RATE_MESSAGES) return { refused: "rate_limited" };
    this.httpHits.push(now);
    return { message: this.post({ ...input, senderType: "user" }) };
  }

  /** An administrator's answer sent over HTTP (the inbox when its socket is down). */
  postAsAdmin(input: { sessionId: string; message: string; adminName: string; clientId?: string }): ChatMessage {
    this.remember(input.sessionId);
    return this.post({
      sessionId: input.sessionId,
      message: input.message,
      senderType: "admin",
      senderName: input.adminName,
      clientId: input.clientId,
    });
  }

  /** Closing a chat (or opening it again) from the inbox. A visitor writing again reopens it. */
  setClosed(sessionId: string, closed: boolean): void {
    this.remember(sessionId);
    this.setMeta("closed_at", closed ? String(Date.now()) : null);
    this.mirrorSoon();
  }

  /** The team has seen everything so far (an administrator opened the chat). */
  markRead(sessionId: string): void {
    this.remember(sessionId);
    this.setMeta("read_at", String(this.lastTimestamp || Date.now()));
    this.mirrorSoon();
  }

  /** Stores a message (once per clientId) and pushes it to every socket in the room. */
  post(input: Omit<ChatMessage, "id" | "timestamp" | "clientId"> & { clientId?: string; email?: string }): ChatMessage {
    const existing = input.clientId ? this.byClientId(input.clientId) : undefined;
    if (existing) {
      // Sent again after a reconnect: the sender learns it landed; nobody else sees it twice.
      return existing;
    }
    const ts = Math.max(Date.now(), this.lastTimestamp + 1);
    this.lastTimestamp = ts;
    const message: ChatMessage = {
      id: crypto.randomUUID(),
      sessionId: input.sessionId,
      message: input.message,
      senderType: input.senderType,
      senderName: input.senderName,
      timestamp: new Date(ts).toISOString(),
      clientId: input.clientId ?? null,
    };
    const sql = this.ctx.storage.sql;
    sql.exec(
      "INSERT INTO messages (id, session_id, message, sender_type, sender_name, ts, client_id, mirrored) VALUES (?, ?, ?, ?, ?, ?, ?, 0)",
      message.id,
      message.sessionId,
      message.message,
      message.senderType,
      message.senderName,
      ts,
      message.clientId ?? null,
    );
    // Bounded history; a row the mirror has not copied yet is kept until it has.
    sql.exec(
      "DELETE FROM messages WHERE mirrored = 1 AND id NOT IN (SELECT id FROM messages ORDER BY ts DESC LIMIT ?)",
      HISTORY_LIMIT,
    );
    if (input.senderType === "user") {
      this.setMeta("visitor_name", input.senderName);
      // Where the team answers a visitor who wrote while nobody was in; the latest address counts.
      if (input.email) this.setMeta("visitor_email", input.email);
      this.setMeta("closed_at", null);
      // An administrator with the chat open has read it as it arrives.
      if (this.ctx.getWebSockets("admin").length > 0) this.setMeta("read_at", String(ts));
    } else {
      this.setMeta("read_at", String(ts));
    }
    this.broadcast({ type: "new_message", data: message });
    this.mirrorSoon();
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
    const clientId = clientIdOf(frame);
    if (state.role === "admin") return this.adminFrame(ws, state, frame, clientId);
    const parsed = ClientFrameSchema.safeParse(frame);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const reserved = issue?.message === RESERVED_NAME_MESSAGE;
      return refuse(ws, reserved ? "reserved_name" : "invalid_frame", issue?.message ?? "Invalid frame", clientId);
    }
    const data = parsed.data;
    if (data.sessionId !== state.sessionId) {
      return refuse(ws, "wrong_session", "This connection belongs to another chat session", clientId);
    }
    if (data.type === "join_session") {
      if (data.page) {
        this.setMeta("page", data.page);
        this.mirrorSoon();
      }
      return send(ws, { type: "history", data: this.history() });
    }
    const existing = data.clientId ? this.byClientId(data.clientId) : undefined;
    // A resent message that is already stored: acknowledge it to this socket only.
    if (existing) return send(ws, { type: "new_message", data: existing });
    this.post({
      sessionId: state.sessionId,
      message: data.message,
      senderType: "user",
      senderName: data.senderName,
      clientId: data.clientId,
      email: data.email,
    });
  }

  private adminFrame(ws: WebSocket, state: SocketState, frame: unknown, clientId: string | undefined): void {
    const parsed = AdminFrameSchema.safeParse(frame);
    if (!parsed.success) {
      refuse(ws, "invalid_frame", parsed.error.issues[0]?.message ?? "Invalid frame", clientId);
    } else if (parsed.data.sessionId !== state.sessionId) {
      refuse(ws, "wrong_session", "This connection belongs to another chat session", clientId);
    } else if (parsed.data.type === "join_session") {
      this.markRead(state.sessionId);
      send(ws, { type: "history", data: this.history() });
    } else {
      const data = parsed.data;
      const existing = data.clientId ? this.byClientId(data.clientId) : undefined;
      if (existing) send(ws, { type: "new_message", data: existing });
      else {
        this.post({
          sessionId: state.sessionId,
          message: data.message,
          senderType: "admin",
          senderName: state.adminName ?? "Support",
          clientId: data.clientId,
        });
      }
    }
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

  /** A mirror that failed earlier is tried again. */
  async alarm(): Promise<void> {
    await this.mirror();
  }

  /** Copies unmirrored messages and the inbox row to D1; resolves once they have landed (or an alarm is set). */
  mirror(): Promise<void> {
    if (this.mirroring) {
      this.mirrorAgain = true;
      return this.mirroring;
    }
    this.mirroring = (async () => {
      try {
        do {
          this.mirrorAgain = false;
          await this.mirrorOnce();
        } while (this.mirrorAgain || this.unmirroredCount() > 0);
      } catch (error) {
        console.error(JSON.stringify({ at: "chat-mirror", error: String(error) }));
        await this.ctx.storage.setAlarm(Date.now() + MIRROR_RETRY_MS);
      } finally {
        this.mirroring = null;
      }
    })();
    return this.mirroring;
  }

  private mirrorSoon(): void {
    this.ctx.waitUntil(this.mirror());
  }

  private async mirrorOnce(): Promise<void> {
    if (!this.sessionId) return;
    const sql = this.ctx.storage.sql;
    const rows = sql.exec<Row>("SELECT * FROM messages WHERE mirrored = 0 ORDER BY ts LIMIT 200").toArray();
    const last = sql.exec<Row>("SELECT * FROM messages ORDER BY ts DESC LIMIT 1").toArray()[0];
    const state: ChatRoomState = {
      sessionId: this.sessionId,
      visitorName: this.meta("visitor_name"),
      visitorEmail: this.meta("visitor_email"),
      page: this.meta("page"),
      country: this.meta("country"),
      userId: this.meta("user_id"),
      readAt: numberOrNull(this.meta("read_at")),
      closedAt: numberOrNull(this.meta("closed_at")),
      last: last ? { message: last.message, senderType: toMessage(last).senderType, ts: last.ts } : null,
    };
    await mirrorRoom(this.env.DB, state, rows.map(toMessage));
    for (const row of rows) sql.exec("UPDATE messages SET mirrored = 1 WHERE id = ?", row.id);
  }

  private unmirroredCount(): number {
    return this.ctx.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM messages WHERE mirrored = 0").one().n;
  }

  private byClientId(clientId: string): ChatMessage | undefined {
    const row = this.ctx.storage.sql.exec<Row>("SELECT * FROM messages WHERE client_id = ?", clientId).toArray()[0];
    return row ? toMessage(row) : undefined;
  }

  private remember(sessionId: string): void {
    if (this.sessionId === sessionId) return;
    this.sessionId = sessionId;
    this.setMeta("session_id", sessionId);
  }

  private meta(key: MetaKey): string | null {
    return (
      this.ctx.storage.sql.exec<{ value: string | null }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0]
        ?.value ?? null
    );
  }

  private setMeta(key: MetaKey, value: string | null): void {
    this.ctx.storage.sql.exec(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      key,
      value,
    );
  }

  private broadcast(frame: ServerFrame): void {
    for (const socket of this.ctx.getWebSockets()) send(socket, frame);
  }
}

function toMessage(r: Row): ChatMessage {
  return {
    id: r.id,
    sessionId: r.session_id,
    message: r.message,
    senderType: r.sender_type === "admin" ? "admin" : "user",
    senderName: r.sender_name,
    timestamp: new Date(r.ts).toISOString(),
    clientId: r.client_id,
  };
}

function adminNameOf(request: Request): string {
  try {
    return decodeURIComponent(request.headers.get(CHAT_ADMIN_NAME_HEADER) ?? "") || "Support";
  } catch {
    return "Support";
  }
}

function numberOrNull(value: string | null): number | null {
  const n = value === null ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The clientId a refused frame named, so the sender knows which message came back. */
function clientIdOf(frame: unknown): string | undefined {
  const id = typeof frame === "object" && frame !== null ? (frame as { clientId?: unknown }).clientId : undefined;
  return typeof id === "string" && id.length <= 64 ? id : undefined;
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

function refuse(ws: WebSocket, code: ChatErrorCode, message: string, clientId?: string): void {
  send(ws, clientId ? { type: "error", code, message, clientId } : { type: "error", code, message });
}

function send(ws: WebSocket, frame: ServerFrame): void {
  try {
    ws.send(JSON.stringify(frame));
  } catch {
    // The socket closed between listing and sending; the close handler cleans it up.
  }
}
