/**
 * The field rules every feature's form shares, written once. Isomorphic: the browser form and the
 * server use case import the same helpers (the server half, with the database, is
 * `#app/server/fields.server`).
 */
import { z } from "zod";
import { slugify as engineSlugify } from "#formulation/browser";

/**
 * Percentages are read by the engine's own parser ("12,5 %", "15 ppm", "q.s. to 100"), so a form
 * never counts an amount differently from the validator that judges it on save.
 */
export { formatPpm, type ParsedPercentage, PPM_PER_PERCENT, PPM_TOTAL, parsePercentage } from "#formulation/browser";

/** Lowercase letters and digits in hyphen-separated words: "creme-legere-2". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_RULE = "Slug: lowercase letters, digits and hyphens only";

export function isSlug(text: string): boolean {
  return SLUG_PATTERN.test(text);
}

/** A URL slug from free text, accents folded: "Crème Légère 2%" → "creme-legere-2". Empty when nothing is left. */
export function slugify(text: string, max: number): string {
  return engineSlugify(text, max);
}

/**
 * `base` when it is not taken, else `{stem}-2`, `{stem}-3`, … — the stem is `base` cut to leave
 * room for the suffix within `max`, never ending in a hyphen (so the result is still a slug).
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>, max: number): string {
  if (!taken.has(base)) return base;
  const stem = slugStem(base, max);
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** What `firstFreeSlug` puts before "-n": every slug it may try is `base` or starts with `{stem}-`. */
export function slugStem(base: string, max: number): string {
  return base.slice(0, max - 4).replace(/-+$/, "");
}

/**
 * Required text: trimmed, not empty, at most `max` characters. Once empty, the other rules have
 * nothing to say: one message per field. `missing` replaces "{label} is required" where a form
 * has one message for every missing field.
 */
export function required(label: string, max: number, missing = `${label} is required`) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { message: missing, abort: true })
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional text: missing, blank or null all mean "not given", which is null. */
export function optional(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);
}
