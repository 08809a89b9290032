/**
 * The full-text index (migration 0014_search_index, ADR 0034) as Drizzle sees it. These tables are
 * created by hand-written SQL (FTS5 and triggers are beyond drizzle-kit), so they live outside
 * db/schema.ts where drizzle-kit would try to create them again.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const searchDocs = sqliteTable("search_docs", {
  id: integer("id").primaryKey(),
  kind: text("kind", { enum: ["formulation", "category"] }).notNull(),
  refId: text("ref_id").notNull(),
});

/** FTS5 table: rowid = search_docs.id; columns name, description, ingredients, category. */
export const searchFts = sqliteTable("search_fts", {
  rowid: integer("rowid").notNull(),
  name: text("name").notNull(),
});

const MAX_WORDS = 8;
/** Longer words name nothing real; the cut keeps the query small whatever is pasted. */
const MAX_WORD_CHARS = 40;

/** The words of a term as the index splits them: letters and digits, lower-cased, accents kept (FTS5 folds them). */
export function ftsWords(term: string): string[] {
  return term
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((w) => [...w].slice(0, MAX_WORD_CHARS).join(""));
}

/**
 * The FTS5 query for what a visitor typed: every word, in any order and column, each as a quoted
 * prefix ("glass"* "clean"*). Quoting makes AND, NEAR, *, ^ and column filters plain words, so
 * nothing typed reaches FTS syntax. Undefined when the term has no words.
 */
export function ftsQuery(term: string): string | undefined {
  const words = ftsWords(term);
  if (!words.length) return undefined;
  return words.map((w) => `"${w.replaceAll('"', '""')}"*`).join(" ");
}

/** The same query restricted to the name column: every word in the name, in any order. */
export const ftsInName = (query: string) => `{name} : (${query})`;

/**
 * Relevance, lower is better (bm25): a hit in the name weighs 10, the category 3, the description
 * 2, an ingredient or INCI name 1.5.
 */
export const ftsScore = sql<number>`bm25(search_fts, 10.0, 2.0, 1.5, 3.0)`;

/**
 * The condition for `from(searchFts).crossJoin(searchDocs)`: documents of one kind matching
 * `query`. CROSS JOIN keeps the index as the outer loop (SQLite never reorders it): the match runs
 * once and each hit finds its document by primary key. With a plain join the planner may walk
 * every document of the kind and probe the index for each.
 */
export function ftsMatch(query: string, kind: "formulation" | "category"): SQL {
  return and(sql`search_fts MATCH ${query}`, eq(searchDocs.id, searchFts.rowid), eq(searchDocs.kind, kind)) as SQL;
}

/** `column IN (ids of documents of this kind matching query)`: a filter that needs no ranking. */
export function ftsIdsContain(column: SQL | { getSQL(): SQL }, query: string, kind: "formulation" | "category"): SQL {
  return sql`${column} IN (SELECT d.ref_id FROM search_fts CROSS JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH ${query} AND d.kind = ${kind})`;
}
