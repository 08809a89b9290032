/**
 * Who is asking: the current user from the session cookie. Enforcing a route's declared access
 * happens in one place, `authorize.server.ts`.
 */

import type { Database } from "../db/client.server";
import { readSessionToken, sessionCookie } from "./cookies.server";
import { validateSessionToken } from "./session.server";
import { isAdmin, type UserRow } from "./users.server";

export type CurrentUser = { user: UserRow; isAdmin: boolean; sessionId: string; refreshedCookie?: string };

export async function currentUser(db: Database, request: Request): Promise<CurrentUser | null> {
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
