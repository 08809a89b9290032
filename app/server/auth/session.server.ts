/**
 * Sessions, following Lucia's published design: a random token lives only in the visitor's
 * HttpOnly cookie; the database keeps its SHA-256 (so a leaked table yields no live session).
 * Sessions last 30 days and are extended when used in their second half.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { sessions, users } from "../db/schema";

export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
const SESSION_MS = SESSION_DAYS * DAY_MS;

export function generateSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Database, userId: string, now = Date.now()) {
  const token = generateSessionToken();
  const expiresAt = new Date(now + SESSION_MS);
  await db.insert(sessions).values({ id: sessionIdOf(token), userId, expiresAt });
  return { token, expiresAt };
}

export type SessionUser = typeof users.$inferSelect;

/** The session's user, or null. Expired sessions are deleted; sessions past half-life are extended. */
export async function validateSessionToken(db: Database, token: string, now = Date.now()) {
  const id = sessionIdOf(token);
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .get();
  if (!row) return null;
  if (now >= row.session.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = row.session.expiresAt;
  let extended = false;
  if (now >= expiresAt.getTime() - SESSION_MS / 2) {
    expiresAt = new Date(now + SESSION_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    extended = true;
  }
  return { user: row.user, sessionId: id, expiresAt, extended };
}

export async function invalidateSession(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

export async function invalidateUserSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
