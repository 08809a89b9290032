/**
 * Edge cache for public pages and public GET APIs. Invariants:
 * - Only anonymous GET requests of routes that declare `cache: "edge"` are cached (a session
 *   cookie bypasses it); the route modules say so next to their code (app/lib/route-policy.ts).
 * - The cache key includes the content version, so a catalogue change makes every old entry
 *   unreachable at once; nothing needs purging.
 * - Only 200 responses without Set-Cookie are stored; browsers always revalidate.
 */
import type { RoutePolicy } from "../app/lib/route-policy";

/** Anonymous GETs of routes whose declared policy says `cache: "edge"`. */
export function isCacheable(request: Request, policy: RoutePolicy | undefined): boolean {
  if (request.method !== "GET" || policy?.cache !== "edge") return false;
  return !/(^|;\s*)(__Host-)?formulab_session=/.test(request.headers.get("Cookie") ?? "");
}

export async function withEdgeCache(
  request: Request,
  ctx: ExecutionContext,
  policy: RoutePolicy | undefined,
  version: () => Promise<string>,
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isCacheable(request, policy)) return render();
  const url = new URL(request.url);
  const key = new Request(`https://edge-cache.invalid/${await version()}${url.pathname}${url.search}`);
  // Workers' CacheStorage has the zone cache as `default` (the DOM typings lack it).
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(key);
  if (hit) {
    const response = new Response(hit.body, hit);
    response.headers.set("X-Edge-Cache", "HIT");
    return response;
  }
  const response = await render();
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return response;
  const fresh = new Response(response.body, response);
  fresh.headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  const stored = fresh.clone();
  stored.headers.set("Cache-Control", "public, s-maxage=86400");
  ctx.waitUntil(cache.put(key, stored));
  fresh.headers.set("X-Edge-Cache", "MISS");
  return fresh;
}
