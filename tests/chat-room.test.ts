import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { expect, test } from "vitest";
import type { ChatRoom } from "../workers/chat-room";
import { connect, incoming, roomId, upgrade } from "./chat-client";
import worker from "./worker-entry";

const history = (sessionId: string) =>
  runInDurableObject(env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(sessionId)), (room: ChatRoom) => room.history());

test("a chat message is stored and pushed to every socket of the session", async () => {
  const session = roomId();
  const alice = await connect(session);
  const bob = await connect(session);
  alice.ws.send(JSON.stringify({ type: "join_session", sessionId: session }));
  expect(await alice.next("history")).toEqual({ type: "history", data: [] });

  alice.say("  Hello lab  ");
  const pushed = await bob.next("new_message");
  expect(pushed.data).toMatchObject({
    message: "Hello lab",
    senderName: "Ana",
    senderType: "user",
    sessionId: session,
  });
  alice.ws.close(1000);
  bob.ws.close(1000);
});

test("invalid frames get an error frame and store nothing", async () => {
  const session = roomId();
  const c = await connect(session);
  c.ws.send("not json");
  expect(await c.next("error")).toMatchObject({ type: "error", message: "Frames must be JSON" });
  c.say("   ", "A");
  expect(await c.next("error")).toMatchObject({ type: "error", message: "Message is empty" });
  expect(await history(session)).toEqual([]);
  c.ws.close(1000);
});

test("history and sockets survive hibernation", async () => {
  const sessionId = roomId();
  const c = await connect(sessionId);
  c.say("before");
  await c.next("new_message");
  const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(sessionId));
  await evictDurableObject(stub, { webSockets: "hibernate" });
  c.say("after");
  await c.next("new_message");
  const messages = await history(sessionId);
  expect(messages.map((m) => m.message)).toEqual(["before", "after"]);
  expect(Date.parse(messages[1]?.timestamp ?? "")).toBeGreaterThan(Date.parse(messages[0]?.timestamp ?? ""));
  c.ws.close(1000);
});

test("the socket route rejects requests without an upgrade or a valid session id", async () => {
  const plain = await worker.fetch(incoming(new Request(`http://localhost/ws?sessionId=${roomId()}`)), env);
  expect(plain.status).toBe(426);
  expect((await upgrade("x")).status).toBe(400);
});
