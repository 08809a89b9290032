/**
 * ChatRoom — one Durable Object per chat session (idFromName(sessionId)).
 * Invariants:
 * - Every frame from a socket is parsed with the shared protocol schema; limits are re-checked here.
 * - Message timestamps strictly increase within a room (max(now, last + 1)), so order is stable.
 * - History lives in the object's SQLite storage and is bounded to the newest HISTORY_LIMIT rows.
 * - Sockets use the Hibernation API, so an idle room costs nothing and survives eviction.
 */
import { DurableObject } from "cloudflare:workers";
import { type ChatMessage, ClientFrameSchema, type ServerFrame } from "../app/lib/chat-protocol";

const HISTORY_LIMIT = 500;

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
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
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
    let frame: unknown;
    try {
      frame = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
    } catch {
      return send(ws, { type: "error", message: "Frames must be JSON" });
    }
    const parsed = ClientFrameSchema.safeParse(frame);
    if (!parsed.success)
      return send(ws, { type: "error", message: parsed.error.issues[0]?.message ?? "Invalid frame" });
    const data = parsed.data;
    if (data.type === "join_session") {
      ws.serializeAttachment({ sessionId: data.sessionId });
      return send(ws, { type: "history", data: this.history() });
    }
    this.post({
      sessionId: data.sessionId,
      message: data.message,
      senderType: "user",
      senderName: data.senderName,
    });
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // 1005/1006 are reserved (no status / abnormal) and may not be echoed back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing");
  }

  private broadcast(frame: ServerFrame): void {
    for (const socket of this.ctx.getWebSockets()) send(socket, frame);
  }
}

function send(ws: WebSocket, frame: ServerFrame): void {
  try {
    ws.send(JSON.stringify(frame));
  } catch {
    // The socket closed between listing and sending; the close handler cleans it up.
  }
}
