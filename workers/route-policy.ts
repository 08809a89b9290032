/**
 * Reads the policy a route module declares (`export const policy = definePolicy(...)`) for a
 * request path, by matching the path against the server build's own route table — the same
 * table React Router serves from, so the edge cache can never disagree with the routes.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { isRoutePolicy, type RoutePolicy } from "../app/lib/route-policy";

type Manifest = ServerBuild["routes"];

function toTree(routes: Manifest, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((r): r is NonNullable<typeof r> => Boolean(r) && r?.parentId === parentId)
    .map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: toTree(routes, r.id) },
    );
}

/** A single-fetch data URL (`/browse.data`, `/_root.data`) stands for its page's path. */
export function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** Paths whose policy is remembered; matching ranks the whole route table each time. */
const REMEMBERED_PATHS = 1024;

export function policyResolver(build: Pick<ServerBuild, "routes">) {
  const tree = toTree(build.routes);
  const match = (path: string): RoutePolicy | undefined => {
    const leaf = matchRoutes(tree, path)?.at(-1);
    const policy = leaf?.route.id
      ? (build.routes[leaf.route.id]?.module as { policy?: unknown } | undefined)?.policy
      : undefined;
    return isRoutePolicy(policy) ? policy : undefined;
  };
  const remembered = new Map<string, RoutePolicy | undefined>();
  return (pathname: string): RoutePolicy | undefined => {
    const path = pagePathOf(pathname);
    if (remembered.has(path)) return remembered.get(path);
    // Simply started afresh when full: cheap, and a flood of odd paths cannot grow it.
    if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
    const policy = match(path);
    remembered.set(path, policy);
    return policy;
  };
}
