/**
 * Security headers on every response the worker sends (pages, `.data`, API, errors, refusals);
 * the static assets the asset layer serves get theirs from public/_headers. ADR 0020 explains
 * each choice. Invariants:
 * - HTML has a nonce-based Content-Security-Policy: no 'unsafe-inline' script, a fresh nonce per
 *   response (the edge cache rewrites a stored page's nonce, see edge-cache.ts).
 * - Anything that is not HTML gets `default-src 'none'` (a JSON body can never run as a page).
 * - Personalised answers (a session cookie, a cookie being set, a non-public route, a page that is
 *   not edge-cacheable, and their `.data`) are `Cache-Control: no-store`.
 */
import type { RoutePolicy } from "../app/lib/route-policy";
import { hasSessionCookie } from "./edge-cache";

export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

const NONCE_BYTES = 16;
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** Random bytes drawn 64 nonces at a time: one call into the runtime's CSPRNG instead of one per response. */
const pool = new Uint8Array(NONCE_BYTES * 64);
let drawn = pool.length;

/** 128 random bits, base64: a fresh one for every response (no bytes are ever used twice). */
export function newNonce(): string {
  if (drawn === pool.length) {
    crypto.getRandomValues(pool);
    drawn = 0;
  }
  const end = drawn + NONCE_BYTES;
  let out = "";
  for (let i = drawn; i < end; i += 3) {
    // Only this nonce's bytes: past its end a group is padded with zeros and "=".
    const triple =
      ((pool[i] ?? 0) << 16) | (i + 1 < end ? (pool[i + 1] ?? 0) << 8 : 0) | (i + 2 < end ? (pool[i + 2] ?? 0) : 0);
    out += BASE64.charAt(triple >> 18) + BASE64.charAt((triple >> 12) & 63);
    out += i + 1 < end ? BASE64.charAt((triple >> 6) & 63) : "=";
    out += i + 2 < end ? BASE64.charAt(triple & 63) : "=";
  }
  drawn += NONCE_BYTES;
  return out;
}

export type CspOptions = {
  nonce: string;
  /** The page's own URL: the chat socket connects to its host (ws: on http, wss: on https). */
  url: URL;
  /** Turnstile is configured: its script and challenge frame come from challenges.cloudflare.com. */
  turnstile: boolean;
};

export function htmlCsp({ nonce, url, turnstile }: CspOptions): string {
  const socket = `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${turnstile ? ` ${TURNSTILE_ORIGIN}` : ""}`,
    // React's `style={…}` attributes (progress bars, the tour, the logo size) need inline styles.
    "style-src 'self' 'unsafe-inline'",
    // Uploaded report logos are shown as data: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // 'self' covers same-origin ws:/wss: in CSP Level 3; older Safari needs the socket named.
    `connect-src 'self' ${socket}`,
    turnstile ? `frame-src ${TURNSTILE_ORIGIN}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (url.protocol === "https:") directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** For everything that is not a page: nothing may load, nothing may frame it. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()";

/** Single-fetch `.data` requests and documents: the page routes (everything outside /api). */
function isPageRequest(url: URL): boolean {
  return !url.pathname.startsWith("/api/");
}

/** Whether the answer is about one visitor and must not be kept by any cache (ADR 0020). */
export function isPersonal(request: Request, response: Response, policy: RoutePolicy | undefined): boolean {
  if (response.headers.has("Set-Cookie")) return true;
  // A public route's answer marked immutable (an uploaded image: a new image always gets a new
  // key) is the same for every visitor, with or without a session cookie (ADR 0026).
  if (policy?.access === "public" && /\bimmutable\b/.test(response.headers.get("Cache-Control") ?? "")) return false;
  if (hasSessionCookie(request)) return true;
  if (!policy) return false;
  if (policy.access !== "public") return true;
  return isPageRequest(new URL(request.url)) && policy.cache !== "edge";
}

/**
 * A text answer's Content-Type with `charset=utf-8` when it names none: every body the worker
 * writes is UTF-8 (strings are encoded so), and without the parameter a browser guesses the
 * encoding from the bytes — the old route to script through UTF-7 and other re-readings. HTML,
 * plain text, CSV, React Router's data stream and XML (the sitemap, the feed); JSON is UTF-8 by
 * definition and takes no charset.
 */
export function withCharset(type: string): string | undefined {
  if (!type || /;\s*charset=/i.test(type)) return undefined;
  const essence = (type.split(";")[0] ?? "").trim().toLowerCase();
  const text = essence.startsWith("text/") || essence === "application/xml" || essence.endsWith("+xml");
  return text ? `${type}; charset=utf-8` : undefined;
}

export type SecureOptions = {
  nonce: string;
  policy: RoutePolicy | undefined;
  turnstile: boolean;
  /** Vite's dev server injects inline scripts without a nonce: no CSP there (never in a build). */
  dev?: boolean;
};

export function secureResponse(request: Request, response: Response, options: SecureOptions): Response {
  // A WebSocket upgrade carries no document; its 101 response cannot be rebuilt.
  if (response.status === 101) return response;
  const url = new URL(request.url);
  const out = new Response(response.body, response);
  const h = out.headers;
  const type = h.get("Content-Type") ?? "";
  const typed = withCharset(type);
  if (typed) h.set("Content-Type", typed);
  if (!options.dev) {
    if (type.includes("text/html")) {
      h.set("Content-Security-Policy", htmlCsp({ nonce: options.nonce, url, turnstile: options.turnstile }));
    } else if (type.includes("application/pdf")) {
      // Browsers' PDF viewers run as plugins under the document's CSP: only framing is refused.
      h.set("Content-Security-Policy", "frame-ancestors 'none'");
    } else {
      h.set("Content-Security-Policy", NON_HTML_CSP);
    }
  }
  h.set("X-Content-Type-Options", "nosniff");
  h.set("X-Frame-Options", "DENY");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Permissions-Policy", PERMISSIONS_POLICY);
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  if (url.protocol === "https:") h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (isPersonal(request, out, options.policy)) h.set("Cache-Control", "no-store");
  return out;
}
