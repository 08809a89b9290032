/**
 * The public activity feed behind the notifier (ADR 0056). It tells only what is public by nature
 * and true: a library formulation downloaded or saved to favourites. Never a wizard or demo
 * request (their product names are text a visitor typed), never an e-mail address. The person is
 * 'Someone' unless they chose, on My Account, to be named by their first name; the choice is read
 * when the feed is, so changing it changes every past event too. The country is the one on the
 * account when the event happened, or none: never a guess from the request's address.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#app/server/db/client.server";
import { activityEvents, categories, formulations, users } from "#app/server/db/schema";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";

export const ActivityKind = z.enum(["downloaded", "favourited"]);
export type ActivityKind = z.infer<typeof ActivityKind>;

/** The stored row for an event by this user on a library formulation (callers batch it with their own write). */
export function activityEventRow(
  user: { id: string; country: string | null },
  kind: ActivityKind,
  formulationId: string,
) {
  return { kind, userId: user.id, formulationId, country: user.country || null };
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
  kind: ActivityKind;
  message: string;
  userName: string;
  country: string | null;
  formulationName: string;
  formulationSlug: string;
  timeAgo: string;
};

const VERBS: Record<ActivityKind, string> = { downloaded: "downloaded", favourited: "saved to favourites" };

/** The name the feed may show: the first word of the first name its owner chose to show, else 'Someone'. */
export function publicFirstName(user: { firstName: string | null; showFirstNameInActivity: boolean }): string {
  const first = user.showFirstNameInActivity ? (user.firstName?.trim().split(/\s+/)[0] ?? "") : "";
  return first && !first.includes("@") ? first : "Someone";
}

/**
 * The latest event as the notifier reads it, or null when nothing has happened yet. Only events
 * on formulations the public can still see are told.
 */
export async function latestActivity(db: Database): Promise<ActivityItem | null> {
  const row = await db
    .select({
      kind: activityEvents.kind,
      country: activityEvents.country,
      createdAt: activityEvents.createdAt,
      firstName: users.firstName,
      showFirstNameInActivity: users.showFirstNameInActivity,
      formulationName: formulations.name,
      formulationSlug: formulations.slug,
    })
    .from(activityEvents)
    .innerJoin(users, eq(users.id, activityEvents.userId))
    .innerJoin(formulations, eq(formulations.id, activityEvents.formulationId))
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(and(ne(formulations.isActive, false), ne(categories.isActive, false)))
    .orderBy(desc(activityEvents.createdAt))
    .limit(1)
    .get();
  if (!row) return null;
  const userName = publicFirstName(row);
  const kind = ActivityKind.catch("downloaded").parse(row.kind);
  const where = row.country ? ` from ${row.country}` : "";
  return {
    kind,
    message: `${userName}${where} ${VERBS[kind]} “${row.formulationName}”`,
    userName,
    country: row.country,
    formulationName: row.formulationName,
    formulationSlug: row.formulationSlug,
    timeAgo: timeAgo(row.createdAt),
  };
}

/** My Account's choice: be named by first name in the public activity feed, or as 'Someone' (the default). */
export const setActivityName = defineUseCase(
  z.object({
    intent: z.literal("activity-name"),
    show: z.enum(["on", "off"], { message: "Choose whether to show your first name" }),
  }),
  async ({ db, user }: UserContext, { show }) => {
    await db
      .update(users)
      .set({ showFirstNameInActivity: show === "on" })
      .where(eq(users.id, user.id));
    return { show: show === "on" };
  },
);
