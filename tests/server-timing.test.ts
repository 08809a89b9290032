/**
 * Issue 30, Server-Timing as an account oracle: the forgot-password answer was the same for every
 * address, but its Server-Timing counted 5 queries for an existing account and 3 for an unknown
 * one. Through the worker's HTTP pipeline (workers/http.ts) with the real route policies and the
 * real forgot-password action: routes that handle credentials carry no Server-Timing, a deployed
 * worker (PUBLIC_ORIGIN set) never counts queries, and a local one still does for the bench.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import * as signupRoute from "#app/features/accounts/routes/api/signup";
import type { RoutePolicy } from "#app/lib/route-policy";
import { type HttpDeps, serveHttp } from "../workers/http";
import { policyResolver } from "../workers/route-policy";
import { call, runSeed } from "./helpers";
import { routeEntries, routeManifest } from "./route-table";

const policyOf = policyResolver(routeManifest());
const modules = new Map(routeEntries().map((r) => [r.path, r.module]));

/** The pipeline, rendering with the real loader or action of the route a request names. */
function site(publicOrigin = "") {
  const deps: HttpDeps = {
    publicOrigin,
    turnstile: false,
    policyFor: async (pathname) => policyOf(pathname),
    version: async () => crypto.randomUUID(),
    render: async (request) => {
      const module = modules.get(new URL(request.url).pathname);
      const handler = request.method === "GET" ? module?.loader : module?.action;
      if (!handler) throw new Error(`no handler for ${request.method} ${request.url}`);
      const result = await (handler as (args: unknown) => Promise<unknown>)({ request, params: {}, context: {} });
      if (result instanceof Response) return result;
      const { data, init } = result as { data: unknown; init?: { status?: number } };
      return Response.json(data ?? result, { status: init?.status ?? 200 });
    },
  };
  return async (request: Request) => {
    const ctx = createExecutionContext();
    const response = await serveHttp(request, ctx, deps);
    await response.arrayBuffer();
    await waitOnExecutionContext(ctx);
    return response;
  };
}

/** Requests name the local host: the action builds its link from the app's own configuration. */
const forgot = (email: string) =>
  new Request("http://localhost/forgot-password", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "10.99.0.1" },
    body: new URLSearchParams({ email }).toString(),
  });

beforeAll(async () => {
  await runSeed();
  const res = await call(
    signupRoute.action,
    new Request("http://localhost/api/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "10.99.0.2" },
      body: JSON.stringify({
        email: "timing.known@example.com",
        password: "analytical-engine-47",
        confirmPassword: "analytical-engine-47",
        firstName: "Ada",
        lastName: "Lovelace",
        country: "United Kingdom",
      }),
    }),
  );
  expect(res.status).toBe(201);
});

test("forgot password answers a known and an unknown address with no Server-Timing to tell them apart", async () => {
  for (const publicOrigin of ["", "https://formulab.example"]) {
    const fetch = site(publicOrigin);
    const known = await fetch(forgot("timing.known@example.com"));
    const unknown = await fetch(forgot("timing.nobody@example.com"));
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.headers.get("Server-Timing")).toBeNull();
    expect(unknown.headers.get("Server-Timing")).toBeNull();
  }
});

test("every route of the accounts feature but the developer's outbox declares that it handles credentials", () => {
  const accounts = routeEntries().filter((r) => r.file.startsWith("features/accounts/routes/"));
  expect(accounts.length).toBeGreaterThanOrEqual(12);
  for (const { path, file, module } of accounts) {
    const { credentials } = module.policy as RoutePolicy;
    expect(credentials, path).toBe(file.endsWith("dev-outbox.tsx") ? undefined : true);
  }
});

test("other routes keep their timing; only a local server counts queries", async () => {
  const local = await site("")(new Request("http://localhost/api/categories"));
  expect(local.headers.get("Server-Timing")).toMatch(
    /^app;dur=\d+\.\d, d1;dur=\d+\.\d;desc="[1-9]\d* queries", render;dur=\d+\.\d$/,
  );
  const deployed = await site("https://formulab.example")(new Request("http://localhost/api/categories"));
  expect(deployed.headers.get("Server-Timing")).toMatch(/^app;dur=\d+\.\d, d1;dur=\d+\.\d, render;dur=\d+\.\d$/);
});
