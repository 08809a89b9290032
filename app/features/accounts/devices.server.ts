/**
 * Known devices (ADR 0021): a browser that signed in to an account with its password keeps a
 * random device token in a cookie; D1 keeps only its SHA-256 with the user. Failed passwords from
 * a known device count against that device alone, so strangers who throttle an account do not
 * keep its owner out of their own browser.
 */
import { and, eq } from "drizzle-orm";
import { generateSessionToken, sessionIdOf } from "#app/server/auth/session.server";
import type { Database } from "#app/server/db/client.server";
import { knownDevices, users } from "#app/server/db/schema";

/** The id D1 keeps for a device token (its SHA-256, like a session's). */
export const deviceIdOf = sessionIdOf;

/** True when the token belongs to a device that has signed in to the account with this e-mail. */
export async function isKnownDevice(db: Database, token: string | undefined, email: string): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.id, deviceIdOf(token)), eq(users.email, email)))
    .get();
  return Boolean(row);
}

/**
 * Marks this browser as a known device of the user and returns the token its cookie must hold:
 * the one it already has (one browser may know several accounts), else a new one.
 */
export async function rememberDevice(
  db: Database,
  userId: string,
  token: string | undefined,
  now = Date.now(),
): Promise<string> {
  const deviceToken = token && /^[a-z2-7]{32}$/.test(token) ? token : generateSessionToken();
  await db
    .insert(knownDevices)
    .values({ id: deviceIdOf(deviceToken), userId, lastUsedAt: new Date(now) })
    .onConflictDoUpdate({ target: [knownDevices.id, knownDevices.userId], set: { lastUsedAt: new Date(now) } });
  return deviceToken;
}
