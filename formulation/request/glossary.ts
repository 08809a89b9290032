/**
 * Requests written in German, French, Spanish, Italian, Polish, Dutch or Portuguese, read through a
 * curator-edited glossary (data/glossary.json): the words and phrases small manufacturers write
 * are rewritten into the English the parser already understands, before the English reading.
 *
 * - Matching is on folded words (lower case, diacritics removed, ß → ss, ł → l), longest phrase
 *   first, on word boundaries; a phrase may run over spaces, hyphens and apostrophes, never over
 *   other punctuation. A key may list inflected forms separated by "|" ("kofeina|kofeiną|kofeiny").
 * - German and Dutch compounds: a word that ends in a listed compound head ("…waschmittel",
 *   "…reiniger", "…frei", "…vrij") and starts with a listed modifier or glossary word of three
 *   letters or more (with a linking -s-, -n-, -en- …) reads as "modifier head"; heads marked open
 *   take any start ("parabenfrei" → "paraben-free", "alcoholvrij" → "alcohol-free").
 * - Adjectives listed under `postposed` follow their noun in that language ("folia biodegradowalna",
 *   "film biodégradable"): right after a listed noun they are read before it, as English puts them
 *   ("biodegradable film"). Elsewhere they read in place.
 * - French and Italian elided articles ("l'", "d'") are words only before their apostrophe: the
 *   "L" of "10 L" is the litre.
 * - The language is the one whose glossary matches the most words that English does not use too
 *   (`english` in the data; "EN" before a norm number is no word); nothing is rewritten when no
 *   language shows, so English text passes through unchanged.
 */
import { INGREDIENTS } from "../knowledge";
import raw from "./data/glossary.json";
import { PRODUCT_TYPES } from "./taxonomy";
import type { RequestInput } from "./types";

export type GlossaryLanguage = "de" | "fr" | "es" | "it" | "pl" | "nl" | "pt";

type RawCompounds = {
  heads: Record<string, string>;
  modifiers: Record<string, string>;
  open?: string[];
  links?: string[];
};

type RawLanguage = {
  name: string;
  phrases: Record<string, string>;
  /** Adjectives written after their noun. */
  postposed?: Record<string, string>;
  compounds?: RawCompounds;
};

type RawGlossary = {
  english: string[];
  languages: Record<GlossaryLanguage, RawLanguage>;
};

type Phrase = { words: string[]; english: string; marker: boolean; postposed?: boolean };

type Compounds = {
  heads: [string, string][];
  modifiers: Map<string, string>;
  open: Set<string>;
  links: string[];
};

type Language = {
  id: GlossaryLanguage;
  /** First word → phrases starting with it, longest first. */
  byFirst: Map<string, Phrase[]>;
  /** One-word phrases, for the parts of compounds. */
  single: Map<string, string>;
  compounds?: Compounds;
  /** Elided articles ("l'", "d'") are words only before an apostrophe. */
  elides: boolean;
};

const SPECIAL: Record<string, string> = { ß: "ss", ł: "l", đ: "d", ø: "o", æ: "ae", œ: "oe", ı: "i" };

/** Lower case, diacritics removed, ß → ss, ł → l: the form glossary keys and text are compared in. */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/[ßłđøæœı]/g, (c) => SPECIAL[c] ?? c)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "");
}

const WORD = /[\p{L}\p{N}]+/gu;
const words = (phrase: string) => [...foldWord(phrase).matchAll(WORD)].map((m) => m[0]);

/** "flüssig" is also written "fluessig". */
const transliterated = (key: string) =>
  key
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/Ä/g, "Ae")
    .replace(/Ö/g, "Oe")
    .replace(/Ü/g, "Ue");

/**
 * The cases a Polish noun with its adjective is written in: "alkohol izopropylowy" is also
 * "alkoholu izopropylowego" (of), "alkoholem izopropylowym" (with). Adjectives in -owy/-ny take
 * their endings, a noun ending in a consonant its genitive and instrumental.
 */
function polishWordForms(word: string): string[] {
  const adjective = /^(.+?(?:ow|n))(?:y|a|e)$/.exec(word);
  if (adjective) return ["y", "ego", "ym", "a", "ej", "e", "ych", "ą"].map((end) => `${adjective[1]}${end}`);
  if (/[bcdfhjlłmnprstwz]$/.test(word)) return [word, `${word}u`, `${word}em`];
  if (/[kg]$/.test(word)) return [word, `${word}u`, `${word}iem`];
  return [word];
}

function polishForms(phrase: string): string[] {
  const parts = phrase.split(/\s+/);
  if (parts.length < 2 || parts.length > 3 || !parts.some((w) => /(?:ow|n)[yae]$/.test(w))) return [phrase];
  let out = [""];
  for (const w of parts) out = out.flatMap((head) => polishWordForms(w).map((f) => (head ? `${head} ${f}` : f)));
  return out;
}

/** Each "|"-separated form of a key, plus the ae/oe/ue spelling of German umlauts and the Polish cases. */
function forms(key: string, id: GlossaryLanguage): string[] {
  const list = key
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean);
  if (id === "pl") return [...new Set(list.flatMap(polishForms))];
  if (id !== "de") return list;
  return [...new Set(list.flatMap((k) => [k, transliterated(k)]))];
}

/** Compound parts keep German umlauts apart ("öl" is "oel", never the end of "xylitol"). */
const foldPart = (word: string) => foldWord(transliterated(word.toLowerCase()));

const DATA = raw as unknown as RawGlossary;
/** Words that show no language by themselves: the glossary's list and the parser's own English names. */
const ENGLISH = new Set(
  [
    ...DATA.english,
    ...PRODUCT_TYPES.flatMap((t) => [t.name, ...t.synonyms]),
    ...INGREDIENTS.map((i) => i.name),
  ].flatMap((w) => words(w)),
);

function build(id: GlossaryLanguage, lang: RawLanguage): Language {
  const byFirst = new Map<string, Phrase[]>();
  const single = new Map<string, string>();
  const entries: [string, string, boolean][] = [
    ...Object.entries(lang.phrases).map(([k, e]): [string, string, boolean] => [k, e, false]),
    ...Object.entries(lang.postposed ?? {}).map(([k, e]): [string, string, boolean] => [k, e, true]),
  ];
  for (const [key, english, postposed] of entries) {
    for (const form of forms(key, id)) {
      const w = words(form);
      const first = w[0];
      if (!first) continue;
      // A phrase shows the language unless English uses all its words too, or it is English already.
      const marker = !w.every((x) => ENGLISH.has(x)) && w.join(" ") !== words(english).join(" ");
      const list = byFirst.get(first) ?? [];
      list.push({ words: w, english, marker, ...(postposed ? { postposed } : {}) });
      byFirst.set(first, list);
      if (w.length === 1) single.set(first, english);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  let compounds: Compounds | undefined;
  if (lang.compounds) {
    const c = lang.compounds;
    const heads: [string, string][] = [];
    const open = new Set<string>();
    for (const [key, english] of Object.entries(c.heads)) {
      for (const form of forms(key, id)) {
        const f = foldPart(form).replace(/[^\p{L}\p{N}]+/gu, "");
        heads.push([f, english]);
        if (c.open?.some((o) => foldPart(o) === foldPart(form))) open.add(f);
      }
    }
    heads.sort((a, b) => b[0].length - a[0].length);
    // A head is a word of its own too ("Waschmittel"), unless it only ends words ("-frei").
    for (const [key, english] of Object.entries(c.heads)) {
      for (const form of forms(key, id)) {
        const f = words(form).join("");
        if (single.has(f) || english.startsWith("-")) continue;
        single.set(f, english);
        const list = byFirst.get(f) ?? [];
        list.push({ words: [f], english, marker: !ENGLISH.has(f) && f !== words(english).join(" ") });
        list.sort((a, b) => b.words.length - a.words.length);
        byFirst.set(f, list);
      }
    }
    const modifiers = new Map<string, string>();
    for (const [key, english] of Object.entries(c.modifiers))
      for (const form of forms(key, id)) modifiers.set(foldPart(form).replace(/[^\p{L}\p{N}]+/gu, ""), english);
    compounds = { heads, modifiers, open, links: (c.links ?? []).map((l) => foldWord(l)) };
  }
  return { id, byFirst, single, ...(compounds ? { compounds } : {}), elides: id === "fr" || id === "it" };
}

const LANGUAGES: Language[] = (Object.entries(DATA.languages) as [GlossaryLanguage, RawLanguage][]).map(([id, l]) =>
  build(id, l),
);

type Word = { folded: string; part: string; start: number; end: number };

/** "EN 13432", "EN ISO 17025": the European Norm a request cites, not the word "en" of Dutch, French or Spanish. */
const NORM = /^\s*(?:ISO\s*)?\d/;

function splitWords(text: string): Word[] {
  return [...text.matchAll(WORD)]
    .filter((m) => !(m[0] === "EN" && NORM.test(text.slice((m.index ?? 0) + 2))))
    .map((m) => ({
      folded: foldWord(m[0]),
      part: foldPart(m[0]),
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    }));
}

/** Only spaces, hyphens and apostrophes may stand inside a phrase. */
const joinable = (between: string) => /^[\s\-'’]*$/.test(between);

/** The English reading of a compound word, if its parts are listed. */
function readCompound(word: string, lang: Language, depth = 0): string | undefined {
  const c = lang.compounds;
  if (!c || depth > 2) return undefined;
  const head = lang.single.get(word) ?? (depth > 0 ? c.modifiers.get(word) : undefined);
  if (head !== undefined && depth > 0) return head;
  for (const [h, english] of c.heads) {
    if (word.length <= h.length || !word.endsWith(h)) continue;
    const rest = word.slice(0, -h.length);
    const first = readModifier(rest, lang, depth) ?? (c.open.has(h) && rest.length >= 3 ? rest : undefined);
    if (first === undefined) continue;
    if (english.startsWith("-")) return `${first}${english}`;
    return first ? `${first} ${english}` : english;
  }
  return undefined;
}

function readModifier(rest: string, lang: Language, depth: number): string | undefined {
  const c = lang.compounds;
  if (!c) return undefined;
  const candidates = [rest, ...c.links.filter((l) => rest.endsWith(l)).map((l) => rest.slice(0, -l.length))];
  for (const cand of candidates) {
    if (cand.length < 2) continue;
    // A listed modifier may be short ("wc"); a two-letter word is no compound part ("en" + "gel" is "engel").
    const direct = c.modifiers.get(cand) ?? (cand.length >= 3 ? lang.single.get(cand) : undefined);
    if (direct !== undefined) return direct;
  }
  for (const cand of candidates) {
    if (cand.length < 4) continue;
    const nested = readCompound(cand, lang, depth + 1);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

type Piece = { start: number; end: number; english: string; marker: boolean; span: number; postposed?: boolean };

/** A one-consonant word French or Italian writes only elided ("l'", "d'", "s'"). */
const ELIDED = /^[bcdfghjklmnpqrstvwxz]$/;

/** The glossary's reading of the text: the spans it rewrites. */
function scan(text: string, ws: readonly Word[], lang: Language): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  while (i < ws.length) {
    const w = ws[i] as Word;
    let hit: Piece | undefined;
    const bare = lang.elides && ELIDED.test(w.folded) && !/^['’]/.test(text.slice(w.end));
    // A word in capitals is an acronym ("20 % de LAS", "SLES"), not the article it is spelt like.
    // (A request written all in capitals is no acronym each word.)
    const acronym =
      /^[A-Z0-9]{2,}$/.test(text.slice(w.start, w.end)) &&
      /[A-Z]/.test(text.slice(w.start, w.end)) &&
      /\p{Ll}/u.test(text);
    for (const p of bare ? [] : (lang.byFirst.get(w.folded) ?? [])) {
      const n = p.words.length;
      if (acronym && n === 1) continue;
      if (i + n > ws.length) continue;
      let ok = true;
      for (let k = 1; k < n && ok; k++) {
        const prev = ws[i + k - 1] as Word;
        const cur = ws[i + k] as Word;
        ok = cur.folded === p.words[k] && joinable(text.slice(prev.end, cur.start));
      }
      if (ok) {
        hit = {
          start: w.start,
          end: (ws[i + n - 1] as Word).end,
          english: p.english,
          marker: p.marker,
          span: n,
          ...(p.postposed ? { postposed: true } : {}),
        };
        break;
      }
    }
    if (!hit && w.folded.length >= 5 && !ENGLISH.has(w.folded)) {
      const english = readCompound(w.part, lang);
      if (english !== undefined) hit = { start: w.start, end: w.end, english, marker: true, span: 1 };
    }
    if (hit) {
      out.push(hit);
      i += hit.span;
    } else i++;
  }
  return out;
}

/**
 * Spanish and Portuguese share many glossary words ("para", "desodorante", "cloro", "fertilizante"):
 * a word spelt as only one of them writes it (ã, õ, ç, ê, ô, à, "lh" against ñ and "-ción") counts
 * for that language too, so a request with few listed words still goes to the right one.
 */
const SPELLING: Partial<Record<GlossaryLanguage, RegExp>> = {
  pt: /[ãõçêôà]|lh/iu,
  es: /ñ|ci[oó]n(?:es)?$/iu,
};

/** The glossary language a text is written in, if any: the one with the most words English does not share. */
export function detectLanguage(text: string): GlossaryLanguage | undefined {
  const ws = splitWords(text);
  const original = [...text.matchAll(WORD)].map((m) => m[0]);
  let best: { id: GlossaryLanguage; markers: number; words: number } | undefined;
  for (const lang of LANGUAGES) {
    const pieces = scan(text, ws, lang);
    const listed = pieces.filter((p) => p.marker).reduce((n, p) => n + p.span, 0);
    const spelling = SPELLING[lang.id];
    // Spelling only weighs for a language its glossary already shows.
    const spelt = listed && spelling ? original.filter((w) => spelling.test(w)).length : 0;
    const markers = listed + spelt;
    const matched = pieces.reduce((n, p) => n + p.span, 0);
    if (!markers) continue;
    if (!best || markers > best.markers || (markers === best.markers && matched > best.words))
      best = { id: lang.id, markers, words: matched };
  }
  return best?.id;
}

/** Rewrites the text into English with the glossary of `language`; words it does not list stay as written. */
export function translateText(text: string, language: GlossaryLanguage): string {
  const lang = LANGUAGES.find((l) => l.id === language);
  if (!lang) return text;
  let out = "";
  let last = 0;
  for (const p of adjectivesFirst(text, scan(text, splitWords(text), lang))) {
    out += text.slice(last, p.start) + p.english;
    last = p.end;
    // An elided word's apostrophe goes with it: "l'huile" → "oil", "all'olio" → "with oil".
    const elision = /^['’]\s*/.exec(text.slice(last))?.[0] ?? "";
    if (elision) {
      last += elision.length;
      if (p.english) out += " ";
    } else if (!p.english) last += /^\s*/.exec(text.slice(last))?.[0].length ?? 0;
  }
  out += text.slice(last);
  // Letters the parser's folding cannot read (ł, ß …) in the words left as written.
  return saltsInEnglishOrder(
    out.replace(/[ßłŁđĐøØæÆœŒı]/g, (c) => {
      const lower = SPECIAL[c.toLowerCase()] ?? c;
      return c === c.toLowerCase() ? lower : lower.toUpperCase();
    }),
  );
}

/** Words that are no noun for a postposed adjective to go before ("with", "for", "without" …). */
const NO_NOUN = new Set([
  "",
  "with",
  "for",
  "without",
  "and",
  "or",
  "nor",
  "of",
  "in",
  "on",
  "to",
  "from",
  "free from",
  "no",
  "not",
  "as",
  "per",
  "by",
  "against",
  "the",
  "a",
]);

/**
 * "folia biodegradowalna" → "biodegradable film": a run of postposed adjectives right after a
 * listed noun (only spaces between) is read before it; the pieces become one.
 */
function adjectivesFirst(text: string, pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const noun = pieces[i] as Piece;
    let j = i + 1;
    const adjectives: Piece[] = [];
    if (!noun.postposed && !NO_NOUN.has(noun.english) && !noun.english.startsWith("-")) {
      let end = noun.end;
      while (j < pieces.length) {
        const next = pieces[j] as Piece;
        if (!next.postposed || !/^\s+$/.test(text.slice(end, next.start))) break;
        adjectives.push(next);
        end = next.end;
        j++;
      }
    }
    if (!adjectives.length) {
      out.push(noun);
      continue;
    }
    const last = adjectives[adjectives.length - 1] as Piece;
    out.push({
      start: noun.start,
      end: last.end,
      english: [...adjectives.map((a) => a.english), noun.english].join(" "),
      marker: noun.marker,
      span: noun.span + adjectives.reduce((n, a) => n + a.span, 0),
    });
    i = j - 1;
  }
  return out;
}

/** The metal of a salt as the Romance languages name it after "de", "di", "du". */
const METALS: Record<string, string> = {
  sodio: "sodium",
  sodium: "sodium",
  potasio: "potassium",
  potassio: "potassium",
  potassium: "potassium",
  calcio: "calcium",
  calcium: "calcium",
  magnesio: "magnesium",
  magnesium: "magnesium",
  zinc: "zinc",
  zinco: "zinc",
  aluminio: "aluminium",
  alluminio: "aluminium",
  aluminium: "aluminium",
  // Metals the glossaries already put in English ("sulfato de ferro" → "sulfate of iron").
  iron: "iron",
  copper: "copper",
  manganese: "manganese",
  ammonium: "ammonium",
  amonio: "ammonium",
  ammonio: "ammonium",
  litio: "lithium",
  // Quaternary ammonium cations, named like metals: "cloruro de benzalconio" is benzalkonium chloride.
  benzalconio: "benzalkonium",
  benzalkonium: "benzalkonium",
  benzalconium: "benzalkonium",
  cetilpiridinio: "cetylpyridinium",
  cetylpyridinium: "cetylpyridinium",
  cetrimonio: "cetrimonium",
  cetrimonium: "cetrimonium",
  didecildimetilamonio: "didecyldimethylammonium",
  didecildimetilammonio: "didecyldimethylammonium",
  didecyldimethylammonium: "didecyldimethylammonium",
};

/**
 * "fluoruro de sodio" reads "fluoride of sodio" word by word: a salt is named metal first in
 * English ("sodium fluoride"), which is how the knowledge base knows it.
 */
function saltsInEnglishOrder(text: string): string {
  return text.replace(/\b([a-z]{4,}(?:ide|ate|ite)s?)\s+of\s+([\p{L}]+)/giu, (whole, salt: string, metal: string) => {
    // Accents as written ("magnésium", "cálcio", "benzalcónio") are not part of the lookup.
    const english = METALS[metal.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")];
    return english ? `${english} ${salt}` : whole;
  });
}

/**
 * The request with its free text (description, product name, wizard notes) in English. The same
 * object comes back when no glossary language shows, so English requests are read exactly as before.
 */
export function translateRequest(input: RequestInput): RequestInput {
  const texts = [
    input.productName,
    input.description,
    input.wizard?.productName,
    input.wizard?.additionalNotes,
    ...(input.wizard?.specialProperties ?? []),
  ];
  const language = detectLanguage(texts.filter(Boolean).join(". "));
  if (!language) return input;
  const tr = (s: string | undefined) => (s === undefined ? s : translateText(s, language));
  const out: RequestInput = { ...input, description: translateText(input.description, language) };
  if (input.productName !== undefined) out.productName = tr(input.productName) as string;
  if (input.wizard) {
    out.wizard = { ...input.wizard };
    if (input.wizard.productName !== undefined) out.wizard.productName = tr(input.wizard.productName) as string;
    if (input.wizard.additionalNotes !== undefined)
      out.wizard.additionalNotes = tr(input.wizard.additionalNotes) as string;
    if (input.wizard.specialProperties)
      out.wizard.specialProperties = input.wizard.specialProperties.map((p) => translateText(p, language));
  }
  return out;
}
