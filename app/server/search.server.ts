/**
 * The one search service (issue 17, ADR 0034), used by the nav search (home), /browse, the
 * category page's search, the suggestions dropdown, /api/categories and /api/formulations: an
 * FTS5 index over formulation names, descriptions, ingredient and INCI names, and category names.
 * Every word of the term must appear (any order, any column) as a word or the start of one, with
 * accents folded; results rank by bm25 with the name weighing most. Only active formulations of
 * active categories are ever found.
 */
import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { listCategories } from "./catalog.server";
import type { Database } from "./db/client.server";
import { categories, formulations } from "./db/schema";
import { ftsIdsContain, ftsMatch, ftsQuery, ftsScore, ftsWords, searchDocs, searchFts } from "./search/fts.server";

export { ftsQuery, ftsWords } from "./search/fts.server";

export const SEARCH_TERM_MAX = 100;
export const SearchTerm = z
  .string()
  .trim()
  .max(SEARCH_TERM_MAX, `Search term must be at most ${SEARCH_TERM_MAX} characters`);

const formulationIsActive = ne(formulations.isActive, false);
const categoryIsActive = ne(categories.isActive, false);

/** `formulations.id IN (matching documents)`, or undefined when the term has no words (no filter). */
export function formulationMatches(term: string | undefined): SQL | undefined {
  const query = term ? ftsQuery(term) : undefined;
  return query ? ftsIdsContain(formulations.id, query, "formulation") : undefined;
}

/** A term with words that can match nothing ("%%%", "—") still means "no results", not "everything". */
export const hasWords = (term: string | undefined) => Boolean(term && ftsWords(term).length);

/**
 * Ranked matches among public formulations, best first: the whole term inside the name first,
 * then bm25. A subquery so callers can join it to whatever they list.
 */
export function rankedFormulationHits(db: Database, term: string) {
  const query = ftsQuery(term) ?? '""';
  const phrase = ftsWords(term).join(" ");
  return (
    db
      .select({
        id: searchDocs.refId,
        score: sql<number>`${ftsScore}`.as("score"),
        nameHit: sql<number>`instr(lower(search_fts.name), ${phrase}) > 0`.as("name_hit"),
      })
      .from(searchFts)
      .crossJoin(searchDocs)
      .where(ftsMatch(query, "formulation"))
      // A LIMIT keeps SQLite from flattening this into the outer join, where the planner could
      // put the index after the tables it joins to; the match then runs once, up front.
      .limit(-1)
      .as("hits")
  );
}

/**
 * Categories matching by their own name or description, or holding at least one public
 * formulation that matches, with how many of their formulations match. Without a term: all.
 */
export async function searchCategories(db: Database, term: string | undefined) {
  const all = await listCategories(db);
  if (!term) return all.map((c) => ({ ...c, matchingFormulations: 0 }));
  const query = ftsQuery(term);
  if (!query) return [];
  const [own, hits] = await db.batch([
    db.select({ id: searchDocs.refId }).from(searchFts).crossJoin(searchDocs).where(ftsMatch(query, "category")),
    db
      .select({ categoryId: formulations.categoryId, n: sql<number>`count(*)` })
      .from(formulations)
      .where(and(formulationIsActive, ftsIdsContain(formulations.id, query, "formulation")))
      .groupBy(formulations.categoryId),
  ]);
  const ownMatch = new Set(own.map((r) => r.id));
  const matchesByCategory = new Map(hits.map((h) => [h.categoryId, Number(h.n)]));
  return all
    .map((c) => ({ ...c, matchingFormulations: matchesByCategory.get(c.id) ?? 0 }))
    .filter((c) => c.matchingFormulations > 0 || ownMatch.has(c.id));
}

export type SearchSuggestion = {
  id: string;
  slug: string;
  title: string;
  type: "category" | "formulation";
  description: string;
};

export const SUGGESTION_LIMIT = 8;
const SUGGESTION_DESCRIPTION_MAX = 80;

function cut(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** Search suggestions (spec §9): at most 8, categories first, descriptions cut at 80 characters. */
export async function searchSuggestions(db: Database, term: string): Promise<SearchSuggestion[]> {
  const query = ftsQuery(term);
  if (!query) return [];
  const hits = rankedFormulationHits(db, term);
  const [cats, forms] = await db.batch([
    db
      .select({ id: categories.id, slug: categories.slug, title: categories.name, description: categories.description })
      .from(searchFts)
      .crossJoin(searchDocs)
      .innerJoin(categories, eq(categories.id, searchDocs.refId))
      .where(and(ftsMatch(query, "category"), categoryIsActive))
      .orderBy(ftsScore, asc(categories.sortOrder))
      .limit(SUGGESTION_LIMIT),
    db
      .select({
        id: formulations.id,
        slug: formulations.slug,
        title: formulations.name,
        description: formulations.description,
      })
      .from(hits)
      .innerJoin(formulations, eq(formulations.id, hits.id))
      .innerJoin(categories, eq(categories.id, formulations.categoryId))
      .where(and(formulationIsActive, categoryIsActive))
      .orderBy(sql`${hits.nameHit} DESC`, sql`${hits.score}`, asc(formulations.name))
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
