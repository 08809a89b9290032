/**
 * Cross-site request refusal: a state-changing request that a browser sends from another site
 * carries that site's Origin, and is refused — on top of SameSite=Lax session cookies.
 * Requests without an Origin (same-site navigations in older browsers, server-to-server calls
 * that carry no cookie) pass.
 */
import { jsonError } from "./api.server";
import { AppError } from "./app-error";

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
