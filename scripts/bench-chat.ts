/**
 * `npm run bench:chat` (also the last part of `npm run bench`): the live chat under load against
 * the local production server — 200 visitor sockets across 20 sessions (10 per room) plus 5 support
 * sockets (one in each of the first 5 rooms), every socket posting a message every 2 s for 30 s.
 *
 * Reports, for every message, the delivery latency from the sender's send to each other socket
 * of its room (p50/p99), messages sent vs deliveries expected vs received (lost must be 0), error
 * frames, refused handshakes and unexpected closes, and finally the D1 mirror: every message must
 * be in chat_messages exactly once (ADR 0032). Each socket stays inside the room's rate limit
 * (10 frames per 10 s), so every message is one the room must deliver.
 */
import { adminCookie, openDatabase } from "./lib/bench-db";
import { run } from "./lib/proc";
import { startProductionServer } from "./lib/server";

const PORT = Number(process.env.BENCH_CHAT_PORT ?? 8796);
const STATE = "bench-chat-state";
const SESSIONS = 20;
const VISITORS_PER_SESSION = 10;
const ADMINS = 5;
const DURATION_MS = Number(process.env.BENCH_CHAT_SECONDS ?? 30) * 1000;
const INTERVAL_MS = 2000;
/** After the last send, how long deliveries may still arrive. */
const DRAIN_MS = 5000;

type Sent = { at: number; room: number; expected: number; received: number };
type Frame = { type: string; data?: { clientId?: string | null }; code?: string };

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function roomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `chat_${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

if (!process.env.BENCH_SKIP_BUILD) {
  console.log("▶ building the production bundle");
  run("react-router", ["build"], { quiet: true });
}
const server = await startProductionServer(PORT, STATE);
const db = openDatabase(STATE);
const wsOrigin = server.origin.replace(/^http/, "ws");
const rooms = Array.from({ length: SESSIONS }, roomId);
const sent = new Map<string, Sent>();
const latencies: number[] = [];
const counts = { errorFrames: 0, refusedHandshakes: 0, unexpectedCloses: 0, duplicates: 0 };
let stopping = false;

type Client = { ws: WebSocket; room: number; admin: boolean; seen: Set<string> };

function open(room: number, admin: boolean, cookie?: string): Promise<Client> {
  const url = `${wsOrigin}/ws?sessionId=${rooms[room]}${admin ? "&as=admin" : ""}`;
  const headers: Record<string, string> = { Origin: server.origin, ...(cookie ? { Cookie: cookie } : {}) };
  // Node's WebSocket (undici) takes handshake headers in its init object.
  const ws = new WebSocket(url, { headers } as unknown as string[]);
  const client: Client = { ws, room, admin, seen: new Set() };
  return new Promise((resolve, reject) => {
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "join_session", sessionId: rooms[room] }));
      resolve(client);
    };
    ws.onerror = () => {
      counts.refusedHandshakes++;
      reject(new Error(`socket to room ${room} failed`));
    };
    ws.onclose = () => {
      if (!stopping) counts.unexpectedCloses++;
    };
    ws.onmessage = (event) => {
      const now = performance.now();
      const frame = JSON.parse(String(event.data)) as Frame;
      if (frame.type === "error") counts.errorFrames++;
      const id = frame.type === "new_message" ? frame.data?.clientId : undefined;
      if (!id) return;
      if (client.seen.has(id)) {
        counts.duplicates++;
        return;
      }
      client.seen.add(id);
      const message = sent.get(id);
      if (!message) return;
      message.received++;
      latencies.push(now - message.at);
    };
  });
}

try {
  const cookies = Array.from({ length: ADMINS }, (_, i) => adminCookie(db, `Admin${i}`));
  const clients: Client[] = [];
  // Open in batches so the handshakes themselves are not the thing measured.
  for (let room = 0; room < SESSIONS; room++) {
    clients.push(...(await Promise.all(Array.from({ length: VISITORS_PER_SESSION }, () => open(room, false)))));
  }
  for (let i = 0; i < ADMINS; i++) clients.push(await open(i, true, cookies[i]));
  const roomSize = (room: number) => clients.filter((c) => c.room === room).length;
  console.log(
    `▶ ${clients.length} sockets open (${SESSIONS} sessions, ${ADMINS} support); sending for ${DURATION_MS / 1000} s`,
  );
  await new Promise((r) => setTimeout(r, 1000));

  const started = performance.now();
  const timers = clients.map((client, n) => {
    // Spread the senders over the interval so the load is steady, not a burst every 2 s.
    const post = () => {
      if (performance.now() - started > DURATION_MS) return;
      const clientId = crypto.randomUUID();
      const frame = client.admin
        ? { type: "chat_message", sessionId: rooms[client.room], message: `answer ${clientId}`, clientId }
        : {
            type: "chat_message",
            sessionId: rooms[client.room],
            message: `question ${clientId}`,
            senderType: "user",
            senderName: `Visitor ${n}`,
            clientId,
          };
      sent.set(clientId, { at: performance.now(), room: client.room, expected: roomSize(client.room), received: 0 });
      client.ws.send(JSON.stringify(frame));
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        post();
        interval = setInterval(post, INTERVAL_MS);
      },
      (n * INTERVAL_MS) / clients.length,
    );
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  });
  await new Promise((r) => setTimeout(r, DURATION_MS));
  for (const stop of timers) stop();
  await new Promise((r) => setTimeout(r, DRAIN_MS));
  stopping = true;
  for (const c of clients) c.ws.close(1000);

  const messages = [...sent.values()];
  const expected = messages.reduce((n, m) => n + m.expected, 0);
  const received = messages.reduce((n, m) => n + m.received, 0);
  const incomplete = messages.filter((m) => m.received < m.expected).length;
  latencies.sort((a, b) => a - b);
  const seconds = DURATION_MS / 1000;

  // The D1 mirror: every message sent is in chat_messages once (the mirror may trail by a moment).
  const placeholders = rooms.map(() => "?").join(",");
  const mirroredCount = () =>
    (
      db.prepare(`SELECT count(*) AS n FROM chat_messages WHERE session_id IN (${placeholders})`).get(...rooms) as {
        n: number;
      }
    ).n;
  const deadline = Date.now() + 15_000;
  while (mirroredCount() < messages.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  const mirrored = mirroredCount();
  const distinct = (
    db
      .prepare(`SELECT count(DISTINCT id) AS n FROM chat_messages WHERE session_id IN (${placeholders})`)
      .get(...rooms) as {
      n: number;
    }
  ).n;

  console.log(`\n▶ chat under load: ${clients.length} sockets, ${SESSIONS} sessions, ${seconds} s`);
  console.log(`  messages sent            ${messages.length} (${(messages.length / seconds).toFixed(1)}/s)`);
  console.log(`  deliveries expected      ${expected}`);
  console.log(`  deliveries received      ${received} (${(received / seconds).toFixed(0)}/s)`);
  console.log(`  lost                     ${expected - received} (messages not seen by every socket: ${incomplete})`);
  console.log(`  duplicates               ${counts.duplicates}`);
  console.log(`  delivery latency p50     ${percentile(latencies, 50).toFixed(1)} ms`);
  console.log(`  delivery latency p99     ${percentile(latencies, 99).toFixed(1)} ms`);
  console.log(`  delivery latency max     ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms`);
  console.log(
    `  errors                   ${counts.errorFrames} error frames, ${counts.refusedHandshakes} refused handshakes, ${counts.unexpectedCloses} unexpected closes`,
  );
  console.log(`  D1 mirror                ${mirrored} rows for ${messages.length} messages (${distinct} distinct ids)`);
  const ok =
    expected === received &&
    counts.errorFrames === 0 &&
    counts.refusedHandshakes === 0 &&
    counts.unexpectedCloses === 0 &&
    counts.duplicates === 0 &&
    mirrored === messages.length;
  console.log(ok ? "  ✓ nothing lost" : "  ✗ something was lost or refused (see above)");
  if (!ok) process.exitCode = 1;
} finally {
  db.close();
  server.stop();
}
