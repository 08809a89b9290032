/**
 * Content-managed pages:
 * the About page shows an active CMS page and falls back when it is inactive or gone; HTML is
 * sanitised on save; the spec's messages for bad pages; administrators only for writes.
 */
import { env } from "cloudflare:test";
import { beforeEach, expect, test } from "vitest";
import * as aboutPage from "#app/features/pages/routes/about";
import * as adminContent from "#app/features/pages/routes/admin-content";
import * as pageRoute from "#app/features/pages/routes/api/page";
import * as pagesRoute from "#app/features/pages/routes/api/pages";
import { PAGE_SLUG_BUILT_IN, REQUIRED_FIELDS } from "#app/features/pages/schema";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { adminSessionCookie, call, get } from "./helpers";

type Page = {
  id: string;
  slug: string;
  title: string;
  content: string;
  metaDescription: string | null;
  isActive: boolean;
};

let adminCookie = "";
let userCookie = "";

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM pages").run();
  const db = getDb();
  const suffix = crypto.randomUUID().slice(0, 8);
  const [admin] = await db
    .insert(users)
    .values({ email: `cms.admin.${suffix}@example.com`, isAdmin: true })
    .returning();
  const [plain] = await db
    .insert(users)
    .values({ email: `cms.user.${suffix}@example.com` })
    .returning();
  if (!admin || !plain) throw new Error("test users missing");
  adminCookie = await adminSessionCookie(db, admin.id);
  userCookie = `formulab_session=${(await createSession(db, plain.id)).token}`;
});

function jsonRequest(method: string, path: string, body?: unknown, cookie = adminCookie) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const create = (body: unknown, cookie?: string) =>
  call(pagesRoute.action, jsonRequest("POST", "/api/pages", body, cookie));
const update = (id: string, body: unknown, cookie?: string) =>
  call(pageRoute.action, jsonRequest("PUT", `/api/pages/${id}`, body, cookie), { id });
const remove = (id: string, cookie?: string) =>
  call(pageRoute.action, jsonRequest("DELETE", `/api/pages/${id}`, undefined, cookie), { id });
const about = async () => ((await aboutPage.loader()) as { page: { title: string; content: string } | null }).page;

const ABOUT = {
  slug: "about",
  title: "About Us",
  content: '<h2>Our story</h2><p onmouseover="steal()">Small makers.<script>alert(1)</script></p>',
  metaDescription: "Who we are",
};

test("About shows the active CMS page, falls back when it is inactive, and again when it is deleted", async () => {
  expect(await about()).toBeNull();
  const res = await create(ABOUT);
  expect(res.status).toBe(201);
  const page = (await res.json()) as Page;
  expect(page).toMatchObject({ slug: "about", isActive: true, content: "<h2>Our story</h2><p>Small makers.</p>" });
  expect(await about()).toMatchObject({ title: "About Us", content: "<h2>Our story</h2><p>Small makers.</p>" });
  const read = await call(pageRoute.loader, get("/api/pages/about"), { id: "about" });
  expect(((await read.json()) as Page).title).toBe("About Us");

  expect((await update(page.id, { ...ABOUT, isActive: false })).status).toBe(200);
  expect(await about()).toBeNull();
  expect((await call(pageRoute.loader, get("/api/pages/about"), { id: "about" })).status).toBe(404);

  // Omitting isActive keeps it as it is.
  await update(page.id, { ...ABOUT, isActive: true });
  expect(((await (await update(page.id, ABOUT)).json()) as Page).isActive).toBe(true);
  expect((await remove(page.id)).status).toBe(200);
  expect(await about()).toBeNull();
  expect((await remove(page.id)).status).toBe(404);
});

test("bad pages get the spec's messages", async () => {
  const missing = await create({ slug: "", title: "T", content: "c" });
  expect(missing.status).toBe(400);
  expect(((await missing.json()) as { message: string }).message).toBe(REQUIRED_FIELDS);
  expect((await create({ slug: "Has Space", title: "T", content: "c" })).status).toBe(400);
  expect((await create({ slug: "ok", title: "T", content: "c", metaDescription: "x".repeat(161) })).status).toBe(400);
  expect((await create({ slug: "ok", title: "T", content: "c", isActive: "yes" })).status).toBe(400);
  expect((await create([1, 2])).status).toBe(400);
  await create({ slug: "ok", title: "T", content: "c" });
  const clash = await create({ slug: "ok", title: "T2", content: "c" });
  expect(clash.status).toBe(409);
  expect((await update("not-a-uuid", { slug: "x", title: "T", content: "c" })).status).toBe(400);
});

test("only administrators list or change pages", async () => {
  expect((await create(ABOUT, "")).status).toBe(401);
  expect((await create(ABOUT, userCookie)).status).toBe(403);
  expect((await call(pagesRoute.loader, jsonRequest("GET", "/api/pages", undefined, userCookie))).status).toBe(403);
  const page = (await (await create(ABOUT)).json()) as Page;
  expect((await update(page.id, { ...ABOUT, title: "Hacked" }, userCookie)).status).toBe(403);
  expect((await remove(page.id, "")).status).toBe(401);
  const list = (await (await call(pagesRoute.loader, jsonRequest("GET", "/api/pages"))).json()) as Page[];
  expect(list.map((p) => p.title)).toEqual(["About Us"]);
});

test("a slug the site's own page answers is refused, by the Content tab's form and by the JSON API alike", async () => {
  const faq = { slug: "faq", title: "Our FAQ", content: "<p>Answers</p>" };
  const api = await create(faq);
  expect(api.status).toBe(400);
  expect(await api.json()).toMatchObject({ message: PAGE_SLUG_BUILT_IN, fieldErrors: { slug: [PAGE_SLUG_BUILT_IN] } });

  const form = new Request("http://localhost/admin/content", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: adminCookie },
    body: new URLSearchParams({ intent: "save", ...faq, isActive: "on" }),
  });
  const outcome = (await adminContent.action({ request: form, params: {}, context: {} } as never)) as {
    init: { status: number } | null;
    data: { error?: Record<string, string[] | null> };
  };
  expect(outcome.init?.status).toBe(400);
  expect(outcome.data.error?.slug).toEqual([PAGE_SLUG_BUILT_IN]);

  // Renaming a page to one takes the same way: refused, the page left as it was.
  const page = (await (await create({ ...faq, slug: "questions" })).json()) as Page;
  expect((await update(page.id, { ...faq, slug: "blog" })).status).toBe(400);
  const list = (await (await call(pagesRoute.loader, jsonRequest("GET", "/api/pages"))).json()) as Page[];
  expect(list.map((p) => p.slug)).toEqual(["questions"]);
  // About is the one built-in page a content page replaces.
  expect((await create(ABOUT)).status).toBe(201);
});
