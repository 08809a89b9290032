/**
 * Edge cache for public pages and public GET APIs. Invariants:
 * - Only anonymous GET requests of routes that declare `cache: "edge"` are cached (a session
 *   cookie bypasses it); the route modules say so next to their code (app/lib/route-policy.ts).
 * - Only requests to the site's own origin are cached: the key holds that origin, and a request
 *   naming another Host is rendered but never stored or served from the cache (ADR 0020).
 * - The key keeps only the query parameters the route declares (`policy.query`), sorted; the page
 *   is rendered from that same normalised URL, so what is stored is what every variant would show.
 * - The key includes the build's asset version and the content version, so a deploy or a
 *   catalogue change makes every old entry unreachable at once; nothing needs purging.
 * - Only 200 responses without Set-Cookie are stored; browsers always revalidate.
 * - A stored page carries the nonce it was rendered with; a hit gets the current request's nonce
 *   in those same places, so no two responses share a nonce (ADR 0020).
 */
import type { RoutePolicy } from "../app/lib/route-policy";
import { keepable, recallAnswer, rememberAnswer, replay } from "./recent-answers";

/** Parameters React Router itself adds to single-fetch `.data` requests. */
const FRAMEWORK_PARAMS = ["_routes"];
/** Where a stored entry remembers the nonce it was rendered with (never sent to a browser). */
const STORED_NONCE = "X-Edge-Cache-Nonce";

export function hasSessionCookie(request: Request): boolean {
  return /(^|;\s*)(__Host-)?formulab_session=/.test(request.headers.get("Cookie") ?? "");
}

/** Anonymous GETs of routes whose declared policy says `cache: "edge"`. */
export function isCacheable(request: Request, policy: RoutePolicy | undefined): boolean {
  if (request.method !== "GET" || policy?.cache !== "edge") return false;
  return !hasSessionCookie(request);
}

/** The URL with only the declared query parameters (and React Router's own), sorted by name. */
export function normaliseUrl(url: URL, policy: RoutePolicy | undefined): URL {
  const keep = new Set([...(policy?.query ?? []), ...(url.pathname.endsWith(".data") ? FRAMEWORK_PARAMS : [])]);
  const out = new URL(url);
  out.search = "";
  const params = [...url.searchParams].filter(([name]) => keep.has(name));
  // A stable sort: repeated parameters keep their order, and `?b&a` and `?a&b` are one entry.
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of params) out.searchParams.append(name, value);
  return out;
}

/** The cache key: content version, the origin the page was rendered for, path and normalised query. */
export function cacheKey(url: URL, version: string): Request {
  return new Request(
    `https://edge-cache.invalid/${version}/${encodeURIComponent(url.origin)}${url.pathname}${url.search}`,
  );
}

export type EdgeCacheOptions = {
  request: Request;
  ctx: ExecutionContext;
  policy: RoutePolicy | undefined;
  /** The site's canonical origin for this request (`trustedOrigin`); only that origin is cached. */
  origin: string;
  /** This response's CSP nonce (the render used it; a hit is rewritten to it). */
  nonce: string;
  version: () => Promise<string>;
  render: (request: Request) => Promise<Response>;
};

export async function withEdgeCache(options: EdgeCacheOptions): Promise<Response> {
  const { request, ctx, policy, origin, nonce, version, render } = options;
  const url = new URL(request.url);
  if (!isCacheable(request, policy) || url.origin !== origin) return render(request);
  const normalised = normaliseUrl(url, policy);
  const key = cacheKey(normalised, await version());
  const recent = recallAnswer(key.url);
  if (recent) return hit(replay(recent, nonce));
  // Workers' CacheStorage has the zone cache as `default` (the DOM typings lack it).
  const cache = (caches as unknown as { default: Cache }).default;
  const stored = await cache.match(key);
  if (stored) {
    const answer = keepable(stored.status, stored.headers, await bytesOf(stored), stored.headers.get(STORED_NONCE));
    rememberAnswer(key.url, answer);
    return hit(replay(answer, nonce));
  }
  const response = await render(new Request(normalised, request));
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return response;
  const fresh = new Response(response.body, response);
  fresh.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  const copy = fresh.clone();
  ctx.waitUntil(
    (async () => {
      const body = await bytesOf(copy);
      rememberAnswer(key.url, keepable(copy.status, copy.headers, body, nonce));
      const toStore = new Response(body, copy);
      toStore.headers.set("Cache-Control", "public, s-maxage=86400");
      toStore.headers.set(STORED_NONCE, nonce);
      await cache.put(key, toStore);
    })(),
  );
  fresh.headers.set("X-Edge-Cache", "MISS");
  return fresh;
}

/** Browsers always ask again (a content change must show at once); the edge keeps the page. */
const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";

function hit(replayed: Response): Response {
  const response = new Response(replayed.body, replayed);
  response.headers.delete(STORED_NONCE);
  response.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  response.headers.set("X-Edge-Cache", "HIT");
  return response;
}

async function bytesOf(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await response.arrayBuffer());
}
