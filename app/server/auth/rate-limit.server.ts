/**
 * Two kinds of limits kept in D1 (ADR 0021):
 * - fixed windows per client address (`hit`/`enforce`): one atomic upsert per attempt returns the
 *   count, so concurrent requests cannot both slip under the limit;
 * - growing delays per account or known device (`claimAttempt`/`clearFailures`): after a few
 *   consecutive failures each further attempt must wait longer, up to a cap. Nothing ever locks an
 *   account outright, and a known device has its own counter that strangers cannot fill.
 * Every refusal is a 429 AppError carrying the seconds to wait (the adapters send `Retry-After`);
 * a refusal by `enforce` is recorded in the security event log with the rule's name (ADR 0054).
 */
import { eq, sql } from "drizzle-orm";
import { AppError } from "../app-error";
import type { Database } from "../db/client.server";
import { authThrottles, rateLimits } from "../db/schema";
import { recordSecurityEvent } from "../security-events.server";
import type { Caller } from "../use-case.server";

export type Limit = { max: number; windowMs: number };

export const LIMITS = {
  loginPerIp: { max: 20, windowMs: 15 * 60_000 },
  signupPerIp: { max: 10, windowMs: 60 * 60_000 },
  oauthPerIp: { max: 30, windowMs: 15 * 60_000 },
  // Anonymous writes: the demo feeds the activity notifier everyone sees, notes fill a table.
  demoPerIp: { max: 30, windowMs: 10 * 60_000 },
  notesPerIp: { max: 30, windowMs: 15 * 60_000 },
  // The assistant reads D1 and may call the LLM on every question.
  assistantPerIp: { max: 40, windowMs: 10 * 60_000 },
  passwordChangePerIp: { max: 20, windowMs: 15 * 60_000 },
  resetPerIp: { max: 10, windowMs: 15 * 60_000 },
  resetPerEmail: { max: 3, windowMs: 60 * 60_000 },
  // Second-factor codes (ADR 0055): six digits are a million guesses, so few tries per account.
  mfaPerIp: { max: 30, windowMs: 15 * 60_000 },
  mfaPerAccount: { max: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, Limit>;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

export type RateResult = { allowed: boolean; retryAfter: number };

/** Counts an attempt; `allowed` is false when the key is over its limit for the current window. */
export async function hit(db: Database, key: string, limit: Limit, now = Date.now()): Promise<RateResult> {
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
  return {
    allowed: (row?.count ?? 1) <= limit.max,
    retryAfter: Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000)),
  };
}

/**
 * Counts an attempt and throws the 429 (with its Retry-After) when the key is over its limit,
 * recording the refusal (the rule is the key's first part: `login`, `signup`, `demo`…).
 */
export async function enforce(
  db: Database,
  key: string,
  limit: Limit,
  caller: Caller,
  message = RATE_LIMIT_MESSAGE,
  userId?: string,
) {
  const { allowed, retryAfter } = await hit(db, key, limit);
  if (allowed) return;
  await recordSecurityEvent(db, {
    type: "rate-limited",
    caller,
    userId,
    detail: { rule: key.split(":")[0], max: limit.max, windowMinutes: Math.round(limit.windowMs / 60_000) },
  });
  throw new AppError(429, message, undefined, { retryAfter });
}

/** Growing delays: free attempts, then 30 s doubling per failure, capped at 15 minutes. */
export const BACKOFF = {
  freeFailures: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  /** Failures older than this are forgotten. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

/** How long after its last failure a key with this many consecutive failures must wait. */
export function backoffDelayMs(failures: number): number {
  if (failures < BACKOFF.freeFailures) return 0;
  const doublings = Math.min(failures - BACKOFF.freeFailures, 10);
  return Math.min(BACKOFF.firstDelayMs * 2 ** doublings, BACKOFF.maxDelayMs);
}

/**
 * Claims one password check for a key, atomically: the attempt is counted as a failure up front
 * (so parallel requests cannot all slip into one free slot) and `clearFailures` undoes it on
 * success. Throws a 429 with the seconds left when the key must still wait.
 */
export async function claimAttempt(db: Database, key: string, now = Date.now()): Promise<void> {
  const t = authThrottles;
  const forgotten = now - BACKOFF.forgetAfterMs;
  const doublings = sql`min(${t.failures} - ${BACKOFF.freeFailures}, 10)`;
  const delay = sql`min(${BACKOFF.firstDelayMs} * (1 << ${doublings}), ${BACKOFF.maxDelayMs})`;
  const [claimed] = await db
    .insert(t)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${t.lastFailureAt} < ${forgotten} then 1 else ${t.failures} + 1 end`,
        lastFailureAt: now,
      },
      setWhere: sql`${t.failures} < ${BACKOFF.freeFailures} or ${t.lastFailureAt} < ${forgotten} or ${t.lastFailureAt} + ${delay} <= ${now}`,
    })
    .returning({ failures: t.failures });
  if (claimed) return;
  const row = await db.select().from(t).where(eq(t.key, key)).get();
  const waitMs = row ? row.lastFailureAt + backoffDelayMs(row.failures) - now : 1000;
  throw new AppError(429, RATE_LIMIT_MESSAGE, undefined, { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) });
}

/** A successful check: the key's consecutive failures start again from zero. */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
