/**
 * Sessions, following Lucia's published design: a random token lives only in the visitor's
 * HttpOnly cookie; the database keeps its SHA-256 (so a leaked table yields no live session).
 * Sessions last 30 days and are extended when used in their second half, but never beyond 90
 * days after sign-in (an absolute lifetime, ADR 0021). The last use is kept to the nearest few
 * minutes for the account page's list of sessions.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { sessions, users } from "../db/schema";
import { forgetSession, forgetUserSessions } from "./recent-sessions.server";

export const SESSION_DAYS = 30;
export const SESSION_ABSOLUTE_DAYS = 90;
const DAY_MS = 86_400_000;
const SESSION_MS = SESSION_DAYS * DAY_MS;
const ABSOLUTE_MS = SESSION_ABSOLUTE_DAYS * DAY_MS;
/** `last_seen_at` is written at most this often per session (not on every request). */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

export function generateSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/**
 * The name the account page uses for a session: derived from its id, so the page never shows the
 * key the database looks sessions up by.
 */
export function sessionRefOf(id: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`session-ref:${id}`))).slice(0, 32);
}

/** `secondFactor`: the sign-in proved a second factor (a code or recovery code), ADR 0055. */
export async function createSession(
  db: Database,
  userId: string,
  options: { userAgent?: string; secondFactor?: boolean } = {},
  now = Date.now(),
) {
  const token = generateSessionToken();
  const expiresAt = new Date(now + SESSION_MS);
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    userId,
    expiresAt,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    userAgent: options.userAgent?.slice(0, 400) ?? null,
    secondFactorAt: options.secondFactor ? new Date(now) : null,
  });
  return { token, expiresAt, secondFactorAt: options.secondFactor ? new Date(now) : null };
}

export type SessionUser = typeof users.$inferSelect;

/**
 * Every signed-in request looks its session up, so the statement is built once per client:
 * building it anew cost more CPU than the rest of the lookup (Drizzle walks both tables' columns).
 */
const lookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Database) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare();
}

function sessionLookup(db: Database) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    lookups.set(db, lookup);
  }
  return lookup;
}

/**
 * The session's user, or null. Sessions past their sliding or absolute end are deleted; sessions
 * past half-life are extended (never beyond the absolute end); the last use is recorded.
 */
export async function validateSessionToken(db: Database, token: string, now = Date.now()) {
  const id = sessionIdOf(token);
  const row = await sessionLookup(db).get({ id });
  if (!row) return null;
  const absoluteEnd = row.session.createdAt.getTime() + ABSOLUTE_MS;
  if (now >= row.session.expiresAt.getTime() || now >= absoluteEnd) {
    await db.delete(sessions).where(eq(sessions.id, id));
    forgetSession(id);
    return null;
  }
  let expiresAt = row.session.expiresAt;
  let extended = false;
  const update: { expiresAt?: Date; lastSeenAt?: Date } = {};
  if (now >= expiresAt.getTime() - SESSION_MS / 2) {
    const next = Math.min(now + SESSION_MS, absoluteEnd);
    if (next > expiresAt.getTime()) {
      expiresAt = new Date(next);
      update.expiresAt = expiresAt;
      extended = true;
    }
  }
  if (now - (row.session.lastSeenAt?.getTime() ?? 0) >= LAST_SEEN_RESOLUTION_MS) update.lastSeenAt = new Date(now);
  if (update.expiresAt || update.lastSeenAt) await db.update(sessions).set(update).where(eq(sessions.id, id));
  return { user: row.user, sessionId: id, expiresAt, extended, secondFactorAt: row.session.secondFactorAt };
}

export async function invalidateSession(db: Database, token: string) {
  const id = sessionIdOf(token);
  await db.delete(sessions).where(eq(sessions.id, id));
  forgetSession(id);
}

export async function invalidateUserSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  forgetUserSessions(userId);
}

export type SessionSummary = {
  ref: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

/** The user's live sessions, most recently used first, the caller's own marked. */
export async function listSessions(
  db: Database,
  userId: string,
  currentSessionId: string | undefined,
  now = Date.now(),
): Promise<SessionSummary[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.createdAt, new Date(now - ABSOLUTE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((r) => ({
    ref: sessionRefOf(r.id),
    userAgent: r.userAgent,
    createdAt: r.createdAt,
    lastSeenAt: r.lastSeenAt ?? r.createdAt,
    current: r.id === currentSessionId,
  }));
}

/** Ends one session of the user by its ref; false when the user has no such session. */
export async function invalidateSessionByRef(db: Database, userId: string, ref: string): Promise<boolean> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  const match = rows.find((r) => sessionRefOf(r.id) === ref);
  if (!match) return false;
  await db.delete(sessions).where(and(eq(sessions.id, match.id), eq(sessions.userId, userId)));
  forgetSession(match.id);
  return true;
}

/** Ends every session of the user but the current one; returns how many ended. */
export async function invalidateOtherSessions(db: Database, userId: string, currentSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  for (const { id } of ended) forgetSession(id);
  return ended.length;
}
