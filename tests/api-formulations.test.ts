import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import * as demoRoute from "#app/features/demo/routes/api/demo-formulation";
import * as oneRoute from "#app/features/formulation/routes/api/formulation";
import * as listRoute from "#app/features/formulation/routes/api/formulations";
import * as propertiesRoute from "#app/features/wizard/routes/api/product-properties";
import * as notesRoute from "#app/features/wizard/routes/api/user-notes";
import { call, get, runSeed } from "./helpers";

type Formulation = {
  id: string;
  slug: string;
  name: string;
  categorySlug: string;
  ingredients: { name: string }[];
  isActive: boolean;
};

let draftSlug = "";
beforeAll(async () => {
  const input = await runSeed();
  draftSlug = input.library[0]?.formulations[0]?.slug ?? "";
  await env.DB.prepare("UPDATE formulations SET is_active = 0 WHERE slug = ?").bind(draftSlug).run();
});

function postJson(path: string, body: unknown) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

test("GET /api/formulations lists active formulations only, with parsed ingredient lists", async () => {
  const res = await call(listRoute.loader, get("/api/formulations?limit=500"));
  const list = (await res.json()) as Formulation[];
  const total = (await env.DB.prepare("SELECT count(*) AS n FROM formulations").first<{ n: number }>())?.n ?? 0;
  expect(list).toHaveLength(total - 1);
  expect(res.headers.get("X-Total-Count")).toBe(String(total - 1));
  expect(list.map((f) => f.slug)).not.toContain(draftSlug);
  expect(list.every((f) => f.isActive && Array.isArray(f.ingredients) && f.ingredients.length > 1)).toBe(true);
});

test("GET /api/formulations filters by category (id or slug) and by search term", async () => {
  const byCategory = (await (
    await call(listRoute.loader, get("/api/formulations?categoryId=oral-care-formulations"))
  ).json()) as Formulation[];
  expect(byCategory.length).toBeGreaterThanOrEqual(7);
  expect(new Set(byCategory.map((f) => f.categorySlug))).toEqual(new Set(["oral-care-formulations"]));
  const searched = (await (
    await call(listRoute.loader, get("/api/formulations?search=toothpaste"))
  ).json()) as Formulation[];
  expect(searched.length).toBeGreaterThan(0);
  expect(
    searched.every((f) =>
      /toothpaste/i.test(JSON.stringify([f.name, (f as unknown as { description: string }).description])),
    ),
  ).toBe(true);
  const bad = await call(listRoute.loader, get("/api/formulations?categoryId=%3Cx%3E"));
  expect(bad.status).toBe(400);
});

test("an unsearched list comes in category order, newest first, the same across pages", async () => {
  const expected = await env.DB.prepare(
    `SELECT f.id FROM formulations f JOIN categories c ON c.id = f.category_id
     WHERE f.is_active <> 0 AND c.is_active <> 0 ORDER BY c.sort_order, f.created_at DESC, f.name LIMIT 30`,
  ).all<{ id: string }>();
  const pages = await Promise.all(
    [1, 2, 3].map(
      async (page) =>
        (await (await call(listRoute.loader, get(`/api/formulations?limit=10&page=${page}`))).json()) as Formulation[],
    ),
  );
  expect(pages.flat().map((f) => f.id)).toEqual(expected.results.map((r) => r.id));
});

test("a searched list counts exactly the public matches it pages through", async () => {
  // The draft matches its own name, but is neither listed nor counted.
  const draftName = (
    await env.DB.prepare("SELECT name FROM formulations WHERE slug = ?").bind(draftSlug).first<{
      name: string;
    }>()
  )?.name;
  const word = draftName?.split(/\s+/).find((w) => w.length > 4) ?? "cream";
  const all = await call(listRoute.loader, get(`/api/formulations?search=${encodeURIComponent(word)}&limit=500`));
  const everything = (await all.json()) as Formulation[];
  expect(everything.length).toBeGreaterThan(1);
  expect(everything.map((f) => f.slug)).not.toContain(draftSlug);
  const firstPage = await call(listRoute.loader, get(`/api/formulations?search=${encodeURIComponent(word)}&limit=1`));
  expect(firstPage.headers.get("X-Total-Count")).toBe(String(everything.length));
  expect(((await firstPage.json()) as Formulation[]).map((f) => f.id)).toEqual([everything[0]?.id]);
});

test("GET /api/formulations answers a bounded page with the total and a link to the next page", async () => {
  const first = await call(listRoute.loader, get("/api/formulations"));
  const page1 = (await first.json()) as Formulation[];
  const total = Number(first.headers.get("X-Total-Count"));
  expect(total).toBeGreaterThan(100);
  expect(page1).toHaveLength(100);
  expect(first.headers.get("Link")).toBe('</api/formulations?page=2&limit=100>; rel="next"');
  const second = await call(listRoute.loader, get("/api/formulations?page=2&limit=100"));
  const page2 = (await second.json()) as Formulation[];
  expect(page2).toHaveLength(total - 100);
  expect(second.headers.get("Link")).toBeNull();
  expect(new Set([...page1, ...page2].map((f) => f.id)).size).toBe(total);
  const small = (await (await call(listRoute.loader, get("/api/formulations?limit=5&page=3"))).json()) as Formulation[];
  expect(small.map((f) => f.id)).toEqual(page1.slice(10, 15).map((f) => f.id));
  for (const bad of ["limit=0", "limit=501", "page=0", "page=abc"]) {
    const res = await call(listRoute.loader, get(`/api/formulations?${bad}`));
    expect(res.status, bad).toBe(400);
  }
});

test("GET /api/formulations/:id finds by slug or id; drafts and unknown ones are 404", async () => {
  const [first] = (await (await call(listRoute.loader, get("/api/formulations"))).json()) as Formulation[];
  if (!first) throw new Error("empty library");
  const bySlug = await call(oneRoute.loader, get(`/api/formulations/${first.slug}`), { id: first.slug });
  expect(((await bySlug.json()) as Formulation).id).toBe(first.id);
  const byId = await call(oneRoute.loader, get(`/api/formulations/${first.id}`), { id: first.id });
  expect(((await byId.json()) as Formulation).slug).toBe(first.slug);
  const draft = await call(oneRoute.loader, get(`/api/formulations/${draftSlug}`), { id: draftSlug });
  expect(draft.status).toBe(404);
  expect(await draft.json()).toEqual({ message: "Formulation not found" });
  expect((await call(oneRoute.loader, get("/api/formulations/nope"), { id: "nope" })).status).toBe(404);
});

test("invalid JSON in a stored ingredient list reads as an empty list", async () => {
  await env.DB.prepare(
    "UPDATE formulations SET ingredients = '{broken' WHERE slug = (SELECT slug FROM formulations WHERE is_active = 1 LIMIT 1)",
  ).run();
  const list = (await (await call(listRoute.loader, get("/api/formulations?limit=500"))).json()) as Formulation[];
  expect(list.some((f) => f.ingredients.length === 0)).toBe(true);
});

test("POST /api/demo-formulation returns a validated formulation with its processing time", async () => {
  const res = await call(
    demoRoute.action,
    postJson("/api/demo-formulation", {
      category: "skin-care",
      description: "An anti-aging night cream with peptides",
    }),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    formulation: { name: string; ingredients: { percentage: string }[]; categoryName: string };
    validation: { isValid: boolean; errors: string[] };
    processingTimeMs: number;
    source: string;
  };
  expect(body.validation).toMatchObject({ isValid: true, errors: [] });
  expect(body.formulation.categoryName).toBe("Skin Care");
  expect(body.formulation.ingredients.length).toBeGreaterThan(5);
  expect(typeof body.processingTimeMs).toBe("number");
  expect(body.source).toBe("engine");
});

test("POST /api/demo-formulation needs both fields and a known category", async () => {
  for (const payload of [{ category: "skin-care" }, { description: "x" }, { category: " ", description: "cream" }]) {
    const res = await call(demoRoute.action, postJson("/api/demo-formulation", payload));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Please select a category and enter a product description",
    );
  }
  const unknown = await call(
    demoRoute.action,
    postJson("/api/demo-formulation", { category: "rocket fuel", description: "x" }),
  );
  expect(unknown.status).toBe(400);
  expect(((await unknown.json()) as { message: string }).message).toBe('Unknown category "rocket fuel"');
});

test("GET /api/product-properties suggests properties that fit the product, or the four defaults", async () => {
  const cream = (await (
    await call(propertiesRoute.loader, get("/api/product-properties/Night%20Cream?description=cream"), {
      productName: "Night Cream",
    })
  ).json()) as string[];
  expect(cream).toContain("Moisturizing");
  const unknown = (await (
    await call(propertiesRoute.loader, get("/api/product-properties/Zorblax"), { productName: "Zorblax" })
  ).json()) as string[];
  expect(unknown).toEqual(["Professional grade", "Enhanced formula", "High quality", "Reliable performance"]);
  const long = await call(propertiesRoute.loader, get("/api/product-properties/x"), { productName: "x".repeat(121) });
  expect(long.status).toBe(400);
});

test("POST /api/user-notes stores a note and counts repeats", async () => {
  const note = { productType: "Face Cream", additionalNote: "Needs to be vegan" };
  const first = await call(notesRoute.action, postJson("/api/user-notes", note));
  expect(first.status).toBe(201);
  expect(((await first.json()) as { frequency: number }).frequency).toBe(1);
  const second = await call(notesRoute.action, postJson("/api/user-notes", note));
  expect(((await second.json()) as { frequency: number }).frequency).toBe(2);
  const bad = await call(notesRoute.action, postJson("/api/user-notes", { productType: "Face Cream" }));
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { message: string }).message).toBe("additionalNote is required");
});
