import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { expect, test } from "vitest";
import type { ServerFrame } from "../app/lib/chat-protocol";
import type { ChatRoom } from "../workers/chat-room";
import worker from "./worker-entry";

const SESSION = "chat_test_session_1";

/** Requests made in tests carry no edge `cf` data; the handler does not read it. */
const incoming = (request: Request) => request as Parameters<typeof worker.fetch>[0];

async function connect(sessionId = SESSION) {
  const res = await worker.fetch(
    incoming(new Request(`http://localhost/ws?sessionId=${sessionId}`, { headers: { Upgrade: "websocket" } })),
    env,
  );
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error("no socket");
  ws.accept();
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener("message", (e) => {
    frames.push(JSON.parse(e.data as string) as ServerFrame);
    for (const w of waiters.splice(0)) w();
  });
  const next = async (type: ServerFrame["type"]) => {
    for (;;) {
      const i = frames.findIndex((f) => f.type === type);
      if (i >= 0) return frames.splice(i, 1)[0] as ServerFrame;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { ws, next };
}

test("a chat message is stored and pushed to every socket of the session", async () => {
  const alice = await connect();
  const bob = await connect();
  alice.ws.send(JSON.stringify({ type: "join_session", sessionId: SESSION }));
  expect(await alice.next("history")).toEqual({ type: "history", data: [] });

  alice.ws.send(
    JSON.stringify({
      type: "chat_message",
      sessionId: SESSION,
      message: "  Hello lab  ",
      senderType: "user",
      senderName: "Ana",
    }),
  );
  const pushed = await bob.next("new_message");
  expect(pushed.type === "new_message" && pushed.data).toMatchObject({
    message: "Hello lab",
    senderName: "Ana",
    senderType: "user",
    sessionId: SESSION,
  });
  alice.ws.close(1000);
  bob.ws.close(1000);
});

test("invalid frames get an error frame and store nothing", async () => {
  const c = await connect("chat_test_session_2");
  c.ws.send("not json");
  expect(await c.next("error")).toEqual({ type: "error", message: "Frames must be JSON" });
  c.ws.send(
    JSON.stringify({
      type: "chat_message",
      sessionId: "chat_test_session_2",
      message: "   ",
      senderType: "user",
      senderName: "A",
    }),
  );
  expect(await c.next("error")).toEqual({ type: "error", message: "Message is empty" });
  const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName("chat_test_session_2"));
  expect(await runInDurableObject(stub, (room: ChatRoom) => room.history())).toEqual([]);
  c.ws.close(1000);
});

test("history and sockets survive hibernation", async () => {
  const sessionId = "chat_test_session_3";
  const c = await connect(sessionId);
  c.ws.send(
    JSON.stringify({ type: "chat_message", sessionId, message: "before", senderType: "user", senderName: "Ana" }),
  );
  await c.next("new_message");
  const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(sessionId));
  await evictDurableObject(stub, { webSockets: "hibernate" });
  c.ws.send(
    JSON.stringify({ type: "chat_message", sessionId, message: "after", senderType: "user", senderName: "Ana" }),
  );
  await c.next("new_message");
  const history = await runInDurableObject(stub, (room: ChatRoom) => room.history());
  expect(history.map((m) => m.message)).toEqual(["before", "after"]);
  expect(Date.parse(history[1]?.timestamp ?? "")).toBeGreaterThan(Date.parse(history[0]?.timestamp ?? ""));
  c.ws.close(1000);
});

test("the socket route rejects requests without an upgrade or a valid session id", async () => {
  const plain = await worker.fetch(incoming(new Request("http://localhost/ws?sessionId=chat_test_session_1")), env);
  expect(plain.status).toBe(426);
  const bad = await worker.fetch(
    incoming(new Request("http://localhost/ws?sessionId=x", { headers: { Upgrade: "websocket" } })),
    env,
  );
  expect(bad.status).toBe(400);
});
