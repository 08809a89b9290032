/**
 * A category with many formulations renders a page of cards, not all of them, in the
 * spec's order: the highlighted card first, then search matches, then the newest.
 */
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { CATEGORY_PAGE_SIZE } from "#app/features/catalogue/category-page.server";
import * as categoryPage from "#app/features/catalogue/routes/category";
import { get, runSeed } from "./helpers";

type Loaded = {
  formulations: { id: string; name: string; matches: boolean }[];
  total: number;
  matchCount: number;
  page: number;
  pages: number;
};
const load = async (query = "") =>
  (await categoryPage.loader({
    request: get(`/category/pet-care-formulations${query}`),
    params: { id: "pet-care-formulations" },
    context: {},
  } as never)) as unknown as Loaded;

beforeAll(async () => {
  await runSeed();
  const category = await env.DB.prepare("SELECT id FROM categories WHERE slug = 'pet-care-formulations'").first<{
    id: string;
  }>();
  // 60 more, each a second newer than the last; every fifth is a "Zorbit Paw Balm".
  const statements = Array.from({ length: 60 }, (_, i) =>
    env.DB.prepare(
      "INSERT INTO formulations (id, category_id, name, slug, description, created_at) VALUES (?, ?, ?, ?, 'Generated for paging.', ?)",
    ).bind(
      `paging-${i}`,
      category?.id,
      i % 5 === 0 ? `Zorbit Paw Balm ${i}` : `Bulk Coat Spray ${i}`,
      `bulk-paging-${i}`,
      Date.UTC(2030, 0, 1) + i * 1000,
    ),
  );
  await env.DB.batch(statements);
});

test("cards come a page at a time, newest first, with the total in the heading", async () => {
  const first = await load();
  expect(first.formulations).toHaveLength(CATEGORY_PAGE_SIZE);
  expect(first.total).toBeGreaterThan(60);
  expect(first.pages).toBe(Math.ceil(first.total / CATEGORY_PAGE_SIZE));
  expect(first.formulations[0]?.id).toBe("paging-59");
  const last = await load(`?page=${first.pages}`);
  expect(last.formulations.length).toBe(first.total - (first.pages - 1) * CATEGORY_PAGE_SIZE);
  // Every formulation is on exactly one page.
  const ids = new Set<string>();
  for (let p = 1; p <= first.pages; p++) for (const f of (await load(`?page=${p}`)).formulations) ids.add(f.id);
  expect(ids.size).toBe(first.total);
  // A page past the end is empty, a bad page number is the first page.
  expect((await load("?page=999")).formulations).toEqual([]);
  expect((await load("?page=abc")).page).toBe(1);
});

test("the highlighted card leads, then search matches, across pages", async () => {
  const searched = await load("?search=zorbit balm&highlight=paging-1");
  expect(searched.formulations[0]?.id).toBe("paging-1");
  expect(searched.matchCount).toBe(12);
  expect(searched.formulations.slice(1, 13).every((f) => f.matches)).toBe(true);
  expect(searched.formulations.slice(13).some((f) => f.matches)).toBe(false);
  // The highlighted card is not repeated on a later page.
  const rest = (await load("?search=zorbit balm&highlight=paging-1&page=2")).formulations.map((f) => f.id);
  expect(rest).not.toContain("paging-1");
});
