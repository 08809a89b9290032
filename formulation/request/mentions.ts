/**
 * Substances named in a request: knowledge-base ingredients (by name, INCI name, alias or CAS
 * number), notable substances outside it, and Annex II (prohibited) substances, each with the
 * level the text gives it ("15% ascorbic acid", "bakuchiol 1%", "1450 ppm fluoride").
 */
import { findIngredient, ingredientById } from "../knowledge";
import { normaliseName } from "../regulatory";
import { americanYze } from "../regulatory/normalise";
import type { ParsedLevel } from "./levels";
import { parseCasNumbers } from "./levels";
import {
  ANNEX_II_INDEX,
  type AnnexIIRule,
  annexIIByCas,
  breaksName,
  MAX_ANNEX_WORDS,
  MAX_NAME_WORDS,
  NAME_INDEX,
  type NameEntry,
  nearAnnexII,
  nearName,
} from "./name-index";
import { LOWERCASE_ACRONYMS, NOT_RESTRICTED_AFTER, NOT_RESTRICTED_BEFORE } from "./substances";
import { FILLER, type Token } from "./text";

export type Mention = {
  from: number;
  to: number;
  key: string;
  via: "name" | "cas";
  entry?: NameEntry;
  annex?: AnnexIIRule[];
  level?: ParsedLevel;
};

const isUpper = (t: Token | undefined) => !!t && /[A-Z]/.test(t.original) && t.original === t.original.toUpperCase();

function acronymOk(tokens: readonly Token[], from: number, key: string, acronym: boolean): boolean {
  return !acronym || LOWERCASE_ACRONYMS.has(key) || isUpper(tokens[from]);
}

function spanBlocked(blocked: ReadonlySet<number>, from: number, to: number): boolean {
  for (let k = from; k <= to; k++) if (blocked.has(k)) return true;
  return false;
}

/** Longest-first scan of word n-grams against a name index. */
function scan<T>(
  tokens: readonly Token[],
  blocked: ReadonlySet<number>,
  maxWords: number,
  lookup: (key: string) => T | undefined,
  isAcronym: (key: string, value: T) => boolean,
): { from: number; to: number; key: string; value: T }[] {
  const out: { from: number; to: number; key: string; value: T }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (blocked.has(i)) continue;
    for (let n = Math.min(maxWords, tokens.length - i); n >= 1; n--) {
      const to = i + n - 1;
      if (spanBlocked(blocked, i, to)) continue;
      // A name does not run across a sentence or list break.
      if (tokens.slice(i + 1, to + 1).some((t) => breaksName(t, /[.,;:()]/))) continue;
      const key = tokens
        .slice(i, to + 1)
        .map((t) => t.raw)
        .join(" ");
      const value = lookup(key);
      if (value === undefined || !acronymOk(tokens, i, key, isAcronym(key, value))) continue;
      out.push({ from: i, to, key, value });
      i = to;
      break;
    }
  }
  return out;
}

/**
 * Words that say what a material does, written inside its name: "rosemary antioxidant extract",
 * "aloe soothing gel". The name without them ("rosemary extract") is the material; without this
 * the first word alone ("rosemary") would name a different one (the essential oil).
 */
const JOB_WORDS = new Set(["antioxidant", "antioxidative", "soothing", "moisturising", "moisturizing", "preservative"]);

function withoutJobWord(key: string): NameEntry | undefined {
  const words = key.split(" ");
  if (words.length < 3) return undefined;
  const inner = words.filter((w, k) => k === 0 || k === words.length - 1 || !JOB_WORDS.has(w));
  if (inner.length === words.length) return undefined;
  const entry = NAME_INDEX.get(inner.join(" "));
  return entry && !entry.generic ? entry : undefined;
}

export function findIngredientMentions(
  folded: string,
  tokens: readonly Token[],
  blocked: ReadonlySet<number>,
): Mention[] {
  const names: Mention[] = scan(
    tokens,
    blocked,
    MAX_NAME_WORDS,
    // The index holds INCI's "hydrolyzed"; a request may spell it "hydrolysed".
    // British "sulphite" for the index's "sulfite".
    (k) =>
      NAME_INDEX.get(k) ??
      NAME_INDEX.get(americanYze(k)) ??
      (k.includes("sulph") ? NAME_INDEX.get(k.replace(/sulph/g, "sulf")) : undefined) ??
      withoutJobWord(k),
    (_, v) => v.acronym,
  )
    .filter((m) => !partOfAnotherName(tokens, m.from, m.to, m.value))
    .map((m) => ({
      from: m.from,
      to: m.to,
      key: m.key,
      via: "name",
      entry: m.value,
    }));
  names.push(...essentialOilList(tokens, blocked, names));
  names.push(...dhaInContext(folded, tokens, blocked, names));
  names.push(...chelatesNamed(tokens, blocked, names));
  for (const c of parseCasNumbers(folded)) {
    const [from, to] = tokenRange(tokens, c.start, c.end);
    if (from < 0 || spanBlocked(blocked, from, to)) continue;
    const ingredient = findIngredient({ cas: c.cas });
    if (ingredient)
      names.push({
        from,
        to,
        key: c.cas,
        via: "cas",
        entry: { ref: { kind: "kb", id: ingredient.id }, generic: false, acronym: false },
      });
  }
  return names.sort((a, b) => a.from - b.from);
}

/**
 * "DHA" is dihydroxyacetone in a self-tanner and dehydroacetic acid in a preservative system; the
 * rest of the request says which, and without such a word it names neither.
 */
function dhaInContext(
  folded: string,
  tokens: readonly Token[],
  blocked: ReadonlySet<number>,
  found: readonly Mention[],
): Mention[] {
  const tanning = /\b(?:self[- ]?tann?|tanning|tanner|sunless|bronz)/.test(folded);
  const preserving = /\b(?:preserv|benzyl alcohol|sorbate|benzoate)/.test(folded);
  if (tanning === preserving) return [];
  const id = tanning ? "dihydroxyacetone" : "dehydroacetic-acid";
  const out: Mention[] = [];
  tokens.forEach((t, i) => {
    if (t.raw !== "dha" || blocked.has(i) || found.some((m) => m.from <= i && i <= m.to)) return;
    out.push({
      from: i,
      to: i,
      key: "dha",
      via: "name",
      entry: { ref: { kind: "kb", id }, generic: false, acronym: true },
    });
  });
  return out;
}

const CHELATORS = new Set(["edta", "dtpa", "eddha", "hbed"]);
const METALS: Record<string, string> = {
  zn: "zinc",
  zinc: "zinc",
  fe: "iron",
  iron: "iron",
  mn: "manganese",
  manganese: "manganese",
  cu: "copper",
  copper: "copper",
};

/**
 * "EDTA chelated Zn, Fe, Mn", "Fe-EDDHA", "zinc and iron as EDTA chelates": each metal named in
 * the chelator's clause is that metal's chelate, when the knowledge base holds it.
 */
function chelatesNamed(tokens: readonly Token[], blocked: ReadonlySet<number>, found: readonly Mention[]): Mention[] {
  const out: Mention[] = [];
  const taken = (i: number) => blocked.has(i) || found.some((m) => m.from <= i && i <= m.to);
  tokens.forEach((t, c) => {
    if (!CHELATORS.has(t.raw)) return;
    // "EDTA" alone is a chelating agent ("EDTA for iron stains"): the metals are chelates only
    // where the text says so, or written against it ("Fe-EDDHA").
    const said = tokens.slice(Math.max(0, c - 3), c + 4).some((x) => /^chelat/.test(x.raw));
    for (let i = Math.max(0, c - 6); i < Math.min(tokens.length, c + 8); i++) {
      const metal = METALS[tokens[i]?.raw ?? ""];
      if (!metal || taken(i) || out.some((m) => m.from === i)) continue;
      if (!said && Math.abs(i - c) !== 1) continue;
      // The clause ends at a full stop or semicolon between the metal and the chelator.
      const [a, b] = i < c ? [i + 1, c] : [c + 1, i];
      if (tokens.slice(a, b + 1).some((x) => /[.;:]/.test(x.punctBefore))) continue;
      const id = `${metal}-${t.raw}`;
      if (!ingredientById(id)) continue;
      out.push({
        from: i,
        to: i,
        key: id,
        via: "name",
        entry: { ref: { kind: "kb", id }, generic: false, acronym: false },
      });
    }
  });
  return out;
}

/**
 * "essential oils (lavender, lemon)", "EO: lemon, lime": plants listed after the word name their
 * essential oils, though "lemon" alone would be a colour or a scent.
 */
function essentialOilList(
  tokens: readonly Token[],
  blocked: ReadonlySet<number>,
  found: readonly Mention[],
): Mention[] {
  const out: Mention[] = [];
  const taken = (i: number) => blocked.has(i) || found.some((m) => m.from <= i && i <= m.to);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const head =
      t?.raw === "eo" || t?.raw === "eos"
        ? i
        : /^oils?$/.test(t?.raw ?? "") && tokens[i - 1]?.raw === "essential"
          ? i
          : -1;
    if (head < 0) continue;
    // "essential oils (lavender, lemon)", "EO: lemon", and "essential oils of cedarwood and lemon".
    const of = tokens[head + 1]?.raw === "of" ? 1 : 0;
    const open = tokens[head + 1 + of];
    if (!open || (!of && !/[(:]/.test(open.punctBefore))) continue;
    let from = head + 1 + of;
    for (let j = head + 1; j <= tokens.length; j++) {
      const tj = tokens[j];
      const ends =
        !tj || (j > from && /[,;)+&]/.test(tj.punctBefore)) || tj.raw === "and" || tj.raw === "et" || tj.raw === "y";
      if (!ends) continue;
      const to = j - 1;
      if (to >= from && to - from < 3 && ![...Array(to - from + 1).keys()].some((k) => taken(from + k))) {
        const member = tokens
          .slice(from, to + 1)
          .map((x) => x.raw)
          .join(" ");
        const entry =
          NAME_INDEX.get(normaliseName(`${member} essential oil`)) ?? NAME_INDEX.get(normaliseName(`${member} oil`));
        if (entry?.ref.kind === "kb") out.push({ from, to, key: member, via: "name", entry });
      }
      if (!tj || /[).;]/.test(tj.punctBefore)) break;
      from = tj.raw === "and" || tj.raw === "et" || tj.raw === "y" ? j + 1 : j;
    }
  }
  return out;
}

/**
 * Materials written next to a level that no name reads exactly: a typo or a neighbouring
 * language's spelling ("pantenol 2 %", "5 % glicerina", "acido hialuronico 1 %"). Only words
 * right before or after a level, which name a material for certain, are tried, longest first.
 */
export function findNearMentions(
  tokens: readonly Token[],
  levels: readonly ParsedLevel[],
  taken: (i: number) => boolean,
): Mention[] {
  const out: Mention[] = [];
  const free = (from: number, to: number) => {
    for (let k = from; k <= to; k++) {
      const t = tokens[k];
      if (!t || taken(k) || FILLER.has(t.norm) || /\d/.test(t.raw) || out.some((m) => k >= m.from && k <= m.to))
        return false;
      if (k > from && breaksName(t, /[.,;:()+&]/)) return false;
    }
    return true;
  };
  const anchors: { spans: [number, number][]; lf: number; lt: number; long: boolean }[] = [];
  for (const level of levels) {
    const [lf, lt] = tokenRange(tokens, level.start, level.end);
    if (lf < 0) continue;
    const spans: [number, number][] = [];
    for (let n = 3; n >= 1; n--) spans.push([lf - n, lf - 1]);
    for (let n = 3; n >= 1; n--) spans.push([lt + 1, lt + n]);
    anchors.push({ spans, lf, lt, long: false });
  }
  // …and a long word right after "with" ("with pantenolo"), which names a material as surely.
  tokens.forEach((t, i) => {
    if (!INTRODUCERS.has(t.norm) || (tokens[i + 1]?.raw.length ?? 0) < 7) return;
    const spans: [number, number][] = [];
    for (let n = 2; n >= 1; n--) spans.push([i + 1, i + n]);
    anchors.push({ spans, lf: i + 1, lt: i, long: true });
  });
  for (const { spans, lf, lt, long } of anchors) {
    for (const [from, to] of spans) {
      if (from < 0 || to >= tokens.length || !free(from, to)) continue;
      if (long && tokens.slice(from, to + 1).some((t) => t.raw.length < 4)) continue;
      // The level belongs to the words on its own side of a comma.
      if (to < lf && breaksName(tokens[lf] as Token, /[,;.]/)) continue;
      if (from > lt && breaksName(tokens[from] as Token, /[,;.]/)) continue;
      const key = tokens
        .slice(from, to + 1)
        .map((t) => t.raw)
        .join(" ");
      const entry = nearName(key);
      // A misspelt everyday name of a regulated substance ("hydroqinone") reads as that substance.
      if (entry?.ref.kind === "kb" || entry?.ref.kind === "substance") {
        out.push({ from, to, key, via: "name", entry });
        break;
      }
      const prohibited = entry ? undefined : nearAnnexII(key);
      if (!prohibited) continue;
      out.push({ from, to, key, via: "name", annex: prohibited.rules });
      break;
    }
  }
  return out;
}

/**
 * "toluene sulfonate", "alkyl benzene", "toluene diisocyanate": a restricted substance's name
 * inside another substance's name is not that substance; nor is "a DCM replacement" a request for DCM.
 */
function partOfAnotherName(tokens: readonly Token[], from: number, to: number, entry: NameEntry): boolean {
  if (entry.ref.kind !== "substance" || entry.ref.substanceKind !== "restricted") return false;
  const next = tokens[to + 1];
  if (next && !/[.,;:()!?/]/.test(next.punctBefore) && NOT_RESTRICTED_BEFORE.has(next.norm)) return true;
  const prev = tokens[from - 1];
  const here = tokens[from];
  return !!prev && !!here && !/[.,;:()!?/]/.test(here.punctBefore) && NOT_RESTRICTED_AFTER.has(prev.norm);
}

export function findProhibitedMentions(
  folded: string,
  tokens: readonly Token[],
  blocked: ReadonlySet<number>,
  ingredients: readonly Mention[],
): Mention[] {
  const out: Mention[] = scan(
    tokens,
    blocked,
    MAX_ANNEX_WORDS,
    (k) => ANNEX_II_INDEX.get(k),
    (k) => k.length <= 3,
  )
    // "chromium" inside "chromium oxide green": the longer knowledge-base name is what is meant.
    // A restricted substance's name ("cadmium red", "nonylphenol ethoxylate") keeps the Annex II reading.
    .filter(
      (m) =>
        !ingredients.some(
          (i) => i.entry?.ref.kind === "kb" && i.from <= m.from && i.to >= m.to && i.to - i.from > m.to - m.from,
        ),
    )
    .map((m) => ({ from: m.from, to: m.to, key: m.key, via: "name" as const, annex: m.value }));
  for (const c of parseCasNumbers(folded)) {
    const [from, to] = tokenRange(tokens, c.start, c.end);
    if (from < 0 || spanBlocked(blocked, from, to)) continue;
    const rules = annexIIByCas(c.cas);
    if (rules.length) out.push({ from, to, key: c.cas, via: "cas", annex: rules });
  }
  return out.sort((a, b) => a.from - b.from);
}

/** Token indices covering characters [start, end). */
export function tokenRange(tokens: readonly Token[], start: number, end: number): [number, number] {
  let from = -1;
  let to = -1;
  tokens.forEach((t, i) => {
    if (t.end > start && t.start < end) {
      if (from < 0) from = i;
      to = i;
    }
  });
  return [from, to];
}

// "1 % essential oil of cedarwood": the level is the oil's.
const EO_WORDS = new Set(["essential", "oil", "oils"]);
const BEFORE_FILLERS = new Set(["of", "w", "v", "ww", "wv", ...EO_WORDS]);
/**
 * "1 % low and high molecular weight hyaluronic acid": words that name the material's grade sit
 * between a level and its substance without moving the level to anything else.
 */
const GRADE_WORDS = new Set([
  "low",
  "high",
  "medium",
  "ultra",
  "molecular",
  "weight",
  "mw",
  "lmw",
  "hmw",
  "crosslinked",
  "cross",
  "linked",
  "non",
  "nano",
  "micronised",
  "micronized",
  "coated",
  "uncoated",
  // "30 % white Portland cement": the grade of a mineral binder or filler.
  "white",
  "grey",
  "gray",
]);

/** A grade word, or an "and" joining two of them ("low and high molecular weight"). */
function gradeWord(between: readonly Token[], k: number): boolean {
  const w = between[k]?.norm ?? "";
  if (GRADE_WORDS.has(w)) return true;
  return (
    (w === "and" || w === "or") &&
    GRADE_WORDS.has(between[k - 1]?.norm ?? "") &&
    GRADE_WORDS.has(between[k + 1]?.norm ?? "")
  );
}
/** Jobs a material is named for ("as hydrotrope", "as preservative"). */
const NAMED_FOR = new Set(
  "hydrotrope preservative thickener emulsifier solvent humectant chelator chelating buffer defoamer antifoam antioxidant carrier base binder filler plasticiser plasticizer stabiliser stabilizer opacifier wetter wetting".split(
    " ",
  ),
);
const AFTER_FILLERS = new Set([
  "as",
  "at",
  "of",
  "about",
  "approx",
  "approximately",
  "around",
  "is",
  "in",
  "up",
  "to",
  "max",
  "maximum",
  "min",
  "minimum",
  "least",
  "ca",
  "w",
  "v",
]);

/**
 * Ties each level to the substance it belongs to: "15% ascorbic acid" (level first) or
 * "bakuchiol 1%" (level after; product-type words may sit in between: "mandelic acid serum (8%)").
 * Ambiguous runs ("salicylic acid 2% niacinamide 5%") follow the text's own habit.
 */
/** Kinds of ingredient a level may be given for as a whole ("10 % surfactants", "5 % solids"). */
const KIND_AFTER =
  /^(?:surfactants?|tensides?|tensioactives?|nonionics?|anionics?|cationics?|amphoterics?|emollients?|humectants?|thickeners?|builders?)$/;

export function attachLevels(
  tokens: readonly Token[],
  mentions: Mention[],
  levels: readonly ParsedLevel[],
  skippable: (i: number) => boolean,
): void {
  type Pair = { m: Mention; l: ParsedLevel; dir: "before" | "after"; d: number };
  const pairs: Pair[] = [];
  for (const l of levels) {
    // A total over several materials ("~8 % active total") is no one material's level.
    if (l.total) continue;
    const [lf, lt] = tokenRange(tokens, l.start, l.end);
    if (lf < 0) continue;
    for (const m of mentions) {
      if (m.from > lt) {
        const between = tokens.slice(lt + 1, m.from);
        const grade = between.map((_, k) => gradeWord(between, k));
        const rest = between.filter((_, k) => !grade[k]);
        const inside = between.slice(1).every((t) => !/[,;.(:]/.test(t.punctBefore ?? ""));
        if (rest.length <= 3 && inside && rest.every((t) => BEFORE_FILLERS.has(t.norm))) {
          // "10 % essential oils (lavender, lemon)" is the blend's total, not the first oil's.
          const comma = /[,;.(:]/.test(tokens[m.from]?.punctBefore ?? "");
          // The words of "essential oil of" and of a grade name the material: they add no distance.
          const d = rest.filter((t) => !EO_WORDS.has(t.norm)).length;
          if (!comma && d <= 2) pairs.push({ m, l, dir: "before", d });
        }
      } else if (m.to < lf) {
        // "lavender, 10 % surfactants nonionic": a level followed by a kind of ingredient is that kind's.
        if (KIND_AFTER.test(tokens[lt + 1]?.norm ?? "")) continue;
        let d = 0;
        let ok = true;
        // A note in brackets right after the name ("esterquat (TEA-based, 90 % active) at 12 %
        // active") describes the material: its level comes after the note.
        const note = noteAfter(tokens, m.to);
        const from = note > 0 && note <= lf ? note : m.to + 1;
        // A name inside brackets ("soap (coconut fatty acid + KOH) 10 %") does not own the level
        // after the bracket closes: that is the bracketed whole's, unless the name is the whole
        // bracket ("black pigment (carbon black) 3 %").
        if (
          from === m.to + 1 &&
          !fillsBracket(tokens, m) &&
          tokens.slice(from, lf + 1).some((t) => /\)/.test(t.punctBefore ?? ""))
        )
          continue;
        let describing = 0;
        for (let k = from; k < lf; k++) {
          const t = tokens[k] as Token;
          // Another material named between ("car wax paste with carnauba 20 %"): the level is its.
          if (mentions.some((n) => n !== m && n.from <= k && k <= n.to)) {
            d += 1;
            continue;
          }
          if (skippable(k) || FILLER.has(t.norm)) continue;
          if (AFTER_FILLERS.has(t.norm)) d += 0.25;
          // "sodium cumene sulfonate as hydrotrope 5 %": the job it is named for sits between.
          else if (NAMED_FOR.has(t.norm) && tokens[k - 1]?.norm === "as") d += 0.25;
          // "nonionic 7EO 5 %": the degree of ethoxylation is part of the name.
          else if (/^\d{1,2}(?:eo|po|mol)$/.test(t.norm)) d += 0.25;
          // "sosa cáustica al 30 %" (read "caustic soda with 30 %"): the strength it is used at,
          // unless a name after the level claims it first.
          else if (t.norm === "with" && k === lf - 1) d += 1;
          // "fragrance masculine 0.3 %": a word or two describing a generic material, in the same
          // clause and naming nothing else, leave the level to it.
          else if (
            m.entry?.generic &&
            ++describing <= 2 &&
            /^[a-z]{3,}$/.test(t.norm) &&
            !LINK_WORDS.has(t.norm) &&
            !INTRODUCERS.has(t.norm) &&
            !BREAKERS.has(t.norm) &&
            !/[,;.:()]/.test(t.punctBefore ?? "") &&
            !mentions.some((n) => n.from <= k && k <= n.to)
          )
            // Further than any level written next to its material, so it never takes one from it.
            d += 1.25;
          else ok = false;
        }
        if (!ok || lf - from > 4) continue;
        if (/[;.]/.test(tokens[lf]?.punctBefore ?? "")) continue;
        // A level after a comma opens the next item (", 1 % cedarwood") more often than it closes the last.
        if (/,/.test(tokens[lf]?.punctBefore ?? "")) d += 1.1;
        pairs.push({ m, l, dir: "after", d });
      }
    }
  }
  const count = (dir: Pair["dir"]) => pairs.filter((p) => p.dir === dir && p.d === 0).length;
  const style: Pair["dir"] = count("after") > count("before") ? "after" : "before";
  pairs.sort((a, b) => a.d - b.d || (a.dir === style ? 0 : 1) - (b.dir === style ? 0 : 1));
  const usedLevels = new Set<ParsedLevel>();
  for (const p of pairs) {
    if (p.m.level || usedLevels.has(p.l)) continue;
    p.m.level = p.l;
    usedLevels.add(p.l);
  }
}

/**
 * "3 % cocamidopropil betaine": a known name's last word ("betaine") after a chemical-looking word
 * the index does not know is the end of a misspelt longer name; the pair is read as that name
 * when it is one slip from it, so the level and the grade are the ones meant.
 */
export function widenMisspeltNames(tokens: readonly Token[], mentions: Mention[]): void {
  for (const m of mentions) {
    const before = tokens[m.from - 1];
    const here = tokens[m.from];
    if (!before || !here || m.via !== "name" || here.punctBefore.trim()) continue;
    if (!/^[a-z]{5,}(?:yl|il|ile|ic|ico|ica|ique|o|a)$/.test(before.raw) || NAME_INDEX.has(before.raw)) continue;
    if (mentions.some((n) => n !== m && n.from <= m.from - 1 && m.from - 1 <= n.to)) continue;
    const key = tokens
      .slice(m.from - 1, m.to + 1)
      .map((t) => t.raw)
      .join(" ");
    const entry = nearName(key);
    if (!entry || entry.generic || entry.ref.kind !== "kb") continue;
    m.from -= 1;
    m.key = key;
    m.entry = entry;
  }
}

/** The name is all a bracket holds: "(clinoptilolite)". */
function fillsBracket(tokens: readonly Token[], m: Mention): boolean {
  return /\(/.test(tokens[m.from]?.punctBefore ?? "") && /\)/.test(tokens[m.to + 1]?.punctBefore ?? "");
}

/**
 * "10 % zeolite (clinoptilolite)", "preservative (sodium benzoate)": a specific name that is all a
 * bracket holds, right after another name, says which grade the first name means. The bracketed
 * name takes the level and the first name is dropped, so the level is not given to a sibling grade
 * and the named grade read as an extra without one; a bracket after a supplied form ("silicone
 * emulsion (PDMS 350 cSt)") describes what it holds and is dropped. Returns the mentions to drop.
 */
export function bracketedGrades(tokens: readonly Token[], mentions: readonly Mention[]): Set<Mention> {
  const replaced = new Set<Mention>();
  for (const b of mentions) {
    if (!b.entry || b.entry.generic || !fillsBracket(tokens, b)) continue;
    const a = mentions.find((m) => m.to === b.from - 1 && m !== b && m.entry);
    // "2500 ppm fluoride (sodium fluoride)": fluoride counted as F keeps its own reading.
    if (!a || replaced.has(a) || a.entry?.ref.kind === "element") continue;
    // "Silicone emulsion (PDMS 350 cSt)": the bracket says what the supplied emulsion holds; the
    // emulsion stays the material.
    const form = (m: Mention) => {
      const ref = m.entry?.ref;
      const name = ref?.kind === "kb" ? (ingredientById(ref.id)?.name ?? "") : "";
      return /emulsion|solution|dispersion|latex|premix|blend|slurry/i.test(`${m.key} ${name}`);
    };
    if (form(a) && !form(b)) {
      replaced.add(b);
      continue;
    }
    if (!b.level && a.level) b.level = a.level;
    replaced.add(a);
  }
  return replaced;
}

/** Words that join a name to something else rather than describe it. */
const LINK_WORDS = new Set([
  "and",
  "or",
  "with",
  "without",
  "of",
  "at",
  "per",
  "plus",
  "from",
  "into",
  "onto",
  "on",
  "by",
]);

/** The first token after a bracketed note that opens right after token `at`, or -1. */
export function noteAfter(tokens: readonly Token[], at: number): number {
  if (!/\(/.test(tokens[at + 1]?.punctBefore ?? "")) return -1;
  for (let k = at + 2; k < Math.min(tokens.length, at + 14); k++) {
    const p = tokens[k]?.punctBefore ?? "";
    if (/\(/.test(p)) return -1;
    if (/\)/.test(p)) return k;
  }
  return -1;
}

const INTRODUCERS = new Set([
  "with",
  "in",
  "containing",
  "contain",
  "contains",
  "plus",
  "using",
  "include",
  "including",
  "add",
  "added",
  "of",
  "based",
  "enriched",
  "infused",
  // "want bleach and vinegar in one bottle", "mix bleach with…": what is wanted in the product.
  "want",
  "wants",
  "need",
  "needs",
  "mix",
  "mixing",
  "mixed",
  "combine",
  "combined",
  "combining",
  "put",
]);
const BREAKERS = new Set(["for", "that", "which", "to", "so", "but", "because", "like", "than"]);
const DESCRIBED = new Set([
  "light",
  "lightly",
  "subtle",
  "delicate",
  "soft",
  "gentle",
  "mild",
  "faint",
  "hint",
  "strong",
  "intense",
  "rich",
  "heavy",
  "fresh",
]);

/** "with glycerin, alcohol and fragrance": a generic name is an ingredient only in such a list. */
export function introduced(tokens: readonly Token[], from: number): boolean {
  // "light fragrance", "a subtle perfume": a generic material described is one asked for.
  if (DESCRIBED.has(tokens[from - 1]?.norm ?? "") && !/[.;:!?]/.test(tokens[from]?.punctBefore ?? "")) return true;
  for (let k = from - 1, steps = 0; k >= 0 && steps < 10; k--, steps++) {
    if (/[.;:!?]/.test(tokens[k + 1]?.punctBefore ?? "")) return false;
    const w = tokens[k]?.norm ?? "";
    if (INTRODUCERS.has(w)) return true;
    if (BREAKERS.has(w)) return false;
  }
  return false;
}

const PURPOSE = new Set(["for"]);
const REPLACE = new Set(["replace", "replacing", "instead", "substitute", "alternative", "avoid", "avoiding"]);

/** "anti-caking agent for table salt", "to replace IPA": the substance is the purpose, not an ingredient. */
export function isPurposeOrReplacement(tokens: readonly Token[], from: number): boolean {
  for (let k = from - 1, steps = 0; k >= 0 && steps < 3; k--) {
    if (/[.,;:!?()]/.test(tokens[k + 1]?.punctBefore ?? "")) return false;
    const w = tokens[k]?.norm ?? "";
    if (FILLER.has(w)) continue;
    steps++;
    if (REPLACE.has(w)) return true;
    if (steps === 1 && PURPOSE.has(w)) return true;
    if (w === "of" && tokens[k - 1]?.norm === "instead") return true;
  }
  return false;
}
