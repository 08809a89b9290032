/**
 * The one search service (ADR 0034), used by the nav search (home), /browse, the
 * category page's search, the suggestions dropdown, /api/categories and /api/formulations: an
 * FTS5 index over formulation names, descriptions, ingredient and INCI names, and category names.
 * Every word of the term must appear (any order, any column) as a word or the start of one, with
 * accents folded; results rank by bm25 with the name weighing most. Only active formulations of
 * active categories are ever found.
 */
import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { listCategories } from "#app/features/catalogue/catalog.server";
import {
  ftsIdsContain,
  ftsInName,
  ftsMatch,
  ftsQuery,
  ftsScore,
  ftsWords,
  searchDocs,
  searchFts,
} from "#app/features/search/fts.server";
import { memoForContent } from "#app/server/content-memo.server";
import type { Database } from "#app/server/db/client.server";
import { categories, formulations } from "#app/server/db/schema";

export { ftsQuery, ftsWords } from "#app/features/search/fts.server";

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
 * Ranked matches among public formulations, best first: those with every word in the name
 * first (accents folded, as everywhere), then bm25. A subquery so callers can join it to whatever
 * they list. The name test is a second match on the index, not a read of each hit's name.
 */
export function rankedFormulationHits(db: Database, term: string) {
  const query = ftsQuery(term) ?? '""';
  return (
    db
      .select({
        id: searchDocs.refId,
        score: sql<number>`${ftsScore}`.as("score"),
        nameHit:
          sql<number>`search_fts.rowid IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${ftsInName(query)})`.as(
            "name_hit",
          ),
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
 * The listed categories and their counts are remembered per content version (ADR 0037).
 */
export async function searchCategories(db: Database, term: string | undefined) {
  const all = await memoForContent(db, "categories", () => listCategories(db));
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

/**
 * How many of the best-ranked formulations a suggestion list reads before it leaves drafts out.
 * Ranking the few best in the index and joining only those keeps the dropdown's cost flat as the
 * library grows (`npm run bench:scale`); all hits are ranked only when drafts crowd the best.
 */
const SUGGESTION_CANDIDATES = 32;

/** The best-ranked formulations matching `query`, each with whether the public may see it. */
function suggestionCandidates(db: Database, query: string, limit: number) {
  const best = db
    .select({ id: searchDocs.refId, score: sql<number>`${ftsScore}`.as("score") })
    .from(searchFts)
    .crossJoin(searchDocs)
    .where(ftsMatch(query, "formulation"))
    .orderBy(sql`score`)
    .limit(limit)
    .as("best");
  return db
    .select({
      id: formulations.id,
      slug: formulations.slug,
      title: formulations.name,
      description: formulations.description,
      visible: sql<number>`(${formulationIsActive} AND ${categoryIsActive})`,
    })
    .from(best)
    .innerJoin(formulations, eq(formulations.id, best.id))
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .orderBy(sql`${best.score}`, asc(formulations.name));
}

/**
 * Search suggestions: at most 8, categories first, descriptions cut at 80 characters.
 * Formulations whose name holds every word come first, then the rest, each by bm25.
 */
export async function searchSuggestions(db: Database, term: string): Promise<SearchSuggestion[]> {
  const query = ftsQuery(term);
  if (!query) return [];
  const inName = ftsInName(query);
  type Candidate = Awaited<ReturnType<typeof suggestionCandidates>>[number];
  const pick = (lists: Candidate[][]) => {
    const seen = new Set<string>();
    return lists
      .flat()
      .filter((f) => Boolean(f.visible) && !seen.has(f.id) && seen.add(f.id))
      .slice(0, SUGGESTION_LIMIT);
  };
  const [cats, named, other] = await db.batch([
    db
      .select({ id: categories.id, slug: categories.slug, title: categories.name, description: categories.description })
      .from(searchFts)
      .crossJoin(searchDocs)
      .innerJoin(categories, eq(categories.id, searchDocs.refId))
      .where(and(ftsMatch(query, "category"), categoryIsActive))
      .orderBy(ftsScore, asc(categories.sortOrder))
      .limit(SUGGESTION_LIMIT),
    suggestionCandidates(db, inName, SUGGESTION_CANDIDATES),
    suggestionCandidates(db, query, SUGGESTION_CANDIDATES),
  ]);
  let forms = pick([named, other]);
  const crowded = named.length === SUGGESTION_CANDIDATES || other.length === SUGGESTION_CANDIDATES;
  if (forms.length < SUGGESTION_LIMIT && crowded) {
    const [allNamed, allOther] = await db.batch([
      suggestionCandidates(db, inName, -1),
      suggestionCandidates(db, query, -1),
    ]);
    forms = pick([allNamed, allOther]);
  }
  const toSuggestion = <T extends { description: string }>(row: T, type: SearchSuggestion["type"]) => ({
    ...row,
    type,
    description: cut(row.description, SUGGESTION_DESCRIPTION_MAX),
  });
  const formulationSuggestions = forms.map(({ visible: _, ...f }) => toSuggestion(f, "formulation"));
  return [...cats.map((c) => toSuggestion(c, "category")), ...formulationSuggestions].slice(0, SUGGESTION_LIMIT);
}
