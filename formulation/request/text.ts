/**
 * Tokenising a request. Every token keeps its character offsets in the original text, so the
 * different readings (product type, ingredient names, claims) can tell when they overlap.
 *
 * `raw` is the token as written (lower case, accents removed); `norm` folds what people vary
 * without meaning anything different: British/American spelling, plurals, a few common typos.
 */

export type Token = {
  /** Lower-case, accent-free token as written. */
  raw: string;
  /** Spelling- and plural-normalised form used for product-type words and claims. */
  norm: string;
  /** The token exactly as typed (case kept), for acronym checks ("HA", "TPO"). */
  original: string;
  start: number;
  end: number;
  /** Punctuation between the previous token and this one ("," "." "(" …), if any. */
  punctBefore: string;
};

/** Same length as the input: one folded character per original character, so offsets hold. */
export function foldText(text: string): string {
  let out = "";
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    if (code < 128) out += c.toLowerCase();
    else {
      const base = c
        .normalize("NFKD")
        .replace(/\p{M}+/gu, "")
        .toLowerCase();
      // Keep string length equal to the original's UTF-16 length.
      const one = /^[a-z0-9]$/.test(base[0] ?? "") ? (base[0] as string) : " ";
      out += one.padEnd(c.length, " ");
    }
  }
  return out;
}

/** Whole-word spellings that mean the same thing. */
const SPELLING: Record<string, string> = {
  color: "colour",
  colors: "colour",
  colored: "coloured",
  coloring: "colouring",
  colorant: "colourant",
  colorants: "colourant",
  odor: "odour",
  odors: "odour",
  odorless: "odourless",
  flavor: "flavour",
  flavors: "flavour",
  flavoring: "flavouring",
  fiber: "fibre",
  fibers: "fibre",
  center: "centre",
  gray: "grey",
  aluminum: "aluminium",
  tire: "tyre",
  tires: "tyre",
  windshield: "windscreen",
  mold: "mould",
  molds: "mould",
  moldy: "mouldy",
  molding: "moulding",
  diaper: "nappy",
  diapers: "nappy",
  jewelry: "jewellery",
  leveling: "levelling",
  leveler: "leveller",
  mustache: "moustache",
  deodourant: "deodorant",
  deodouriser: "deodoriser",
  glycerine: "glycerin",
  // Frequent typos and variants too far from the word for the fuzzy matcher.
  moisteriser: "moisturiser",
  moisterizer: "moisturiser",
  mosturiser: "moisturiser",
  mosturizer: "moisturiser",
  moisturier: "moisturiser",
  shampo: "shampoo",
  shampooo: "shampoo",
  shampoos: "shampoo",
  sunscrean: "sunscreen",
  detergant: "detergent",
  conditionner: "conditioner",
  deodrant: "deodorant",
  deoderant: "deodorant",
  lotoin: "lotion",
  tomatos: "tomato",
  tomatoes: "tomato",
  potatoes: "potato",
};

/** Words the plural rule must leave alone. */
const KEEP = new Set([
  "gas",
  "glass",
  "gloss",
  "dress",
  "mess",
  "bus",
  "plus",
  "minus",
  "lotus",
  "this",
  "his",
  "its",
  "is",
  "was",
  "has",
  "does",
  "less",
  "always",
  "across",
  "process",
  "anhydrous",
  "aqueous",
  "cactus",
  "hibiscus",
  "citrus",
  "eucalyptus",
  "various",
  "previous",
  "mucous",
  "porous",
  "ascophyllum",
  "nodosum",
  "series",
  "species",
  "molasses",
  "lens",
  "news",
  "tennis",
  "analysis",
  "psoriasis",
  "dermatitis",
  "osmosis",
  "cannabis",
  "iris",
  "yes",
  "thus",
  "chaos",
  "bonus",
  "status",
  "virus",
  "fungus",
  "humus",
  "mucus",
  "sinus",
  "canvas",
  "atlas",
  "alias",
  "bias",
  "kaolinitis",
  "versus",
  "vs",
  "ms",
  "ups",
  "abs",
  "pos",
  "uvs",
]);

/** British spelling for -ize/-yze words, then a conservative English plural rule. */
export function normaliseWord(word: string): string {
  const mapped = SPELLING[word];
  if (mapped) return mapped;
  let w = word;
  if (w.length > 5) w = w.replace(/(\w{3,})iz(e|es|er|ers|ed|ing|ation|ations)$/, "$1is$2");
  if (w.startsWith("sulph")) w = `sulf${w.slice(5)}`;
  if (w.startsWith("color")) w = `colour${w.slice(5)}`;
  if (w.startsWith("odor")) w = `odour${w.slice(4)}`;
  return SPELLING[w] ?? singular(w);
}

function singular(w: string): string {
  if (w.length <= 3 || KEEP.has(w) || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("ss") || w.endsWith("us") || w.endsWith("is")) return w;
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

const TOKEN = /[a-z0-9]+|[+&]/g;

export function tokenize(text: string): Token[] {
  const folded = foldText(text);
  const tokens: Token[] = [];
  let last = 0;
  for (const m of folded.matchAll(TOKEN)) {
    const start = m.index ?? 0;
    const value = m[0];
    // "athlete's foot", "men's": the possessive s is not a word of its own.
    if (value === "s" && /['’]/.test(folded[start - 1] ?? "") && tokens.length) {
      last = start + 1;
      continue;
    }
    const raw = value === "+" ? "plus" : value === "&" ? "and" : value;
    const between = folded.slice(last, start);
    tokens.push({
      raw,
      norm: normaliseWord(raw),
      original: text.slice(start, start + value.length),
      start,
      end: start + value.length,
      punctBefore: between.replace(/[\s\-'’"]/g, ""),
    });
    last = start + value.length;
  }
  return tokens;
}

/** Normalised word sequence of a phrase (synonyms, claim subjects), as `tokenize` reads it. */
export function phraseWords(phrase: string): string[] {
  return tokenize(phrase).map((t) => t.norm);
}

/** Words that carry no meaning for matching and may be skipped when looking around a match. */
export const FILLER = new Set([
  "a",
  "an",
  "the",
  "my",
  "your",
  "our",
  "their",
  "his",
  "her",
  "its",
  "some",
  "any",
  "very",
  "really",
  "please",
  "i",
  "we",
  "me",
  "us",
  "need",
  "want",
  "would",
  "make",
  "making",
  "made",
  "looking",
  "something",
  "good",
  "nice",
  "new",
  "great",
  "best",
  "simple",
  "basic",
  "mild",
  "gentle",
  "light",
  "rich",
]);

/** True when punctuation that ends a phrase (not a hyphen) separates the token from the previous one. */
export function breaksBefore(token: Token | undefined): boolean {
  return !!token && /[.,;:!?()[\]]/.test(token.punctBefore);
}
