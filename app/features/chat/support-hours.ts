/**
 * Support hours, shared by the admin Settings form, the server and the chat widget's
 * acknowledgement line: whether a formulator is in now, and what the visitor is told.
 */
import { z } from "zod";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const SupportHoursSchema = z
  .object({
    /** 0 = Sunday … 6 = Saturday. */
    days: z.array(z.coerce.number().int().min(0).max(6)).min(1, "Choose at least one day").max(7),
    start: z.string().regex(TIME, "Start must be a time like 09:00"),
    end: z.string().regex(TIME, "End must be a time like 17:00"),
    timeZone: z.string().trim().min(1, "Time zone is required").max(60).refine(isTimeZone, "Unknown time zone"),
    replyMinutes: z.coerce
      .number({ error: "Reply time must be a number of minutes" })
      .int("Reply time must be whole minutes")
      .min(1, "Reply time must be at least 1 minute")
      .max(1440, "Reply time must be at most 1440 minutes"),
  })
  .refine((h) => h.start < h.end, { message: "End must be after start", path: ["end"] });
export type SupportHours = z.infer<typeof SupportHoursSchema>;

export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** Whether `now` falls inside the hours, read in their time zone. */
export function isWithinSupportHours(hours: SupportHours, now: Date): boolean {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: hours.timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = WEEKDAYS.indexOf(part("weekday") as (typeof WEEKDAYS)[number]);
  const time = `${part("hour")}:${part("minute")}`;
  return hours.days.includes(day) && time >= hours.start && time < hours.end;
}

export type ChatAvailability = { open: boolean; replyMinutes: number; hours: string };

export function describeHours(hours: SupportHours): string {
  const days = [...hours.days].sort((a, b) => a - b).map((d) => WEEKDAYS[d]);
  return `${days.join(", ")} ${hours.start}–${hours.end} (${hours.timeZone})`;
}

/** The line the widget shows after the visitor's first message. */
export function acknowledgement(a: ChatAvailability): string {
  return a.open
    ? `A formulator usually answers within ${a.replyMinutes} minutes.`
    : `Our formulators are away right now (${a.hours}). Leave your e-mail and we'll reply.`;
}
