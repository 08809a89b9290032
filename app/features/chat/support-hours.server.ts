/**
 * Support hours (admin Settings): the days and hours a formulator answers chats, in one time zone,
 * and how soon they usually answer. Kept in site_settings as JSON; defaults until an admin saves.
 * With them, whether someone from the team has the support inbox open (ADR 0058): the inbox page
 * polls every few seconds, and each poll marks the team present for PRESENCE_WINDOW_MS.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import {
  type ChatAvailability,
  describeHours,
  isWithinSupportHours,
  type SupportHours,
  SupportHoursSchema,
} from "#app/features/chat/support-hours";
import type { Database } from "#app/server/db/client.server";
import { siteSettings } from "#app/server/db/schema";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";

const KEY = "support_hours";
const PRESENCE_KEY = "support_inbox_seen_at";
/** How long after the inbox's last poll (every 3 s) the team still counts as present. */
export const PRESENCE_WINDOW_MS = 45_000;
/** A poll rewrites the mark only when it is older than this, so an open inbox costs a write every 15 s, not every 3 s. */
const PRESENCE_REFRESH_MS = 15_000;

export const DEFAULT_SUPPORT_HOURS: SupportHours = {
  days: [1, 2, 3, 4, 5],
  start: "09:00",
  end: "17:00",
  timeZone: "UTC",
  replyMinutes: 15,
};

export async function getSupportHours(db: Database): Promise<SupportHours> {
  const row = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, KEY)).get();
  if (!row) return DEFAULT_SUPPORT_HOURS;
  try {
    const parsed = SupportHoursSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_SUPPORT_HOURS;
  } catch {
    return DEFAULT_SUPPORT_HOURS;
  }
}

export const saveSupportHours = defineUseCase(SupportHoursSchema, async ({ db }: UserContext, hours) => {
  const value = JSON.stringify(hours);
  await db
    .insert(siteSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
  return hours;
});

/** An administrator has the support inbox open now (its page loaded, or its list polled). */
export async function markInboxOpen(db: Database, now = new Date()): Promise<void> {
  const value = String(now.getTime());
  await db
    .insert(siteSettings)
    .values({ key: PRESENCE_KEY, value })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value, updatedAt: now },
      setWhere: lt(sql`cast(${siteSettings.value} as integer)`, now.getTime() - PRESENCE_REFRESH_MS),
    });
}

/** Whether someone had the inbox open within PRESENCE_WINDOW_MS of `now`. */
async function inboxOpen(db: Database, now: Date): Promise<boolean> {
  const row = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(
      and(
        eq(siteSettings.key, PRESENCE_KEY),
        sql`cast(${siteSettings.value} as integer) > ${now.getTime() - PRESENCE_WINDOW_MS}`,
      ),
    )
    .get();
  return row !== undefined;
}

/** What the chat widget shows: online only inside the hours while someone has the inbox open. */
export async function chatAvailability(db: Database, now = new Date()): Promise<ChatAvailability> {
  const [hours, present] = await Promise.all([getSupportHours(db), inboxOpen(db, now)]);
  const withinHours = isWithinSupportHours(hours, now);
  return { online: withinHours && present, withinHours, replyMinutes: hours.replyMinutes, hours: describeHours(hours) };
}
