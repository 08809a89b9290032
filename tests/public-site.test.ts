import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { timeAgo } from "#app/features/favourites/activity.server";
import * as suggestionsRoute from "#app/features/search/routes/api/search-suggestions";
import * as robotsRoute from "#app/routes/robots";
import * as sitemapRoute from "#app/routes/sitemap";
import { bumpContentVersion, forgetContentVersion, getContentVersion } from "#app/server/content-version.server";
import { getDb } from "#app/server/db/client.server";
import { isCacheable, withEdgeCache } from "../workers/edge-cache";
import { policyResolver } from "../workers/route-policy";
import { call, get, runSeed } from "./helpers";
import { routeManifest } from "./route-table";

beforeAll(async () => {
  await runSeed();
});

test("relative times read naturally", () => {
  const now = new Date("2026-01-01T12:00:00Z");
  expect(timeAgo(new Date("2026-01-01T11:59:50Z"), now)).toBe("just now");
  expect(timeAgo(new Date("2026-01-01T11:58:00Z"), now)).toBe("2 minutes ago");
  expect(timeAgo(new Date("2026-01-01T09:00:00Z"), now)).toBe("3 hours ago");
  expect(timeAgo(new Date("2025-12-31T12:00:00Z"), now)).toBe("1 day ago");
});

test("the sitemap lists static pages, active categories and active formulations only", async () => {
  const slug = (await env.DB.prepare("SELECT slug FROM formulations LIMIT 1").first<{ slug: string }>())?.slug;
  await env.DB.prepare("UPDATE formulations SET is_active = 0 WHERE slug = ?").bind(slug).run();
  const res = await call(sitemapRoute.loader, get("/sitemap.xml"));
  expect(res.headers.get("Content-Type")).toMatch(/application\/xml/);
  const xml = await res.text();
  expect(xml).toContain("<loc>http://localhost/browse</loc>");
  expect(xml).toContain("<loc>http://localhost/category/skin-care-formulations</loc>");
  expect(xml).toContain("<loc>http://localhost/terms-of-service</loc>");
  expect(xml).not.toContain(`/formulation/${slug}<`);
  const active = (
    await env.DB.prepare("SELECT count(*) AS n FROM formulations WHERE is_active = 1").first<{ n: number }>()
  )?.n;
  expect(xml.match(/\/formulation\//g)?.length).toBe(active);
  await env.DB.prepare("UPDATE formulations SET is_active = 1 WHERE slug = ?").bind(slug).run();
});

test("robots.txt keeps crawlers out of admin, API and account pages", async () => {
  const text = await (await call(robotsRoute.loader, get("/robots.txt"))).text();
  for (const line of [
    "Disallow: /admin",
    "Disallow: /api",
    "Disallow: /my-account",
    "Sitemap: http://localhost/sitemap.xml",
  ]) {
    expect(text).toContain(line);
  }
});

test("search suggestions: at most 8, categories first, descriptions cut at 80 characters", async () => {
  const list = (await (await call(suggestionsRoute.loader, get("/api/search/suggestions?q=care"))).json()) as {
    type: string;
    description: string;
  }[];
  expect(list.length).toBe(8);
  const firstFormulation = list.findIndex((s) => s.type === "formulation");
  expect(
    list.slice(0, firstFormulation === -1 ? undefined : firstFormulation).every((s) => s.type === "category"),
  ).toBe(true);
  expect(list.every((s) => s.description.length <= 83)).toBe(true);
  const empty = await call(suggestionsRoute.loader, get("/api/search/suggestions?q="));
  expect(empty.status).toBe(400);
});

test("the edge cache serves repeat requests and a content-version bump retires them", async () => {
  forgetContentVersion();
  const db = getDb();
  let renders = 0;
  const render = async () => {
    renders++;
    return new Response(`page ${renders}`, { status: 200 });
  };
  const fetchPage = async () => {
    const ctx = createExecutionContext();
    const policy = { access: "public", cache: "edge" } as const;
    const res = await withEdgeCache({
      request: get("/browse"),
      ctx,
      policy,
      origin: "http://localhost",
      nonce: "n",
      version: () => getContentVersion(db),
      render,
    });
    await waitOnExecutionContext(ctx);
    return { cache: res.headers.get("X-Edge-Cache"), body: await res.text() };
  };
  expect(await fetchPage()).toEqual({ cache: "MISS", body: "page 1" });
  expect(await fetchPage()).toEqual({ cache: "HIT", body: "page 1" });
  await bumpContentVersion(db);
  expect(await fetchPage()).toEqual({ cache: "MISS", body: "page 2" });
  expect(renders).toBe(2);
});

test("the edge cache follows each route's declared policy, for anonymous GETs only", () => {
  const policyOf = policyResolver(routeManifest());
  const cacheable = (request: Request) => isCacheable(request, policyOf(new URL(request.url).pathname));
  expect(cacheable(get("/formulation/some-slug"))).toBe(true);
  expect(cacheable(get("/category/skin-care-formulations.data"))).toBe(true);
  expect(cacheable(get("/_root.data"))).toBe(true);
  expect(cacheable(get("/api/formulations"))).toBe(true);
  expect(cacheable(get("/api/activity"))).toBe(false);
  expect(cacheable(get("/my-account"))).toBe(false);
  expect(cacheable(get("/login"))).toBe(false);
  // Unknown paths fall to the catch-all, which is never cached (it answers 404 anyway).
  expect(cacheable(get("/admin"))).toBe(false);
  expect(cacheable(new Request("http://localhost/browse", { method: "POST" }))).toBe(false);
  expect(
    cacheable(new Request("http://localhost/browse", { headers: { Cookie: "__Host-formulab_session=abc" } })),
  ).toBe(false);
});
