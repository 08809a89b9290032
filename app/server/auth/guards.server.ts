/**
 * Who is asking: the current user from the session cookie. Enforcing a route's declared access
 * happens in one place, `authorize.server.ts`.
 */

import { redirect } from "react-router";
import { safeRedirect } from "~/lib/redirect";
import type { Database } from "../db/client.server";
import { readSessionToken, sessionCookie } from "./cookies.server";
import { validateSessionToken } from "./session.server";
import { isAdmin, type UserRow } from "./users.server";

export type CurrentUser = { user: UserRow; isAdmin: boolean; sessionId: string; refreshedCookie?: string };

/**
 * The root loader and the page's loader both ask who is signed in. A read-only request asks the
 * database once: the answer is kept for that Request object. Writes are never memoised, since an
 * action may sign the visitor in or out before the loaders run in the same request.
 */
const answered = new WeakMap<Request, Promise<CurrentUser | null>>();

export function currentUser(db: Database, request: Request): Promise<CurrentUser | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpCurrentUser(db, request);
  let answer = answered.get(request);
  if (!answer) {
    answer = lookUpCurrentUser(db, request);
    answered.set(request, answer);
  }
  return answer;
}

async function lookUpCurrentUser(db: Database, request: Request): Promise<CurrentUser | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const session = await validateSessionToken(db, token);
  if (!session) return null;
  return {
    user: session.user,
    isAdmin: isAdmin(session.user),
    sessionId: session.sessionId,
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
  const current = await currentUser(db, request);
  if (!current) return;
  const back = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const to = back && !ANONYMOUS_ONLY.has(new URL(back, request.url).pathname) ? back : "/my-account";
  throw redirect(to, current.refreshedCookie ? { headers: { "Set-Cookie": current.refreshedCookie } } : undefined);
}
