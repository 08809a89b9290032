/**
 * Issue 12, items 2 and 4 (ADR 0020): the worker's HTTP pipeline (workers/http.ts) — trusted
 * origin, edge cache, security headers — with the real route policies, the real robots, sitemap
 * and API loaders, and a stand-in for React's page render that builds its canonical URLs the way
 * the root loader does (`publicOrigin`) and marks its inline scripts with the nonce it is given.
 * The e2e test e2e/security-headers.spec.ts checks the same against the real rendered pages.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import * as logoutRoute from "#app/features/accounts/routes/api/logout";
import { isRoutePolicy, type RoutePolicy } from "#app/lib/route-policy";
import { publicOrigin, trustedOrigin } from "#app/server/env.server";
import { cacheKey, normaliseUrl } from "../workers/edge-cache";
import { type HttpDeps, serveHttp } from "../workers/http";
import { policyResolver } from "../workers/route-policy";
import { newNonce } from "../workers/security-headers";
import { call, get, runSeed } from "./helpers";
import { routeEntries, routeManifest } from "./route-table";

beforeAll(async () => {
  await runSeed();
});

const policyOf = policyResolver(routeManifest());

/** Real loaders for the non-page routes the tests call; a stand-in document for pages. */
function pipeline(options: { publicOrigin?: string; turnstile?: boolean } = {}) {
  const version = crypto.randomUUID();
  const rendered: string[] = [];
  const modules = new Map(routeEntries().map((r) => [r.path, r.module]));
  const deps: HttpDeps = {
    publicOrigin: options.publicOrigin ?? "",
    turnstile: options.turnstile ?? false,
    policyFor: async (pathname) => policyOf(pathname),
    version: async () => version,
    render: async (request, nonce) => {
      const url = new URL(request.url);
      rendered.push(`${url.host}${url.pathname}${url.search}`);
      const path = url.pathname.startsWith("/api/") && !modules.has(url.pathname) ? "/api/*" : url.pathname;
      const loader = modules.get(path)?.loader;
      if (path.startsWith("/api/") || path === "/robots.txt" || path === "/sitemap.xml") {
        if (!loader) throw new Error(`no loader for ${path}`);
        return call(loader as never, request);
      }
      return page(request, nonce, options.publicOrigin);
    },
  };
  const fetch = async (input: string | Request, init?: RequestInit) => {
    const request = typeof input === "string" ? new Request(`http://localhost${input}`, init) : input;
    const ctx = createExecutionContext();
    const response = await serveHttp(request, ctx, deps);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, body, headers: response.headers, cache: response.headers.get("X-Edge-Cache") };
  };
  return { fetch, rendered };
}

/** A document as the root loader and seoMeta() make it: every absolute URL from the site origin. */
function page(request: Request, nonce: string, configured?: string): Response {
  const origin = configured ? (trustedOrigin(request, configured) ?? "") : publicOrigin(request);
  const url = new URL(request.url);
  const html = `<!DOCTYPE html><html><head>
<link rel="canonical" href="${origin}${url.pathname}"><meta property="og:url" content="${origin}${url.pathname}">
<meta property="og:image" content="${origin}/og-image.png">
<script type="application/ld+json">{"@context":"https://schema.org","url":"${origin}${url.pathname}"}</script>
</head><body><p>query:${url.search}</p>
<script nonce="${nonce}">window.__reactRouterContext = {};</script>
<script type="module" nonce="${nonce}">import("/assets/entry.client.js");</script>
</body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

const evil = (path: string) => new Request(`http://evil.example${path}`);

/** The nonce in a response's CSP, and the nonces of its executable inline scripts. */
function nonces(headers: Headers, body: string) {
  const csp = headers.get("Content-Security-Policy") ?? "";
  const header = /'nonce-([^']+)'/.exec(csp)?.[1];
  const scripts = [...body.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs))
    .map((attrs) => /nonce="([^"]*)"/.exec(attrs)?.[1]);
  return { header, scripts };
}

test("a Host header the site does not own is refused without PUBLIC_ORIGIN, and never reaches the cache", async () => {
  const site = pipeline();
  for (const path of ["/about?x=1", "/robots.txt", "/sitemap.xml", "/", "/api/categories"]) {
    const poisoned = await site.fetch(evil(path));
    expect(poisoned.response.status, path).toBe(421);
    expect(poisoned.body).not.toContain("evil.example");
    expect(poisoned.headers.get("X-Content-Type-Options")).toBe("nosniff");
  }
  expect(site.rendered).toEqual([]);
  const about = await site.fetch("/about?x=1");
  expect(about.cache).toBe("MISS");
  expect(about.body).toContain('<link rel="canonical" href="http://localhost/about">');
  const robots = await site.fetch("/robots.txt");
  expect(robots.body).toContain("Sitemap: http://localhost/sitemap.xml");
  const sitemap = await site.fetch("/sitemap.xml");
  expect(sitemap.body).toContain("<loc>http://localhost/browse</loc>");
  for (const r of [about, robots, sitemap]) expect(r.body).not.toContain("evil.example");
});

test("without PUBLIC_ORIGIN the listen origin is the request's own, for loopback hosts only", () => {
  for (const origin of ["http://localhost:8787", "http://127.0.0.1:8794", "http://[::1]:5173"]) {
    expect(trustedOrigin(new Request(`${origin}/about`), "")).toBe(origin);
  }
  for (const origin of ["http://evil.example", "http://127.0.0.1.evil.example", "http://localhost.evil.example"]) {
    expect(trustedOrigin(new Request(`${origin}/about`), "")).toBeNull();
    expect(() => publicOrigin(new Request(`${origin}/`))).toThrow();
  }
  expect(trustedOrigin(evil("/"), "https://formulab.example")).toBe("https://formulab.example");
});

test("with PUBLIC_ORIGIN, other hosts get its canonical URLs and are neither cached nor served from the cache", async () => {
  const site = pipeline({ publicOrigin: "http://localhost" });
  const poisoned = await site.fetch(evil("/about?x=1"));
  expect(poisoned.response.status).toBe(200);
  expect(poisoned.cache).toBeNull();
  expect(poisoned.body).toContain('href="http://localhost/about"');
  expect(poisoned.body).not.toContain("evil.example");
  const again = await site.fetch(evil("/about?x=1"));
  expect(again.cache).toBeNull();
  const normal = await site.fetch("/about");
  expect(normal.cache).toBe("MISS");
  expect(normal.body).not.toContain("evil.example");
  expect((await site.fetch("/about")).cache).toBe("HIT");
  // Each origin has its own key: a render for one can never answer for another.
  const url = new URL("http://localhost/about");
  expect(cacheKey(url, "v").url).not.toBe(cacheKey(new URL("http://evil.example/about"), "v").url);
});

test("undeclared query parameters share one cache entry; declared ones are kept, in a fixed order", async () => {
  const site = pipeline();
  expect((await site.fetch("/about?x=1")).cache).toBe("MISS");
  for (const path of ["/about", "/about?x=2", "/about?utm_source=a&y"]) {
    const r = await site.fetch(path);
    expect(r.cache, path).toBe("HIT");
    expect(r.body).toContain("query:<");
  }
  const rose = await site.fetch("/browse?search=rose&x=1");
  expect(rose.cache).toBe("MISS");
  expect(rose.body).toContain("query:?search=rose<");
  expect((await site.fetch("/browse?utm=1&search=rose")).cache).toBe("HIT");
  expect((await site.fetch("/browse")).cache).toBe("MISS");
  expect((await site.fetch("/category/skin-care?search=a&highlight=b")).cache).toBe("MISS");
  expect((await site.fetch("/category/skin-care?highlight=b&search=a&z=9")).cache).toBe("HIT");
  expect(site.rendered).toEqual([
    "localhost/about",
    "localhost/browse?search=rose",
    "localhost/browse",
    "localhost/category/skin-care?highlight=b&search=a",
  ]);
  // A single-fetch request keeps React Router's own _routes parameter.
  const data = normaliseUrl(new URL("http://localhost/browse.data?x=1&_routes=routes%2Fbrowse"), policyOf("/browse"));
  expect(data.search).toBe("?_routes=routes%2Fbrowse");
  // Query declarations are valid, and only on routes the edge cache keeps.
  for (const r of routeEntries()) {
    expect(isRoutePolicy(r.module.policy), r.path).toBe(true);
    const { cache, query } = r.module.policy as RoutePolicy;
    if (query) expect(cache, r.path).toBe("edge");
  }
  expect(isRoutePolicy({ access: "public", cache: "edge", query: [1] })).toBe(false);
});

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

test("security headers on a page, an API answer, an API 404, a page 404, a refusal and a server error", async () => {
  const site = pipeline();
  const responses = {
    page: await site.fetch("/about"),
    api: await site.fetch("/api/categories"),
    apiNotFound: await site.fetch("/api/no-such-thing"),
    pageNotFound: await site.fetch("/no-such-page"),
    crossSite: await site.fetch("/api/user-notes", { method: "POST", headers: { Origin: "http://evil.example" } }),
  };
  const broken: HttpDeps = {
    publicOrigin: "",
    turnstile: false,
    policyFor: async (p) => policyOf(p),
    version: () => Promise.reject(new Error("D1 is unavailable")),
    render: () => Promise.reject(new Error("unreachable")),
  };
  const serverError = await serveHttp(get("/about"), createExecutionContext(), broken);
  expect(serverError.status).toBe(500);
  expect(responses.api.response.status).toBe(200);
  expect(responses.apiNotFound.response.status).toBe(404);
  expect(responses.crossSite.response.status).toBe(403);
  for (const [name, { headers }] of [...Object.entries(responses), ["serverError", serverError] as const]) {
    for (const [header, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(header), name).toBe(value);
    expect(headers.get("Permissions-Policy"), name).toContain("camera=()");
    expect(headers.get("Content-Security-Policy"), name).toContain("frame-ancestors 'none'");
    // Plain http (a local run): no HSTS.
    expect(headers.get("Strict-Transport-Security"), name).toBeNull();
    // The worker's own time, for devtools and the bench.
    expect(headers.get("Server-Timing"), name).toMatch(
      /^app;dur=\d+\.\d, d1;dur=\d+\.\d;desc="\d+ queries", render;dur=\d+\.\d$/,
    );
  }
  const csp = responses.page.headers.get("Content-Security-Policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("connect-src 'self' ws://localhost");
  expect(csp).toContain("frame-src 'none'");
  expect(responses.api.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  // Over https: HSTS for a year, subdomains included, and the socket is wss:.
  const secure = await site.fetch(new Request("https://localhost/about"));
  expect(secure.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  expect(secure.headers.get("Content-Security-Policy")).toContain("connect-src 'self' wss://localhost");
  // Turnstile, when configured, may load its script and its challenge frame.
  const turnstile = await pipeline({ turnstile: true }).fetch("/about");
  expect(turnstile.headers.get("Content-Security-Policy")).toMatch(
    /script-src 'self' 'nonce-[^']+' https:\/\/challenges\.cloudflare\.com;/,
  );
  expect(turnstile.headers.get("Content-Security-Policy")).toContain("frame-src https://challenges.cloudflare.com");
});

test("every inline script carries the response's own nonce, fresh on each response, cache hits included", async () => {
  const site = pipeline();
  const seen = new Set<string>();
  for (const expected of ["MISS", "HIT", "HIT"]) {
    const { headers, body, cache } = await site.fetch("/faq");
    expect(cache).toBe(expected);
    const { header, scripts } = nonces(headers, body);
    expect(header).toBeTruthy();
    expect(scripts.length).toBe(2);
    expect(scripts.every((n) => n === header)).toBe(true);
    expect(headers.get("X-Edge-Cache-Nonce")).toBeNull();
    seen.add(header ?? "");
  }
  expect(seen.size).toBe(3);
});

test("nonces are 128 random bits in canonical base64, and never repeat, across refills of the random pool", () => {
  const drawn = Array.from({ length: 1000 }, newNonce);
  expect(new Set(drawn).size).toBe(drawn.length);
  for (const nonce of drawn) {
    const bytes = Uint8Array.from(atob(nonce), (c) => c.charCodeAt(0));
    expect(bytes.length).toBe(16);
    // Canonical: the padding bits are zero, so encoding the bytes again gives the same text.
    expect(btoa(String.fromCharCode(...bytes))).toBe(nonce);
  }
  // Every bit position takes both values: nothing of the encoding is fixed.
  const ones = new Array(128).fill(0);
  for (const nonce of drawn) {
    Uint8Array.from(atob(nonce), (c) => c.charCodeAt(0)).forEach((byte, i) => {
      for (let bit = 0; bit < 8; bit++) ones[i * 8 + bit] += (byte >> bit) & 1;
    });
  }
  expect(ones.every((count) => count > 350 && count < 650)).toBe(true);
});

test("a nonce attribute planted in page content is not upgraded on a cache hit", async () => {
  // A page whose stored content carries a script with a nonce of its own.
  const planted = '<script nonce="guessed">alert(1)</script>';
  const ctx = createExecutionContext();
  const deps: HttpDeps = {
    publicOrigin: "",
    turnstile: false,
    policyFor: async (p) => policyOf(p),
    version: async () => "planted",
    render: async (request, nonce) =>
      new Response((await page(request, nonce).text()).replace("</body>", `${planted}</body>`), {
        headers: { "Content-Type": "text/html" },
      }),
  };
  await (await serveHttp(get("/faq"), ctx, deps)).text();
  await waitOnExecutionContext(ctx);
  const hit = await serveHttp(get("/faq"), createExecutionContext(), deps);
  expect(hit.headers.get("X-Edge-Cache")).toBe("HIT");
  expect(await hit.text()).toContain(planted);
});

test("personalised answers and their .data requests are no-store; public pages are not", async () => {
  const site = pipeline();
  const cookie = { headers: { Cookie: "__Host-formulab_session=abc" } };
  const personal: [string, RequestInit?][] = [
    ["/about", cookie],
    ["/about.data", cookie],
    ["/my-account"],
    ["/my-account.data"],
    ["/login"],
    ["/login.data"],
    ["/signup"],
    ["/api/categories", cookie],
  ];
  for (const [path, init] of personal) {
    expect((await site.fetch(path, init)).headers.get("Cache-Control"), path).toBe("no-store");
  }
  const anonymous = await site.fetch("/about");
  expect(anonymous.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
});

test("logging out asks the browser to drop what it cached of the signed-in pages", async () => {
  const res = await call(logoutRoute.loader, get("/api/logout"));
  expect(res.status).toBe(302);
  expect(res.headers.get("Clear-Site-Data")).toBe('"cache"');
});

test("Server-Timing counts the D1 queries a response ran, and only its own", async () => {
  const site = pipeline();
  const timing = async (path: string) => (await site.fetch(path)).headers.get("Server-Timing") ?? "";
  const queries = (header: string) => Number(/d1;dur=[\d.]+;desc="(\d+) queries"/.exec(header)?.[1]);
  const [categories, page] = await Promise.all([timing("/api/categories"), timing("/about")]);
  expect(queries(categories)).toBeGreaterThan(0);
  // The stand-in page renders without the database: concurrent requests do not share a count.
  expect(queries(page)).toBe(0);
  const [app, d1, render] = [/app;dur=([\d.]+)/, /d1;dur=([\d.]+)/, /render;dur=([\d.]+)/].map((r) =>
    Number(r.exec(categories)?.[1]),
  );
  expect((d1 ?? Number.NaN) + (render ?? Number.NaN)).toBeCloseTo(app ?? Number.NaN, 0);
});
