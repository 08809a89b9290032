/**
 * Who is asking: the current user from the session cookie. Enforcing a route's declared access
 * happens in one place, `authorize.server.ts`.
 */

import { redirect } from "react-router";
import { isAdmin, type UserRow } from "#app/features/accounts/users.server";
import { redirectToOf } from "#app/lib/redirect";
import type { Database } from "../db/client.server";
import { readSessionToken, sessionCookie } from "./cookies.server";
import { lookupStarted, recentSession, rememberSession } from "./recent-sessions.server";
import { sessionIdOf, validateSessionToken } from "./session.server";

export type CurrentUser = { user: UserRow; isAdmin: boolean; sessionId: string; refreshedCookie?: string };

/**
 * `fresh`: ask the database (the default, for anything that needs rights). `recent`: an answer
 * up to RECENT_SESSION_MS old will do, for reads that show only public content (ADR 0039).
 */
export type Freshness = "fresh" | "recent";

/**
 * The root loader and the page's loader both ask who is signed in. A read-only request asks the
 * database at most once: the answer is kept for that Request object. Writes are never memoised,
 * since an action may sign the visitor in or out before the loaders run in the same request.
 */
const answered = new WeakMap<Request, Promise<CurrentUser | null>>();

export function currentUser(
  db: Database,
  request: Request,
  freshness: Freshness = "fresh",
): Promise<CurrentUser | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpCurrentUser(db, request);
  let answer = answered.get(request);
  if (answer) return answer;
  if (freshness === "recent") {
    const token = readSessionToken(request);
    if (!token) return Promise.resolve(null);
    const known = recentSession(sessionIdOf(token));
    if (known !== undefined) return Promise.resolve(known);
  }
  answer = lookUpCurrentUser(db, request);
  answered.set(request, answer);
  return answer;
}

async function lookUpCurrentUser(db: Database, request: Request): Promise<CurrentUser | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const started = lookupStarted();
  const session = await validateSessionToken(db, token);
  if (!session) {
    rememberSession(sessionIdOf(token), null, started);
    return null;
  }
  const current = {
    user: session.user,
    isAdmin: isAdmin(session.user, session.secondFactorAt),
    sessionId: session.sessionId,
  };
  rememberSession(session.sessionId, current, started);
  return {
    ...current,
    refreshedCookie: session.extended ? sessionCookie(request, token, session.expiresAt) : undefined,
  };
}

/** Pages a signed-in visitor has no use for: sending them back there would loop. */
const ANONYMOUS_ONLY = new Set(["/login", "/signup"]);

/**
 * For /login and /signup: a signed-in visitor is sent on at once — to the page that asked them
 * to sign in (a safe `redirectTo`), else to their account — instead of a form they cannot use.
 */
export async function requireAnonymous(db: Database, request: Request): Promise<void> {
  const current = await currentUser(db, request, "recent");
  if (!current) return;
  const back = redirectToOf(request);
  const to = back && !ANONYMOUS_ONLY.has(new URL(back, request.url).pathname) ? back : "/my-account";
  throw redirect(to, current.refreshedCookie ? { headers: { "Set-Cookie": current.refreshedCookie } } : undefined);
}
