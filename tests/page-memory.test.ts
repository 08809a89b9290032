/**
 * ADR 0037: what a fresh render of a public page may skip. The catalogue part of a page is
 * remembered per content version, so a signed-in visitor's render reads only what is theirs; the
 * session is looked up once per read-only request; and a document's data refers to the markup
 * already in the document instead of carrying it twice.
 */
import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, test } from "vitest";
import * as statusRoute from "#app/features/admin/routes/api/admin/formulation-status";
import * as formulationPage from "#app/features/formulation/routes/formulation";
import * as root from "#app/root";
import { currentUser } from "#app/server/auth/guards.server";
import { createSession } from "#app/server/auth/session.server";
import { CONTENT_MEMO_ENTRIES, memoForContent } from "#app/server/content-memo.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { withRequestTimings } from "#app/server/db/timed-d1.server";
import { documentHtmlContext, serverHtml } from "#app/server/server-html.server";
import { adminSessionCookie, call, runSeed } from "./helpers";

let visitorCookie = "";
let adminCookie = "";
let slug = "";
let formulationId = "";

beforeAll(async () => {
  await runSeed();
  const db = getDb();
  const [visitor] = await db.insert(users).values({ email: "memory.visitor@example.com" }).returning();
  const [admin] = await db.insert(users).values({ email: "memory.admin@example.com", isAdmin: true }).returning();
  if (!visitor || !admin) throw new Error("users missing");
  visitorCookie = `formulab_session=${(await createSession(db, visitor.id)).token}`;
  adminCookie = await adminSessionCookie(db, admin.id);
  const row = await env.DB.prepare("SELECT id, slug FROM formulations WHERE is_active = 1 LIMIT 1").first<{
    id: string;
    slug: string;
  }>();
  slug = row?.slug ?? "";
  formulationId = row?.id ?? "";
});

const pageRequest = (path: string, cookie = visitorCookie, method = "GET") =>
  new Request(`http://localhost${path}`, { method, headers: { Cookie: cookie } });

/** The root and the page loaders of one request, as React Router runs them; and D1's count. */
async function renderFormulationData(context: unknown = {}, id = slug) {
  return withRequestTimings(async (timings) => {
    const request = pageRequest(`/formulation/${id}`);
    const args = { request, params: { id }, context } as never;
    const [rootData, pageData] = await Promise.all([root.loader(args), formulationPage.loader(args)]);
    return { rootData, pageData, queries: timings.d1Queries };
  });
}

test("a signed-in visitor's formulation page reads only what is theirs, and an admin's change shows at once", async () => {
  const first = await renderFormulationData();
  const again = await renderFormulationData();
  // Only the favourite state: the session is a recent answer (ADR 0039), nothing of the catalogue.
  expect(again.queries).toBe(1);
  expect(first.queries).toBeGreaterThan(again.queries);
  expect(again.pageData).toMatchObject({ formulation: { slug }, favorite: false });
  expect((again.rootData as { data: { user: { email: string } } }).data.user.email).toBe("memory.visitor@example.com");

  const deactivated = await call(
    statusRoute.action,
    new Request(`http://localhost/api/admin/formulations/${formulationId}/status`, {
      method: "PATCH",
      headers: { Cookie: adminCookie, "Content-Type": "application/json" },
      body: JSON.stringify({ isActive: false }),
    }),
    { id: formulationId },
  );
  expect(deactivated.status).toBe(200);
  const after = await renderFormulationData();
  expect((after.pageData as { init: { status: number } }).init.status).toBe(404);
});

test("a write request looks the session up each time it asks; a read-only one once", async () => {
  const count = (method: string) =>
    withRequestTimings(async (timings) => {
      const request = pageRequest("/my-account", visitorCookie, method);
      const [a, b] = await Promise.all([currentUser(getDb(), request), currentUser(getDb(), request)]);
      expect(a?.user.email).toBe("memory.visitor@example.com");
      expect(b?.user.email).toBe("memory.visitor@example.com");
      return timings.d1Queries;
    });
  expect(await count("GET")).toBe(1);
  // An action may sign the visitor in or out before the loaders run in the same request.
  expect(await count("POST")).toBe(2);
});

test("the session lookup, prepared once, counts toward whichever request runs it", async () => {
  const lookUp = (cookie: string) =>
    withRequestTimings(async (timings) => {
      const current = await currentUser(getDb(), pageRequest("/my-account", cookie));
      return { email: current?.user.email ?? null, queries: timings.d1Queries };
    });
  await lookUp(visitorCookie);
  // Two requests at once, after the statement exists: each is charged its own run, and each
  // gets its own session's user (the statement keeps no result between runs).
  const [visitor, admin] = await Promise.all([lookUp(visitorCookie), lookUp(adminCookie)]);
  expect(visitor).toEqual({ email: "memory.visitor@example.com", queries: 1 });
  expect(admin).toEqual({ email: "memory.admin@example.com", queries: 1 });
  expect(await lookUp("formulab_session=unknown")).toEqual({ email: null, queries: 1 });
});

test("remembered values: failures and unkept values are computed again, and the oldest use goes first", async () => {
  const db = getDb();
  let runs = 0;
  const failing = () =>
    memoForContent(db, "failing", async () => {
      runs += 1;
      throw new Error("D1 unavailable");
    });
  await expect(failing()).rejects.toThrow("D1 unavailable");
  await expect(failing()).rejects.toThrow("D1 unavailable");
  expect(runs).toBe(2);

  let misses = 0;
  const missing = () =>
    memoForContent(
      db,
      "missing",
      async () => {
        misses += 1;
        return undefined;
      },
      (value) => value !== undefined,
    );
  expect(await missing()).toBeUndefined();
  expect(await missing()).toBeUndefined();
  expect(misses).toBe(2);

  let firstRuns = 0;
  const firstKey = () => memoForContent(db, "key-0", async () => ++firstRuns);
  await firstKey();
  await firstKey();
  expect(firstRuns).toBe(1);
  for (let i = 1; i <= CONTENT_MEMO_ENTRIES; i++) await memoForContent(db, `key-${i}`, async () => i);
  await firstKey();
  expect(firstRuns).toBe(2);
});

test("a document's data refers to the markup its HTML holds; single-fetch data carries the markup", async () => {
  const document = new RouterContextProvider();
  const inDocument = new Map<string, string>();
  document.set(documentHtmlContext, inDocument);
  const live = await env.DB.prepare("SELECT slug FROM formulations WHERE is_active = 1 LIMIT 1").first<{
    slug: string;
  }>();
  const { pageData } = await renderFormulationData(document, live?.slug);
  const sections = (pageData as { sections: Record<string, unknown> }).sections;
  expect(sections.ingredients).toEqual({ inDocument: expect.stringMatching(/^h\d+$/) });
  const ref = (sections.ingredients as { inDocument: string }).inDocument;
  expect(inDocument.get(ref)).toContain("<table");
  // No section's markup is in the serialised data.
  expect(JSON.stringify(pageData)).not.toContain("<table");

  const { pageData: dataRequest } = await renderFormulationData(new RouterContextProvider(), live?.slug);
  expect((dataRequest as { sections: { ingredients: string } }).sections.ingredients).toContain("<table");

  expect(serverHtml(document, "")).toBe("");
  expect(serverHtml({}, "<p>x</p>")).toBe("<p>x</p>");
});
