/**
 * Fixed-window rate limits kept in D1: one atomic upsert per attempt returns the count, so
 * concurrent requests cannot both slip under the limit.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { rateLimits } from "../db/schema";

export type Limit = { max: number; windowMs: number };

export const LIMITS = {
  loginPerIp: { max: 20, windowMs: 15 * 60_000 },
  loginPerAccount: { max: 8, windowMs: 15 * 60_000 },
  signupPerIp: { max: 10, windowMs: 60 * 60_000 },
  oauthPerIp: { max: 30, windowMs: 15 * 60_000 },
  // Anonymous writes: the demo feeds the activity notifier everyone sees, notes fill a table.
  demoPerIp: { max: 30, windowMs: 10 * 60_000 },
  notesPerIp: { max: 30, windowMs: 15 * 60_000 },
} as const satisfies Record<string, Limit>;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

/** Counts an attempt; returns false when the key is over its limit for the current window. */
export async function hit(db: Database, key: string, limit: Limit, now = Date.now()): Promise<boolean> {
  const windowStart = now - (now % limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= limit.max;
}
