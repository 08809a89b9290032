/**
 * The ChatRoom's copy of its conversation in D1 (ADR 0032): messages into chat_messages by their
 * id (a replay inserts nothing), and the room's whole inbox row into chat_sessions (a replay
 * writes the same values). The Durable Object stays the source of truth; D1 is what the support
 * inbox lists and searches across rooms.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { ChatMessage } from "#app/features/chat/chat-protocol";
import { createDb } from "#app/server/db/client.server";
import { chatMessages, chatSessions } from "#app/server/db/schema";

export type ChatRoomState = {
  sessionId: string;
  visitorName: string | null;
  visitorEmail: string | null;
  page: string | null;
  country: string | null;
  userId: string | null;
  readAt: number | null;
  closedAt: number | null;
  last: { message: string; senderType: "user" | "admin"; ts: number } | null;
};

/** D1 binds at most 100 parameters per statement; a message row has 6 columns. */
const ROWS_PER_INSERT = 15;

export async function mirrorRoom(d1: D1Database, room: ChatRoomState, messages: ChatMessage[]): Promise<void> {
  const db = createDb(d1);
  const statements: BatchItem<"sqlite">[] = [];
  for (let i = 0; i < messages.length; i += ROWS_PER_INSERT) {
    const rows = messages.slice(i, i + ROWS_PER_INSERT).map((m) => ({
      id: m.id,
      sessionId: m.sessionId,
      message: m.message,
      senderType: m.senderType,
      senderName: m.senderName,
      timestamp: new Date(m.timestamp),
    }));
    statements.push(db.insert(chatMessages).values(rows).onConflictDoNothing({ target: chatMessages.id }));
  }
  const row = {
    visitorName: room.visitorName,
    visitorEmail: room.visitorEmail,
    page: room.page,
    country: room.country,
    userId: room.userId,
    lastMessage: room.last?.message ?? null,
    lastSenderType: room.last?.senderType ?? null,
    lastMessageAt: room.last ? new Date(room.last.ts) : null,
    readAt: room.readAt === null ? null : new Date(room.readAt),
    closedAt: room.closedAt === null ? null : new Date(room.closedAt),
  };
  statements.push(
    db
      .insert(chatSessions)
      .values({ id: room.sessionId, ...row })
      .onConflictDoUpdate({ target: chatSessions.id, set: row }),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
