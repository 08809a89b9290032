/**
 * Who a session belonged to up to a minute ago, kept in this isolate's memory (ADR 0039). Only
 * reads that show the visitor public content ask here (the nav's name, a formulation's favourite
 * state); anything that needs rights — a signed-in or admin page, an admin socket, every write —
 * asks the database, and each such answer refreshes this one.
 *
 * A session ended in this isolate is forgotten at once. One ended in another isolate (a sign-out
 * elsewhere, "sign out other sessions") is still greeted by name on public pages here for at most
 * RECENT_SESSION_MS, and nothing else.
 */
import type { UserRow } from "#app/features/accounts/users.server";

export const RECENT_SESSION_MS = 60_000;
/** Entries kept at most; the oldest go first (a stream of made-up tokens only churns this). */
export const RECENT_SESSION_LIMIT = 1_000;

export type RecentSession = { user: UserRow; isAdmin: boolean; sessionId: string };

type Entry = { answer: RecentSession | null; until: number };

const recent = new Map<string, Entry>();
/**
 * Counts the forgettings. A lookup that was under way while a session ended here (a sign-out
 * racing a page view) must not put back what was just forgotten, so it keeps nothing if this moved.
 */
let forgettings = 0;

/** Taken before asking the database; handed to `rememberSession` with its answer. */
export function lookupStarted(): number {
  return forgettings;
}

/**
 * The remembered answer for a session id: the session's user, null for "no such session", or
 * undefined when nothing recent is known.
 */
export function recentSession(sessionId: string, now = Date.now()): RecentSession | null | undefined {
  const entry = recent.get(sessionId);
  if (!entry) return undefined;
  if (now >= entry.until) {
    recent.delete(sessionId);
    return undefined;
  }
  return entry.answer;
}

/** Keeps what the database just said about a session, unless a session ended here meanwhile. */
export function rememberSession(
  sessionId: string,
  answer: RecentSession | null,
  started: number,
  now = Date.now(),
): void {
  recent.delete(sessionId);
  if (started !== forgettings) return;
  recent.set(sessionId, { answer, until: now + RECENT_SESSION_MS });
  while (recent.size > RECENT_SESSION_LIMIT) {
    const oldest = recent.keys().next().value;
    if (oldest === undefined) break;
    recent.delete(oldest);
  }
}

export function forgetSession(sessionId: string): void {
  forgettings++;
  recent.delete(sessionId);
}

/** Forgets every session of a user (all signed out, a new password, a changed account). */
export function forgetUserSessions(userId: string): void {
  forgettings++;
  for (const [id, entry] of recent) if (entry.answer?.user.id === userId) recent.delete(id);
}
