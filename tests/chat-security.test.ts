/**
 * Chat hardening (security issue, item 10; ADR 0022): unguessable room ids, same-origin handshakes,
 * frames bound to their room, a per-socket rate limit, reserved sender names, bounded frames and
 * any close code handled. Each test is a finding of the assessment.
 */
import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { CHAT_MESSAGE_MAX, RATE_LIMIT_MESSAGE, RESERVED_NAME_MESSAGE } from "../app/features/chat/chat-protocol";
import { MISDIRECTED_MESSAGE } from "../app/server/origin.server";
import type { ChatRoom } from "../workers/chat-room";
import { isOwnOrigin } from "../workers/websocket";
import { connect, incoming, ORIGIN, roomId, upgrade } from "./chat-client";
import worker from "./worker-entry";

const stubOf = (sessionId: string) => env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(sessionId));
const history = (sessionId: string) => runInDurableObject(stubOf(sessionId), (room: ChatRoom) => room.history());

describe("room ids", () => {
  test("guessable ids (a timestamp and a few random characters) are refused", async () => {
    for (const id of [
      "chat_1732441234567_k3j9x0ab",
      "chat_test_session_1",
      "chat_0123456789abcdef",
      `chat_${"a".repeat(31)}`,
    ]) {
      expect((await upgrade(id)).status, id).toBe(400);
    }
    expect((await upgrade(roomId())).status).toBe(101);
  });
});

describe("the handshake's Origin", () => {
  test("a socket is opened only from the site's own pages", async () => {
    expect((await upgrade(roomId(), {})).status).toBe(403);
    expect((await upgrade(roomId(), { Origin: "http://evil.example" })).status).toBe(403);
    expect((await upgrade(roomId(), { Origin: "null" })).status).toBe(403);
    expect((await upgrade(roomId(), { Origin: "http://localhost.evil.example" })).status).toBe(403);
    expect((await upgrade(roomId(), { Origin: ORIGIN })).status).toBe(101);
  });

  test("the socket meets the loopback Host rule of every other route (ADR 0020)", async () => {
    // A page on another site whose name resolves to 127.0.0.1 sends its own Host and Origin.
    const open = (origin: string) =>
      worker.fetch(
        incoming(
          new Request(`${origin}/ws?sessionId=${roomId()}`, { headers: { Upgrade: "websocket", Origin: origin } }),
        ),
        env,
      );
    for (const foreign of ["http://evil.example", "http://localhost.evil.example", "http://192.168.1.20:8787"]) {
      const res = await open(foreign);
      expect(res.status, foreign).toBe(421);
      expect(await res.text()).toBe(MISDIRECTED_MESSAGE);
    }
    for (const local of ["http://localhost:8787", "http://127.0.0.1:8787", "http://[::1]:8787"]) {
      const res = await open(local);
      expect(res.status, local).toBe(101);
      res.webSocket?.accept();
      res.webSocket?.close(1000);
    }
  });

  test("the configured public origin is the site's own too", () => {
    const request = (origin: string) => new Request("http://127.0.0.1:8787/ws", { headers: { Origin: origin } });
    expect(isOwnOrigin(request("https://formulab.app"), "https://formulab.app")).toBe(true);
    expect(isOwnOrigin(request("http://127.0.0.1:8787"), "https://formulab.app")).toBe(true);
    expect(isOwnOrigin(request("https://formulab.app.evil.example"), "https://formulab.app")).toBe(false);
    expect(isOwnOrigin(request("https://formulab.app"), "")).toBe(false);
  });
});

describe("frames belong to their room", () => {
  test("a message naming another session is refused and stored nowhere", async () => {
    const mine = roomId();
    const theirs = roomId();
    const c = await connect(mine);
    c.say("planted", "Ana", theirs);
    expect(await c.next("error")).toMatchObject({ code: "wrong_session" });
    c.ws.send(JSON.stringify({ type: "join_session", sessionId: theirs }));
    expect(await c.next("error")).toMatchObject({ code: "wrong_session" });
    expect(await history(mine)).toEqual([]);
    expect(await history(theirs)).toEqual([]);
    c.ws.close(1000);
  });

  test("the Durable Object refuses a socket for a session that is not its own", async () => {
    const res = await stubOf(roomId()).fetch(`${ORIGIN}/ws?sessionId=${roomId()}`, {
      headers: { Upgrade: "websocket" },
    });
    expect(res.status).toBe(400);
  });
});

describe("rate limit", () => {
  test("ten messages in ten seconds pass; then error frames; a sender who keeps going is closed with 1008", async () => {
    const session = roomId();
    const c = await connect(session);
    for (let i = 0; i < 16; i++) c.say(`message ${i}`);
    for (let i = 0; i < 10; i++) await c.next("new_message");
    for (let i = 0; i < 5; i++)
      expect(await c.next("error")).toEqual({ type: "error", code: "rate_limited", message: RATE_LIMIT_MESSAGE });
    expect((await c.closedBy()).code).toBe(1008);
    expect((await history(session)).length).toBe(10);
  });

  test("the window survives hibernation", async () => {
    const session = roomId();
    const c = await connect(session);
    for (let i = 0; i < 10; i++) c.say(`message ${i}`);
    for (let i = 0; i < 10; i++) await c.next("new_message");
    await evictDurableObject(stubOf(session), { webSockets: "hibernate" });
    c.say("one too many");
    expect(await c.next("error")).toMatchObject({ code: "rate_limited" });
    expect((await history(session)).length).toBe(10);
    c.ws.close(1000);
  });
});

describe("sender names", () => {
  const reserved = [
    "Support",
    "  support ",
    "SUPPORT",
    "Formulab",
    "Formulab Team",
    "formulab   team",
    "Formulab Experts",
    "Admin",
    "ADMINISTRATOR",
    "\u0405upport", // Cyrillic capital dze
    "\u0410dmin", // Cyrillic capital a
    "\uff33\uff55\uff50\uff50\uff4f\uff52\uff54", // full-width
    "Supp0rt",
    "S.u.p.p.o.r.t",
    "Su\u200bpport", // zero-width space
    "F\u043ermulab", // Cyrillic o
    // Issue 30: digits for letters, a role with a qualifier, and Cyrillic or Armenian look-alikes.
    "Adm1n",
    "Support Agent",
    "Customer Support Team",
    "\u0455u\u0440\u0440\u043er\u0442", // Cyrillic ѕ, р, р, о, т
    "\u054f\u057dpp\u0585rt", // Armenian Տ, ս, օ
    "@dm!n",
  ];
  test.each(reserved)("a visitor cannot call themselves %j", async (name) => {
    const session = roomId();
    const c = await connect(session);
    c.say("Hello, this is the team", name);
    expect(await c.next("error")).toEqual({ type: "error", code: "reserved_name", message: RESERVED_NAME_MESSAGE });
    expect(await history(session)).toEqual([]);
    c.ws.close(1000);
  });

  test("ordinary names are kept as typed", async () => {
    const session = roomId();
    const c = await connect(session);
    for (const name of ["Ana", "Zoë Adminton", "李雷", "Sam from Support Street"]) {
      c.say("hi", name);
      expect((await c.next("new_message")).data.senderName).toBe(name);
    }
    c.ws.close(1000);
  });
});

describe("frame size", () => {
  test("an oversized frame is refused with an error frame and the socket keeps working", async () => {
    const session = roomId();
    const c = await connect(session);
    c.say("x".repeat(100_000));
    expect(await c.next("error")).toMatchObject({ code: "frame_too_large" });
    c.ws.send(new TextEncoder().encode(JSON.stringify({ pad: "y".repeat(50_000) })));
    expect(await c.next("error")).toMatchObject({ code: "frame_too_large" });
    c.ws.send("z".repeat(2_000_000));
    expect(await c.next("error")).toMatchObject({ code: "frame_too_large" });
    // The longest message, in characters that take four bytes each, still fits.
    const longest = "\u{1f600}".repeat(CHAT_MESSAGE_MAX / 2);
    c.say(longest);
    expect((await c.next("new_message")).data.message).toBe(longest);
    expect((await history(session)).length).toBe(1);
    c.ws.close(1000);
  });
});

describe("close codes", () => {
  test.each([undefined, 1000, 1001, 3000, 4000, 4999])(
    "a client closing with %s leaves the room working",
    async (code) => {
      const session = roomId();
      const c = await connect(session);
      c.ws.close(code);
      const again = await connect(session);
      again.say("still here");
      expect((await again.next("new_message")).data.message).toBe("still here");
      again.ws.close(1000);
    },
  );

  test.each([999, 1004, 1005, 1006, 1015, 2999, 5000, 65535, -1, 1000.5, Number.NaN])(
    "the close handler answers code %s without throwing",
    async (code) => {
      const session = roomId();
      const c = await connect(session);
      await runInDurableObject(stubOf(session), async (room: ChatRoom, state) => {
        const [ws] = state.getWebSockets();
        if (!ws) throw new Error("no server socket");
        await room.webSocketClose(ws, code, "", false);
        await room.webSocketClose(ws, code, "", false);
        await room.webSocketError(ws, new Error("boom"));
      });
      const closed = await c.closedBy();
      expect(closed.code).toBe(1000);
    },
  );
});
