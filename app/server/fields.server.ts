/**
 * The server half of the shared field rules (the isomorphic half is `~/lib/fields`): how a typed
 * term is searched for inside stored text.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * True where `term` occurs in `text`, ignoring ASCII case. `instr` takes the term as a literal:
 * no LIKE wildcards for a visitor to control, and no pattern length limit — D1 refuses LIKE
 * patterns longer than 50 bytes ("LIKE or GLOB pattern too complex"), so a term typed into a
 * search box must never become one.
 */
export function containsText(text: SQLWrapper, term: string): SQL {
  return sql`instr(lower(${text}), lower(${term})) > 0`;
}
