/**
 * The content version: any catalogue change bumps it, and the edge cache keys every public page by
 * it, so a change is visible at once without purging. Each isolate remembers the version for a
 * few seconds to save a database read per request.
 */
import { eq } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { siteSettings } from "./db/schema";

const KEY = "content_version";
const MEMO_MS = 5000;
let memo: { value: string; at: number } | undefined;

export async function getContentVersion(db: Database, now = Date.now()): Promise<string> {
  if (memo && now - memo.at < MEMO_MS) return memo.value;
  const row = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, KEY)).get();
  memo = { value: row?.value ?? "0", at: now };
  return memo.value;
}

/** Call after any change to categories, formulations, pages or posts. */
export async function bumpContentVersion(db: Database): Promise<string> {
  const value = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await db
    .insert(siteSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
  memo = { value, at: Date.now() };
  return value;
}

/** Forgets the remembered version (tests, and right after a bump in another isolate's request). */
export function forgetContentVersion() {
  memo = undefined;
}
