/**
 * The support inbox (ADR 0032): chat sessions from the D1 mirror, newest activity first, with
 * unread counts and a status derived on read; one chat with its visitor's context; and the team's
 * own actions — answer as 'admin' under the administrator's name, close or reopen. Answers and
 * closing go through the session's Durable Object, so the visitor's socket sees them at once.
 */
import { desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { userListColumns } from "#app/features/accounts/users.server";
import {
  CHAT_SEARCH_MAX,
  type ChatMessage,
  ChatSessionIdSchema,
  type ChatStatus,
  ChatTextSchema,
  ClientMessageIdSchema,
} from "#app/features/chat/chat-protocol";
import { listDownloads, listFavorites } from "#app/features/favourites/favorites.server";
import { displayName } from "#app/lib/display-name";
import { sameSitePath } from "#app/lib/redirect";
import { AppError } from "#app/server/app-error";
import type { Database } from "#app/server/db/client.server";
import { chatSessions, users } from "#app/server/db/schema";
import { containsText } from "#app/server/fields.server";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";
import { chatRoom } from "./room.server";

export const INBOX_LIMIT = 100;

export type InboxSession = {
  id: string;
  visitorName: string;
  /** The address the visitor left in the away form: they expect the answer there. */
  visitorEmail: string | null;
  lastMessage: string | null;
  lastSenderType: "user" | "admin" | null;
  lastMessageAt: string | null;
  unread: number;
  status: ChatStatus;
};

export const InboxQuerySchema = z.object({
  q: z.string().trim().max(CHAT_SEARCH_MAX, `Search is at most ${CHAT_SEARCH_MAX} characters`).default(""),
});

/** Open: nobody from the team has answered yet. Waiting: the visitor wrote after our answer. */
export function chatStatus(row: {
  closedAt: Date | null;
  lastSenderType: string | null;
  answered: number;
}): ChatStatus {
  if (row.closedAt) return "closed";
  if (row.lastSenderType === "admin") return "answered";
  return row.answered ? "waiting" : "open";
}

export const listInbox = defineUseCase(InboxQuerySchema, async ({ db }: { db: Database }, { q }) => {
  // Written out with the table's name: Drizzle leaves columns unqualified in a select list, which
  // inside these subqueries would name the message's own columns.
  const unread = sql<number>`(SELECT count(*) FROM chat_messages m WHERE m.session_id = chat_sessions.id
    AND m.sender_type = 'user' AND m.timestamp > coalesce(chat_sessions.read_at, 0))`;
  const answered = sql<number>`EXISTS (SELECT 1 FROM chat_messages m WHERE m.session_id = chat_sessions.id
    AND m.sender_type = 'admin')`;
  let where: SQL | undefined = isNotNull(chatSessions.lastMessageAt);
  if (q) {
    where = sql`${where} AND (${containsText(sql`coalesce(${chatSessions.visitorName}, '')`, q)}
      OR ${containsText(sql`coalesce(${chatSessions.visitorEmail}, '')`, q)}
      OR EXISTS (SELECT 1 FROM chat_messages m WHERE m.session_id = chat_sessions.id
        AND ${containsText(sql`m.message`, q)}))`;
  }
  const rows = await db
    .select({
      id: chatSessions.id,
      visitorName: chatSessions.visitorName,
      visitorEmail: chatSessions.visitorEmail,
      lastMessage: chatSessions.lastMessage,
      lastSenderType: chatSessions.lastSenderType,
      lastMessageAt: chatSessions.lastMessageAt,
      closedAt: chatSessions.closedAt,
      unread,
      answered,
    })
    .from(chatSessions)
    .where(where)
    .orderBy(desc(chatSessions.lastMessageAt))
    .limit(INBOX_LIMIT);
  return {
    q,
    sessions: rows.map(
      (r): InboxSession => ({
        id: r.id,
        visitorName: r.visitorName ?? "Visitor",
        visitorEmail: r.visitorEmail,
        lastMessage: r.lastMessage,
        lastSenderType: r.lastSenderType,
        lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
        unread: Number(r.unread),
        status: chatStatus({ ...r, answered: Number(r.answered) }),
      }),
    ),
  };
});

const SessionInput = z.object({ sessionId: ChatSessionIdSchema });

/** One chat for the inbox: its history (from the room) and who the visitor is. Opening it marks it read. */
export const openChat = defineUseCase(SessionInput, async ({ db }: UserContext, { sessionId }) => {
  const row = await db.select().from(chatSessions).where(eq(chatSessions.id, sessionId)).get();
  if (!row) throw new AppError(404, "Chat not found");
  const room = chatRoom(sessionId);
  const [messages] = await Promise.all([room.history(), room.markRead(sessionId)]);
  return {
    session: { id: row.id, visitorName: row.visitorName ?? "Visitor", closed: row.closedAt !== null },
    messages,
    context: await visitorContext(db, row),
  };
});

export type VisitorContext = Awaited<ReturnType<typeof visitorContext>>;

async function visitorContext(db: Database, row: typeof chatSessions.$inferSelect) {
  const account = row.userId
    ? await db
        .select({ ...userListColumns, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, row.userId))
        .get()
    : undefined;
  const [favorites, downloads] = account
    ? await Promise.all([listFavorites(db, account.id), listDownloads(db, account.id)])
    : [[], []];
  return {
    // Pages stored before the room checked them are shown as a link only if they are same-site paths.
    page: sameSitePath(row.page) ?? null,
    email: row.visitorEmail,
    country: row.country,
    startedAt: row.createdAt.toISOString(),
    account: account
      ? {
          name: displayName(account),
          email: account.email,
          country: account.country,
          memberSince: account.createdAt.toISOString(),
        }
      : null,
    favorites: favorites
      .slice(0, 10)
      .map((f) => ({ name: f.formulation?.name ?? "Removed formulation", slug: f.formulation?.slug ?? null })),
    downloads: downloads
      .slice(0, 10)
      .map((d) => ({ name: d.formulationName, slug: d.formulation?.slug ?? null, at: d.downloadedAt })),
  };
}

export const AdminReplySchema = z.object({
  sessionId: ChatSessionIdSchema,
  message: ChatTextSchema,
  clientId: ClientMessageIdSchema,
});

/** The team's answer: sender type 'admin' and the administrator's own name, decided here. */
export const replyAsAdmin = defineUseCase(
  AdminReplySchema,
  async ({ user }: UserContext, input): Promise<ChatMessage> =>
    chatRoom(input.sessionId).postAsAdmin({
      sessionId: input.sessionId,
      message: input.message,
      adminName: displayName(user),
      clientId: input.clientId,
    }),
);

export const SetClosedSchema = z.object({
  sessionId: ChatSessionIdSchema,
  closed: z.preprocess((v) => v === true || v === "true", z.boolean()),
});

export const setChatClosed = defineUseCase(SetClosedSchema, async (_ctx: UserContext, { sessionId, closed }) => {
  const room = chatRoom(sessionId);
  await room.setClosed(sessionId, closed);
  // Wait for the inbox row, so the list the admin reloads next already shows the change.
  await room.mirror();
  return { sessionId, closed };
});
