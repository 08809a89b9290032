/**
 * The Categories tab's server side: editing a category through the
 * JSON API and the page form, deleting only empty categories, refusing creation, and refusing
 * everyone but administrators — with the content version bumped after every change, so the public
 * pages stop showing the old text.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import * as categoriesPage from "#app/features/admin/routes/categories";
import * as categoriesRoute from "#app/features/catalogue/routes/api/categories";
import * as categoryRoute from "#app/features/catalogue/routes/api/category";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { categories, formulations, users } from "#app/server/db/schema";
import { adminSessionCookie, call, countRows, get, runSeed, seedInput } from "./helpers";

const SLUG = "shoe-care-formulations";

type Category = {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  seoTitle: string | null;
  metaDescription: string | null;
  keywords: string | null;
  isActive: boolean;
};

let adminCookie = "";
let userCookie = "";

beforeEach(async () => {
  // Categories are inserted once by the seed and then owned by admins: start each test afresh.
  await env.DB.batch([env.DB.prepare("DELETE FROM formulations"), env.DB.prepare("DELETE FROM categories")]);
  await runSeed({ ...seedInput(), library: [] });
  const db = getDb();
  const suffix = crypto.randomUUID().slice(0, 8);
  const [admin] = await db
    .insert(users)
    .values({ email: `cat.admin.${suffix}@example.com`, isAdmin: true })
    .returning();
  const [plain] = await db
    .insert(users)
    .values({ email: `cat.user.${suffix}@example.com` })
    .returning();
  if (!admin || !plain) throw new Error("test users missing");
  adminCookie = await adminSessionCookie(db, admin.id);
  userCookie = `formulab_session=${(await createSession(db, plain.id)).token}`;
});

async function category(slug = SLUG): Promise<Category> {
  const row = await getDb().select().from(categories).where(eqSlug(slug)).get();
  if (!row) throw new Error(`no category ${slug}`);
  return row;
}

function eqSlug(slug: string) {
  return eq(categories.slug, slug);
}

async function contentVersion(): Promise<string | null> {
  const row = await env.DB.prepare("SELECT value FROM site_settings WHERE key = 'content_version'").first<{
    value: string;
  }>();
  return row?.value ?? null;
}

function jsonRequest(method: string, path: string, body?: unknown, cookie = adminCookie) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const put = (id: string, body: unknown, cookie?: string) =>
  call(categoryRoute.action, jsonRequest("PUT", `/api/categories/${id}`, body, cookie), { id });
const del = (id: string, cookie?: string) =>
  call(categoryRoute.action, jsonRequest("DELETE", `/api/categories/${id}`, undefined, cookie), { id });

const FORM = {
  name: "Shoe & Leather Care",
  description: "Polishes, conditioners and protectors for shoes and boots.",
  icon: "fas fa-shoe-prints",
  seoTitle: "Shoe Care Formulations – Polish & Protect",
  metaDescription: "Shoe polish and leather conditioner formulations ready to produce.",
  keywords: "shoe polish, leather conditioner",
  isActive: true,
};

async function addFormulation(categoryId: string, isActive: boolean) {
  const slug = `test-formulation-${crypto.randomUUID().slice(0, 8)}`;
  await getDb()
    .insert(formulations)
    .values({ categoryId, name: `Formulation ${slug}`, slug, isActive });
}

test("an admin's edit is saved, keeps the slug, bumps the content version and shows publicly", async () => {
  const before = await category();
  const version = await contentVersion();
  const res = await put(before.id, FORM);
  expect(res.status).toBe(200);
  const saved = (await res.json()) as Category;
  expect(saved).toMatchObject({ ...FORM, id: before.id, slug: SLUG });

  const stored = await category();
  expect(stored).toMatchObject({ ...FORM, slug: SLUG });
  expect(await contentVersion()).not.toBe(version);

  const publicList = (await (await call(categoriesRoute.loader, get("/api/categories"))).json()) as Category[];
  expect(publicList.find((c) => c.slug === SLUG)?.description).toBe(FORM.description);
  const one = await call(categoryRoute.loader, get(`/api/categories/${SLUG}`), { id: SLUG });
  expect(((await one.json()) as Category).name).toBe("Shoe & Leather Care");
});

test("each change gets a new content version", async () => {
  const { id } = await category();
  const seeded = await contentVersion();
  await put(id, FORM);
  const first = await contentVersion();
  await put(id, { ...FORM, description: "Another description." });
  expect(first).not.toBe(seeded);
  expect(await contentVersion()).not.toBe(first);
});

test("optional SEO fields left empty are cleared; isActive false hides the category from the public", async () => {
  const { id } = await category();
  const res = await put(id, { ...FORM, seoTitle: "", metaDescription: "  ", keywords: null, isActive: false });
  expect(res.status).toBe(200);
  expect(await category()).toMatchObject({ seoTitle: null, metaDescription: null, keywords: null, isActive: false });
  const publicList = (await (await call(categoriesRoute.loader, get("/api/categories"))).json()) as Category[];
  expect(publicList.map((c) => c.slug)).not.toContain(SLUG);
  expect((await call(categoryRoute.loader, get(`/api/categories/${SLUG}`), { id: SLUG })).status).toBe(404);
});

test("isActive omitted from the JSON form leaves the status as it is", async () => {
  const { id } = await category();
  await env.DB.prepare("UPDATE categories SET is_active = 0 WHERE id = ?").bind(id).run();
  const { isActive: _omitted, ...rest } = FORM;
  expect((await put(id, rest)).status).toBe(200);
  expect((await category()).isActive).toBe(false);
});

test("a too-long SEO title is a 400 naming the field, and nothing is written", async () => {
  const before = await category();
  const version = await contentVersion();
  const res = await put(before.id, { ...FORM, seoTitle: "x".repeat(61), metaDescription: "y".repeat(161) });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
  expect(body.fieldErrors.seoTitle).toEqual(["SEO title must be at most 60 characters"]);
  expect(body.fieldErrors.metaDescription).toEqual(["Meta description must be at most 160 characters"]);
  expect(await category()).toEqual(before);
  expect(await contentVersion()).toBe(version);
});

test("name, description and icon are required, with a message for each", async () => {
  const before = await category();
  const res = await put(before.id, { name: "  ", icon: "" });
  expect(res.status).toBe(400);
  const { fieldErrors } = (await res.json()) as { fieldErrors: Record<string, string[]> };
  expect(fieldErrors).toMatchObject({
    name: ["Name is required"],
    description: ["Description is required"],
    icon: ["Icon is required"],
  });
  const badIcon = await put(before.id, { ...FORM, icon: "<svg onload=alert(1)>" });
  expect(badIcon.status).toBe(400);
  expect(((await badIcon.json()) as { message: string }).message).toBe(
    "Icon must be a Font Awesome class such as 'fas fa-flask'",
  );
  const notAnObject = await put(before.id, ["name"]);
  expect(notAnObject.status).toBe(400);
  expect(await category()).toEqual(before);
});

test("a name another category already has is refused (409) on the name field", async () => {
  const before = await category();
  const res = await put(before.id, { ...FORM, name: "skin care" });
  expect(res.status).toBe(409);
  const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
  expect(body.message).toBe('Another category is already named "skin care"');
  expect(body.fieldErrors.name).toEqual([body.message]);
  expect(await category()).toEqual(before);
});

test("editing or deleting an unknown category is a 404", async () => {
  const unknown = "00000000-0000-4000-8000-000000000000";
  expect((await put(unknown, FORM)).status).toBe(404);
  const res = await del(unknown);
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ message: "Category not found" });
});

test("a category with formulations, even only drafts, cannot be deleted: 409 and nothing lost", async () => {
  const { id } = await category();
  await addFormulation(id, false);
  await addFormulation(id, true);
  const categoriesBefore = await countRows("categories");
  const version = await contentVersion();

  const res = await del(id);
  expect(res.status).toBe(409);
  expect(await res.json()).toEqual({
    message:
      '"Shoe Care" cannot be deleted yet. Move or delete its 2 formulations first (drafts included). Nothing was deleted.',
  });
  expect(await countRows("categories")).toBe(categoriesBefore);
  expect(await countRows("formulations")).toBe(2);
  expect(await contentVersion()).toBe(version);
});

test("an empty category is deleted with its uploaded image, and the content version moves", async () => {
  const db = getDb();
  // An upload's key, as the upload flow names it (ADR 0026).
  const key = `uploads/${crypto.randomUUID()}`;
  await env.MEDIA.put(key, new Uint8Array([137, 80, 78, 71]));
  const [made] = await db
    .insert(categories)
    .values({ name: "Temporary", slug: "temporary-formulations", image: `/objects/${key}` })
    .returning();
  if (!made) throw new Error("not inserted");
  const version = await contentVersion();

  const res = await del(made.id);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ message: "Category deleted successfully" });
  expect(await db.select().from(categories).where(eqSlug("temporary-formulations")).get()).toBeUndefined();
  expect(await env.MEDIA.get(key)).toBeNull();
  expect(await contentVersion()).not.toBe(version);
  expect(await countRows("categories")).toBe(22);
});

test("deleting a category whose image is not one of our objects leaves storage alone", async () => {
  const db = getDb();
  await env.MEDIA.put("reports/keep.pdf", "keep");
  const [made] = await db
    .insert(categories)
    .values({ name: "External", slug: "external-formulations", image: "https://cdn.example.com/reports/keep.pdf" })
    .returning();
  if (!made) throw new Error("not inserted");
  expect((await del(made.id)).status).toBe(200);
  expect(await env.MEDIA.get("reports/keep.pdf")).not.toBeNull();
});

test("creating a category is refused with the explanation, whatever is sent", async () => {
  const res = await call(categoriesRoute.action, jsonRequest("POST", "/api/categories", { name: "New", icon: "x" }));
  expect(res.status).toBe(403);
  const { message } = (await res.json()) as { message: string };
  expect(message).toMatch(/^Categories are system-defined: Formulab has 22 fixed categories/);
  expect(await countRows("categories")).toBe(22);
});

test("only administrators may change categories: 401 anonymous, 403 signed-in users", async () => {
  const before = await category();
  const anonymous = new Request(`http://localhost/api/categories/${before.id}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(FORM),
  });
  expect((await call(categoryRoute.action, anonymous, { id: before.id })).status).toBe(401);
  expect((await put(before.id, FORM, userCookie)).status).toBe(403);
  expect((await del(before.id, userCookie)).status).toBe(403);
  const create = await call(categoriesRoute.action, jsonRequest("POST", "/api/categories", {}, userCookie));
  expect(create.status).toBe(403);
  expect(((await create.json()) as { message: string }).message).toBe(
    "You don't have admin privileges to access this.",
  );
  expect(await category()).toEqual(before);
  // Reading stays public.
  expect((await call(categoryRoute.loader, get(`/api/categories/${SLUG}`), { id: SLUG })).status).toBe(200);
});

// ---- The admin page's own form (Conform + the same schema) ----

type Reply = { status?: string; error?: Record<string, string[] | null> };

async function submitPage(fields: Record<string, string>, cookie = adminCookie) {
  const request = new Request("http://localhost/admin/categories", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });
  const outcome = (await (categoriesPage.action as (args: unknown) => unknown)({
    request,
    params: {},
    context: {},
  })) as { data: Reply; init?: { status?: number } | null };
  return { status: outcome.init?.status ?? 200, reply: outcome.data };
}

test("the page form saves the edit; an unticked Active box makes the category inactive", async () => {
  const { id } = await category();
  const { isActive: _unticked, ...text } = FORM;
  const res = await submitPage({ intent: "update", id, ...text });
  expect(res.status).toBe(200);
  expect(res.reply.status).toBe("success");
  expect(await category()).toMatchObject({ ...text, isActive: false });

  await submitPage({ intent: "update", id, ...text, isActive: "on" });
  expect((await category()).isActive).toBe(true);
});

test("the page form answers field errors and the delete refusal in Conform's reply", async () => {
  const { id } = await category();
  const invalid = await submitPage({ intent: "update", id, ...FORM, isActive: "on", seoTitle: "t".repeat(70) });
  expect(invalid.status).toBe(400);
  expect(invalid.reply.error?.seoTitle).toEqual(["SEO title must be at most 60 characters"]);

  await addFormulation(id, true);
  const refused = await submitPage({ intent: "delete", id });
  expect(refused.status).toBe(409);
  expect(refused.reply.error?.[""]?.[0]).toMatch(
    /^"Shoe Care" cannot be deleted yet\. Move or delete its formulation first \(drafts included\)/,
  );
  expect(await countRows("formulations")).toBe(1);

  const unknownIntent = await submitPage({ intent: "create", name: "New" });
  expect(unknownIntent.status).toBe(400);
  expect(await countRows("categories")).toBe(22);
});

test("the page and its form refuse non-administrators", async () => {
  const { id } = await category();
  const asUser = await submitPage({ intent: "delete", id }, userCookie);
  expect(asUser.status).toBe(403);
  const loaderOutcome = await (categoriesPage.loader as (args: unknown) => Promise<unknown>)({
    request: new Request("http://localhost/admin/categories"),
    params: {},
    context: {},
  }).catch((thrown: unknown) => thrown);
  expect((loaderOutcome as { init?: { status?: number } }).init?.status).toBe(401);
  expect(await countRows("categories")).toBe(22);
});
