/**
 * A bad-input corpus against every route of the route table, anonymous and as an administrator:
 * malformed, oversized and deeply nested JSON, wrong content types, unicode edge cases, long
 * strings, SQL-ish and path strings, script payloads in every text field, wrong methods, odd
 * parameters and headers. Whatever arrives, the answer is a 2xx/3xx or a 4xx with a message —
 * never a 500 — and no script payload is stored where a page renders it as HTML.
 */
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { adminSessionCookie, runSeed } from "./helpers";
import { type RouteEntry, routeEntries } from "./route-table";

const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
const STRINGS = [
  XSS,
  "' OR 1=1 --",
  "../../../../etc/passwd",
  "\u0000nul\u0000",
  "\uD800 lone surrogate",
  "😀".repeat(300),
  "é".repeat(5000),
  "%".repeat(200),
  // A template-injection probe, written as the literal text an attacker would send.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the braces are the point
  "${{7*7}}",
  "   ",
];
/** Field names the app's forms and APIs read, each given every hostile string in turn. */
const FIELDS = [
  "email",
  "password",
  "confirmPassword",
  "firstName",
  "lastName",
  "country",
  "currentPassword",
  "newPassword",
  "productName",
  "productDescription",
  "productType",
  "description",
  "category",
  "additionalNote",
  "name",
  "inci",
  "percentage",
  "phLevel",
  "formulationId",
  "logoSettings",
  "ingredients",
  "message",
  "sessionId",
  "specialRequirements",
];

function nested(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

type Probe = { method: string; path: string; body?: string; contentType?: string; cookie?: string };

const BODIES: { body: string; contentType?: string }[] = [
  { body: "not json", contentType: "application/json" },
  { body: "{", contentType: "application/json" },
  { body: "null", contentType: "application/json" },
  { body: "[]", contentType: "application/json" },
  { body: "12", contentType: "application/json" },
  { body: nested(5000), contentType: "application/json" },
  { body: JSON.stringify({ a: "x".repeat(4_000_000) }), contentType: "application/json" },
  { body: "{}", contentType: "text/plain" },
  { body: "{}", contentType: "application/jsonp" },
  { body: "{}", contentType: "application/json; charset=utf-16" },
  { body: "--x\r\n", contentType: "multipart/form-data" },
  { body: "a=%E0%A4%A&&&==", contentType: "application/x-www-form-urlencoded" },
  { body: "{}", contentType: undefined },
  ...STRINGS.map((s) => ({
    body: JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, s]))),
    contentType: "application/json",
  })),
  ...STRINGS.slice(0, 4).map((s) => ({
    body: new URLSearchParams(Object.fromEntries(FIELDS.map((f) => [f, s]))).toString(),
    contentType: "application/x-www-form-urlencoded",
  })),
  {
    body: JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, { $gt: "", __proto__: { admin: true } }]))),
    contentType: "application/json",
  },
];

const PARAMS = ["../etc", "' OR 1=1", "%00", "😀", "x".repeat(3000)];
const QUERIES = [
  "",
  "?q=' OR 1=1 --&search=../../etc/passwd&page=-1&size=1e309&unit=%00",
  `?q=${encodeURIComponent(XSS)}&search=${"%25".repeat(60)}&categoryId=${"a".repeat(500)}`,
  "?page=9999999999999999999&limit=NaN&download=1&redirectTo=//evil.example",
];

function fill(path: string, param: string): string {
  return path.replace(/:[A-Za-z]+/g, encodeURIComponent(param)).replace("*", "anything");
}

function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  if (outcome && typeof outcome === "object" && "init" in outcome) {
    return (outcome as { init?: { status?: number } | null }).init?.status ?? 200;
  }
  return 200;
}

async function send(route: RouteEntry, probe: Probe): Promise<{ status: number; error?: string }> {
  const handler = probe.method === "GET" ? route.module.loader : route.module.action;
  if (!handler) return { status: 405 };
  const url = `http://localhost${probe.path}`;
  const params = Object.fromEntries(
    [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], decodeURIComponent(probe.path.split("/")[2] ?? "")]),
  );
  const headers: Record<string, string> = { "CF-Connecting-IP": "192.0.2.77", Accept: "*/*;q=bogus" };
  if (probe.contentType) headers["Content-Type"] = probe.contentType;
  headers.Cookie = probe.cookie ?? 'formulab_session=%%%; other="x;y"';
  try {
    const outcome = await (handler as (args: unknown) => unknown)({
      request: new Request(url, { method: probe.method, headers, body: probe.body }),
      params,
      context: {},
    });
    return { status: statusOf(outcome) };
  } catch (thrown) {
    // A thrown Response or data() is an answer; anything else is a crash the app would serve as a 500.
    if (thrown instanceof Response || (thrown && typeof thrown === "object" && "init" in thrown)) {
      return { status: statusOf(thrown) };
    }
    return { status: 500, error: String(thrown) };
  }
}

let adminCookie = "";

beforeAll(async () => {
  await runSeed();
  const db = getDb();
  const [admin] = await db.insert(users).values({ email: "corpus.admin@example.com", isAdmin: true }).returning();
  if (!admin) throw new Error("no admin");
  adminCookie = await adminSessionCookie(db, admin.id);
});

test("no input makes any route answer 500", { timeout: 240_000 }, async () => {
  const tally = { requests: 0, ok: 0, redirects: 0, clientErrors: 0, serverErrors: 0 };
  const crashes: string[] = [];
  const routes = routeEntries();
  expect(routes.length).toBeGreaterThan(40);
  for (const route of routes) {
    const paths = route.path.includes(":") ? PARAMS.map((p) => fill(route.path, p)) : [fill(route.path, "")];
    const probes: Probe[] = [];
    for (const cookie of [undefined, adminCookie]) {
      for (const path of paths) for (const query of QUERIES) probes.push({ method: "GET", path: path + query, cookie });
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const { body, contentType } of BODIES)
          probes.push({ method, path: paths[0] ?? "/", body, contentType, cookie });
      }
    }
    for (const probe of probes) {
      const { status, error } = await send(route, probe);
      tally.requests++;
      if (status >= 500) {
        tally.serverErrors++;
        crashes.push(
          `${probe.method} ${probe.path.slice(0, 80)} [${probe.contentType}] ${(probe.body ?? "").slice(0, 40)} → ${status} ${error ?? ""}`,
        );
      } else if (status >= 400) tally.clientErrors++;
      else if (status >= 300) tally.redirects++;
      else tally.ok++;
    }
  }
  console.log(`bad-input corpus: ${JSON.stringify(tally)}`);
  expect(crashes.slice(0, 20)).toEqual([]);
  expect(tally.requests).toBeGreaterThan(5000);
});

test("no script payload is stored where a page renders HTML", async () => {
  // The HTML a page renders from stored text: CMS pages (About), blog posts (both sanitised on
  // save and on render) and the formulation's static sections, built from library data.
  const pages = await env.DB.prepare("SELECT content FROM pages WHERE content LIKE '%<script%'").all();
  expect(pages.results).toEqual([]);
  const posts = await env.DB.prepare("SELECT content FROM blog_posts WHERE content LIKE '%<script%'").all();
  expect(posts.results).toEqual([]);
  const formulations = await env.DB.prepare(
    "SELECT name FROM formulations WHERE description LIKE '%<script%' OR ingredients LIKE '%<script%' OR instructions LIKE '%<script%'",
  ).all();
  expect(formulations.results).toEqual([]);
});
