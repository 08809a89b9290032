/**
 * The HTTP pipeline of the worker, apart from the React Router build so the runtime tests can run
 * it with their own renderer: refuse untrusted hosts and cross-site writes, then the edge cache,
 * then the security headers on whatever comes back (ADR 0020).
 */
import type { RoutePolicy } from "../app/lib/route-policy";
import { type RequestTimings, serverTimingHeader, withRequestTimings } from "../app/server/db/timed-d1.server";
import { trustedOrigin } from "../app/server/env.server";
import { misdirected, refuseCrossSite } from "../app/server/origin.server";
import { withEdgeCache } from "./edge-cache";
import { newNonce, secureResponse } from "./security-headers";

export type HttpDeps = {
  /** PUBLIC_ORIGIN, or "" (then only loopback hosts are served). */
  publicOrigin: string;
  turnstile: boolean;
  dev?: boolean;
  policyFor: (pathname: string) => Promise<RoutePolicy | undefined>;
  version: () => Promise<string>;
  /** Renders a request (React Router) with the response's CSP nonce. */
  render: (request: Request, nonce: string) => Promise<Response>;
};

export function serveHttp(request: Request, ctx: ExecutionContext, deps: HttpDeps): Promise<Response> {
  return withRequestTimings((timings) => serveTimed(request, ctx, deps, timings));
}

async function serveTimed(
  request: Request,
  ctx: ExecutionContext,
  deps: HttpDeps,
  timings: RequestTimings,
): Promise<Response> {
  const started = performance.now();
  const nonce = newNonce();
  const policy = await deps.policyFor(new URL(request.url).pathname);
  const secure = (response: Response) => {
    const out = secureResponse(request, response, { nonce, policy, turnstile: deps.turnstile, dev: deps.dev });
    // The worker's own time to the response headers, and D1's share of it (what the browser's
    // devtools and the bench show apart from the network). The clock advances only across I/O.
    // Not for a route that handles credentials: its query count and D1 time tell a known account
    // from an unknown one. Query counts only on a local server, which answers loopback hosts alone.
    if (!policy?.credentials) {
      const queries = deps.publicOrigin === "";
      out.headers.set("Server-Timing", serverTimingHeader(performance.now() - started, timings, { queries }));
    }
    return out;
  };
  const origin = trustedOrigin(request, deps.publicOrigin);
  // Without PUBLIC_ORIGIN a request naming a non-loopback Host has no origin we could link to.
  if (origin === null) return secure(misdirected());
  const refusal = refuseCrossSite(request, deps.publicOrigin);
  if (refusal) return secure(refusal);
  try {
    const response = await withEdgeCache({
      request,
      ctx,
      policy,
      origin,
      nonce,
      version: deps.version,
      render: (r) => deps.render(r, nonce),
    });
    return secure(response);
  } catch (error) {
    // React Router answers its own errors; this is the rest (the cache, the content version).
    console.error(error);
    return secure(
      new Response("Something went wrong", { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
    );
  }
}
