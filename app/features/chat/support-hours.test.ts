import { expect, test } from "vitest";
import {
  acknowledgement,
  awayNotice,
  isWithinSupportHours,
  type SupportHours,
  SupportHoursSchema,
} from "./support-hours";

const weekdays: SupportHours = {
  days: [1, 2, 3, 4, 5],
  start: "09:00",
  end: "17:00",
  timeZone: "Europe/Berlin",
  replyMinutes: 20,
};

test("support hours are read in their own time zone", () => {
  // Monday 2026-11-23 08:30 UTC is 09:30 in Berlin: in. 16:30 UTC is 17:30 there: out.
  expect(isWithinSupportHours(weekdays, new Date("2026-11-23T08:30:00Z"))).toBe(true);
  expect(isWithinSupportHours(weekdays, new Date("2026-11-23T16:30:00Z"))).toBe(false);
  // Saturday is not a support day.
  expect(isWithinSupportHours(weekdays, new Date("2026-11-28T10:00:00Z"))).toBe(false);
});

test("the visitor is told how soon a formulator answers, or that the answer comes by e-mail", () => {
  const online = { online: true, withinHours: true, replyMinutes: 20, hours: "Mon 09:00–17:00 (UTC)" };
  const away = { ...online, online: false, withinHours: false };
  expect(acknowledgement(online)).toBe("A formulator usually answers within 20 minutes.");
  expect(acknowledgement(away, "ana@example.com")).toBe(
    "Thanks! Our formulators are away right now; we'll reply to ana@example.com by e-mail.",
  );
  expect(acknowledgement(away)).toBe("Our formulators are away right now (Mon 09:00–17:00 (UTC)).");
  // Away outside the hours, and away inside them when nobody is at the inbox: both say when we answer.
  expect(awayNotice(away)).toBe(
    "Our formulators are away right now. We answer chats Mon 09:00–17:00 (UTC). Leave your e-mail and your question, and we'll reply by e-mail.",
  );
  expect(awayNotice({ ...away, withinHours: true })).toMatch(/^Our formulators are not at the chat right now\./);
});

test("settings are refused with a clear message when they make no sense", () => {
  const issue = (input: unknown) => SupportHoursSchema.safeParse(input).error?.issues[0]?.message;
  expect(issue({ ...weekdays, end: "08:00" })).toBe("End must be after start");
  expect(issue({ ...weekdays, timeZone: "Mars/Olympus" })).toBe("Unknown time zone");
  expect(issue({ ...weekdays, days: [] })).toBe("Choose at least one day");
  expect(issue({ ...weekdays, replyMinutes: 0 })).toBe("Reply time must be at least 1 minute");
});

test("the hours read as a visitor would say them", async () => {
  const { describeHours } = await import("./support-hours");
  expect(describeHours(weekdays)).toBe("Mon, Tue, Wed, Thu, Fri 09:00–17:00 (Europe/Berlin)");
  expect(describeHours({ ...weekdays, days: [6, 0, 1, 2, 3, 4, 5] })).toBe("every day 09:00–17:00 (Europe/Berlin)");
});
