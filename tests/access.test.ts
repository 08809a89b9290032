/**
 * Every /api route must say who may call it; user and admin routes must refuse anonymous callers
 * (401) and admin routes signed-in non-admins (403). A new endpoint without a declared, enforced
 * access level fails here.
 */
import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import routes from "~/routes";
import * as signupRoute from "~/routes/api/signup";
import { call } from "./helpers";

type Handler = (args: never) => Promise<Response> | Response;
type ApiModule = { access?: string; loader?: Handler; action?: Handler };

const modules = import.meta.glob<ApiModule>("../app/routes/api/*.ts", { eager: true });
const UUID = "00000000-0000-4000-8000-000000000000";

function apiRoutes() {
  return routes
    .filter((r) => r.path?.startsWith("api/"))
    .map((r) => ({ path: `/${r.path}`, module: modules[`../app/${r.file}`] as ApiModule }));
}

function fill(path: string) {
  return path.replace(/:[A-Za-z]+/g, UUID).replace("*", "anything");
}

async function callEvery(module: ApiModule, path: string, cookie?: string) {
  const statuses: number[] = [];
  const url = `http://localhost${fill(path)}`;
  const params = Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], UUID]));
  const headers: Record<string, string> = { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) };
  if (module.loader) statuses.push((await call(module.loader, new Request(url, { headers }), params)).status);
  if (module.action) {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      statuses.push(
        (
          await call(
            module.action,
            new Request(url, { method, headers, body: method === "DELETE" ? undefined : "{}" }),
            params,
          )
        ).status,
      );
    }
  }
  return statuses;
}

test("every /api route declares who may call it", () => {
  const list = apiRoutes();
  expect(list.length).toBeGreaterThan(20);
  for (const { path, module } of list) {
    expect(module, path).toBeDefined();
    expect(["public", "user", "admin"], `${path} must export access`).toContain(module.access);
  }
});

test("user and admin routes answer 401 to anonymous callers", async () => {
  const guarded = apiRoutes().filter((r) => r.module.access !== "public");
  expect(guarded.map((r) => r.path)).toEqual(
    expect.arrayContaining([
      "/api/auth/user",
      "/api/user/favorites",
      "/api/user/favorites/:formulationId",
      "/api/user/downloads",
    ]),
  );
  for (const { path, module } of guarded) {
    const statuses = await callEvery(module, path);
    // 405 answers a method the route does not take at all; every method it takes must be 401.
    expect(
      statuses.filter((s) => s !== 405),
      path,
    ).not.toHaveLength(0);
    for (const status of statuses.filter((s) => s !== 405)) expect(status, path).toBe(401);
  }
});

test("admin routes answer 403 to signed-in users who are not admins", async () => {
  const signup = await call(
    signupRoute.action,
    new Request("http://localhost/api/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "N",
        lastName: "A",
        country: "France",
        email: "plain@example.com",
        password: "plain-user-1",
        confirmPassword: "plain-user-1",
      }),
    }),
  );
  const cookie = (signup.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const admin = apiRoutes().filter((r) => r.module.access === "admin");
  for (const { path, module } of admin) {
    for (const status of (await callEvery(module, path, cookie)).filter((s) => s !== 405))
      expect(status, path).toBe(403);
  }
  expect(await env.DB.prepare("SELECT is_admin FROM users WHERE email = 'plain@example.com'").first()).toEqual({
    is_admin: 0,
  });
});
