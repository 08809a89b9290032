/**
 * No search term can make D1 refuse its query ("LIKE or GLOB pattern too complex" → 500): long
 * accented, CJK, emoji and punctuation terms on every route that searches, as people type them.
 */
import { expect, test } from "vitest";
import * as formulationsRoute from "~/routes/api/formulations";
import * as suggestionsRoute from "~/routes/api/search-suggestions";
import * as browsePage from "~/routes/browse";
import * as categoryPage from "~/routes/category";
import * as homePage from "~/routes/home";
import { MAX_WORD_BYTES, searchWords } from "~/server/search.server";
import { call, get, runSeed } from "./helpers";

const TERMS = [
  "é".repeat(40),
  "漢".repeat(40),
  "😀".repeat(13),
  "%".repeat(25),
  "_\\".repeat(30),
  `${"ß".repeat(30)} ${"ü".repeat(30)}`,
];

test("every word is cut to what a LIKE pattern may hold, at a character boundary", () => {
  for (const term of TERMS) {
    for (const word of searchWords(term)) {
      expect(new TextEncoder().encode(`%${word}%`).length).toBeLessThanOrEqual(MAX_WORD_BYTES + 2);
      expect(word).not.toContain("\uFFFD");
    }
  }
  expect(searchWords("漢".repeat(40))[0]).toBe("漢".repeat(15));
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
    const pages = [
      () => homePage.loader({ request: get(`/?q=${q}`), params: {}, context: {} } as never),
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
});
