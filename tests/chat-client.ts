/** A chat socket opened through the worker's /ws route, as the widget opens it (same-origin handshake). */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { ServerFrame } from "../app/features/chat/chat-protocol";
import worker from "./worker-entry";

export const ORIGIN = "http://localhost";

/** Requests made in tests carry no edge `cf` data; the handler does not read it. */
export const incoming = (request: Request) => request as Parameters<typeof worker.fetch>[0];

/** A fresh room id with 128 random bits (the format the widget makes). */
export function roomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `chat_${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export function upgrade(sessionId: string, headers: Record<string, string> = { Origin: ORIGIN }): Promise<Response> {
  return worker.fetch(
    incoming(
      new Request(`${ORIGIN}/ws?sessionId=${encodeURIComponent(sessionId)}`, {
        headers: { Upgrade: "websocket", ...headers },
      }),
    ),
    env,
  );
}

export type ChatClient = Awaited<ReturnType<typeof connect>>;

export async function connect(sessionId: string) {
  const res = await upgrade(sessionId);
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error("no socket");
  ws.accept();
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  let closed: { code: number; reason: string } | undefined;
  ws.addEventListener("message", (e) => {
    frames.push(JSON.parse(e.data as string) as ServerFrame);
    wake();
  });
  ws.addEventListener("close", (e) => {
    closed = { code: e.code, reason: e.reason };
    wake();
  });
  const next = async <T extends ServerFrame["type"]>(type: T) => {
    for (;;) {
      const i = frames.findIndex((f) => f.type === type);
      if (i >= 0) return frames.splice(i, 1)[0] as Extract<ServerFrame, { type: T }>;
      if (closed) throw new Error(`socket closed (${closed.code}) while waiting for ${type}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  /** The room's echo of one message: the frame that says it is stored (others are skipped). */
  const heard = async (message: string) => {
    for (;;) {
      const frame = await next("new_message");
      if (frame.data.message === message) return frame;
    }
  };
  /** Resolves with the close the server sent. */
  const closedBy = async () => {
    while (!closed) await new Promise<void>((resolve) => waiters.push(resolve));
    return closed;
  };
  const say = (message: string, senderName = "Ana", session = sessionId) =>
    ws.send(JSON.stringify({ type: "chat_message", sessionId: session, message, senderType: "user", senderName }));
  return { ws, next, heard, closedBy, say, frames };
}
