/**
 * The server half of the shared field rules (the isomorphic half is `#app/lib/fields`): how a typed
 * term is searched for inside stored text, and how a free slug is found.
 */
import { and, eq, gte, lt, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { firstFreeSlug, slugStem } from "#app/lib/fields";
import type { Database } from "./db/client.server";

/**
 * True where `term` occurs in `text`, ignoring ASCII case. `instr` takes the term as a literal:
 * no LIKE wildcards for a visitor to control, and no pattern length limit — D1 refuses LIKE
 * patterns longer than 50 bytes ("LIKE or GLOB pattern too complex"), so a term typed into a
 * search box must never become one.
 */
export function containsText(text: SQLWrapper, term: string): SQL {
  return sql`instr(lower(${text}), lower(${term})) > 0`;
}

/**
 * The first slug no row of `table` holds yet (see `firstFreeSlug`), in one query: `base` itself
 * and every `{stem}-…` ("-" < "." in ASCII, so the range is exactly the slugs that start with
 * "{stem}-"; a range, not LIKE, for D1's pattern limit). `reserved` slugs count as taken; the
 * row `own` (an edit) does not take its own slug.
 */
export async function freeSlug(
  db: Database,
  table: SQLiteTable & { slug: SQLiteColumn; id: SQLiteColumn },
  base: string,
  options: { max: number; reserved?: readonly string[]; own?: string },
): Promise<string> {
  const stem = slugStem(base, options.max);
  const rows = await db
    .select({ slug: table.slug, id: table.id })
    .from(table as SQLiteTable)
    .where(or(eq(table.slug, base), and(gte(table.slug, `${stem}-`), lt(table.slug, `${stem}.`))));
  const taken = new Set(rows.filter((r) => r.id !== options.own).map((r) => String(r.slug)));
  for (const slug of options.reserved ?? []) taken.add(slug);
  return firstFreeSlug(base, taken, options.max);
}
