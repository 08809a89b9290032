/**
 * Name lookups for free text: every knowledge-base name, INCI name, alias and CAS number, the
 * everyday names of substances.ts, and the Annex II (prohibited) entries of CosIng. Keys are
 * `normaliseName` word sequences, so a request is scanned by looking up its word n-grams.
 */
import { INGREDIENTS, nameKeysOf } from "../knowledge";
import {
  citation,
  findRegulatoryMatches,
  getRegulatoryEntry,
  normaliseName,
  REGULATORY_ENTRIES,
  type RegulatoryEntry,
} from "../regulatory";
import { americanYze, nameKeys } from "../regulatory/normalise";
import {
  ANNEX_II_ALIASES,
  EXTRA_ALIASES,
  GENERIC_NAMES,
  IGNORED_NAMES,
  SUBSTANCES,
  type SubstanceKind,
} from "./substances";
import type { Token } from "./text";

export type NameRef =
  | { kind: "kb"; id: string }
  | { kind: "substance"; id: string; name: string; substanceKind: SubstanceKind }
  | { kind: "element"; id: "fluoride"; name: string; basis: "F" };

export type NameEntry = {
  ref: NameRef;
  /** Other knowledge-base ingredients written the same way ("PHA": gluconolactone, polyhydroxyalkanoate). */
  others?: NameRef[];
  generic: boolean;
  /** Written in capitals at the source ("TEA", "MAP"): only read when typed in capitals. */
  acronym: boolean;
};

export const NAME_INDEX = new Map<string, NameEntry>();

function add(key: string, ref: NameRef, source = key) {
  if (!key || IGNORED_NAMES.has(key)) return;
  // Pure numbers ("12 61 0" fertiliser grades) would match any figures in a request.
  if (/^[\d ]+$/.test(key)) return;
  const existing = NAME_INDEX.get(key);
  if (existing) {
    const same = (r: NameRef) => r.kind === ref.kind && r.id === ref.id;
    if (!same(existing.ref) && !existing.others?.some(same)) existing.others = [...(existing.others ?? []), ref];
    return;
  }
  const acronym = key.length <= 4 && !/[a-z]/.test(source) && /[A-Z]/.test(source);
  NAME_INDEX.set(key, { ref, generic: GENERIC_NAMES.has(key), acronym });
}

// Primary names first so an alias of one ingredient never shadows another's own name.
for (const i of INGREDIENTS)
  for (const n of [i.inci, i.name]) for (const k of nameKeysOf(n)) add(k, { kind: "kb", id: i.id }, n);
for (const i of INGREDIENTS) {
  for (const alias of i.aliases ?? []) {
    // "35% Zn", "Sorbitol 70%": grades and strengths, not names.
    if (alias.includes("%")) continue;
    for (const k of nameKeysOf(alias)) add(k, { kind: "kb", id: i.id }, alias);
  }
}
for (const [alias, id] of Object.entries(EXTRA_ALIASES)) add(normaliseName(alias), { kind: "kb", id });
// "Protease (subtilisin), liquid" is asked for as "protease": the name without its grade, where no
// other ingredient is already called that.
for (const i of INGREDIENTS) {
  const head = normaliseName(
    i.name
      .replace(/\([^)]*\)/g, " ")
      .replace(/,\s*(?:liquid|powder|granulate|granules|solution|paste|flakes|[\d.]+\s*%.*)\s*$/i, "")
      // "Zinc EDTA chelate" is asked for as "zinc EDTA".
      .replace(/\s+chelate\s*$/i, ""),
  );
  if (head.length >= 4 && !NAME_INDEX.has(head)) add(head, { kind: "kb", id: i.id }, i.name);
  // "clary sage" for Clary Sage Essential Oil. A short single word stays out: "orange" and
  // "lemon" name colours and scents more often than oils.
  const plant = head.replace(/\s+essential oil$/, "");
  if (plant !== head && (plant.includes(" ") || plant.length >= 7) && !NAME_INDEX.has(plant))
    add(plant, { kind: "kb", id: i.id }, i.name);
}
// A carrier oil is asked for by its plant alone ("apricot kernel", "sweet almond"): the name
// without "oil", when that is two words or one long one no other ingredient is called.
for (const i of INGREDIENTS) {
  if (!i.functions.some((f) => f === "carrier" || f === "emollient") || i.functions.includes("essential-oil")) continue;
  for (const name of [i.name, ...(i.aliases ?? [])]) {
    const plant = /^(.+?)\s+(?:kernel |seed |nut )?oil$/.exec(normaliseName(name.replace(/\([^)]*\)/g, " ")))?.[0];
    const head = plant?.replace(/\s+oil$/, "");
    if (!head || !(head.includes(" ") || head.length >= 7) || NAME_INDEX.has(head)) continue;
    add(head, { kind: "kb", id: i.id }, name);
  }
}
// An essential oil is asked for as "orange essential oil" or "orange EO" as often as by its trade
// name ("Orange oil", "Sweet Orange Essential Oil"): each name ending in "oil" is indexed in those
// forms too.
for (const i of INGREDIENTS) {
  if (!i.functions.includes("essential-oil")) continue;
  for (const name of [i.name, ...(i.aliases ?? [])]) {
    const key = normaliseName(name.replace(/\([^)]*\)/g, " "));
    const plant = /^(.+?)\s+(?:essential\s+)?oil$/.exec(key)?.[1];
    if (!plant || plant.length < 4) continue;
    for (const form of [`${plant} essential oil`, `${plant} eo`])
      if (!NAME_INDEX.has(form)) add(form, { kind: "kb", id: i.id }, name);
  }
}
// A plant extract is asked for without its plant part ("ginseng extract" for Ginseng Root
// Extract, "panax ginseng extract" for its INCI name), where no other ingredient is called that.
const PLANT_PARTS =
  /\s+(?:root|leaf|leaves|flower|seed|fruit|peel|bark|rhizome|herb|stem|callus|kernel)(?=\s+extract$)/g;
for (const i of INGREDIENTS) {
  for (const name of [i.name, i.inci, ...(i.aliases ?? [])]) {
    const key = normaliseName(name.replace(/\([^)]*\)/g, " "));
    if (!key.endsWith(" extract")) continue;
    const bare = key.replace(PLANT_PARTS, "");
    if (bare !== key && bare.length >= 10 && !NAME_INDEX.has(bare)) add(bare, { kind: "kb", id: i.id }, name);
  }
}
for (const s of SUBSTANCES) {
  const ref: NameRef = { kind: "substance", id: s.id, name: s.name, substanceKind: s.kind };
  for (const n of [s.name, ...s.aliases]) add(normaliseName(n), ref, n);
}
add("fluoride", { kind: "element", id: "fluoride", name: "fluoride", basis: "F" });

/** "chromium(VI)", "Cr(VI)", "chromium (VI)": an oxidation state in brackets belongs to the name before it. */
export function bracketedOxidationState(t: Token | undefined): boolean {
  return !!t && t.punctBefore === "(" && /^(?:i{1,3}|iv|vi{0,3})$/.test(t.raw);
}

/** True when punctuation (one of `chars`) before the token ends a name, oxidation states in brackets aside. */
export function breaksName(t: Token, chars: RegExp): boolean {
  return chars.test(t.punctBefore) && !bracketedOxidationState(t);
}

export const MAX_NAME_WORDS = Math.min(8, Math.max(...[...NAME_INDEX.keys()].map((k) => k.split(" ").length)));

/* ------------------------------------------------------------------------------------------ */
/* Annex II                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** Single words and artefacts of CosIng names that would flag ordinary requests. */
const ANNEX_II_STOP = new Set([
  "oil",
  "fruit",
  "emerald",
  "chlorine",
  "sulphate",
  "sulfate",
  "acetate",
  "acetic acid",
  "petroleum",
  "petrolatum",
  "stabilized",
  "polymeric",
  "pitch",
  "urethane",
  "butane",
  "isobutane",
  "lead",
  "catalase",
]);

/** "if it contains > 0.1 % benzene", "except if the full refining history is known": impurity limits, not bans by name. */
const IMPURITY_CONDITION =
  /\bif (?:it|they) contains?\b|\bif the\b|except if\b|except for normal content|\bif .{0,40}\bcontains?\b/i;
const HAIR_DYE_ONLY = /when used (?:as a substance )?in hair (?:and eyelash )?dye/i;

export type AnnexIIRule = { entry: RegulatoryEntry; hairDyeOnly: boolean };

function rule(entry: RegulatoryEntry): AnnexIIRule | undefined {
  if (IMPURITY_CONDITION.test(entry.name)) return undefined;
  return { entry, hairDyeOnly: HAIR_DYE_ONLY.test(entry.name) };
}

export const ANNEX_II_INDEX = new Map<string, AnnexIIRule[]>();
const ANNEX_II_BY_CAS = new Map<string, AnnexIIRule[]>();

/** Descriptor words: a key made only of these ("essential oil" from "Chenopodium … (essential oil)") names nothing. */
const DESCRIPTORS = new Set(
  "essential oil oils extract extracts leaf leaves root roots seed seeds salt salts acid acids its and the of resin powder preparation preparations galenical ester esters derivative derivatives compound compounds water flower flowers bark wood fruit fruits juice plant herb".split(
    " ",
  ),
);

function addAnnex(map: Map<string, AnnexIIRule[]>, key: string, r: AnnexIIRule) {
  if (!key || key.length < 4 || ANNEX_II_STOP.has(key) || /^[\d ]+$/.test(key)) return;
  if (key.split(" ").every((w) => DESCRIPTORS.has(w))) return;
  if (key.split(" ").length > 8) return;
  const list = map.get(key);
  if (!list) map.set(key, [r]);
  else if (!list.some((x) => x.entry.id === r.entry.id)) list.push(r);
}

for (const entry of REGULATORY_ENTRIES) {
  if (entry.annex !== "II") continue;
  const r = rule(entry);
  if (!r) continue;
  const own = normaliseName(entry.name);
  for (const k of nameKeys(entry.name)) addAnnex(ANNEX_II_INDEX, k, r);
  for (const n of entry.inci) for (const k of nameKeys(n)) addAnnex(ANNEX_II_INDEX, k, r);
  // "Identified ingredients" are examples that may contain the substance (citrus juices for
  // furocoumarins): only those that name the entry's own substance count.
  for (const n of entry.identified) {
    const k = normaliseName(n);
    if (own.includes(k)) addAnnex(ANNEX_II_INDEX, k, r);
  }
  for (const cas of entry.cas) {
    const list = ANNEX_II_BY_CAS.get(cas) ?? [];
    list.push(r);
    ANNEX_II_BY_CAS.set(cas, list);
  }
}
for (const [alias, id] of Object.entries(ANNEX_II_ALIASES)) {
  const entry = getRegulatoryEntry(id);
  const r = entry && rule(entry);
  if (r) {
    const key = normaliseName(alias);
    const list = ANNEX_II_INDEX.get(key) ?? [];
    if (!list.some((x) => x.entry.id === id)) list.push(r);
    ANNEX_II_INDEX.set(key, list);
  }
}

export const MAX_ANNEX_WORDS = 8;

/** Annex II entries for a CAS number (prohibited substances only, impurity-limited ones left out). */
export function annexIIByCas(cas: string): AnnexIIRule[] {
  const direct = ANNEX_II_BY_CAS.get(cas);
  if (direct) return direct;
  return findRegulatoryMatches({ cas })
    .filter((m) => m.entry.annex === "II")
    .map((m) => rule(m.entry))
    .filter((r): r is AnnexIIRule => !!r);
}

export { citation };

/* ------------------------------------------------------------------------------------------ */
/* Near names                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/**
 * How the neighbouring languages write chemical names differently from INCI: the acid's word
 * first ("ácido hialurónico", "acide lactique", "kwas salicylowy") and Latin endings ("glicerina",
 * "mentolo", "solfato"). Applied word by word before a near name is looked up.
 */
const ACID_FIRST = /^(?:acido|acide|acid|acidum|kwas|saure)\s+(\S+)$/;
const ENDINGS: [RegExp, string][] = [
  [/(?:ico|ique|ikowy|owy|isch)$/, "ic"],
  [/ina$/, "in"],
  [/olo$/, "ol"],
  [/ato$/, "ate"],
  [/ito$/, "ite"],
  [/uro$/, "ide"],
  // German: "…phosphat", "…chlorid", "…sulfit".
  [/(?<=[a-z]{4})at$/, "ate"],
  [/(?<=[a-z]{4})id$/, "ide"],
  [/(?<=[a-z]{4})it$/, "ite"],
];

/** An element's symbol written for its name at the head of a salt's name ("Zn PCA", "Fe EDTA"). */
const SYMBOLS: Record<string, string> = {
  zn: "zinc",
  mg: "magnesium",
  ca: "calcium",
  na: "sodium",
  k: "potassium",
  fe: "iron",
  cu: "copper",
  mn: "manganese",
  al: "aluminium",
  ag: "silver",
};

/** Element names as German, Italian and Spanish write them, at the head of a salt's name or glued to it ("Natriumtripolyphosphat"). */
const ELEMENT_WORDS: [RegExp, string][] = [
  [/^(?:natrium|sodio|sodico)/, "sodium"],
  [/^(?:kalium|potassio|potasio|potasico)/, "potassium"],
  [/^(?:calcio|calcico)/, "calcium"],
  [/^(?:magnesio)/, "magnesium"],
  [/^(?:zink|zinco|cinc)/, "zinc"],
  [/^(?:eisen|ferro|hierro)/, "iron"],
  [/^(?:kupfer|rame|cobre)/, "copper"],
];

function englishOrder(key: string): string {
  const acid = ACID_FIRST.exec(key);
  let words = acid ? [acid[1] ?? "", "acid"] : key.split(" ");
  // "Natriumtripolyphosphat" is "sodium tripolyphosphat"; "cloruro di sodio" is left to the glossary.
  words = words.flatMap((w) => {
    for (const [element, english] of ELEMENT_WORDS) {
      const m = element.exec(w);
      if (m) return w.length > m[0].length + 2 ? [english, w.slice(m[0].length)] : [english];
    }
    return [w];
  });
  if (words.length > 1 && SYMBOLS[words[0] ?? ""]) words[0] = SYMBOLS[words[0] ?? ""] ?? "";
  return words
    .map((w) => {
      for (const [ending, english] of ENDINGS) if (w.length > 5 && ending.test(w)) return w.replace(ending, english);
      return w;
    })
    .join(" ");
}

/** Edit distance with transpositions ("glyercin"), stopping early once `limit` is passed. */
export function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? limit + 1;
}

type Buckets = Map<string, string[]>;

/** Keys bucketed by word count and by first or second letter, for near-name search. */
function bucketsOf(keys: Iterable<string>): Buckets {
  const buckets: Buckets = new Map();
  const put = (bucket: string, k: string) => buckets.set(bucket, [...(buckets.get(bucket) ?? []), k]);
  for (const k of keys) {
    if (k.replace(/ /g, "").length < 6) continue;
    const n = k.split(" ").length;
    put(`${n}:1:${k[0]}`, k);
    put(`${n}:2:${k[1]}`, k);
  }
  return buckets;
}

function candidatesIn(buckets: Buckets, english: string): string[] {
  const n = english.split(" ").length;
  const first = buckets.get(`${n}:1:${english[0]}`) ?? [];
  // A slip in the first letter still leaves the second ("glyerin", "fhenoxyethanol").
  const second = (buckets.get(`${n}:2:${english[1]}`) ?? []).filter((k) => k[0] !== english[0]);
  return [...first, ...second];
}

/** Endings that name a different compound of one element: sulfite and sulfate, nitrite and nitrate. */
const COMPOUND_ENDING = /(ite|ate|ide|ous|ic)$/;

/** "sodium sulphite" is not a slip of "sodium sulphate": a changed ending is another substance. */
function anotherCompound(a: string, b: string): boolean {
  const wa = a.split(" ");
  const wb = b.split(" ");
  return wa.some((w, k) => {
    const v = wb[k];
    if (!v || v === w) return false;
    const [ea, eb] = [COMPOUND_ENDING.exec(w)?.[1], COMPOUND_ENDING.exec(v)?.[1]];
    return ea !== undefined && eb !== undefined && ea !== eb && w.slice(0, -ea.length) === v.slice(0, -eb.length);
  });
}

/** The one key within a typo or two of `english` (a tie between two names is no answer). */
function closestKey<T>(
  english: string,
  buckets: Buckets,
  identity: (key: string) => T,
  oneSlipUpTo = 8,
): string | undefined {
  const letters = english.replace(/ /g, "").length;
  if (letters < 6) return undefined;
  const limit = letters <= oneSlipUpTo ? 1 : 2;
  let best: { d: number; key: string; id: T } | undefined;
  let tied = false;
  for (const k of candidatesIn(buckets, english)) {
    if (Math.abs(k.length - english.length) > limit) continue;
    if (anotherCompound(english, k)) continue;
    const d = distance(english, k, limit);
    if (d > limit) continue;
    const id = identity(k);
    if (!best || d < best.d) {
      best = { d, key: k, id };
      tied = false;
    } else if (d === best.d && id !== best.id) tied = true;
  }
  return best && !tied ? best.key : undefined;
}

let nearKeys: Buckets | undefined;
let nearAnnexKeys: Buckets | undefined;

/**
 * The knowledge-base name a material given a level is most likely written for, when it is not
 * written as we index it: a typo or a neighbouring language's spelling ("pantenol 2 %",
 * "glicerina 5 %", "acido hialuronico 1 %"). One slip in a name of up to eight letters, two in a
 * longer one, and only one best candidate: a word that is near two different materials names neither.
 */
export function nearName(key: string): NameEntry | undefined {
  const english = englishOrder(key);
  const exact = NAME_INDEX.get(english);
  if (exact) return exact.acronym ? undefined : exact;
  const symbol = NAME_INDEX.get(americanYze(english));
  if (symbol && !symbol.acronym) return symbol;
  nearKeys ??= bucketsOf([...NAME_INDEX].filter(([, e]) => !e.acronym && !e.generic).map(([k]) => k));
  const near = closestKey(english, nearKeys, (k) => {
    const ref = (NAME_INDEX.get(k) as NameEntry).ref;
    return `${ref.kind}:${ref.id}`;
  });
  return near === undefined ? undefined : NAME_INDEX.get(near);
}

/**
 * The prohibited (Annex II) substance a misspelt name next to a level is written for
 * ("hydroqinone 4 %"): a banned active asked for with a typo is still refused by its entry.
 * A word that is itself a known name is not a typo of another.
 */
export function nearAnnexII(key: string): { key: string; rules: AnnexIIRule[] } | undefined {
  const english = englishOrder(key);
  if (NAME_INDEX.has(english) || ANNEX_II_INDEX.has(english)) return undefined;
  nearAnnexKeys ??= bucketsOf(ANNEX_II_INDEX.keys());
  // Reading a word as a banned substance refuses it, so a nine-letter word gets one slip only:
  // two would turn everyday words into substances ("masculine" into mescaline).
  const near = closestKey(
    english,
    nearAnnexKeys,
    (k) => (ANNEX_II_INDEX.get(k) ?? []).map((r) => r.entry.id).join(","),
    9,
  );
  const rules = near === undefined ? undefined : ANNEX_II_INDEX.get(near);
  return near !== undefined && rules ? { key: near, rules } : undefined;
}
