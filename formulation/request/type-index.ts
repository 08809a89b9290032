/**
 * Indexes over the taxonomy's words, built once per isolate: a word trie of every synonym, the
 * compound-word table ("tooth paste" = "toothpaste"), a typo index (one edit away) and the word
 * lists used for suggestions. Matching itself lives in match-type.ts.
 */
import { PRODUCT_TYPES, type ProductType } from "./taxonomy";
import { FILLER, phraseWords } from "./text";

export type SynonymEntry = {
  typeId: string;
  text: string;
  words: readonly string[];
  /** Generic head ("cream"): counts only when nothing more specific does. */
  weak: boolean;
  /** Specificity: letters in the synonym. "hand dishwashing liquid" outweighs "detergent". */
  weight: number;
};

type TrieNode = { next: Map<string, TrieNode>; ends: SynonymEntry[] };

const newNode = (): TrieNode => ({ next: new Map(), ends: [] });

/** Words written as one ("toothpaste") that people also write as two, and the reverse. */
const basicPhrases: { type: ProductType; text: string; weak: boolean; words: string[] }[] = [];
for (const type of PRODUCT_TYPES) {
  for (const text of type.synonyms) basicPhrases.push({ type, text, weak: false, words: phraseWords(text) });
  for (const text of type.weakSynonyms ?? []) basicPhrases.push({ type, text, weak: true, words: phraseWords(text) });
}
const singleWords = new Set(basicPhrases.flatMap((p) => p.words));
/** "toothpaste" when "tooth" + "paste" appear side by side. */
const MERGES = new Map<string, string>();
/** "handwash" → ["hand", "wash"] when only the two-word form is in the taxonomy. */
const SPLITS = new Map<string, [string, string]>();
for (const p of basicPhrases) {
  for (let i = 0; i + 1 < p.words.length; i++) {
    const a = p.words[i] as string;
    const b = p.words[i + 1] as string;
    const joined = a + b;
    if (a.length < 2 || b.length < 2 || joined.length < 6) continue;
    if (singleWords.has(joined)) MERGES.set(`${a} ${b}`, joined);
    else SPLITS.set(joined, [a, b]);
  }
}
for (const w of singleWords) {
  // A single-word synonym made of two taxonomy words is also reachable from the split form.
  for (let i = 2; i <= w.length - 2; i++) {
    const a = w.slice(0, i);
    const b = w.slice(i);
    if (singleWords.has(a) && singleWords.has(b) && w.length >= 6) MERGES.set(`${a} ${b}`, w);
  }
}

/** Canonical word sequence: compounds merged, known concatenations split. */
export function canonicalWords(words: readonly string[]): { word: string; from: number; to: number }[] {
  const out: { word: string; from: number; to: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1];
    const merged = next !== undefined ? MERGES.get(`${w} ${next}`) : undefined;
    if (merged) {
      out.push({ word: merged, from: i, to: i + 1 });
      i++;
      continue;
    }
    const split = singleWords.has(w) ? undefined : SPLITS.get(w);
    if (split) {
      out.push({ word: split[0], from: i, to: i }, { word: split[1], from: i, to: i });
      continue;
    }
    out.push({ word: w, from: i, to: i });
  }
  return out;
}

export const SYNONYMS: readonly SynonymEntry[] = basicPhrases.map((p) => {
  const words = canonicalWords(p.words).map((c) => c.word);
  return { typeId: p.type.id, text: p.text, words, weak: p.weak, weight: words.join("").length };
});

export const TRIE: TrieNode = newNode();
for (const s of SYNONYMS) {
  let node = TRIE;
  for (const w of s.words) {
    let next = node.next.get(w);
    if (!next) {
      next = newNode();
      node.next.set(w, next);
    }
    node = next;
  }
  node.ends.push(s);
}

export type TrieNodeType = TrieNode;

/** Cue and refinement words per type, normalised. */
export const CUES = new Map<string, string[]>();
export const REFINEMENT_WORDS = new Map<string, string[]>();
/** Variants by the type they refine. */
export const VARIANTS = new Map<string, ProductType[]>();
for (const t of PRODUCT_TYPES) {
  if (t.cues)
    CUES.set(
      t.id,
      t.cues.map((c) => phraseWords(c).join(" ")),
    );
  if (t.refines) {
    REFINEMENT_WORDS.set(
      t.id,
      t.refines.when.map((c) => phraseWords(c).join(" ")),
    );
    const list = VARIANTS.get(t.refines.type) ?? [];
    list.push(t);
    VARIANTS.set(t.refines.type, list);
  }
}

/** Every word the taxonomy uses: the targets of typo correction. */
export const VOCABULARY = new Set<string>([
  ...SYNONYMS.flatMap((s) => s.words),
  ...[...CUES.values()].flat().flatMap((c) => c.split(" ")),
  ...[...REFINEMENT_WORDS.values()].flat().flatMap((c) => c.split(" ")),
]);

/** Word → synonyms containing it, for "closest types" suggestions when nothing matches. */
export const WORD_TO_SYNONYMS = new Map<string, SynonymEntry[]>();
for (const s of SYNONYMS) {
  for (const w of new Set(s.words)) {
    if (FILLER.has(w) || w.length < 3 || ["for", "and", "with", "of", "in", "to"].includes(w)) continue;
    const list = WORD_TO_SYNONYMS.get(w) ?? [];
    list.push(s);
    WORD_TO_SYNONYMS.set(w, list);
  }
}

/** Order of a type in the taxonomy: earlier types are the more common ones of their category. */
export const TYPE_ORDER = new Map(PRODUCT_TYPES.map((t, i) => [t.id, i]));

/* ------------------------------------------------------------------------------------------ */
/* Typos: one deletion, insertion or substitution away from a taxonomy word (symmetric delete) */
/* ------------------------------------------------------------------------------------------ */

const DELETES = new Map<string, string[]>();
function addDelete(key: string, word: string) {
  const list = DELETES.get(key);
  if (!list) DELETES.set(key, [word]);
  else if (!list.includes(word)) list.push(word);
}
for (const w of VOCABULARY) {
  if (w.length < 4 || /\d/.test(w)) continue;
  addDelete(w, w);
  for (let i = 0; i < w.length; i++) addDelete(w.slice(0, i) + w.slice(i + 1), w);
}

/** Word frequency in the taxonomy: breaks ties between equally close corrections. */
const FREQUENCY = new Map<string, number>();
for (const s of SYNONYMS) for (const w of s.words) FREQUENCY.set(w, (FREQUENCY.get(w) ?? 0) + 1);

/** The taxonomy word one edit away from `word`, or undefined (also when two are equally close). */
export function correctWord(word: string): string | undefined {
  if (word.length < 5 || VOCABULARY.has(word) || /\d/.test(word)) return undefined;
  const found = new Set<string>();
  for (const w of DELETES.get(word) ?? []) found.add(w);
  for (let i = 0; i < word.length; i++) {
    const key = word.slice(0, i) + word.slice(i + 1);
    if (VOCABULARY.has(key) && key.length >= 4) found.add(key);
    for (const w of DELETES.get(key) ?? []) if (w.length === word.length) found.add(w);
  }
  if (!found.size) return undefined;
  const ranked = [...found].sort((a, b) => (FREQUENCY.get(b) ?? 0) - (FREQUENCY.get(a) ?? 0));
  const [best, second] = ranked;
  if (second && (FREQUENCY.get(second) ?? 0) === (FREQUENCY.get(best as string) ?? 0)) return undefined;
  return best;
}
