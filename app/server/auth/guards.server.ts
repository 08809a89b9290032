/**
 * Who is asking: the current user from the session cookie, and the two guards every user or
 * admin endpoint uses. Guards throw ready JSON responses (401 anonymous, 403 not an admin).
 */

import type { Database } from "../db/client.server";
import { jsonError } from "../http.server";
import { readSessionToken, sessionCookie } from "./cookies.server";
import { validateSessionToken } from "./session.server";
import { isAdmin, type UserRow } from "./users.server";

export type CurrentUser = { user: UserRow; isAdmin: boolean; refreshedCookie?: string };

export async function currentUser(db: Database, request: Request): Promise<CurrentUser | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const session = await validateSessionToken(db, token);
  if (!session) return null;
  return {
    user: session.user,
    isAdmin: isAdmin(session.user),
    refreshedCookie: session.extended ? sessionCookie(request, token, session.expiresAt) : undefined,
  };
}

export const UNAUTHORIZED = "Please log in to continue.";
export const FORBIDDEN = "You don't have admin privileges to access this.";

export async function requireUser(db: Database, request: Request): Promise<CurrentUser> {
  const current = await currentUser(db, request);
  if (!current) throw jsonError(401, UNAUTHORIZED);
  return current;
}

export async function requireAdmin(db: Database, request: Request): Promise<CurrentUser> {
  const current = await requireUser(db, request);
  if (!current.isAdmin) throw jsonError(403, FORBIDDEN);
  return current;
}
