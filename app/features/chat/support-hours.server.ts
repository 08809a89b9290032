/**
 * Support hours (admin Settings): the days and hours a formulator answers chats, in one time zone,
 * and how soon they usually answer. The widget's acknowledgement line after a visitor's first
 * message is built from them. Kept in site_settings as JSON; defaults until an admin saves.
 */
import { eq } from "drizzle-orm";
import { type SupportHours, SupportHoursSchema } from "#app/features/chat/support-hours";
import type { Database } from "#app/server/db/client.server";
import { siteSettings } from "#app/server/db/schema";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";

const KEY = "support_hours";

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
