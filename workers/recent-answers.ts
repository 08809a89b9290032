/**
 * The edge cache's nearest layer: the answers this isolate stored or fetched from the zone cache
 * most recently, kept in memory as the bytes between their nonces (ADR 0038). A replay joins them
 * around the current response's nonce, so it costs a map lookup and a copy: no trip to the zone
 * cache and no HTML parse. Keys carry the build and content versions (edge-cache.ts), so an entry
 * is never stale, only unreachable, and the least recently used leave first.
 */

/** Whole pages are 30–50 KB: this keeps every category page and hundreds of formulations. */
export const RECENT_ANSWERS_BYTES = 16 * 1024 * 1024;
/** A larger answer (a long API list) would crowd out many pages; the zone cache keeps it. */
const LARGEST_KEPT = 1024 * 1024;

export type KeptAnswer = {
  status: number;
  headers: [string, string][];
  /** The body, cut wherever the stored render's nonce attribute was. */
  parts: Uint8Array[];
  bytes: number;
};

const kept = new Map<string, KeptAnswer>();
let keptBytes = 0;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function nonceAttribute(nonce: string): string {
  return `nonce="${nonce}"`;
}

/**
 * An answer as it is kept. `nonce` is the one it was rendered with (HTML only): only that exact
 * attribute is replaced on a replay. It is 128 random bits chosen after the content was written,
 * so page content cannot carry it, and a `nonce` planted in content is never upgraded.
 */
export function keepable(status: number, headers: Headers, body: Uint8Array, nonce: string | null): KeptAnswer {
  const isHtml = (headers.get("Content-Type") ?? "").includes("text/html");
  const parts =
    isHtml && nonce
      ? decoder
          .decode(body)
          .split(nonceAttribute(nonce))
          .map((text) => encoder.encode(text))
      : [body];
  return { status, headers: [...headers], parts, bytes: body.byteLength };
}

export function rememberAnswer(key: string, answer: KeptAnswer) {
  if (answer.bytes > LARGEST_KEPT) return;
  forget(key);
  kept.set(key, answer);
  keptBytes += answer.bytes;
  // Map order is insertion order: the first key is the least recently used.
  for (const oldest of kept.keys()) {
    if (keptBytes <= RECENT_ANSWERS_BYTES) break;
    forget(oldest);
  }
}

export function recallAnswer(key: string): KeptAnswer | undefined {
  const answer = kept.get(key);
  if (!answer) return undefined;
  kept.delete(key);
  kept.set(key, answer);
  return answer;
}

/** The answer as a response whose nonce attributes carry `nonce`. */
export function replay(answer: KeptAnswer, nonce: string): Response {
  const joint = encoder.encode(nonceAttribute(nonce));
  const length = answer.parts.reduce((sum, part) => sum + part.byteLength, 0);
  const body = new Uint8Array(length + joint.byteLength * (answer.parts.length - 1));
  let at = 0;
  answer.parts.forEach((part, index) => {
    if (index > 0) {
      body.set(joint, at);
      at += joint.byteLength;
    }
    body.set(part, at);
    at += part.byteLength;
  });
  return new Response(body, { status: answer.status, headers: answer.headers });
}

function forget(key: string) {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  keptBytes -= entry.bytes;
}

/** Forgets everything (tests: each starts as a fresh isolate would). */
export function forgetRecentAnswers() {
  kept.clear();
  keptBytes = 0;
}
