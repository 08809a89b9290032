/**
 * No search term can make D1 refuse its query (→ 500): long accented, CJK, emoji and punctuation
 * terms, and FTS5 operators, on every route that searches, as people type them.
 */
import { expect, test } from "vitest";
import * as browsePage from "#app/features/catalogue/routes/browse";
import * as categoryPage from "#app/features/catalogue/routes/category";
import * as homePage from "#app/features/catalogue/routes/home";
import * as formulationsRoute from "#app/features/formulation/routes/api/formulations";
import * as suggestionsRoute from "#app/features/search/routes/api/search-suggestions";
import { ftsQuery } from "#app/features/search/search.server";
import { call, get, runSeed } from "./helpers";

const TERMS = [
  "é".repeat(40),
  "漢".repeat(40),
  "😀".repeat(13),
  "%".repeat(25),
  "_\\".repeat(30),
  `${"ß".repeat(30)} ${"ü".repeat(30)}`,
  '"unbalanced quote',
  "cream AND NOT soap",
  "NEAR(cream soap, 2)",
  "name:cream OR description:*",
  "^cream -soap + (gel)",
  "*",
  "a".repeat(100),
  Array.from({ length: 20 }, (_, i) => `w${i}`).join(" "),
];

test("what reaches FTS5 is only quoted prefix words: operators and punctuation are plain text", () => {
  expect(ftsQuery("cream AND NOT soap")).toBe('"cream"* "and"* "not"* "soap"*');
  expect(ftsQuery('NEAR(cream "soap", 2)')).toBe('"near"* "cream"* "soap"* "2"*');
  expect(ftsQuery("%%% *** ---")).toBeUndefined();
  // At most 8 words of at most 40 characters, cut at a character boundary.
  expect(ftsQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(" "))?.split(" ")).toHaveLength(8);
  expect(ftsQuery("漢".repeat(60))).toBe(`"${"漢".repeat(40)}"*`);
});

test("long and odd terms answer normally on every searching route", async () => {
  await runSeed();
  for (const term of TERMS) {
    const q = encodeURIComponent(term);
    for (const res of [
      await call(suggestionsRoute.loader, get(`/api/search/suggestions?q=${q}`)),
      await call(formulationsRoute.loader, get(`/api/formulations?search=${q}`)),
    ]) {
      expect(res.status, term).toBe(200);
    }
    // The home page's old search address sends every term on to the one results page.
    const moved = await homePage.loader({ request: get(`/?q=${q}`), params: {}, context: {} } as never).then(
      () => undefined,
      (r: unknown) => r as Response,
    );
    expect(moved?.status, term).toBe(301);
    expect(new URL(moved?.headers.get("Location") ?? "", "http://localhost").pathname, term).toBe("/browse");
    const pages = [
      () => browsePage.loader({ request: get(`/browse?search=${q}`), params: {}, context: {} } as never),
      () =>
        categoryPage.loader({
          request: get(`/category/skin-care-formulations?search=${q}`),
          params: { id: "skin-care-formulations" },
          context: {},
        } as never),
    ];
    for (const load of pages) await expect(load(), term).resolves.toBeTruthy();
  }
  // A real accented word still finds what it names.
  const found = (await (
    await call(formulationsRoute.loader, get("/api/formulations?search=CR%C3%88ME"))
  ).json()) as unknown[];
  expect(Array.isArray(found)).toBe(true);
}, 60_000);
