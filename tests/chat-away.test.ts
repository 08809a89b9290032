/**
 * The chat's away mode (ADR 0058): the support hours saved in Settings (checked with clear
 * messages) and whether someone from the team has the support inbox open decide whether the chat
 * is online; an away message carries the visitor's e-mail into the support inbox.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import * as settingsPage from "#app/features/admin/routes/settings";
import { AWAY_EMAIL_REQUIRED } from "#app/features/chat/chat-protocol";
import { openChat } from "#app/features/chat/inbox.server";
import * as inboxRoute from "#app/features/chat/routes/api/admin/chat-sessions";
import * as availabilityRoute from "#app/features/chat/routes/api/chat-availability";
import * as postRoute from "#app/features/chat/routes/api/chat-messages";
import type { ChatAvailability } from "#app/features/chat/support-hours";
import { chatAvailability, PRESENCE_WINDOW_MS } from "#app/features/chat/support-hours.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import type { ChatRoom } from "../workers/chat-room";
import { ORIGIN, roomId } from "./chat-client";
import { adminSessionCookie, call } from "./helpers";

let adminCookie = "";
let admin: typeof users.$inferSelect;

beforeAll(async () => {
  const db = getDb();
  const [row] = await db
    .insert(users)
    .values({ email: "grace.away@chat.test", firstName: "Grace", isAdmin: true })
    .returning();
  if (!row) throw new Error("no admin");
  admin = row;
  adminCookie = await adminSessionCookie(db, row.id);
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM site_settings WHERE key IN ('support_hours', 'support_inbox_seen_at')").run();
});

/** Posts the Settings tab's support-hours form as the browser does. */
async function saveHours(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams({ intent: "support-hours" });
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  const outcome = (await (settingsPage.action as (args: unknown) => Promise<unknown>)({
    request: new Request(`${ORIGIN}/admin/settings`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: adminCookie },
      body: body.toString(),
    }),
    params: {},
    context: {},
  })) as { data: { status?: string; error?: Record<string, string[]> }; init?: { status?: number } | null };
  return { status: outcome.init?.status ?? 200, error: outcome.data.error ?? {} };
}

const ALL_WEEK = ["0", "1", "2", "3", "4", "5", "6"];

async function availability(): Promise<ChatAvailability> {
  const res = await call(availabilityRoute.loader, new Request(`${ORIGIN}/api/chat/availability`));
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  return (await res.json()) as ChatAvailability;
}

/** The support inbox polling its list, as its page does every 3 s. */
async function pollInbox() {
  const res = await call(
    inboxRoute.loader,
    new Request(`${ORIGIN}/api/admin/chat/sessions`, { headers: { Cookie: adminCookie } }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { sessions: { id: string; visitorEmail: string | null; visitorName: string }[] };
}

describe("support hours in Settings", () => {
  test("are refused with a message for each mistake, and nothing is saved", async () => {
    const bad = await saveHours({
      days: [],
      start: "9am",
      end: "17:00",
      timeZone: "Mars/Olympus",
      replyMinutes: "0",
    });
    expect(bad.status).toBe(400);
    expect(bad.error.days).toEqual(["Choose at least one day"]);
    expect(bad.error.start).toEqual(["Start must be a time like 09:00"]);
    expect(bad.error.timeZone).toEqual(["Unknown time zone"]);
    expect(bad.error.replyMinutes).toEqual(["Reply time must be at least 1 minute"]);
    const backwards = await saveHours({
      days: ["1"],
      start: "17:00",
      end: "09:00",
      timeZone: "UTC",
      replyMinutes: "10",
    });
    expect(backwards.error.end).toEqual(["End must be after start"]);
    expect((await availability()).hours).toBe("Mon, Tue, Wed, Thu, Fri 09:00–17:00 (UTC)");
  });

  test("saved, they are what the widget is told", async () => {
    const saved = await saveHours({
      days: ["1", "3"],
      start: "08:30",
      end: "12:00",
      timeZone: "Europe/Ljubljana",
      replyMinutes: "25",
    });
    expect(saved.status).toBe(200);
    expect(await availability()).toMatchObject({ hours: "Mon, Wed 08:30–12:00 (Europe/Ljubljana)", replyMinutes: 25 });
  });
});

describe("availability", () => {
  test("inside the hours the chat is away until someone opens the inbox, and again once they leave", async () => {
    await saveHours({ days: ALL_WEEK, start: "08:00", end: "18:00", timeZone: "UTC", replyMinutes: "5" });
    const noon = new Date("2026-11-25T12:00:00Z");
    expect(await chatAvailability(getDb(), noon)).toMatchObject({ online: false, withinHours: true, replyMinutes: 5 });

    // The inbox's poll marks the team present at the time it ran.
    const before = Date.now();
    await pollInbox();
    const mark = await env.DB.prepare("SELECT value FROM site_settings WHERE key = 'support_inbox_seen_at'").first<{
      value: string;
    }>();
    expect(Number(mark?.value)).toBeGreaterThanOrEqual(before);

    await env.DB.prepare("UPDATE site_settings SET value = ? WHERE key = 'support_inbox_seen_at'")
      .bind(String(noon.getTime()))
      .run();
    const later = (ms: number) => new Date(noon.getTime() + ms);
    expect(await chatAvailability(getDb(), later(10_000))).toMatchObject({ online: true, withinHours: true });
    expect((await chatAvailability(getDb(), later(PRESENCE_WINDOW_MS + 1_000))).online).toBe(false);
  });

  test("the widget is told away while nobody has the inbox open", async () => {
    await saveHours({ days: ALL_WEEK, start: "00:00", end: "23:59", timeZone: "UTC", replyMinutes: "5" });
    expect(await availability()).toMatchObject({ online: false, replyMinutes: 5 });
  });

  test("outside the hours the chat is away even with the inbox open", async () => {
    // Saturday and Sunday only, read on a Wednesday.
    await saveHours({ days: ["0", "6"], start: "09:00", end: "17:00", timeZone: "UTC", replyMinutes: "5" });
    await pollInbox();
    const wednesday = new Date("2026-11-25T10:00:00Z");
    await env.DB.prepare("UPDATE site_settings SET value = ? WHERE key = 'support_inbox_seen_at'")
      .bind(String(wednesday.getTime() - 1000))
      .run();
    expect(await chatAvailability(getDb(), wednesday)).toMatchObject({ online: false, withinHours: false });
    const saturday = new Date("2026-11-28T10:00:00Z");
    await env.DB.prepare("UPDATE site_settings SET value = ? WHERE key = 'support_inbox_seen_at'")
      .bind(String(saturday.getTime() - 1000))
      .run();
    expect(await chatAvailability(getDb(), saturday)).toMatchObject({ online: true, withinHours: true });
  });
});

describe("an away message", () => {
  const post = (body: unknown) =>
    call(
      postRoute.action,
      new Request(`${ORIGIN}/api/chat/messages`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify(body),
      }),
    );

  test("reaches the support inbox with the visitor's e-mail, which the team can search and reply to", async () => {
    const sessionId = roomId();
    const res = await post({
      sessionId,
      senderType: "user",
      senderName: "Mara Novak",
      email: " Mara.Novak@Example.si ",
      message: "Which preservative would you use in a pH 6 aloe gel?",
    });
    expect(res.status).toBe(201);
    await runInDurableObject(env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(sessionId)), (room: ChatRoom) => room.mirror());

    const listed = (await pollInbox()).sessions.find((s) => s.id === sessionId);
    expect(listed).toMatchObject({ visitorName: "Mara Novak", visitorEmail: "mara.novak@example.si" });
    const found = await call(
      inboxRoute.loader,
      new Request(`${ORIGIN}/api/admin/chat/sessions?q=novak%40example`, { headers: { Cookie: adminCookie } }),
    );
    expect(((await found.json()) as { sessions: { id: string }[] }).sessions.map((s) => s.id)).toEqual([sessionId]);

    const chat = await openChat({ db: getDb(), user: admin } as never, { sessionId });
    expect(chat.context.email).toBe("mara.novak@example.si");
    expect(chat.messages.map((m) => m.message)).toEqual(["Which preservative would you use in a pH 6 aloe gel?"]);
  });

  test("with a bad e-mail is refused with a clear 400 and stores nothing", async () => {
    const sessionId = roomId();
    const res = await post({ sessionId, senderType: "user", senderName: "Mara", email: "mara@", message: "Hello" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Invalid email address");
    const history = await runInDurableObject(env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(sessionId)), (room: ChatRoom) =>
      room.history(),
    );
    expect(history).toEqual([]);
  });

  test("the away form's schema asks for the e-mail by name", async () => {
    const { AwayMessageSchema } = await import("#app/features/chat/chat-protocol");
    const parsed = AwayMessageSchema.safeParse({
      sessionId: roomId(),
      senderType: "user",
      senderName: "Mara",
      email: "",
      message: "Hello",
    });
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["email", AWAY_EMAIL_REQUIRED]]);
  });
});
