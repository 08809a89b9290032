/**
 * The one search service as visitors meet it: words in any order, prefixes as they
 * type, accents folded, ingredient and INCI names, names ranked first, only public rows, and the
 * index kept in step by every write. Plus /browse's knowledge-base filters.
 */
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import * as browsePage from "#app/features/catalogue/routes/browse";
import * as homePage from "#app/features/catalogue/routes/home";
import * as formulationsRoute from "#app/features/formulation/routes/api/formulations";
import * as suggestionsRoute from "#app/features/search/routes/api/search-suggestions";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { adminSessionCookie, call, get, runSeed } from "./helpers";

type Item = {
  id: string;
  slug: string;
  name: string;
  description: string;
  ingredients: { name: string; inci: string }[];
};
type Suggestion = { title: string; type: "category" | "formulation"; description: string };

const search = async (term: string, extra = "") =>
  (await (
    await call(formulationsRoute.loader, get(`/api/formulations?search=${encodeURIComponent(term)}${extra}`))
  ).json()) as Item[];
const suggest = async (term: string) =>
  (await (
    await call(suggestionsRoute.loader, get(`/api/search/suggestions?q=${encodeURIComponent(term)}`))
  ).json()) as Suggestion[];
const names = (items: { name: string }[]) => items.map((i) => i.name);

let adminCookie = "";

beforeAll(async () => {
  await runSeed();
  const db = getDb();
  const [admin] = await db.insert(users).values({ email: "search.admin@example.com", isAdmin: true }).returning();
  if (!admin) throw new Error("admin missing");
  adminCookie = await adminSessionCookie(db, admin.id);
});

test("words match in any order and as prefixes while typing", async () => {
  for (const term of ["glass cleaner", "cleaner glass", "Glass & Mirror", "gla clea", "STREAK-FREE"]) {
    expect(names(await search(term)), term).toContain("Streak-Free Glass & Mirror Cleaner");
  }
  const typed = await suggest("glass clea");
  expect(typed.map((s) => s.title)).toContain("Streak-Free Glass & Mirror Cleaner");
  // Every word must be there: a word no formulation has empties the answer.
  expect(await search("glass zzqqxx")).toEqual([]);
});

test("ingredient and INCI names find formulations that do not name them", async () => {
  expect((await search("niacinamide")).length).toBeGreaterThanOrEqual(3);
  const phenoxyethanol = await search("phenoxyethanol", "&limit=500");
  const viaIngredients = phenoxyethanol.filter((f) => !/phenoxyethanol/i.test(`${f.name} ${f.description}`));
  expect(viaIngredients.length).toBeGreaterThan(10);
  for (const f of viaIngredients)
    expect(f.ingredients.some((i) => /phenoxyethanol/i.test(`${i.name} ${i.inci}`))).toBe(true);

  const aqua = await search("aqua", "&limit=500");
  expect(aqua.length).toBeGreaterThan(20);
  for (const f of aqua.slice(0, 20)) {
    expect(JSON.stringify([f.name, f.description, f.ingredients]).toLowerCase(), f.name).toContain("aqua");
  }
});

test("a hit in the name ranks above one only in the ingredients", async () => {
  const ranked = await search("niacinamide");
  const firstIngredientOnly = ranked.findIndex((f) => !/niacinamide/i.test(f.name));
  const lastNamed = ranked.map((f) => /niacinamide/i.test(f.name)).lastIndexOf(true);
  expect(lastNamed).toBeGreaterThanOrEqual(0);
  expect(firstIngredientOnly).toBeGreaterThan(lastNamed);
  // The same order in the dropdown.
  const dropdown = (await suggest("niacinamide")).filter((s) => s.type === "formulation");
  expect(/niacinamide/i.test(dropdown[0]?.title ?? "")).toBe(true);
});

test("accents are folded both ways, and writes reach the index at once", async () => {
  const category = await env.DB.prepare("SELECT id FROM categories WHERE slug = 'skin-care-formulations'").first<{
    id: string;
  }>();
  await env.DB.prepare(
    "INSERT INTO formulations (id, category_id, name, slug, description, ingredients) VALUES ('accent-1', ?, 'Crème Brûlée Body Soufflé', 'creme-brulee-body-souffle', 'Whipped body butter.', ?)",
  )
    .bind(
      category?.id,
      JSON.stringify([
        { name: "Karité Butter", inci: "Butyrospermum Parkii Butter", percentage: "20%", function: "Emollient" },
      ]),
    )
    .run();
  for (const term of ["creme brulee", "CRÈME", "brûl", "souffle", "karite", "butyrospermum"]) {
    expect(names(await search(term)), term).toContain("Crème Brûlée Body Soufflé");
  }
  // A rename moves it in the index; a draft and a deleted row are not found.
  await env.DB.prepare("UPDATE formulations SET name = 'Zephyrine Body Soufflé' WHERE id = 'accent-1'").run();
  expect(names(await search("brulee"))).not.toContain("Zephyrine Body Soufflé");
  expect(names(await search("zephyrine souffle"))).toContain("Zephyrine Body Soufflé");
  await env.DB.prepare("UPDATE formulations SET is_active = 0 WHERE id = 'accent-1'").run();
  expect(names(await search("zephyrine souffle"))).toEqual([]);
  expect((await suggest("zephyrine souffle")).map((s) => s.title)).not.toContain("Zephyrine Body Soufflé");
  await env.DB.prepare("DELETE FROM formulations WHERE id = 'accent-1'").run();
  const left = await env.DB.prepare("SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH 'zephyrine'").first<{
    n: number;
  }>();
  expect(left?.n).toBe(0);
});

test("drafts that outrank every public match do not crowd it out of the suggestions", async () => {
  const category = await env.DB.prepare("SELECT id FROM categories WHERE slug = 'skin-care-formulations'").first<{
    id: string;
  }>();
  // Forty short-named drafts rank above the one public formulation, whose name is long.
  const drafts = Array.from({ length: 40 }, (_, i) =>
    env.DB.prepare(
      "INSERT INTO formulations (id, category_id, name, slug, description, is_active) VALUES (?, ?, ?, ?, 'Draft.', 0)",
    ).bind(`quorvex-draft-${i}`, category?.id, `Quorvex ${i}`, `quorvex-draft-${i}`),
  );
  await env.DB.batch([
    ...drafts,
    env.DB.prepare(
      "INSERT INTO formulations (id, category_id, name, slug, description) VALUES ('quorvex-public', ?, 'Quorvex Restorative Overnight Balm for Very Dry Hands and Cuticles', 'quorvex-public', 'A rich anhydrous balm for hands and cuticles that crack in winter.')",
    ).bind(category?.id),
  ]);
  try {
    const ranked = await env.DB.prepare(
      "SELECT d.ref_id AS id FROM search_fts CROSS JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH '\"quorvex\"*' AND d.kind = 'formulation' ORDER BY bm25(search_fts, 10.0, 2.0, 1.5, 3.0)",
    ).all<{ id: string }>();
    expect(ranked.results.findIndex((r) => r.id === "quorvex-public")).toBeGreaterThanOrEqual(32);
    expect((await suggest("quorvex")).map((s) => s.title)).toEqual([
      "Quorvex Restorative Overnight Balm for Very Dry Hands and Cuticles",
    ]);
  } finally {
    await env.DB.prepare("DELETE FROM formulations WHERE id LIKE 'quorvex-%'").run();
  }
});

test("an inactive category hides its formulations from every search", async () => {
  await env.DB.prepare("UPDATE categories SET is_active = 0 WHERE slug = 'cleaning-products-formulations'").run();
  try {
    expect(names(await search("glass cleaner"))).not.toContain("Streak-Free Glass & Mirror Cleaner");
    expect((await suggest("glass cleaner")).map((s) => s.title)).not.toContain("Streak-Free Glass & Mirror Cleaner");
  } finally {
    await env.DB.prepare("UPDATE categories SET is_active = 1 WHERE slug = 'cleaning-products-formulations'").run();
  }
});

test("suggestions: at most 8, categories first, descriptions cut at 80 characters", async () => {
  const list = await suggest("hair");
  expect(list.length).toBe(8);
  const types = list.map((s) => s.type);
  expect(types[0]).toBe("category");
  expect(types).toContain("formulation");
  // Once the formulations start, no category follows.
  expect(types.slice(types.indexOf("formulation")).every((t) => t === "formulation")).toBe(true);
  for (const s of list) expect(s.description.length).toBeLessThanOrEqual(83);
});

test("the home page's old search address sends the term on to /browse, which lists the matching categories", async () => {
  const cards = (html: string) =>
    [...html.matchAll(/data-testid="category-card"[\s\S]*?<h3[^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]+)<\/h3>/g)].map(
      (m) => m[1],
    );
  const moved = await homePage.loader({ request: get("/?q=shampoo"), params: {}, context: {} } as never).then(
    () => undefined,
    (r: unknown) => r as Response,
  );
  expect(moved?.status).toBe(301);
  expect(moved?.headers.get("Location")).toBe("/browse?search=shampoo#search-results");
  const browse = (await browsePage.loader({
    request: get("/browse?search=shampoo"),
    params: {},
    context: {},
  } as never)) as { html: string };
  expect(cards(browse.html).length).toBeGreaterThan(3);
});

test("/browse filters come from the knowledge base, not from the words of a formula", async () => {
  const load = async (query: string) =>
    (
      (await browsePage.loader({ request: get(`/browse?${query}`), params: {}, context: {} } as never)) as {
        html: string;
      }
    ).html;
  const results = (html: string) =>
    [...html.matchAll(/data-testid="formulation-result"[^>]*><span[^>]*>([^<]+)</g)].map((m) =>
      (m[1] ?? "").replaceAll("&amp;", "&"),
    );
  const count = (html: string) => Number(/data-testid="formulation-count">(\d+)/.exec(html)?.[1]);

  const all = count(await load("category=hair-enrichment-solutions-formulations"));
  const sulfateFree = await load("category=hair-enrichment-solutions-formulations&free=sulfate");
  expect(count(sulfateFree)).toBeGreaterThan(0);
  expect(count(sulfateFree)).toBeLessThan(all);
  // Each listed one really has no sulfated surfactant in its ingredient list.
  const listed = results(sulfateFree);
  const rows = await env.DB.prepare(
    `SELECT name, ingredients FROM formulations WHERE name IN (${listed.map(() => "?").join(",")})`,
  )
    .bind(...listed)
    .all<{ name: string; ingredients: string }>();
  expect(rows.results.length).toBe(listed.length);
  for (const r of rows.results) expect(r.ingredients, r.name).not.toMatch(/laur(e|y)th?(yl)? sulfate|SLES|\bSLS\b/i);

  // pH range: only formulations whose pH overlaps 3–4.
  const acidic = await load("phMin=3&phMax=4");
  const acidicNames = results(acidic);
  expect(acidicNames.length).toBeGreaterThan(0);
  const phs = await env.DB.prepare(
    `SELECT f.name, ff.ph_min, ff.ph_max FROM formulations f JOIN formulation_facets ff ON ff.formulation_id = f.id WHERE f.name IN (${acidicNames.map(() => "?").join(",")})`,
  )
    .bind(...acidicNames)
    .all<{ name: string; ph_min: number; ph_max: number }>();
  for (const r of phs.results) expect(r.ph_min <= 4 && r.ph_max >= 3, r.name).toBe(true);

  // Rinse-off and leave-on split the library; vegan narrows it.
  const total = count(await load("use=leave-on")) + count(await load("use=rinse-off"));
  expect(total).toBe(
    Number((await env.DB.prepare("SELECT count(*) AS n FROM formulation_facets").first<{ n: number }>())?.n),
  );
  expect(count(await load("vegan=1&search=shampoo"))).toBeLessThan(count(await load("search=shampoo")));
  // A bad filter value is ignored, not an error.
  expect(count(await load("search=cream&phMin=abc&use=sideways&free=gluten"))).toBe(count(await load("search=cream")));
});

test("an administrator's save derives the filters from the ingredients", async () => {
  const category = await env.DB.prepare("SELECT id FROM categories WHERE slug = 'skin-care-formulations'").first<{
    id: string;
  }>();
  const body = {
    categoryId: category?.id,
    name: "Search Test Gel",
    description: "A plain gel for the search tests.",
    seoTitle: "",
    metaDescription: "",
    keywords: "",
    image: "",
    imageAlt: "",
    imageFilename: "",
    phLevel: "5.0-5.5",
    shelfLife: "12 months",
    viscosity: "",
    storageConditions: "Room Temperature (15-25°C)",
    batchSize: "1 kg",
    processingTime: "1 hour",
    temperature: "20°C",
    equipment: "Overhead stirrer",
    certification: "",
    usageInstructions: "**1. Apply**\n- Smooth over clean skin.",
    ingredients: [
      { name: "Deionised Water", inci: "Aqua", percentage: "93.1%", function: "Solvent" },
      { name: "Glycerin", inci: "Glycerin", percentage: "5%", function: "Humectant" },
      { name: "Xanthan Gum", inci: "Xanthan Gum", percentage: "1%", function: "Thickener" },
      { name: "Phenoxyethanol", inci: "Phenoxyethanol", percentage: "0.9%", function: "Preservative" },
    ],
    instructions: [{ phase: "Phase A", steps: ["Disperse the gum in glycerin, add water and stir."] }],
  };
  const res = await call(
    formulationsRoute.action,
    new Request("http://localhost/api/formulations", {
      method: "POST",
      headers: { Cookie: adminCookie, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { formulation } = (await res.json()) as { formulation: { id: string } };
  const facets = await env.DB.prepare("SELECT * FROM formulation_facets WHERE formulation_id = ?")
    .bind(formulation.id)
    .first<Record<string, number>>();
  expect(facets).toMatchObject({ ph_min: 5, ph_max: 5.5, sulfate_free: 1, silicone_free: 1, preservative_free: 0 });
  // The new draft is in the index too (drafts are not public until approved).
  const indexed = await env.DB.prepare(
    "SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH '\"search test gel\"'",
  ).first<{
    n: number;
  }>();
  expect(indexed?.n).toBe(1);
});
