/**
 * The one meaning of "matches a search term", used by the nav search (home), /browse, the
 * category page's search, the suggestions dropdown and GET /api/formulations: every word of the
 * term appears, in any order and case, in the name or the description. Words are bounded in
 * number and length, so a long term can never build a LIKE pattern D1 refuses.
 */
import { and, asc, eq, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import { listCategories } from "./catalog.server";
import type { Database } from "./db/client.server";
import { categories, formulations } from "./db/schema";

export const SEARCH_TERM_MAX = 100;
export const SearchTerm = z
  .string()
  .trim()
  .max(SEARCH_TERM_MAX, `Search term must be at most ${SEARCH_TERM_MAX} characters`);

const MAX_WORDS = 8;
/**
 * D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too complex"). A word becomes
 * `%word%`, so each is cut to 46 UTF-8 bytes at a character boundary: 46 ASCII letters, 23
 * accented ones, 15 CJK characters. Words keep letters and digits only, so nothing needs escaping.
 */
export const MAX_WORD_BYTES = 46;
const encoder = new TextEncoder();

function cutToBytes(word: string, max: number): string {
  let out = "";
  let bytes = 0;
  for (const char of word) {
    bytes += encoder.encode(char).length;
    if (bytes > max) break;
    out += char;
  }
  return out;
}

export function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((w) => cutToBytes(w, MAX_WORD_BYTES));
}

/** For rows already loaded: does this text (e.g. name + description) match the term? */
export function textMatches(term: string, ...texts: string[]): boolean {
  const words = searchWords(term);
  if (!words.length) return false;
  const haystack = texts.join(" ").toLowerCase();
  return words.every((w) => haystack.includes(w));
}

function likePattern(word: string): string {
  return `%${word.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/** SQL for the same rule: each word in at least one of the columns. */
export function textCondition(term: string, columns: SQLWrapper[]): SQL | undefined {
  const words = searchWords(term);
  if (!words.length) return undefined;
  return and(...words.map((w) => or(...columns.map((c) => sql`lower(${c}) LIKE ${likePattern(w)} ESCAPE '\\'`))));
}

const formulationIsActive = ne(formulations.isActive, false);

/**
 * Categories matching by their own name/description, or holding at least one active
 * formulation that matches, with how many of their formulations match.
 */
export async function searchCategories(db: Database, term: string | undefined) {
  const all = await listCategories(db);
  const condition = term ? textCondition(term, [formulations.name, formulations.description]) : undefined;
  if (!term || !condition) return all.map((c) => ({ ...c, matchingFormulations: 0 }));
  const hits = await db
    .select({ categoryId: formulations.categoryId, n: sql<number>`count(*)` })
    .from(formulations)
    .where(and(formulationIsActive, condition))
    .groupBy(formulations.categoryId);
  const matchesByCategory = new Map(hits.map((h) => [h.categoryId, Number(h.n)]));
  return all
    .map((c) => ({ ...c, matchingFormulations: matchesByCategory.get(c.id) ?? 0 }))
    .filter((c) => c.matchingFormulations > 0 || textMatches(term, c.name, c.description));
}

export type SearchSuggestion = {
  id: string;
  slug: string;
  title: string;
  type: "category" | "formulation";
  description: string;
};

const SUGGESTION_LIMIT = 8;
const SUGGESTION_DESCRIPTION_MAX = 80;

function cut(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** Search suggestions (spec §9): at most 8, categories first, descriptions cut at 80 characters. */
export async function searchSuggestions(db: Database, term: string): Promise<SearchSuggestion[]> {
  const categoryMatch = textCondition(term, [categories.name, categories.description]);
  const formulationMatch = textCondition(term, [formulations.name, formulations.description]);
  if (!categoryMatch || !formulationMatch) return [];
  const [cats, forms] = await db.batch([
    db
      .select({ id: categories.id, slug: categories.slug, title: categories.name, description: categories.description })
      .from(categories)
      .where(and(ne(categories.isActive, false), categoryMatch))
      .orderBy(asc(categories.sortOrder))
      .limit(SUGGESTION_LIMIT),
    db
      .select({
        id: formulations.id,
        slug: formulations.slug,
        title: formulations.name,
        description: formulations.description,
      })
      .from(formulations)
      .innerJoin(categories, eq(categories.id, formulations.categoryId))
      .where(and(formulationIsActive, ne(categories.isActive, false), formulationMatch))
      .orderBy(asc(formulations.name))
      .limit(SUGGESTION_LIMIT),
  ]);
  const toSuggestion = <T extends { description: string }>(row: T, type: SearchSuggestion["type"]) => ({
    ...row,
    type,
    description: cut(row.description, SUGGESTION_DESCRIPTION_MAX),
  });
  return [...cats.map((c) => toSuggestion(c, "category")), ...forms.map((f) => toSuggestion(f, "formulation"))].slice(
    0,
    SUGGESTION_LIMIT,
  );
}
