/**
 * Live chat that someone answers (ADR 0032): the HTTP history and fallback through the
 * room, support sockets that the server — not the frame — makes 'admin', queued messages stored
 * once, the D1 mirror that feeds the inbox (idempotent by id), the inbox's statuses, unread
 * counts and search, and the visitor's context beside the chat.
 */
import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import {
  CHAT_PAGE_MESSAGE,
  CHAT_SEARCH_MAX,
  type ChatMessage,
  RATE_LIMIT_MESSAGE,
} from "#app/features/chat/chat-protocol";
import * as chatSessionRoute from "#app/features/chat/routes/api/admin/chat-session";
import * as statusRoute from "#app/features/chat/routes/api/admin/chat-session-status";
import * as inboxRoute from "#app/features/chat/routes/api/admin/chat-sessions";
import * as availabilityRoute from "#app/features/chat/routes/api/chat-availability";
import * as postRoute from "#app/features/chat/routes/api/chat-messages";
import * as historyRoute from "#app/features/chat/routes/api/chat-session-messages";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { userFavorites, users } from "#app/server/db/schema";
import type { ChatRoom } from "../workers/chat-room";
import { type ChatClient, connect, incoming, ORIGIN, roomId } from "./chat-client";
import { adminSessionCookie, call, runSeed } from "./helpers";
import worker from "./worker-entry";

const stubOf = (sessionId: string) => env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(sessionId));
const mirrored = (sessionId: string) => runInDurableObject(stubOf(sessionId), (room: ChatRoom) => room.mirror());

let adminCookie = "";
let visitorCookie = "";
let visitorId = "";

beforeAll(async () => {
  await runSeed();
  const db = getDb();
  const [admin] = await db
    .insert(users)
    .values({ email: "ada.support@chat.test", firstName: "Ada", lastName: "Lovelace", isAdmin: true })
    .returning();
  const [visitor] = await db
    .insert(users)
    .values({ email: "vera@chat.test", firstName: "Vera", country: "Portugal" })
    .returning();
  if (!admin || !visitor) throw new Error("users missing");
  visitorId = visitor.id;
  adminCookie = await adminSessionCookie(db, admin.id);
  visitorCookie = `formulab_session=${(await createSession(db, visitor.id)).token}`;
  const formulation = await env.DB.prepare("SELECT id FROM formulations ORDER BY slug LIMIT 1").first<{ id: string }>();
  if (!formulation) throw new Error("no formulation");
  await db.insert(userFavorites).values({ userId: visitor.id, formulationId: formulation.id });
});

function post(body: unknown) {
  return call(
    postRoute.action,
    new Request(`${ORIGIN}/api/chat/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify(body),
    }),
  );
}

async function adminSocket(sessionId: string, cookie = adminCookie): Promise<Response> {
  return worker.fetch(
    incoming(
      new Request(`${ORIGIN}/ws?sessionId=${sessionId}&as=admin`, {
        headers: { Upgrade: "websocket", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
      }),
    ),
    env,
  );
}

/** A support socket, opened like the inbox opens it. */
async function connectAdmin(sessionId: string) {
  const res = await adminSocket(sessionId);
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error("no socket");
  ws.accept();
  const frames: unknown[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener("message", (e) => {
    frames.push(JSON.parse(e.data as string));
    for (const w of waiters.splice(0)) w();
  });
  const next = async (type: string) => {
    for (;;) {
      const i = frames.findIndex((f) => (f as { type: string }).type === type);
      if (i >= 0) return frames.splice(i, 1)[0] as { type: string; data: ChatMessage & ChatMessage[] };
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { ws, next };
}

const inbox = async (q = "") => {
  const res = await call(
    inboxRoute.loader,
    new Request(`${ORIGIN}/api/admin/chat/sessions${q ? `?q=${encodeURIComponent(q)}` : ""}`, {
      headers: { Cookie: adminCookie },
    }),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessions: { id: string; status: string; unread: number; visitorName: string }[] })
    .sessions;
};

describe("the HTTP API", () => {
  test("the fallback post reaches the room's live sockets and is in the history the GET returns", async () => {
    const session = roomId();
    const socket = await connect(session);
    const res = await post({ sessionId: session, message: " from http ", senderType: "user", senderName: "Ana" });
    expect(res.status).toBe(201);
    expect((await socket.next("new_message")).data).toMatchObject({ message: "from http", senderType: "user" });

    const history = await call(historyRoute.loader, new Request(`${ORIGIN}/api/chat/messages/${session}`), {
      sessionId: session,
    });
    expect(history.status).toBe(200);
    expect(((await history.json()) as ChatMessage[]).map((m) => m.message)).toEqual(["from http"]);
    socket.ws.close(1000);
  });

  test("bodies are validated like frames: a visitor cannot post as 'admin' or as the team, and nothing is stored", async () => {
    const session = roomId();
    const refused = [
      { sessionId: session, message: "hi", senderType: "admin", senderName: "Ana" },
      { sessionId: session, message: "hi", senderType: "user", senderName: "Support" },
      { sessionId: session, message: "   ", senderType: "user", senderName: "Ana" },
      { sessionId: "chat_123", message: "hi", senderType: "user", senderName: "Ana" },
      { sessionId: session, message: "x".repeat(2001), senderType: "user", senderName: "Ana" },
    ];
    for (const body of refused) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    const bad = await call(historyRoute.loader, new Request(`${ORIGIN}/api/chat/messages/nope`), { sessionId: "nope" });
    expect(bad.status).toBe(400);
    expect(await runInDurableObject(stubOf(session), (room: ChatRoom) => room.history())).toEqual([]);
  });

  test("a message sent again under its clientId is stored once; past the room's limit the fallback answers 429", async () => {
    const session = roomId();
    const clientId = crypto.randomUUID();
    const body = { sessionId: session, message: "queued", senderType: "user", senderName: "Ana", clientId };
    const first = (await (await post(body)).json()) as ChatMessage;
    const again = (await (await post(body)).json()) as ChatMessage;
    expect(again.id).toBe(first.id);
    for (let i = 0; i < 9; i++) {
      expect((await post({ ...body, clientId: undefined, message: `m${i}` })).status).toBe(201);
    }
    const limited = await post({ ...body, clientId: undefined, message: "one too many" });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe(RATE_LIMIT_MESSAGE);
    const history = await runInDurableObject(stubOf(session), (room: ChatRoom) => room.history());
    expect(history.filter((m) => m.message === "queued")).toHaveLength(1);
  });

  test("the availability line comes from the support hours", async () => {
    const res = await call(availabilityRoute.loader, new Request(`${ORIGIN}/api/chat/availability`));
    const body = (await res.json()) as { open: boolean; replyMinutes: number; hours: string };
    expect(body.replyMinutes).toBe(15);
    expect(body.hours).toContain("Mon");
  });
});

describe("support sockets", () => {
  test("only a signed-in administrator may open one", async () => {
    expect((await adminSocket(roomId(), "")).status).toBe(401);
    expect((await adminSocket(roomId(), visitorCookie)).status).toBe(403);
  });

  test("the server makes an answer 'admin' under the administrator's name; the visitor sees it at once", async () => {
    const session = roomId();
    const visitor = await connect(session);
    const admin = await connectAdmin(session);
    visitor.say("Is my serum stable?", "Ana");
    await admin.next("new_message");
    admin.ws.send(
      JSON.stringify({ type: "chat_message", sessionId: session, message: "Yes, at pH 5.5.", senderName: "Bob" }),
    );
    const pushed = await visitor.heard("Yes, at pH 5.5.");
    expect(pushed.data).toMatchObject({ message: "Yes, at pH 5.5.", senderType: "admin", senderName: "Ada Lovelace" });
    admin.ws.close(1000);
    visitor.ws.close(1000);
  });

  test("several administrators in one chat all see the visitor and each other", async () => {
    const session = roomId();
    const visitor = await connect(session);
    const first = await connectAdmin(session);
    const second = await connectAdmin(session);
    visitor.say("Anyone?", "Ana");
    expect((await first.next("new_message")).data.message).toBe("Anyone?");
    expect((await second.next("new_message")).data.message).toBe("Anyone?");
    first.ws.send(JSON.stringify({ type: "chat_message", sessionId: session, message: "I'm on it." }));
    expect((await second.next("new_message")).data).toMatchObject({ message: "I'm on it.", senderType: "admin" });
    first.ws.close(1000);
    second.ws.close(1000);
    visitor.ws.close(1000);
  });

  test("a visitor's socket that claims the admin role in its own headers is still a visitor", async () => {
    const session = roomId();
    const res = await worker.fetch(
      incoming(
        new Request(`${ORIGIN}/ws?sessionId=${session}`, {
          headers: { Upgrade: "websocket", Origin: ORIGIN, "X-Chat-Role": "admin", "X-Chat-Admin-Name": "Boss" },
        }),
      ),
      env,
    );
    const ws = res.webSocket;
    if (!ws) throw new Error("no socket");
    ws.accept();
    const frames: { type: string }[] = [];
    let arrived = () => {};
    ws.addEventListener("message", (e) => {
      frames.push(JSON.parse(e.data as string) as { type: string });
      arrived();
    });
    const nextFrame = async () => {
      while (frames.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
      return frames.shift();
    };
    ws.send(JSON.stringify({ type: "chat_message", sessionId: session, message: "hi", clientId: crypto.randomUUID() }));
    // Without a sender name the visitor frame is refused: it was not read as an admin frame.
    expect(await nextFrame()).toMatchObject({ type: "error", code: "invalid_frame" });
    ws.send(
      JSON.stringify({
        type: "chat_message",
        sessionId: session,
        message: "hi",
        senderType: "user",
        senderName: "Ana",
      }),
    );
    // The room's echo says it is stored.
    expect(await nextFrame()).toMatchObject({ type: "new_message" });
    const history = await runInDurableObject(stubOf(session), (room: ChatRoom) => room.history());
    expect(history.map((m) => m.senderType)).toEqual(["user"]);
    ws.close(1000);
  });
});

describe("nothing lost", () => {
  test("a queued message resent after a reconnect and an eviction is stored once, and acknowledged to its sender", async () => {
    const session = roomId();
    const clientId = crypto.randomUUID();
    const frame = JSON.stringify({
      type: "chat_message",
      sessionId: session,
      message: "sent twice",
      senderType: "user",
      senderName: "Ana",
      clientId,
    });
    const first: ChatClient = await connect(session);
    first.ws.send(frame);
    const stored = await first.next("new_message");
    first.ws.close(1000);
    await evictDurableObject(stubOf(session), { webSockets: "hibernate" });
    const second = await connect(session);
    second.ws.send(frame);
    const ack = await second.next("new_message");
    expect(ack.data.id).toBe(stored.data.id);
    expect(ack.data.clientId).toBe(clientId);
    second.say("and then one more");
    await second.next("new_message");
    const history = await runInDurableObject(stubOf(session), (room: ChatRoom) => room.history());
    expect(history.map((m) => m.message)).toEqual(["sent twice", "and then one more"]);
    second.ws.close(1000);
  });

  test("every message is mirrored to D1 once, even when the mirror runs again", async () => {
    const session = roomId();
    const c = await connect(session);
    c.say("one");
    c.say("two");
    await c.next("new_message");
    await c.next("new_message");
    await mirrored(session);
    // Replay: mark everything unmirrored and copy again.
    await runInDurableObject(stubOf(session), async (room: ChatRoom, state) => {
      state.storage.sql.exec("UPDATE messages SET mirrored = 0");
      await room.mirror();
    });
    const rows = await env.DB.prepare("SELECT message FROM chat_messages WHERE session_id = ? ORDER BY timestamp")
      .bind(session)
      .all<{ message: string }>();
    expect(rows.results.map((r) => r.message)).toEqual(["one", "two"]);
    c.ws.close(1000);
  });
});

describe("the support inbox", () => {
  test("statuses, unread counts and search follow the conversation", async () => {
    const session = roomId();
    const visitor = await connect(session);
    visitor.say("Looking for a preservative-free cream", "Quentin Quasar");
    await visitor.next("new_message");
    visitor.say("for sensitive skin", "Quentin Quasar");
    await visitor.next("new_message");
    await mirrored(session);
    const row = () => inbox("quasar").then((list) => list.find((s) => s.id === session));
    expect(await row()).toMatchObject({ status: "open", unread: 2, visitorName: "Quentin Quasar" });
    expect((await inbox("preservative-free")).some((s) => s.id === session)).toBe(true);
    expect((await inbox("no such words here")).some((s) => s.id === session)).toBe(false);

    const reply = await call(
      chatSessionRoute.action,
      new Request(`${ORIGIN}/api/admin/chat/sessions/${session}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: adminCookie, Origin: ORIGIN },
        body: JSON.stringify({ message: "We have two. Which texture?", senderType: "user" }),
      }),
      { sessionId: session },
    );
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ senderType: "admin", senderName: "Ada Lovelace" });
    await mirrored(session);
    expect(await row()).toMatchObject({ status: "answered", unread: 0 });

    visitor.say("Light, please", "Quentin Quasar");
    // Mirror only once the room has stored it: the frame may still be on its way.
    await visitor.heard("Light, please");
    await mirrored(session);
    expect(await row()).toMatchObject({ status: "waiting", unread: 1 });

    const closed = await call(
      statusRoute.action,
      new Request(`${ORIGIN}/api/admin/chat/sessions/${session}/status`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: adminCookie, Origin: ORIGIN },
        body: JSON.stringify({ closed: true }),
      }),
      { sessionId: session },
    );
    expect(closed.status).toBe(200);
    expect((await row())?.status).toBe("closed");
    visitor.ws.close(1000);
  });

  test("a search as long as the box allows answers (D1 refuses LIKE patterns over 50 bytes), and its text is literal", async () => {
    const session = roomId();
    const visitor = await connect(session);
    const long = `100% natural_waxes, ${"and a long question about emulsifiers ".repeat(3)}`.slice(0, CHAT_SEARCH_MAX);
    expect(long).toHaveLength(CHAT_SEARCH_MAX);
    visitor.say(`Hello: ${long}!`, "Lena Longform");
    await visitor.heard(`Hello: ${long}!`);
    await mirrored(session);
    expect((await inbox(long)).some((s) => s.id === session)).toBe(true);
    expect((await inbox(long.toUpperCase())).some((s) => s.id === session)).toBe(true);
    // "%" and "_" are the characters typed, not wildcards.
    expect((await inbox("100% natural_waxes")).some((s) => s.id === session)).toBe(true);
    expect((await inbox("100%_natural")).some((s) => s.id === session)).toBe(false);
    visitor.ws.close(1000);
  });

  test("a reported page that is not a path on this site is refused, and none is ever shown as a link", async () => {
    const session = roomId();
    const visitor = await connect(session);
    for (const page of ["//evil.example/x", "/.//evil.example/x", "/\\evil.example", "https://evil.example/x"]) {
      visitor.ws.send(JSON.stringify({ type: "join_session", sessionId: session, page }));
      expect(await visitor.next("error"), page).toMatchObject({ code: "invalid_frame", message: CHAT_PAGE_MESSAGE });
    }
    // A same-site path is kept as the redirect rule normalises it.
    visitor.ws.send(JSON.stringify({ type: "join_session", sessionId: session, page: "/a/../about" }));
    await visitor.next("history");
    visitor.say("Is this page right?", "Paula");
    await visitor.heard("Is this page right?");
    await mirrored(session);
    const open = async (id: string) => {
      const res = await call(
        chatSessionRoute.loader,
        new Request(`${ORIGIN}/api/admin/chat/sessions/${id}`, { headers: { Cookie: adminCookie } }),
        { sessionId: id },
      );
      return ((await res.json()) as { context: { page: string | null } }).context.page;
    };
    expect(await open(session)).toBe("/about");
    visitor.ws.close(1000);
    // A page stored before the room checked it reaches the inbox as no page at all.
    const older = roomId();
    await env.DB.prepare("INSERT INTO chat_sessions (id, page, created_at) VALUES (?, ?, ?)")
      .bind(older, "//evil.example/x", Date.now())
      .run();
    expect(await open(older)).toBeNull();
  });

  test("opening a chat shows its history and the signed-in visitor's page, account and favourites", async () => {
    const session = roomId();
    const res = await worker.fetch(
      incoming(
        new Request(`${ORIGIN}/ws?sessionId=${session}`, {
          headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: visitorCookie },
        }),
      ),
      env,
    );
    const ws = res.webSocket;
    if (!ws) throw new Error("no socket");
    ws.accept();
    const frames: string[] = [];
    const arrived = new Promise<void>((resolve) =>
      ws.addEventListener("message", (e) => {
        frames.push(e.data as string);
        if (frames.length === 2) resolve();
      }),
    );
    ws.send(JSON.stringify({ type: "join_session", sessionId: session, page: "/formulation/gentle-cream" }));
    ws.send(
      JSON.stringify({
        type: "chat_message",
        sessionId: session,
        message: "About this one",
        senderType: "user",
        senderName: "Vera",
      }),
    );
    await arrived;
    await mirrored(session);
    const opened = await call(
      chatSessionRoute.loader,
      new Request(`${ORIGIN}/api/admin/chat/sessions/${session}`, { headers: { Cookie: adminCookie } }),
      { sessionId: session },
    );
    expect(opened.status).toBe(200);
    const body = (await opened.json()) as {
      messages: ChatMessage[];
      context: { page: string; account: { email: string; country: string } | null; favorites: unknown[] };
    };
    expect(body.messages.map((m) => m.message)).toEqual(["About this one"]);
    expect(body.context.page).toBe("/formulation/gentle-cream");
    expect(body.context.account).toMatchObject({ email: "vera@chat.test", country: "Portugal" });
    expect(body.context.favorites).toHaveLength(1);
    expect(visitorId).toBeTruthy();

    const plain = await call(
      chatSessionRoute.loader,
      new Request(`${ORIGIN}/api/admin/chat/sessions/${session}`, { headers: { Cookie: visitorCookie } }),
      { sessionId: session },
    );
    expect(plain.status).toBe(403);
    ws.close(1000);
  });
});
