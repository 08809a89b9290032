/**
 * The one rule for the ids in URLs: a uuid or a slug (letters, digits, hyphens). Routes parse
 * their params with these schemas, so a malformed id is a clear 400 (API) or a not-found page,
 * and never reaches a query.
 */
import { z } from "zod";

const ID_OR_SLUG = /^[A-Za-z0-9-]{1,200}$/;

export const idOrSlug = (what: string) =>
  z.string({ error: `${what} id must be a uuid or a slug` }).regex(ID_OR_SLUG, `${what} id must be a uuid or a slug`);

export function isIdOrSlug(value: string | undefined): value is string {
  return typeof value === "string" && ID_OR_SLUG.test(value);
}
