/**
 * Support hours, shared by the admin Settings form, the server and the chat widget: whether a
 * formulator is in now, and what the visitor is told. The chat is online only inside the hours
 * while someone from the team has the support inbox open (ADR 0058); otherwise it is away, and the
 * widget takes the visitor's e-mail with their message.
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

/**
 * `online`: inside the hours and someone has the inbox open now. `withinHours` alone is not
 * enough: outside a formulator's presence a visitor would wait for an answer that is not coming.
 */
export type ChatAvailability = { online: boolean; withinHours: boolean; replyMinutes: number; hours: string };

/** What the widget assumes until (or unless) the server has said: away, so the visitor can leave an e-mail. */
export const UNKNOWN_AVAILABILITY: ChatAvailability = { online: false, withinHours: false, replyMinutes: 0, hours: "" };

export const ONLINE_LABEL = "Online";
export const AWAY_LABEL = "Away";

export function describeHours(hours: SupportHours): string {
  const days = [...new Set(hours.days)].sort((a, b) => a - b).map((d) => WEEKDAYS[d]);
  const when = days.length === WEEKDAYS.length ? "every day" : days.join(", ");
  return `${when} ${hours.start}–${hours.end} (${hours.timeZone})`;
}

/** The away form's explanation: why nobody answers now, and when someone does. */
export function awayNotice(a: ChatAvailability): string {
  const when = a.hours ? ` We answer chats ${a.hours}.` : "";
  const why = a.withinHours ? "Our formulators are not at the chat right now." : "Our formulators are away right now.";
  return `${why}${when} Leave your e-mail and your question, and we'll reply by e-mail.`;
}

/** The line the widget shows after the visitor's first message. */
export function acknowledgement(a: ChatAvailability, email?: string | null): string {
  if (a.online) return `A formulator usually answers within ${a.replyMinutes} minutes.`;
  return email
    ? `Thanks! Our formulators are away right now; we'll reply to ${email} by e-mail.`
    : `Our formulators are away right now (${a.hours}).`;
}
