/**
 * Per-isolate memory of public page data that depends only on the catalogue: the same for every
 * visitor, and unchanged until the content version moves (content-version.server.ts). The edge
 * cache serves anonymous visitors; signed-in visitors bypass it, and this spares their renders
 * the catalogue reads and the server-only sections (ADR 0037). An entry is as fresh as the edge
 * cache's: a change made in another isolate is seen within the version's few-second memory.
 */
import { getContentVersion } from "./content-version.server";
import type { Database } from "./db/client.server";

/** Enough for every category page and the most visited formulations; the oldest use goes first. */
export const CONTENT_MEMO_ENTRIES = 256;

type Entry = { version: string; value: Promise<unknown> };
const entries = new Map<string, Entry>();

/**
 * The value for `key` computed under the current content version, computing it once per version.
 * Callers must treat the value as read-only: it is shared by every request of the isolate.
 * `keep` says whether a computed value may be remembered (a miss, for example, is not worth a slot).
 */
export async function memoForContent<T>(
  db: Database,
  key: string,
  compute: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  const version = await getContentVersion(db);
  const found = entries.get(key);
  if (found && found.version === version) {
    // Map order is insertion order: re-inserting marks the entry as the most recently used.
    entries.delete(key);
    entries.set(key, found);
    return found.value as Promise<T>;
  }
  const value = compute();
  entries.set(key, { version, value });
  while (entries.size > CONTENT_MEMO_ENTRIES) entries.delete(entries.keys().next().value as string);
  try {
    const settled = await value;
    if (!keep(settled) && entries.get(key)?.value === value) entries.delete(key);
    return settled;
  } catch (error) {
    // A failed read is not remembered: the next request tries again.
    if (entries.get(key)?.value === value) entries.delete(key);
    throw error;
  }
}

/** Forgets every entry (tests). */
export function forgetContentMemo() {
  entries.clear();
}
