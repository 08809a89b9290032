/**
 * Every route — page or API — declares who may call it (`export const policy`), and the
 * declaration is what the server enforces: anonymous callers get 401 from user and admin
 * routes, signed-in non-admins 403 from admin routes, for every method the route takes. A new
 * route without a declared, enforced policy fails here; so does a check that runs over nothing.
 */
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { isRoutePolicy, type RoutePolicy, writeAccess } from "#app/lib/route-policy";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { type RouteEntry, routeEntries } from "./route-table";

const UUID = "00000000-0000-4000-8000-000000000000";
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

type Checked = RouteEntry & { policy: RoutePolicy };

function checkedRoutes(): Checked[] {
  return routeEntries().map((r) => ({ ...r, policy: r.module.policy as RoutePolicy }));
}

/** A thrown or returned Response, or React Router's `data(..., { status })`, as a status code. */
function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  if (outcome && typeof outcome === "object" && "init" in outcome) {
    return (outcome as { init?: { status?: number } | null }).init?.status ?? 200;
  }
  return 200;
}

async function invoke(handler: (args: never) => unknown, path: string, method: string, cookie?: string) {
  const params = Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], UUID]));
  const url = `http://localhost${path.replace(/:[A-Za-z]+/g, UUID).replace("*", "anything")}`;
  const isPage = !path.startsWith("/api/");
  const headers: Record<string, string> = {
    "Content-Type": isPage ? "application/x-www-form-urlencoded" : "application/json",
    ...(cookie ? { Cookie: cookie } : {}),
  };
  const body = method === "GET" || method === "DELETE" ? undefined : isPage ? "x=1" : "{}";
  const request = new Request(url, { method, headers, body });
  try {
    return statusOf(await (handler as (args: unknown) => unknown)({ request, params, context: {} }));
  } catch (thrown) {
    return statusOf(thrown);
  }
}

/** Status of every method the route's handlers answer, keyed by the access level that governs it. */
async function statuses(route: Checked, cookie?: string) {
  const out: { method: string; access: string; status: number }[] = [];
  if (route.module.loader) {
    const status = await invoke(route.module.loader, route.path, "GET", cookie);
    // 405: the route takes no GET at all (e.g. a POST-only API).
    if (status !== 405) out.push({ method: "GET", access: route.policy.access, status });
  }
  if (route.module.action) {
    for (const method of WRITE_METHODS) {
      const status = await invoke(route.module.action, route.path, method, cookie);
      if (status !== 405) out.push({ method, access: writeAccess(route.policy), status });
    }
  }
  return out;
}

let plainUserCookie = "";

beforeAll(async () => {
  const db = getDb();
  const [user] = await db
    .insert(users)
    .values({ email: "plain.access@example.com", firstName: "Plain" })
    .onConflictDoNothing()
    .returning();
  const id =
    user?.id ??
    (await env.DB.prepare("SELECT id FROM users WHERE email = 'plain.access@example.com'").first<{ id: string }>())?.id;
  if (!id) throw new Error("test user missing");
  const session = await createSession(db, id);
  plainUserCookie = `formulab_session=${session.token}`;
});

test("every route declares a valid policy", () => {
  const all = routeEntries();
  expect(all.length).toBeGreaterThan(40);
  for (const { path, module } of all) expect(isRoutePolicy(module.policy), `${path} must export a policy`).toBe(true);
});

test("user and admin routes answer 401 to anonymous callers, for every method they take", async () => {
  const guarded = checkedRoutes().filter((r) => r.policy.access !== "public" || writeAccess(r.policy) !== "public");
  expect(guarded.map((r) => r.path)).toEqual(
    expect.arrayContaining([
      "/my-account",
      "/formulation/:id",
      "/api/auth/user",
      "/api/user/favorites",
      "/api/admin/users",
    ]),
  );
  for (const route of guarded) {
    const checked = (await statuses(route)).filter((s) => s.access !== "public");
    expect(checked, `${route.path} takes no guarded method`).not.toHaveLength(0);
    for (const { method, status } of checked) expect(status, `${method} ${route.path}`).toBe(401);
  }
});

test("admin routes answer 403 to signed-in users who are not admins", async () => {
  const admin = checkedRoutes().filter((r) => r.policy.access === "admin" || writeAccess(r.policy) === "admin");
  expect(admin.length, "there are admin routes to check").toBeGreaterThan(0);
  for (const route of admin) {
    const checked = (await statuses(route, plainUserCookie)).filter((s) => s.access === "admin");
    expect(checked, `${route.path} takes no admin method`).not.toHaveLength(0);
    for (const { method, status } of checked) expect(status, `${method} ${route.path}`).toBe(403);
  }
});

/**
 * Public routes whose writes take a credential other than a session: the single-use token in an
 * image upload URL (ADR 0026). A session is neither needed nor enough, so they declare "public"
 * and answer 403 to any caller whose token is not live.
 */
const TOKEN_AUTHORISED = ["/api/objects/upload/:token"];

test("token-authorised routes refuse every caller without a live token", async () => {
  const routes = checkedRoutes().filter((r) => TOKEN_AUTHORISED.includes(r.path));
  expect(routes.map((r) => r.path)).toEqual(TOKEN_AUTHORISED);
  for (const route of routes) {
    expect(route.policy.access, route.path).toBe("public");
    for (const cookie of [undefined, plainUserCookie]) {
      const writes = (await statuses(route, cookie)).filter((s) => s.method !== "GET");
      expect(writes, `${route.path} takes a write`).not.toHaveLength(0);
      for (const { method, status } of writes) expect(status, `${method} ${route.path}`).toBe(403);
    }
  }
});

test("public reads never ask anonymous callers to sign in", async () => {
  const open = checkedRoutes().filter(
    (r) => r.policy.access === "public" && r.module.loader && !TOKEN_AUTHORISED.includes(r.path),
  );
  expect(open.length).toBeGreaterThan(20);
  for (const route of open) {
    const [get] = await statuses(route);
    expect([401, 403], route.path).not.toContain(get?.status);
  }
});

test("only public routes may be edge-cached", () => {
  for (const { path, policy } of checkedRoutes()) {
    if (policy.cache === "edge") expect(policy.access, path).toBe("public");
  }
});
