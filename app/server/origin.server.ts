/**
 * The two refusals every request meets before anything else runs, the chat socket's handshake
 * included (ADR 0020).
 *
 * Misdirected requests: without PUBLIC_ORIGIN (a local run) only loopback hosts are served, so a
 * Host header naming anything else — a deployment that forgot PUBLIC_ORIGIN, or a page on another
 * site whose name resolves to 127.0.0.1 (DNS rebinding) — is answered 421 before it is routed.
 *
 * Cross-site request refusal: a state-changing request that a browser sends from another site
 * carries that site's Origin, and is refused — on top of SameSite=Lax session cookies.
 * Requests without an Origin (same-site navigations in older browsers, server-to-server calls
 * that carry no cookie) pass.
 */
import { jsonError } from "./api.server";
import { AppError } from "./app-error";
import { trustedOrigin } from "./env.server";

export const MISDIRECTED_MESSAGE =
  "This server answers only for its own origin. Set PUBLIC_ORIGIN to the site's public origin.";

/** The answer to a request naming a Host this server does not answer for. */
export function misdirected(): Response {
  return new Response(MISDIRECTED_MESSAGE, { status: 421, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** A 421 for a request whose Host must not be trusted (`trustedOrigin` is null), else null. */
export function refuseMisdirected(request: Request, publicOrigin: string): Response | null {
  return trustedOrigin(request, publicOrigin) === null ? misdirected() : null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE_MESSAGE = "Cross-site request refused";

export function refuseCrossSite(request: Request, publicOrigin = ""): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get("Origin");
  if (!origin) return null;
  const own = new URL(request.url).origin;
  if (origin === own || (publicOrigin && origin === publicOrigin)) return null;
  return jsonError(new AppError(403, CROSS_SITE_MESSAGE));
}
