/**
 * Which annex entries a formula row is, and which of them govern its use: by the row's own name,
 * INCI name and CAS number and the knowledge base's, members of Annex II group entries, the
 * Annex III/V split by use, nano forms, and how an Annex II entry's wording limits it.
 */
import { hasFunction } from "./knowledge";
import { findGroupEntries, findRegulatoryMatches, normaliseName, type RegulatoryEntry } from "./regulatory";
import type { ResolvedRow } from "./resolve";

export type Match = { entry: RegulatoryEntry; strong: boolean; group: boolean };

/**
 * A CAS number alone does not identify a mixture entry ("Citric acid (and) silver citrate",
 * "Methylchloroisothiazolinone and methylisothiazolinone" list the CAS of each part).
 */
function isMixture(entry: RegulatoryEntry): boolean {
  return /^mixture of/i.test(entry.name) || entry.inci.some((n) => /\(and\)/i.test(n) || /\sAND\s/.test(n));
}

/**
 * The entries a row matches: by its own name/INCI/CAS and by the knowledge base's, and the Annex II
 * group entries its name makes it a member of. Strong matches identify the substance: names, INCI
 * names, colour index numbers, CAS numbers of single substances, group membership, and for Annex
 * II also the ingredients the entry identifies (there they are the substance, e.g. Butylphenyl
 * Methylpropional; in Annexes III–VI they are often related salts listed for information, unless
 * the entry is for a substance and its salts).
 */
/**
 * An entry for a substance "and its salts" (thioglycolic acid, salicylic acid) counts the salts it
 * identifies as itself: ammonium thioglycolate is held to the thioglycolic acid limit.
 */
const SALTS = /\band (?:its|their) salts\b/i;

function matchesOf(row: ResolvedRow): Match[] {
  const queries = [
    { name: row.name, inci: row.inci, cas: row.cas },
    { inci: row.ingredient?.inci, cas: row.ingredient?.cas },
  ];
  const byId = new Map<string, Match>();
  const add = (entry: RegulatoryEntry, strong: boolean, group: boolean) => {
    const prev = byId.get(entry.id);
    byId.set(entry.id, { entry, strong: strong || (prev?.strong ?? false), group: group && (prev?.group ?? true) });
  };
  for (const q of queries) {
    for (const m of findRegulatoryMatches(q)) {
      const strong = m.matchedBy.some(
        (k) =>
          k === "name" ||
          k === "inci" ||
          k === "ci" ||
          (k === "cas" && !isMixture(m.entry)) ||
          (k === "identified" && (m.entry.annex === "II" || SALTS.test(m.entry.name))),
      );
      add(m.entry, strong, false);
    }
  }
  for (const entry of findGroupEntries({ name: row.name, inci: row.inci ?? row.ingredient?.inci }))
    add(entry, true, true);
  return [...byId.values()];
}

/**
 * Annex V limits apply to a substance used as a preservative, and its Annex III entry (triclocarban,
 * climbazole: "for purposes other than inhibiting the development of micro-organisms") to any
 * other use; salicylic acid as an exfoliant is an Annex III use (preamble of Annex V, Regulation
 * 1223/2009). Entries for the nanomaterial form ("Titanium dioxide (nano)") govern only rows that
 * say nano, and for those rows they replace the same annex's entry for the bulk form.
 */
export function applicableMatches(row: ResolvedRow): Match[] {
  const usedAsPreservative = /preserv/i.test(row.function ?? "");
  const rowText = `${row.label} ${row.inci ?? ""} ${row.function ?? ""}`;
  const saysNano = /(?<!non-)\bnano/i.test(rowText) && !/non-?nano/i.test(rowText);
  let relevant = matchesOf(row).filter((m) => saysNano || !m.entry.nano);
  if (saysNano) {
    const nanoAnnexes = new Set(relevant.filter((m) => m.strong && m.entry.nano).map((m) => m.entry.annex));
    relevant = relevant.filter((m) => m.entry.nano || !nanoAnnexes.has(m.entry.annex));
  }
  const strongIn = (annex: string) => relevant.some((m) => m.strong && m.entry.annex === annex);
  if (usedAsPreservative) return strongIn("V") ? relevant.filter((m) => m.entry.annex !== "III") : relevant;
  return strongIn("III") ? relevant.filter((m) => m.entry.annex !== "V") : relevant;
}

/** Annex IV governs a substance used to colour the product, not zinc oxide used as a UV filter. */
export function usedAsColorant(row: ResolvedRow): boolean {
  if (row.function) return /colou?r|pigment|\bdye|tint|shade|\blake\b/i.test(row.function);
  if ([row.name, row.inci].some((t) => t && /\bC\.?\s?I\.?\s*\d{5}/i.test(t))) return true;
  return Boolean(row.ingredient && hasFunction(row.ingredient, "colorant", "pigment"));
}

const HAIR_DYE_ONLY = /when used as (?:a )?substances? in hair dye/i;
/** "… with the exception of entry 14 in Annex III", "except those special cases included in Annex V". */
const EXCEPTION_TO_ANNEX = /\b(?:except|exception|see)\b[^;]*?\bAnnex(?:es)?\s+(?:III|IV|V|VI)\b/i;
/** Prohibitions of some grades or contents only ("Petrolatum, except if the full refining history …"). */
const CONDITIONAL = /\bexcept\b|\bexception\b|\bunless\b|\bif (?:it|they|the)\b|normal content|\bwhen\b|[≥>]/i;

/**
 * "Barium salts, with the exception of barium sulphide … and of barium sulfate, lakes …": the
 * entry's own words exempt the row.
 */
export function namedAsException(entry: RegulatoryEntry, row: ResolvedRow): boolean {
  const clause = /\b(?:except|exception)\b(.*)$/is.exec(entry.name)?.[1];
  if (!clause) return false;
  const key = (t: string) => ` ${normaliseName(t).replace(/sulph/g, "sulf")} `;
  const text = key(clause);
  return [row.name, row.inci, row.ingredient?.inci].some((t) => t && text.includes(key(t)));
}

export function annexIiKind(entry: RegulatoryEntry): "hair-dye" | "exception" | "conditional" | "plain" {
  if (HAIR_DYE_ONLY.test(entry.name)) return "hair-dye";
  if (EXCEPTION_TO_ANNEX.test(entry.name)) return "exception";
  if (CONDITIONAL.test(entry.name)) return "conditional";
  return "plain";
}
