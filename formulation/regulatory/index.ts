/**
 * EU cosmetics regulatory lookups: Annexes II to VI of Regulation (EC) No 1223/2009, from the
 * European Commission's CosIng database (data/regulatory/cosing.json, written by
 * scripts/derive-regulatory.ts).
 *
 * The indexes are built once, when the module is loaded; a lookup is a few Map reads.
 *
 * How to read the result for a product:
 *   - Annex II entry: the substance is prohibited.
 *   - Annex III–VI entry: `applicableRules(entry, context)` gives the conditions that apply. When
 *     the entry has rules but none applies, the annex allows the substance only in other product
 *     types (`isPermittedIn` is false). `maxConcentrationFor` gives the strictest stated limit.
 */
import raw from "../../data/regulatory/cosing.json";
import { buildGroupIndex } from "./groups";
import { cleanCas, compactName, nameKeys, normaliseCiNumber, normaliseName } from "./normalise";
import { matchScope } from "./scope";
import type {
  Annex,
  AnnexMeta,
  CompactData,
  CompactEntry,
  CompactScope,
  ProductContext,
  ProductScope,
  RegulatoryEntry,
  RegulatoryRule,
} from "./types";

export type { ParsedConcentration } from "./concentration";
export { parseConcentration, parseDecimal } from "./concentration";
export { cleanCas, normaliseCiNumber, normaliseName } from "./normalise";
export { classifyProductType } from "./scope";
export type {
  Annex,
  AnnexMeta,
  ProductArea,
  ProductContext,
  ProductKind,
  ProductScope,
  RegulatoryEntry,
  RegulatoryRule,
  ScopeTag,
} from "./types";
export { ANNEXES, PRODUCT_KINDS, SCOPE_TAGS } from "./types";

const DATA = raw as unknown as CompactData;

/** The attribution line the CosIng data must carry wherever it is shown. */
export const ATTRIBUTION: string = DATA.attribution;

/** Per annex: title, "Last update" and file creation date of the export the data comes from. */
export const ANNEX_META: Readonly<Record<Annex, AnnexMeta>> = DATA.annexes;

/** Labelling thresholds for the fragrance allergens of Annex III (percent). */
export const ALLERGEN_LABEL_THRESHOLD = { leaveOn: 0.001, rinseOff: 0.01 } as const;

function hydrateScope(s: CompactScope): ProductScope {
  return { tags: s.tags, any: s.any ?? [s.tags], except: s.except ?? [] };
}

function hydrate(c: CompactEntry): RegulatoryEntry {
  const slash = c.id.indexOf("/");
  const annex = c.id.slice(0, slash) as Annex;
  const ref = c.id.slice(slash + 1).replace(/~\d+$/, "");
  const rules: RegulatoryRule[] = (c.rules ?? []).map((r) => ({
    ...(r.letter ? { letter: r.letter } : {}),
    productType: r.productType ?? "",
    scope: hydrateScope(r.scope),
    ...(r.maxPercent !== undefined ? { maxPercent: r.maxPercent } : {}),
    ...(r.maxQualifier ? { maxQualifier: r.maxQualifier } : {}),
    maxText: r.maxText ?? "",
    other: r.other ?? c.other ?? "",
    conditions: r.conditions ?? c.conditions ?? "",
  }));
  return {
    id: c.id,
    annex,
    ref,
    ...(c.refOriginal ? { refOriginal: c.refOriginal } : {}),
    name: c.name,
    inci: c.inci ?? [],
    identified: c.identified ?? [],
    cas: c.cas ?? [],
    ec: c.ec ?? [],
    ci: c.ci ?? [],
    ...(c.colour ? { colour: c.colour } : {}),
    rules,
    labelAllergen: c.labelAllergen ?? false,
    nano: c.nano ?? false,
    updated: c.updated,
  };
}

/** Every entry, in annex order (II to VI) and file order within an annex. */
export const REGULATORY_ENTRIES: readonly RegulatoryEntry[] = DATA.entries.map(hydrate);

export type MatchKind = "name" | "inci" | "identified" | "cas" | "ci";

export interface RegulatoryMatch {
  entry: RegulatoryEntry;
  /** How the query matched. "identified" matches are the weakest: the file lists them as examples. */
  matchedBy: MatchKind[];
}

interface Hit {
  index: number;
  kind: MatchKind;
}

const byId = new Map<string, RegulatoryEntry>();
const nameIndex = new Map<string, Hit[]>();
/** Same keys without spaces, for queries that split or join words differently ("phenoxy ethanol"). */
const compactIndex = new Map<string, Hit[]>();
const casIndex = new Map<string, number[]>();
const colorantIndex = new Map<string, number[]>();

function addHit(map: Map<string, Hit[]>, key: string, hit: Hit): void {
  const list = map.get(key);
  if (!list) map.set(key, [hit]);
  else if (!list.some((h) => h.index === hit.index && h.kind === hit.kind)) list.push(hit);
}

function addIndex(map: Map<string, number[]>, key: string, index: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [index]);
  else if (!list.includes(index)) list.push(index);
}

REGULATORY_ENTRIES.forEach((e, index) => {
  byId.set(e.id, e);
  const addName = (key: string, kind: MatchKind) => {
    addHit(nameIndex, key, { index, kind });
    addHit(compactIndex, key.replace(/ /g, ""), { index, kind });
  };
  for (const key of nameKeys(e.name)) addName(key, "name");
  for (const n of e.inci) for (const key of nameKeys(n)) addName(key, "inci");
  for (const n of e.identified) addName(normaliseName(n), "identified");
  for (const cas of e.cas) addIndex(casIndex, cas, index);
  if (e.annex === "IV") for (const ci of e.ci) addIndex(colorantIndex, ci, index);
});

const groupIndex = buildGroupIndex(REGULATORY_ENTRIES);

export interface RegulatoryQuery {
  /** Chemical or trade name. */
  name?: string;
  /** INCI name. */
  inci?: string;
  /** CAS number(s); any separators. */
  cas?: string;
}

/**
 * Entries matching any of the query's name, INCI name or CAS number(s), with how each matched.
 * Names are compared after `normaliseName` against each entry's chemical name (and its listed
 * synonyms), INCI glossary names and identified ingredients (when that finds nothing, again with
 * spaces ignored, so "phenoxy ethanol" finds PHENOXYETHANOL); CAS numbers exactly, after cleaning.
 * A "CI 77891"-style name also matches the Annex IV colorant with that colour index number.
 * Members of Annex II group entries are found by `findGroupEntries`.
 */
export function findRegulatoryMatches(query: RegulatoryQuery): RegulatoryMatch[] {
  const found = new Map<number, Set<MatchKind>>();
  const add = (index: number, kind: MatchKind) => {
    const kinds = found.get(index);
    if (kinds) kinds.add(kind);
    else found.set(index, new Set([kind]));
  };
  for (const text of [query.name, query.inci]) {
    if (!text) continue;
    const hits = nameIndex.get(normaliseName(text)) ?? compactIndex.get(compactName(text)) ?? [];
    for (const h of hits) add(h.index, h.kind);
    const ci = normaliseCiNumber(text);
    if (ci) for (const i of colorantIndex.get(ci) ?? []) add(i, "ci");
  }
  if (query.cas) for (const cas of cleanCas(query.cas)) for (const i of casIndex.get(cas) ?? []) add(i, "cas");
  const order: MatchKind[] = ["inci", "name", "cas", "ci", "identified"];
  return [...found.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([i, kinds]) => ({
      entry: REGULATORY_ENTRIES[i] as RegulatoryEntry,
      matchedBy: order.filter((k) => kinds.has(k)),
    }));
}

/**
 * Annex II group entries ("Mercury and its compounds", "Lead and its compounds", "Barium salts …")
 * whose members the query's name or INCI name names: "Mercuric chloride", "Lead acetate".
 */
export function findGroupEntries(query: Pick<RegulatoryQuery, "name" | "inci">): RegulatoryEntry[] {
  return groupIndex.membersOf([query.name, query.inci]);
}

/** Entries matching the query by name, INCI name, identified-ingredient name or CAS number. */
export function findRegulatoryEntries(query: RegulatoryQuery): RegulatoryEntry[] {
  return findRegulatoryMatches(query).map((m) => m.entry);
}

/** All Annex IV entries with this colour index number ("CI 77891", "ci77891", "77891"). */
export function findColorants(ciNumber: string): RegulatoryEntry[] {
  const ci = normaliseCiNumber(ciNumber);
  if (!ci) return [];
  return (colorantIndex.get(ci) ?? []).map((i) => REGULATORY_ENTRIES[i] as RegulatoryEntry);
}

/**
 * The Annex IV entry for a colour index number. When two entries share the number (CI 77266:
 * carbon black and carbon black (nano)), the one that is not a nanomaterial is returned;
 * `findColorants` returns both.
 */
export function findColorant(ciNumber: string): RegulatoryEntry | undefined {
  const all = findColorants(ciNumber);
  return all.find((e) => !e.nano) ?? all[0];
}

export function getRegulatoryEntry(id: string): RegulatoryEntry | undefined {
  return byId.get(id);
}

/**
 * The rules of an entry that apply to a product. A rule for "Other products" applies only when no
 * sibling rule of the same entry applies directly. Exclusions ("except oral care products", "Not to
 * be used in products for children under 3 years of age") remove a rule.
 */
export function applicableRules(entry: RegulatoryEntry, context: ProductContext): RegulatoryRule[] {
  const matches = entry.rules.map((rule) => ({ rule, m: matchScope(rule.scope, context) }));
  const anyDirect = matches.some(({ m }) => m.direct && !m.excluded);
  return matches.filter(({ m }) => !m.excluded && (m.direct || (m.viaOther && !anyDirect))).map(({ rule }) => rule);
}

/** The strictest stated maximum concentration among the applicable rules. */
export function maxConcentrationFor(
  entry: RegulatoryEntry,
  context: ProductContext,
): { maxPercent: number; rule: RegulatoryRule } | undefined {
  let best: { maxPercent: number; rule: RegulatoryRule } | undefined;
  for (const rule of applicableRules(entry, context)) {
    if (rule.maxPercent === undefined) continue;
    if (!best || rule.maxPercent < best.maxPercent) best = { maxPercent: rule.maxPercent, rule };
  }
  return best;
}

/**
 * Whether the annexes allow the substance in this product at all: false for Annex II; for
 * Annexes III–VI, false when the entry's rules name product types and none of them applies.
 */
export function isPermittedIn(entry: RegulatoryEntry, context: ProductContext): boolean {
  if (entry.annex === "II") return false;
  if (entry.rules.length === 0) return true;
  return applicableRules(entry, context).length > 0;
}

/**
 * For the fragrance allergens: the concentration (percent) above which the substance must be
 * named in the ingredient list — 0,001 % in leave-on, 0,01 % in rinse-off products.
 */
export function allergenLabelThreshold(
  entry: RegulatoryEntry,
  context: Pick<ProductContext, "leaveOn">,
): number | undefined {
  if (!entry.labelAllergen) return undefined;
  return context.leaveOn ? ALLERGEN_LABEL_THRESHOLD.leaveOn : ALLERGEN_LABEL_THRESHOLD.rinseOff;
}

export interface Verdict {
  /** The annexes allow the substance in this product (always false for Annex II). */
  permitted: boolean;
  /** The rules that apply. */
  rules: RegulatoryRule[];
  /** The strictest stated limit among them. */
  max?: { maxPercent: number; rule: RegulatoryRule };
}

/**
 * How an entry treats a product. A skin product with no narrower area ("O/W cream", "sun lotion")
 * may go on the face and on the body, so it must meet the rules of both: permitted only where both
 * permit it, under the stricter limit.
 */
export function verdictFor(entry: RegulatoryEntry, context: ProductContext): Verdict {
  const contexts: ProductContext[] =
    context.area === "skin"
      ? [
          { ...context, area: "face" },
          { ...context, area: "body" },
        ]
      : [context];
  const rules = new Set<RegulatoryRule>();
  let permitted = true;
  let max: Verdict["max"];
  for (const c of contexts) {
    permitted &&= isPermittedIn(entry, c);
    for (const r of applicableRules(entry, c)) rules.add(r);
    const m = maxConcentrationFor(entry, c);
    if (m && (!max || m.maxPercent < max.maxPercent)) max = m;
  }
  return { permitted, rules: [...rules], ...(max ? { max } : {}) };
}

/** "EU CosIng Annex V ref. 34, data of 28/08/2026" (the annex export's "Last update" date). */
export function citation(entry: RegulatoryEntry): string {
  return `EU CosIng Annex ${entry.annex} ref. ${entry.ref}, data of ${ANNEX_META[entry.annex].lastUpdate}`;
}
