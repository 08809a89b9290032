/**
 * Annex II entries that prohibit a whole group ("Mercury and its compounds", "Lead and its
 * compounds", "Barium salts, with the exception of …"). Their members are named in no column of
 * the data, so a name index never finds "mercuric chloride" or "lead acetate"; a member is a
 * substance whose name names the element. The entries' own exceptions ("except those special
 * cases included in Annex V") are other annex entries; the validator lets those govern.
 */
import type { RegulatoryEntry } from "./types";

/** Entry name (start) → names of the element in its compounds. */
const ELEMENT_GROUPS: readonly (readonly [entry: RegExp, member: RegExp])[] = [
  [/^Mercury and its compounds/i, /\bmercur(?:y|ic|ous)\b|\bthimerosal\b|\bthiomersal\b|\bcalomel\b|\bcinnabar\b/i],
  [/^Lead and its compounds/i, /\blead\b|\bplumb(?:ic|ous)\b|\bgalena\b|\blitharge\b/i],
  [/^Arsenic and its compounds/i, /\barsen(?:ic|ious|ate|ite|ide)\b/i],
  [/^Antimony and its compound/i, /\bantimon(?:y|ious|ic|ate)\b|\bstibnite\b/i],
  [/^Cadmium and its compounds/i, /\bcadmium\b/i],
  [/^Beryllium and its compounds/i, /\bberyllium\b/i],
  [/^Thallium and its compounds/i, /\bthall(?:ium|ous|ic)\b/i],
  [/^Tellurium and its compounds/i, /\btellur(?:ium|ide|ite|ate)\b/i],
  [/^Selenium and its compounds/i, /\bselen(?:ium|ide|ite|ate)\b/i],
  [/^Chromium; chromic acid and its salts/i, /\bchrom(?:ium|ic|ate|ates)\b|\bdichromate\b/i],
  [/^Zirconium and its compounds/i, /\bzirconium\b/i],
  [/^Barium salts/i, /\bbarium\b/i],
  [/^Neodymium and its salts/i, /\bneodymium\b/i],
];

export interface GroupIndex {
  /** Annex II group entries whose members any of the texts names. */
  membersOf(texts: readonly (string | undefined)[]): RegulatoryEntry[];
}

export function buildGroupIndex(entries: readonly RegulatoryEntry[]): GroupIndex {
  const groups = ELEMENT_GROUPS.flatMap(([name, member]) => {
    const entry = entries.find((e) => e.annex === "II" && name.test(e.name));
    return entry ? [{ entry, member }] : [];
  });
  return {
    membersOf(texts) {
      const present = texts.filter((t): t is string => Boolean(t));
      return groups.filter((g) => present.some((t) => g.member.test(t))).map((g) => g.entry);
    },
  };
}
