/**
 * What administrators read of the security event log (ADR 0054): one page of events newest first,
 * filtered by type, e-mail (exact, any case) and client address, and the alert — accounts and
 * addresses with at least `SECURITY_ALERT.failedSignIns` failed sign-ins in the last
 * `SECURITY_ALERT.windowMinutes`. One schema serves the Security tab and
 * GET /api/admin/security-events; the route policy has already checked the caller is an admin.
 */
import { and, count, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  SECURITY_ALERT,
  SECURITY_EVENT_TYPES,
  SECURITY_FILTER_MAX_LENGTH,
  SECURITY_PAGE_SIZE,
} from "#app/features/admin/security-events";
import type { Database } from "#app/server/db/client.server";
import { securityEvents } from "#app/server/db/schema";
import { defineUseCase } from "#app/server/use-case.server";

/** Blank means "no filter"; longer than any e-mail or address is a 400. */
const filterField = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(SECURITY_FILTER_MAX_LENGTH, `${name} is too long (${SECURITY_FILTER_MAX_LENGTH} characters at most)`)
    .optional()
    .transform((v) => v || undefined);

export const SecurityEventsQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a whole number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(1_000_000, "page is too large")
    .default(1),
  limit: z.coerce
    .number({ error: "limit must be a whole number between 1 and 100" })
    .int("limit must be a whole number between 1 and 100")
    .min(1, "limit must be a whole number between 1 and 100")
    .max(100, "limit must be a whole number between 1 and 100")
    .default(SECURITY_PAGE_SIZE),
  type: z
    .union([z.literal(""), z.enum(SECURITY_EVENT_TYPES)], {
      error: `type must be one of: ${SECURITY_EVENT_TYPES.join(", ")}`,
    })
    .optional()
    .transform((v) => v || undefined),
  email: filterField("email").transform((v) => v?.toLowerCase()),
  address: filterField("address"),
});
export type SecurityEventsQuery = z.infer<typeof SecurityEventsQuerySchema>;

type Ctx = { db: Database };

const ALERT_TYPES = ["sign-in-failed", "sign-in-throttled"];

function matching(q: Pick<SecurityEventsQuery, "type" | "email" | "address">): SQL | undefined {
  return and(
    q.type ? eq(securityEvents.type, q.type) : undefined,
    // Stored as typed on a failed sign-in: compared without case (the index still narrows known accounts).
    q.email ? sql`lower(${securityEvents.email}) = ${q.email}` : undefined,
    q.address ? eq(securityEvents.address, q.address) : undefined,
  );
}

export type SecurityEventRow = {
  id: string;
  at: string;
  type: string;
  userId: string | null;
  email: string | null;
  address: string | null;
  userAgent: string | null;
  detail: string | null;
};

export type SecurityAlert = { kind: "account" | "address"; value: string; failures: number; lastAt: string };

/**
 * Accounts (e-mail as typed, any case) and addresses over the threshold right now. A refused
 * attempt counts like a failed one: after five failures an account's attempts are delayed
 * (`sign-in-throttled`), so a guesser's further tries show up as those.
 */
export async function securityAlerts(db: Database, now = Date.now()): Promise<SecurityAlert[]> {
  const since = new Date(now - SECURITY_ALERT.windowMinutes * 60_000);
  const recent = and(inArray(securityEvents.type, ALERT_TYPES), gte(securityEvents.at, since));
  const email = sql<string>`lower(${securityEvents.email})`;
  const n = count();
  const last = sql<number>`max(${securityEvents.at})`;
  const [accounts, addresses] = await db.batch([
    db
      .select({ value: email, failures: n, lastAt: last })
      .from(securityEvents)
      .where(and(recent, sql`${securityEvents.email} is not null`))
      .groupBy(email)
      .having(gte(n, SECURITY_ALERT.failedSignIns))
      .orderBy(desc(n))
      .limit(20),
    db
      .select({ value: securityEvents.address, failures: n, lastAt: last })
      .from(securityEvents)
      .where(and(recent, sql`${securityEvents.address} is not null`))
      .groupBy(securityEvents.address)
      .having(gte(n, SECURITY_ALERT.failedSignIns))
      .orderBy(desc(n))
      .limit(20),
  ]);
  const toAlert = (kind: SecurityAlert["kind"]) => (r: { value: string | null; failures: number; lastAt: number }) => ({
    kind,
    value: r.value ?? "",
    failures: r.failures,
    lastAt: new Date(r.lastAt).toISOString(),
  });
  return [...accounts.map(toAlert("account")), ...addresses.map(toAlert("address"))];
}

/** One page of events, newest first, with the spec's paged shape. */
export const listSecurityEvents = defineUseCase(SecurityEventsQuerySchema, async ({ db }: Ctx, q) => {
  const where = matching(q);
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(securityEvents)
      .where(where)
      .orderBy(desc(securityEvents.at), desc(securityEvents.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(securityEvents).where(where),
  ]);
  const totalItems = total?.n ?? 0;
  return {
    data: rows.map((r): SecurityEventRow => ({ ...r, at: r.at.toISOString() })),
    pagination: {
      currentPage: q.page,
      totalPages: Math.max(1, Math.ceil(totalItems / q.limit)),
      totalItems,
      itemsPerPage: q.limit,
    },
  };
});

/** The Security tab's one load: the alert and the filtered page (the page size is the tab's). */
export const securityPage = defineUseCase(SecurityEventsQuerySchema.omit({ limit: true }), async (ctx: Ctx, q) => {
  const [alerts, list] = await Promise.all([
    securityAlerts(ctx.db),
    listSecurityEvents(ctx, { ...q, limit: SECURITY_PAGE_SIZE }),
  ]);
  return { filters: { type: q.type ?? "", email: q.email ?? "", address: q.address ?? "" }, alerts, ...list };
});
