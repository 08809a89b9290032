import { env } from "cloudflare:test";
import { beforeEach, expect, test } from "vitest";
import * as categoriesRoute from "#app/features/catalogue/routes/api/categories";
import * as categoryRoute from "#app/features/catalogue/routes/api/category";
import * as statsRoute from "#app/features/catalogue/routes/api/stats";
import * as notFoundRoute from "#app/routes/api/not-found";
import { call, get, runSeed, seedInput } from "./helpers";

beforeEach(async () => {
  await runSeed({ ...seedInput(), library: [] });
  await env.DB.batch([
    env.DB.prepare("DELETE FROM formulations"),
    env.DB.prepare("UPDATE categories SET is_active = 1"),
  ]);
});

test("GET /api/categories lists the 22 active categories in their system order", async () => {
  const res = await call(categoriesRoute.loader, get("/api/categories"));
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
  const body = (await res.json()) as { slug: string; name: string; formulationCount: number }[];
  expect(body).toHaveLength(22);
  expect(body[0]?.slug).toBe("skin-care-formulations");
  expect(body.every((c) => c.formulationCount === 0)).toBe(true);
});

test("inactive categories are not listed publicly", async () => {
  await env.DB.prepare("UPDATE categories SET is_active = 0 WHERE slug = 'pet-care-formulations'").run();
  const body = (await (await call(categoriesRoute.loader, get("/api/categories"))).json()) as { slug: string }[];
  expect(body).toHaveLength(21);
  expect(body.map((c) => c.slug)).not.toContain("pet-care-formulations");
});

test("GET /api/categories?search= filters by name and description", async () => {
  const body = (await (await call(categoriesRoute.loader, get("/api/categories?search=toothpaste"))).json()) as {
    slug: string;
  }[];
  expect(body.map((c) => c.slug)).toEqual(["oral-care-formulations"]);
});

test("GET /api/categories/:id finds a category by slug and by id", async () => {
  const bySlug = await call(categoryRoute.loader, get("/api/categories/oral-care-formulations"), {
    id: "oral-care-formulations",
  });
  expect(bySlug.status).toBe(200);
  const category = (await bySlug.json()) as { id: string; name: string };
  expect(category.name).toBe("Oral Care");
  const byId = await call(categoryRoute.loader, get(`/api/categories/${category.id}`), { id: category.id });
  expect(((await byId.json()) as { name: string }).name).toBe("Oral Care");
});

test("GET /api/categories/:id answers 404 JSON for an unknown category", async () => {
  const res = await call(categoryRoute.loader, get("/api/categories/no-such-thing"), { id: "no-such-thing" });
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ message: "Category not found" });
});

test("malformed requests get a 4xx JSON message, never a 500", async () => {
  const badId = await call(categoryRoute.loader, get("/api/categories/%3Cscript%3E"), { id: "<script>" });
  expect(badId.status).toBe(400);
  expect(((await badId.json()) as { message: string }).message).toMatch(/uuid or a slug/);

  const longSearch = await call(categoriesRoute.loader, get(`/api/categories?search=${"x".repeat(101)}`));
  expect(longSearch.status).toBe(400);
  expect(await longSearch.json()).toMatchObject({
    message: "Search term must be at most 100 characters",
    fieldErrors: { search: ["Search term must be at most 100 characters"] },
  });

  // POST is an admin call (always refused: categories are system-defined); PATCH is no call at all.
  const patch = await call(categoriesRoute.action, new Request("http://localhost/api/categories", { method: "PATCH" }));
  expect(patch.status).toBe(405);
  expect(patch.headers.get("Allow")).toBe("GET, POST");

  const unknown = await call(notFoundRoute.loader, get("/api/does-not-exist"));
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({ message: "Not found" });
});

test("GET /api/stats counts categories and active vs draft formulations", async () => {
  const categoryId = (
    await env.DB.prepare("SELECT id FROM categories WHERE slug = 'skin-care-formulations'").first<{ id: string }>()
  )?.id;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO formulations (id, category_id, name, slug) VALUES ('a', ?, 'A', 'a')").bind(categoryId),
    env.DB.prepare("INSERT INTO formulations (id, category_id, name, slug) VALUES ('b', ?, 'B', 'b')").bind(categoryId),
    env.DB.prepare(
      "INSERT INTO formulations (id, category_id, name, slug, is_active) VALUES ('c', ?, 'C', 'c', 0)",
    ).bind(categoryId),
  ]);
  const res = await call(statsRoute.loader, get("/api/stats"));
  expect(await res.json()).toEqual({
    totalCategories: 22,
    totalFormulations: 3,
    activeFormulations: 2,
    draftFormulations: 1,
  });
  const list = (await (await call(categoriesRoute.loader, get("/api/categories"))).json()) as {
    slug: string;
    formulationCount: number;
  }[];
  expect(list.find((c) => c.slug === "skin-care-formulations")?.formulationCount).toBe(2);
});
