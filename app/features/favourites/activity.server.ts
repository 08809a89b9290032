/**
 * The activity feed behind the 'New Formula Created!' notifier: real events only (custom
 * formulas generated, library downloads), naming a first name (or 'Someone') and a country —
 * never an e-mail address.
 */
import { desc } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#app/server/db/client.server";
import { activityEvents } from "#app/server/db/schema";

export const ActivityInputSchema = z.object({
  kind: z.enum(["generated", "downloaded"]),
  firstName: z.string().trim().max(60).nullish(),
  country: z.string().trim().max(60).nullish(),
  formulationName: z.string().trim().min(1).max(120),
});
export type ActivityInput = z.input<typeof ActivityInputSchema>;

/** Records an event; the name is reduced to a first name (anything e-mail-like becomes 'Someone'). */
export async function recordActivity(db: Database, input: ActivityInput): Promise<void> {
  await db.insert(activityEvents).values(activityEventRow(input));
}

/** The stored row for an event (for callers that batch it with their own write). */
export function activityEventRow(input: ActivityInput) {
  const event = ActivityInputSchema.parse(input);
  const first = event.firstName?.split(/\s+/)[0] ?? "";
  const userName = first && !first.includes("@") ? first : "Someone";
  return {
    kind: event.kind,
    userName,
    country: event.country || null,
    formulationName: event.formulationName,
  };
}

export function timeAgo(from: Date, now = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - from.getTime()) / 1000));
  if (seconds < 45) return "just now";
  const units: [number, string][] = [
    [60, "minute"],
    [3600, "hour"],
    [86400, "day"],
    [604800, "week"],
  ];
  let value = Math.round(seconds / 60);
  let unit = "minute";
  for (const [size, name] of units) {
    if (seconds >= size) {
      value = Math.round(seconds / size);
      unit = name;
    }
  }
  return `${value} ${unit}${value === 1 ? "" : "s"} ago`;
}

export type ActivityItem = {
  message: string;
  userName: string;
  country: string | null;
  formulationName: string;
  timeAgo: string;
};

/** The latest event as the notifier reads it, or null when nothing has happened yet. */
export async function latestActivity(db: Database): Promise<ActivityItem | null> {
  const row = await db.select().from(activityEvents).orderBy(desc(activityEvents.createdAt)).limit(1).get();
  if (!row) return null;
  const where = row.country ? ` from ${row.country}` : "";
  const verb = row.kind === "downloaded" ? "downloaded" : "created";
  return {
    message: `${row.userName}${where} ${verb} “${row.formulationName}”`,
    userName: row.userName,
    country: row.country,
    formulationName: row.formulationName,
    timeAgo: timeAgo(row.createdAt),
  };
}
