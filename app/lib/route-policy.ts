/**
 * Every route module says, next to its code, who may call it and whether its anonymous GET
 * answers may be kept in the edge cache:
 *
 *   export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;
 *
 * The API and page adapters enforce `access` (401 anonymous, 403 not an admin), the worker's
 * edge cache reads `cache`, and tests/access.test.ts checks every route against both. This file
 * is isomorphic on purpose: a route's policy is a plain object that may ship to the browser.
 */
export const ACCESS_LEVELS = ["public", "user", "admin"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** `edge`: anonymous GETs are cached, keyed by the content version and origin. `none`: never cached. */
export const CACHE_POLICIES = ["edge", "none"] as const;
export type CachePolicy = (typeof CACHE_POLICIES)[number];

/**
 * `access` governs reads (GET/HEAD: the loader); `write` the other methods (the action) when
 * they need more than reading does — e.g. anyone may read a formulation page, only a signed-in
 * user may post its favourite toggle.
 */
export type RoutePolicy = {
  readonly access: Access;
  readonly write?: Access;
  readonly cache: CachePolicy;
  /**
   * The query parameters the route reads. The edge cache keeps only these in its key (and in the
   * request it renders), so `?x=1` cannot make a new cache entry (ADR 0020). Only with `cache: "edge"`.
   */
  readonly query?: readonly string[];
  /**
   * The route takes or hands out credentials (passwords, sessions, reset and verification links,
   * the identity provider's answer). Its answers carry no Server-Timing: how many queries ran and
   * how long D1 took differ between an address that has an account and one that has not, which
   * would name the site's accounts to anyone who asks.
   */
  readonly credentials?: true;
};

export type WriteAccess<P extends RoutePolicy> = P extends { write: infer W extends Access } ? W : P["access"];

export function writeAccess(policy: RoutePolicy): Access {
  return policy.write ?? policy.access;
}

export function isRoutePolicy(value: unknown): value is RoutePolicy {
  if (typeof value !== "object" || value === null) return false;
  const { access, write, cache, query, credentials } = value as Record<string, unknown>;
  const levels = ACCESS_LEVELS as readonly unknown[];
  return (
    levels.includes(access) &&
    (write === undefined || levels.includes(write)) &&
    (CACHE_POLICIES as readonly unknown[]).includes(cache) &&
    (query === undefined || (Array.isArray(query) && query.every((q) => typeof q === "string"))) &&
    (credentials === undefined || credentials === true)
  );
}
