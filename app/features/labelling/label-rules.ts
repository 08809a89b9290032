/**
 * The label's query rules the browser needs too: the pack units and the UFI format (CLP Annex
 * VIII Part A 5: 16 characters of the base-31 alphabet, printed in four groups of four).
 */
export const LABEL_UNITS = ["ml", "l", "g", "kg"] as const;
export type LabelUnit = (typeof LABEL_UNITS)[number];

/** The UFI alphabet: digits and capital letters without B, I, L, O and Z, which could be misread. */
const UFI_CHARACTERS = /^[0-9ACDEFGHJKMNPQRSTUVWXY]{16}$/;
export const UFI_MESSAGE =
  "UFI must be 16 characters in the form XXXX-XXXX-XXXX-XXXX: digits and capital letters except B, I, L, O and Z";
/** What the page's field accepts as typed, before the server's check. */
export const UFI_PATTERN = "\\s*[0-9A-Za-z]{4}(?:[\\s\\-]?[0-9A-Za-z]{4}){3}\\s*";

/** "abcd efgh-…" → "ABCD-EFGH-…", or undefined when it is not a UFI. */
export function normaliseUfi(value: string): string | undefined {
  const compact = value.replace(/[\s-]/g, "").toUpperCase();
  if (!UFI_CHARACTERS.test(compact)) return undefined;
  return compact.match(/.{4}/g)?.join("-");
}
