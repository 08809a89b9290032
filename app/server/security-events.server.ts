/**
 * The one module that writes the security event log (ADR 0054). `recordSecurityEvent` is called
 * where the event happens (sign-in, throttling, the shared rate limiter, password reset and change,
 * admin grants, the admin refusals of `authorize.server.ts`). It is awaited, so the row exists
 * when the answer leaves (tests read it), but it never throws: a failed write is logged and the
 * user's request goes on. Each write also deletes a bounded batch of rows past the retention, so
 * the table stays within 180 days without a scheduled job.
 */
import { inArray, lt } from "drizzle-orm";
import { SECURITY_RETENTION_DAYS, type SecurityEventType } from "#app/features/admin/security-events";
import type { Database } from "./db/client.server";
import { securityEvents } from "./db/schema";
import type { Caller } from "./use-case.server";

export const DAY_MS = 24 * 60 * 60_000;
/** Rows deleted at most per write: cheap on an index seek, and far above the rate rows age out. */
export const PRUNE_BATCH = 100;
const USER_AGENT_MAX = 200;
const EMAIL_MAX = 254;
const DETAIL_MAX = 500;
/** Detail keys that could carry a secret are dropped whatever their value. */
const SECRET_KEY = /pass|token|secret|code|hash|cookie|otp/i;

export type SecurityEventInput = {
  type: SecurityEventType;
  caller?: Pick<Caller, "ip" | "userAgent">;
  userId?: string | null;
  /** The account's e-mail, or on a failed sign-in the address as typed. */
  email?: string | null;
  /** A few short facts (route, status, rule); never a password, token or secret. */
  detail?: Record<string, string | number | boolean | null | undefined>;
  at?: Date;
};

function detailText(detail: SecurityEventInput["detail"]): string | null {
  if (!detail) return null;
  const kept = Object.fromEntries(Object.entries(detail).filter(([k, v]) => v !== undefined && !SECRET_KEY.test(k)));
  if (!Object.keys(kept).length) return null;
  return JSON.stringify(kept).slice(0, DETAIL_MAX);
}

/** The event's row as stored: every text bounded, secrets' keys dropped. */
export function securityEventRow(event: SecurityEventInput): typeof securityEvents.$inferInsert {
  return {
    at: event.at ?? new Date(),
    type: event.type,
    userId: event.userId ?? null,
    email: event.email ? event.email.trim().slice(0, EMAIL_MAX) || null : null,
    address: event.caller?.ip && event.caller.ip !== "unknown" ? event.caller.ip.slice(0, 64) : null,
    userAgent: event.caller?.userAgent?.slice(0, USER_AGENT_MAX) || null,
    detail: detailText(event.detail),
  };
}

/** Deletes up to `PRUNE_BATCH` of the oldest rows older than the retention. */
export function pruneSecurityEvents(db: Database, now = Date.now()) {
  const cutoff = new Date(now - SECURITY_RETENTION_DAYS * DAY_MS);
  const oldest = db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(lt(securityEvents.at, cutoff))
    .orderBy(securityEvents.at)
    .limit(PRUNE_BATCH);
  return db.delete(securityEvents).where(inArray(securityEvents.id, oldest));
}

/** Writes one event and prunes expired ones in the same round trip; never throws. */
export async function recordSecurityEvent(db: Database, event: SecurityEventInput): Promise<void> {
  try {
    await db.batch([db.insert(securityEvents).values(securityEventRow(event)), pruneSecurityEvents(db)]);
  } catch (error) {
    console.error(JSON.stringify({ at: "security-event", type: event.type, error: String(error) }));
  }
}
