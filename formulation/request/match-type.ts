/**
 * Which product type a request names. Synonyms are matched as word sequences (one stray word
 * allowed inside, one-edit typos corrected); each match weighs by how specific it is, less when
 * it follows "for", "with", "after" … (the thing the product is for or contains, not the
 * product). Overlaps go to the longer match, or to the one ending later (the English head noun:
 * "pressed powder blush" is a blush). Variants ("dog shampoo") win over their base type when
 * their cue words are present. The requested category weighs in but does not decide.
 */
import { INGREDIENTS } from "../knowledge";
import { PRODUCT_TYPES, type ProductType, productTypeById, typeCategories } from "./taxonomy";
import { breaksBefore, FILLER, normaliseWord, type Token } from "./text";
import {
  CUES,
  canonicalWords,
  correctWord,
  REFINEMENT_WORDS,
  SYNONYMS,
  type SynonymEntry,
  TRIE,
  type TrieNodeType,
  TYPE_ORDER,
  VARIANTS,
  VOCABULARY,
  WORD_TO_SYNONYMS,
} from "./type-index";

/** Below this confidence a request is "not understood" and only suggestions are returned. */
export const CONFIDENCE_THRESHOLD = 0.5;

export type TypeCandidate = { id: string; confidence: number };

export type TypeMatch = {
  type: ProductType;
  confidence: number;
  alternatives: TypeCandidate[];
  /** The words that named it, as typed. */
  matched: string;
  via: "synonym" | "refinement" | "weak";
  /** Raw token span of the naming words (for telling ingredient names inside it apart). */
  span: [number, number];
  outsideCategory: boolean;
  corrected: boolean;
};

export type TypeResult = { best?: TypeMatch; candidates: TypeCandidate[]; suggestions: TypeCandidate[] };

type Word = { word: string; alt?: string; from: number; to: number; barrier: boolean };

type Match = {
  syn: SynonymEntry;
  start: number;
  end: number;
  weight: number;
  gap: boolean;
  corrected: boolean;
  /** An inverted match ("wax for car") ends, as English heads go, at its head noun. */
  head?: number;
};

/** Body-area words: a request that names an area prefers types for that area. */
const AREA_WORDS: Record<string, string> = {
  face: "face",
  facial: "face",
  body: "body",
  eye: "eye",
  lash: "eye",
  brow: "eye",
  eyebrow: "eye",
  lip: "lip",
  hand: "hands",
  foot: "feet",
  feet: "feet",
  heel: "feet",
  hair: "hair",
  scalp: "scalp",
  nail: "nail",
  cuticle: "nail",
  underarm: "underarm",
  armpit: "underarm",
  beard: "beard",
  moustache: "beard",
  teeth: "oral",
  tooth: "oral",
  mouth: "oral",
  gum: "oral",
  intimate: "intimate",
};
const COSMETIC_AREAS = new Set(Object.values(AREA_WORDS).concat(["body"]));

/** Words a typo must not be "corrected" away from: ingredient names and plain English. */
const KNOWN = new Set<string>([
  ...FILLER,
  ..."for with and or of in on to from by at as is are be it this that than like after before into onto under over not no without free based using use used can also flush flushed other every each all one two three day night daily skin hair face body hand foot nail lip eye scalp teeth tooth clean cleaning smell smells scent fresh strong extra long lasting quick fast slow natural organic vegan plant gentle mild dry oily normal sensitive damaged curly fine thick thin matte shine glossy deep soft hard lather".split(
    " ",
  ),
  ...INGREDIENTS.flatMap((i) => `${i.name} ${i.inci} ${(i.aliases ?? []).join(" ")}`.toLowerCase().split(/[^a-z0-9]+/)),
]);

const MARKERS = new Set([
  // "5 % sodium perborate as oxygen bleach": what follows "as" is a role, not the product.
  "as",
  "for",
  "with",
  "after",
  "before",
  "like",
  "than",
  "instead",
  "alongside",
  "plus",
  "into",
  "onto",
  "under",
  "over",
  "replace",
  "replacing",
  "remove",
  "removing",
  "containing",
  "contain",
  "contains",
  "besides",
  "against",
]);
const NEGATIONS = new Set(["not", "no", "never", "nor"]);

function contextFactor(tokens: readonly Token[], rawStart: number): number {
  for (let k = rawStart - 1, steps = 0; k >= 0 && steps < 4; k--) {
    if (breaksBefore(tokens[k + 1])) return 1;
    const w = tokens[k]?.norm ?? "";
    if (FILLER.has(w)) continue;
    steps++;
    if (NEGATIONS.has(w)) return 0.2;
    if (MARKERS.has(w)) return 0.45;
  }
  return 1;
}

function buildWords(tokens: readonly Token[], blocked: ReadonlySet<number>): Word[] {
  const norms = tokens.map((t, i) => (blocked.has(i) ? "\u0000" : t.norm));
  return canonicalWords(norms).map((c) => {
    const word = c.word;
    const barrier = word === "\u0000";
    const known = barrier || VOCABULARY.has(word) || KNOWN.has(word) || KNOWN.has(tokens[c.from]?.raw ?? "");
    const alt = known ? undefined : correctWord(word);
    return { word, from: c.from, to: c.to, barrier, ...(alt ? { alt } : {}) };
  });
}

function findMatches(words: readonly Word[], tokens: readonly Token[]): Match[] {
  const out: Match[] = [];
  const walk = (node: TrieNodeType, start: number, j: number, gap: boolean, corrected: boolean) => {
    if (node !== TRIE) {
      for (const syn of node.ends) out.push({ syn, start, end: j - 1, weight: syn.weight, gap, corrected });
    }
    const w = words[j];
    if (!w || w.barrier) return;
    // A synonym does not run across a list or sentence break.
    if (node !== TRIE && breaksBefore(tokens[w.from])) return;
    const exact = node.next.get(w.word);
    if (exact) walk(exact, start, j + 1, gap, corrected);
    if (w.alt) {
      const alt = node.next.get(w.alt);
      if (alt) walk(alt, start, j + 1, gap, true);
    }
    // One stray word inside a synonym: "ceramic paint coating", "baby wind and weather face balm".
    if (node !== TRIE && !gap) {
      const next = words[j + 1];
      if (next && !next.barrier && !breaksBefore(tokens[next.from])) {
        const skip = node.next.get(next.word);
        if (skip?.ends.length || skip?.next.size) walk(skip, start, j + 2, true, corrected);
      }
    }
  };
  for (let i = 0; i < words.length; i++) walk(TRIE, i, i, false, false);
  out.push(...invertedMatches(words, tokens, out));
  return out;
}

/** "balm for leather", "wax in spray": the head noun before the object it is for, or the form it comes in. */
const INVERTING = new Set(["for", "in"]);

/**
 * Requests put into English word by word from French, Spanish or Italian keep their order: the
 * product first, then what it is for ("baume pour cuir" → "balm for leather", "cera en spray" →
 * "wax in spray"). The English name ("leather balm", "spray wax") is the object, then the head;
 * one adjective may stand between the head and "for" ("balm nourrissant for leather").
 */
function invertedMatches(words: readonly Word[], tokens: readonly Token[], direct: readonly Match[]): Match[] {
  const out: Match[] = [];
  // A head already named in English order ("nappy cream for babies", "disinfectant cleaner for
  // kitchens") keeps that reading: the words after "for" are then where or whom it is for.
  const named = (head: number) =>
    direct.some((m) => (m.end === head && (m.end > m.start || !m.syn.weak)) || (m.end === head - 1 && !m.syn.weak));
  const follow = (node: TrieNodeType | undefined, w: Word | undefined) =>
    node && w && !w.barrier ? (node.next.get(w.word) ?? (w.alt ? node.next.get(w.alt) : undefined)) : undefined;
  words.forEach((w, f) => {
    if (!INVERTING.has(w.word) || breaksBefore(tokens[w.from])) return;
    // "mild for hands", "gentle on skin": how kind the product is, not what it is for.
    if (/^(?:mild|gentle|kind|soft|easy|safe|friendly|caring)$/.test(words[f - 1]?.word ?? "")) return;
    for (const head of [f - 1, f - 2]) {
      if (head < 0 || named(head) || (head === f - 2 && breaksBefore(tokens[words[f - 1]?.from ?? 0]))) continue;
      // The object: two words, one, or the second after an adjective ("for smooth leather").
      for (const [first, last] of [
        [f + 1, f + 2],
        [f + 1, f + 1],
        [f + 2, f + 2],
      ] as const) {
        if (last >= words.length || (last > f + 1 && breaksBefore(tokens[words[f + 2]?.from ?? 0]))) continue;
        let node: TrieNodeType | undefined = TRIE;
        for (let k = first; k <= last; k++) node = follow(node, words[k]);
        node = follow(node, words[head]);
        const gap = head === f - 2 || first === f + 2;
        for (const syn of node?.ends ?? [])
          out.push({ syn, start: head, end: last, weight: syn.weight * 0.9, gap, corrected: false, head });
      }
    }
  });
  return out;
}

export type MatchContext = {
  categories: readonly string[];
  audience: readonly string[];
  /** Raw token spans of named ingredients (a weak head such as "cream" needs one in front). */
  mentionSpans: readonly [number, number][];
  /** Raw token span of the product-name part of the text (weighs more), if any. */
  nameSpan?: [number, number];
};

export function matchProductType(
  tokens: readonly Token[],
  blocked: ReadonlySet<number>,
  ctx: MatchContext,
): TypeResult {
  const words = buildWords(tokens, blocked);
  const raw = findMatches(words, tokens);
  const rawStart = (m: Match) => words[m.start]?.from ?? 0;
  const rawEnd = (m: Match) => words[m.end]?.to ?? 0;

  for (const m of raw) {
    m.weight *= (m.gap ? 0.7 : 1) * (m.corrected ? 0.9 : 1) * (m.syn.weak ? 0.5 : 1);
    m.weight *= contextFactor(tokens, rawStart(m));
    if (ctx.nameSpan && rawStart(m) >= ctx.nameSpan[0] && rawEnd(m) <= ctx.nameSpan[1]) m.weight *= 1.2;
  }
  // Overlaps: the longer match wins; with equal reach, the one ending later (the head noun).
  const dominated = new Set<Match>();
  for (const a of raw) {
    for (const b of raw) {
      if (a === b || a.syn.typeId === b.syn.typeId) continue;
      if (a.end < b.start || b.end < a.start) continue;
      // A match with a stray word inside competes on weight with a clean one it overlaps:
      // "matte liquid lipstick" is a liquid lipstick, "antibacterial kitchen spray" a disinfectant.
      if (a.gap !== b.gap) {
        // "baby tummy massage oil": a match with a stray word that holds every word of the clean
        // one inside it is the narrower name ("baby massage oil"), not its rival.
        const [gapped, clean] = a.gap ? [a, b] : [b, a];
        const refines =
          clean.start >= gapped.start &&
          clean.end <= gapped.end &&
          clean.syn.words.every((w) => gapped.syn.words.includes(w)) &&
          gapped.syn.words.length > clean.syn.words.length;
        if (refines) {
          if (a === clean) dominated.add(a);
          continue;
        }
        // "heavy duty oven cleaner": the word the gapped match skips ("oven") belongs to the clean
        // one, which names the product; the gapped one only brushes past it.
        const skipped = (m: Match) =>
          words
            .slice(m.start, m.end + 1)
            .filter((w) => !m.syn.words.includes(w.word))
            .map((w) => w.word);
        if (
          clean.start > gapped.start &&
          clean.end === gapped.end &&
          skipped(gapped).some((w) => clean.syn.words.includes(w))
        ) {
          if (a === gapped) dominated.add(a);
          continue;
        }
        if (a.weight < b.weight) dominated.add(a);
        continue;
      }
      const aInB = a.start >= b.start && a.end <= b.end;
      const bInA = b.start >= a.start && b.end <= a.end;
      if (aInB && bInA) {
        if (a.syn.weight < b.syn.weight || (a.syn.weight === b.syn.weight && a.syn.weak && !b.syn.weak))
          dominated.add(a);
      } else if (aInB) dominated.add(a);
      else if (!bInA && (a.head ?? a.end) < (b.head ?? b.end)) dominated.add(a);
    }
  }
  for (const m of dominated) m.weight *= 0.25;

  type Score = { score: number; best: Match; via: TypeMatch["via"] };
  const scores = new Map<string, Score>();
  for (const m of raw) {
    const s = scores.get(m.syn.typeId);
    if (!s) scores.set(m.syn.typeId, { score: m.weight, best: m, via: m.syn.weak ? "weak" : "synonym" });
    else if (m.weight > s.best.weight) {
      s.score = m.weight + 0.15 * s.score;
      s.best = m;
      s.via = m.syn.weak ? "weak" : "synonym";
    } else if (m.start > s.best.end || m.end < s.best.start) s.score += 0.15 * m.weight;
  }

  const present = new Set(words.filter((w) => !w.barrier).map((w) => w.word));
  // "Mild for hands", "gentle on skin": a washing-up liquid's kindness to skin, not the area it
  // is for, nor a word of another product's name ("hand washing liquid").
  const kindTo = (w: Word) =>
    /^(?:for|on|to)$/.test(tokens[w.from - 1]?.norm ?? "") &&
    /^(?:mild|gentle|kind|soft|easy|safe|friendly|caring)$/.test(tokens[w.from - 2]?.norm ?? "");
  const named = new Set(words.filter((w) => !w.barrier && !kindTo(w)).map((w) => w.word));
  const wordList = words.map((w) => w.word);
  const hasPhrase = (phrase: string) => {
    if (!phrase.includes(" ")) return present.has(phrase) || present.has(normaliseWord(phrase));
    const parts = phrase.split(" ");
    return wordList.some((_, i) => parts.every((p, k) => wordList[i + k] === p));
  };
  // Organic care is a way of making any cosmetic, not a family of products: an organic body
  // lotion belongs there as much as a natural deodorant does.
  const inCategory = (t: ProductType) =>
    ctx.categories.length > 0 &&
    (typeCategories(t).some((c) => ctx.categories.includes(c)) ||
      (ctx.categories.includes("organic-care") && t.regime === "eu-cosmetics-1223-2009"));

  // Variants: "shampoo" + "dog" → pet shampoo.
  for (const [baseId, base] of [...scores.entries()]) {
    for (const v of VARIANTS.get(baseId) ?? []) {
      const hits = (REFINEMENT_WORDS.get(v.id) ?? []).filter(hasPhrase).length;
      const byCategory = !!v.refines?.inCategory && ctx.categories.includes(v.category);
      if (!hits && !byCategory) continue;
      const score = base.score + 2 + 1.5 * Math.min(hits, 2) + (byCategory ? 1 : 0);
      const current = scores.get(v.id);
      if (!current || current.score < score) scores.set(v.id, { score, best: base.best, via: "refinement" });
    }
  }
  // A name of the chosen category spelt out of order or split by other words ("cleaner +
  // conditioner 2-in-1 for leather car seats" under Leather): every word of one of its synonyms
  // is in the request, so it counts as a loose match would, where nothing closer named the type.
  const inCategoryBest = Math.max(
    0,
    ...[...scores.entries()].map(([id, s]) => {
      const t = productTypeById(id);
      return t && inCategory(t) ? s.score : 0;
    }),
  );
  if (ctx.categories.length) {
    // Only the most specific such name counts: several loose readings are no rivals of each other.
    let loose: { syn: SynonymEntry; at: number; end: number } | undefined;
    for (const syn of SYNONYMS) {
      if (syn.weak || syn.words.length < 2 || !syn.words.every((w) => named.has(w))) continue;
      const t = productTypeById(syn.typeId);
      // Beside an in-category reading, only a long name (three words or more) that outweighs it.
      if (!t || !inCategory(t) || (inCategoryBest > 0 && (syn.words.length < 3 || syn.weight * 0.6 <= inCategoryBest)))
        continue;
      const at = Math.min(...syn.words.map((w) => words.findIndex((x) => x.word === w)));
      const end = Math.max(...syn.words.map((w) => words.findIndex((x) => x.word === w)));
      if (!loose || syn.weight > loose.syn.weight || (syn.weight === loose.syn.weight && at < loose.at))
        loose = { syn, at, end };
    }
    if (loose) {
      const weight = loose.syn.weight * 0.6;
      const s = scores.get(loose.syn.typeId);
      if (!s || s.score < weight)
        scores.set(loose.syn.typeId, {
          score: weight,
          best: { syn: loose.syn, start: loose.at, end: loose.end, weight, gap: true, corrected: false },
          via: "synonym",
        });
    }
  }
  const pets = ctx.audience.includes("animals");
  const areas = new Set(
    words
      .filter((w) => !kindTo(w))
      .map((w) => AREA_WORDS[w.word])
      .filter((a): a is string => !!a),
  );
  for (const [id, s] of scores) {
    const t = productTypeById(id) as ProductType;
    const cues = (CUES.get(id) ?? []).filter(hasPhrase).length;
    s.score += 1.2 * Math.min(cues, 2);
    if (inCategory(t)) s.score *= 1.25;
    // Animals are not cosmetics' users: "shampoo for my dog" is a pet shampoo.
    if (pets && t.regime === "eu-cosmetics-1223-2009" && !t.audience?.includes("animals")) s.score *= 0.5;
    if (ctx.audience.includes("children-under-3") && t.audience?.includes("children-under-3")) s.score += 2;
    // "safe on clear coat", "use on leather": a product named after "on" is the surface worked on.
    // "must remove mascara", "against limescale": what the product takes away is not the product.
    if (/^(?:on|onto|over|remove|removes|removing|against)$/.test(tokens[rawStart(s.best) - 1]?.norm ?? ""))
      s.score *= 0.3;
    // "body moisturising cream" is for the body even though "moisturising cream" names a face cream.
    if (areas.size && t.area.every((a) => COSMETIC_AREAS.has(a))) {
      if (t.area.some((a) => areas.has(a))) s.score += 2;
      else s.score *= 0.8;
    }
  }

  const ranked = [...scores.entries()]
    .map(([id, s]) => ({ id, ...s }))
    .sort((a, b) => b.score - a.score || (TYPE_ORDER.get(a.id) ?? 0) - (TYPE_ORDER.get(b.id) ?? 0));
  const top = ranked[0];
  if (!top) return { candidates: [], suggestions: suggest(words, ctx, []) };

  const type = productTypeById(top.id) as ProductType;
  const family = familyOf(type);
  const rival = ranked.find((r) => !family.has(r.id));
  const ratio = rival ? Math.min(1, rival.score / top.score) : 0;
  let quality: number;
  const m = top.best;
  if (top.via === "weak" || m.syn.weak) {
    const s = rawStart(m);
    const modified = ctx.mentionSpans.some(([, to]) => to < s && s - to <= 3);
    // The type's own cue words anywhere in the request count as much as a modifier before the
    // noun: French and Spanish put them after it ("crème … anti-âge", "crema antiarrugas").
    const cued = (CUES.get(top.id) ?? []).some(hasPhrase);
    quality = modified || cued ? 0.65 : 0.45;
  } else quality = m.syn.words.length >= 2 || m.syn.weight >= 8 ? 0.95 : 0.9;
  if (m.gap) quality *= 0.95;
  if (m.corrected) quality *= 0.9;
  // "shampoo, face cream or a candle": a choice between products is not a request for one.
  if (rival && ratio > 0.3 && rival.via !== "weak" && orBetween(tokens, rawStart(m), rawStart(rival.best)))
    quality *= 0.6;
  // "a shampoo and a conditioner": two products side by side are two requests, not one.
  else if (rival && ratio > 0.6 && rival.via !== "weak" && listed(tokens, m, rival.best, rawStart, rawEnd))
    quality *= 0.7;
  // Things Formulab does not make ("nuclear reactor coolant", "vape liquid") are not read as the nearest type.
  // …but a scent named after one ("vanilla-tobacco scent", "tobacco notes") is a fragrance.
  const scentWord = (t: Token | undefined) => !!t && SCENT_WORDS.has(t.norm);
  if (tokens.some((t, i) => OUT_OF_SCOPE.has(t.norm) && ![1, 2].some((k) => scentWord(tokens[i + k])))) quality *= 0.4;
  const outside = ctx.categories.length > 0 && !inCategory(type);
  const confidence = round(quality * (1 - 0.6 * ratio ** 1.2) * (outside ? 0.97 : 1));
  const candidates = ranked.slice(0, 6).map((r, i) => ({
    id: r.id,
    confidence: i === 0 ? confidence : round(Math.min(confidence * 0.95, quality * (r.score / top.score) * 0.9)),
  }));
  const span: [number, number] = [rawStart(m), rawEnd(m)];
  const best: TypeMatch = {
    type,
    confidence,
    alternatives: candidates.slice(1, 5),
    matched: tokens
      .slice(span[0], span[1] + 1)
      .map((t) => t.original)
      .join(" "),
    via: top.via,
    span,
    outsideCategory: outside,
    corrected: m.corrected,
  };
  return {
    best,
    candidates,
    suggestions: confidence < CONFIDENCE_THRESHOLD ? suggest(words, ctx, candidates) : [],
  };
}

function familyOf(type: ProductType): Set<string> {
  const ids = new Set([type.id]);
  const base = type.refines?.type;
  if (base) ids.add(base);
  for (const v of VARIANTS.get(type.id) ?? []) ids.add(v.id);
  if (base) for (const v of VARIANTS.get(base) ?? []) ids.add(v.id);
  return ids;
}

const SCENT_WORDS = new Set([
  "scent",
  "scented",
  "fragrance",
  "fragranced",
  "note",
  "notes",
  "accord",
  "smell",
  "aroma",
  "perfume",
]);

const OUT_OF_SCOPE = new Set([
  "nuclear",
  "reactor",
  "rocket",
  "missile",
  "explosive",
  "weapon",
  "ammunition",
  "firework",
  "vape",
  "vaping",
  "eliquid",
  "tobacco",
  "cannabis",
  "cbd",
  "thc",
  "narcotic",
]);

/** Two matches one after the other in a list: "X and Y", "X & Y", "X, Y". */
function listed(
  tokens: readonly Token[],
  a: Match,
  b: Match,
  start: (m: Match) => number,
  end: (m: Match) => number,
): boolean {
  const [first, second] = start(a) < start(b) ? [a, b] : [b, a];
  const between = tokens.slice(end(first) + 1, start(second));
  if (between.length > 2) return false;
  const joined = between.some((t) => t.norm === "and") || /,/.test(tokens[start(second)]?.punctBefore ?? "");
  return joined && between.every((t) => t.norm === "and" || FILLER.has(t.norm));
}

/** An "or" between the two readings, or just after them ("shampoo, face cream or a candle"). */
function orBetween(tokens: readonly Token[], a: number, b: number): boolean {
  const from = Math.min(a, b);
  const to = Math.max(a, b) + 4;
  return tokens.slice(from, to).some((t) => t.norm === "or");
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The closest supported types when a request is not understood: scored candidates first, then
 * types sharing words with the text, then the category's first types. Never empty when a
 * category is given.
 */
function suggest(words: readonly Word[], ctx: MatchContext, candidates: readonly TypeCandidate[]): TypeCandidate[] {
  const partial = new Map<string, number>();
  for (const w of new Set(words.map((x) => x.alt ?? x.word))) {
    for (const s of WORD_TO_SYNONYMS.get(w) ?? []) {
      const share = 1 / s.words.length;
      if ((partial.get(s.typeId) ?? 0) < share) partial.set(s.typeId, share);
    }
  }
  for (const [id, cues] of CUES)
    for (const c of cues) if (words.some((w) => w.word === c)) partial.set(id, (partial.get(id) ?? 0) + 0.3);
  for (const [id, refs] of REFINEMENT_WORDS)
    for (const c of refs) if (words.some((w) => w.word === c)) partial.set(id, (partial.get(id) ?? 0) + 0.2);
  const inCat = (id: string) => {
    const t = productTypeById(id);
    return !!t && typeCategories(t).some((c) => ctx.categories.includes(c));
  };
  const ranked = [...partial.entries()]
    .map(([id, p]) => ({ id, p: p * (inCat(id) ? 1.5 : 1) }))
    .sort((a, b) => b.p - a.p || (TYPE_ORDER.get(a.id) ?? 0) - (TYPE_ORDER.get(b.id) ?? 0));
  const out: TypeCandidate[] = [];
  const push = (id: string, confidence: number) => {
    if (out.length < 5 && !out.some((o) => o.id === id)) out.push({ id, confidence: round(confidence) });
  };
  // A request written in a category's demo is offered that category's products first; one from
  // another field only when most of its name is in the request ("baby powder" is not offered to
  // an underbody coating for the word "powder").
  const fits = (id: string, strength: number) => !ctx.categories.length || inCat(id) || strength >= 0.75;
  for (const c of candidates) if (fits(c.id, c.confidence * 2)) push(c.id, c.confidence);
  for (const r of ranked) if (fits(r.id, r.p)) push(r.id, Math.min(0.4, 0.4 * r.p));
  for (const t of PRODUCT_TYPES) if (ctx.categories.includes(t.category)) push(t.id, 0.1);
  return out;
}

/** Non-weak synonyms by their first canonical word, for spotting a claim written inside a type's name. */
const BY_FIRST_WORD = new Map<string, SynonymEntry[]>();
for (const syn of SYNONYMS) {
  const first = syn.words[0];
  if (syn.weak || first === undefined) continue;
  const list = BY_FIRST_WORD.get(first);
  if (list) list.push(syn);
  else BY_FIRST_WORD.set(first, [syn]);
}

/**
 * Tokens a claim took that also spell out a product type's own name: "no-lye relaxer",
 * "organic fertiliser". The claim stands (a no-lye relaxer has no sodium hydroxide), and the
 * words still name the product, so the type matcher may read them.
 */
export function claimWordsInTypeNames(tokens: readonly Token[], consumed: ReadonlySet<number>): Set<number> {
  const free = new Set<number>();
  if (!consumed.size) return free;
  const words = canonicalWords(tokens.map((t) => t.norm));
  for (let i = 0; i < words.length; i++) {
    for (const syn of BY_FIRST_WORD.get(words[i]?.word ?? "") ?? []) {
      const span = words.slice(i, i + syn.words.length);
      if (span.length !== syn.words.length || span.some((w, k) => w.word !== syn.words[k])) continue;
      const from = span[0]?.from ?? 0;
      const to = span.at(-1)?.to ?? 0;
      let claimed = false;
      for (let t = from; t <= to; t++) if (consumed.has(t)) claimed = true;
      // A break inside ("no lye. Relaxer") is two thoughts, not one name.
      let broken = false;
      for (let t = from + 1; t <= to; t++) if (breaksBefore(tokens[t])) broken = true;
      if (claimed && !broken) for (let t = from; t <= to; t++) free.add(t);
    }
  }
  return free;
}
