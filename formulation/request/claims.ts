/**
 * Free-from and positive claims: "sulfate-free", "free of parabens", "no alcohol, no perfume",
 * "without sulphates", "non-bio", "vegan", "cruelty-free". Each free-from claim names a subject
 * and the knowledge-base ingredients it rules out, so a formulation step can honour it.
 */
import { INGREDIENTS, type Ingredient } from "../knowledge";
import { bracketedOxidationState, breaksName, distance, NAME_INDEX } from "./name-index";
import { LOWERCASE_ACRONYMS } from "./substances";
import type { Token } from "./text";
import { phraseWords, tokenize } from "./text";

export type Claim =
  | {
      kind: "free-from";
      /** Subject id: a known subject ("sulfate", "fragrance") or a knowledge-base id ("retinol"). */
      subject: string;
      /** Whether the subject is one we know how to honour (known subject or knowledge-base ingredient). */
      known: boolean;
      /** Knowledge-base ids the claim rules out. */
      excludes: string[];
      matched: string;
    }
  | { kind: "positive"; subject: PositiveClaim; matched: string };

export type PositiveClaim =
  | "vegan"
  | "cruelty-free"
  | "tear-free"
  | "reef-safe"
  | "hypoallergenic"
  | "non-comedogenic"
  | "organic"
  | "natural"
  | "biodegradable";

type Subject = { id: string; words: string[]; excludes: (i: Ingredient) => boolean };

const inci = (re: RegExp) => (i: Ingredient) => re.test(i.inci) || re.test(i.name);
const fn =
  (...f: Ingredient["functions"]) =>
  (i: Ingredient) =>
    i.functions.some((x) => f.includes(x));
const ids =
  (...list: string[]) =>
  (i: Ingredient) =>
    list.includes(i.id);

/** Subjects people put in front of "-free" or after "no". Words are normalised (plural, spelling). */
const SUBJECT_DEFS: { id: string; words: string[]; excludes: (i: Ingredient) => boolean }[] = [
  { id: "sls", words: ["sls", "sodium lauryl sulfate"], excludes: ids("sodium-lauryl-sulfate") },
  { id: "sles", words: ["sles", "sodium laureth sulfate"], excludes: ids("sodium-laureth-sulfate") },
  {
    id: "sulfate",
    words: ["sulfate", "sulfate surfactant"],
    excludes: (i) => i.functions.includes("surfactant") && /sulfate/i.test(i.inci),
  },
  {
    id: "silicone",
    words: ["silicone", "siloxane", "dimethicone"],
    excludes: inci(/methicone|siloxane|dimethiconol|silicone|trimethicone/i),
  },
  {
    id: "fragrance",
    words: ["fragrance", "perfume", "parfum", "scent", "added fragrance", "added perfume", "fragrance oil"],
    excludes: fn("fragrance", "essential-oil"),
  },
  {
    id: "alcohol",
    words: ["alcohol", "ethanol", "drying alcohol"],
    excludes: ids("alcohol", "alcohol-denat", "isopropyl-alcohol", "methanol"),
  },
  { id: "paraben", words: ["paraben"], excludes: inci(/paraben/i) },
  // Ammonium salts of alkaline hair products (persulfate, carbonate, thioglycolate) give off
  // ammonia once mixed, so an "ammonia-free" lightener or perm holds none of them either.
  {
    id: "ammonia",
    words: ["ammonia"],
    excludes: inci(/ammoni(a|um hydroxide)|ammonium (?:persulfate|carbonate|bicarbonate|chloride|thioglycolate)/i),
  },
  { id: "lanolin", words: ["lanolin", "wool wax", "wool fat"], excludes: inci(/lanolin/i) },
  { id: "preservative", words: ["preservative"], excludes: fn("preservative") },
  { id: "phenoxyethanol", words: ["phenoxyethanol"], excludes: inci(/phenoxyethanol/i) },
  { id: "talc", words: ["talc", "talcum"], excludes: ids("talc") },
  {
    id: "phosphate",
    words: ["phosphate", "phosphorus"],
    excludes: (i) => /phosphate/i.test(i.inci) && !/ascorbyl|ascorbic/i.test(i.inci),
  },
  { id: "aluminium", words: ["aluminium", "aluminium salt"], excludes: inci(/alumin/i) },
  { id: "palm-oil", words: ["palm", "palm oil", "palm derivative"], excludes: inci(/palm|elaeis/i) },
  {
    id: "nut",
    words: ["nut", "tree nut", "nut oil"],
    excludes: inci(
      // Apricot and peach kernel oils cross-react with almond in people allergic to it.
      /almond|amygdalus|macadamia|hazel|juglans|walnut|cashew|pecan|pistachio|argania|argan|shea|butyrospermum|armeniaca|apricot|persica|peach kernel|bertholletia|brazil nut|aleurites|kukui/i,
    ),
  },
  { id: "gluten", words: ["gluten", "wheat"], excludes: inci(/wheat|triticum|gluten|hordeum|secale/i) },
  {
    id: "soap",
    words: ["soap"],
    excludes: inci(/^(sodium|potassium) (cocoate|olivate|palmate|tallowate|castorate|palm kernelate)/i),
  },
  {
    id: "mineral-oil",
    words: ["mineral oil", "paraffinum liquidum", "liquid paraffin", "paraffin oil"],
    excludes: ids("mineral-oil"),
  },
  {
    id: "petrolatum",
    words: ["petrolatum", "petroleum", "petroleum jelly", "petrochemical", "vaseline", "petroleum derivative"],
    excludes: inci(/petrolatum|paraffin|mineral oil|isoparaffin/i),
  },
  {
    id: "peg",
    words: ["peg", "ethoxylated ingredient"],
    excludes: inci(/\bpeg-|polysorbate|ceteareth|steareth|laureth|pareth/i),
  },
  {
    id: "dye",
    words: ["dye", "colourant", "colour", "artificial colour", "artificial dye", "synthetic dye"],
    excludes: fn("colorant"),
  },
  { id: "essential-oil", words: ["essential oil"], excludes: fn("essential-oil") },
  { id: "caustic", words: ["caustic", "caustic soda"], excludes: ids("sodium-hydroxide", "potassium-hydroxide") },
  {
    id: "chlorine",
    words: ["chlorine", "hypochlorite", "chlorine bleach"],
    excludes: inci(/hypochlorite|chloroisocyanur/i),
  },
  { id: "fluoride", words: ["fluoride"], excludes: inci(/fluoride|fluorophosphate/i) },
  {
    id: "formaldehyde",
    words: ["formaldehyde", "formaldehyde releaser", "formalin"],
    excludes: inci(
      /formaldehyde|dmdm|imidazolidinyl|diazolidinyl|quaternium-15|bromo-2-nitropropane|hydroxymethylglycinate/i,
    ),
  },
  {
    id: "pfas",
    words: ["pfas", "pfc", "fluorine", "fluorocarbon", "fluorochemical", "fluoro", "perfluorinated"],
    excludes: inci(/fluoro/i),
  },
  // Solvent-free and VOC-free mean no organic solvent: materials whose first job is dissolving,
  // water aside (a glycol used as a humectant or an ester as an emollient is no solvent here).
  { id: "solvent", words: ["solvent"], excludes: (i) => i.functions[0] === "solvent" && i.id !== "water" },
  { id: "voc", words: ["voc"], excludes: (i) => i.functions[0] === "solvent" && i.id !== "water" },
  // "Without aromatic solvents": no xylene, toluene or aromatic naphtha, and no ordinary white
  // spirit (up to a fifth aromatics); a dearomatised solvent is what such a request asks for.
  {
    id: "aromatic-solvent",
    words: ["aromatic solvent", "aromatic hydrocarbon", "aromatics", "aromatic"],
    excludes: (i) =>
      i.functions[0] === "solvent" &&
      /xylene|toluene|benzene|aromatic|solvent naphtha/i.test(`${i.name} ${i.inci}`) &&
      !/dearomati[sz]ed/i.test(i.name),
  },
  { id: "phthalate", words: ["phthalate"], excludes: inci(/phthalate/i) },
  // "Zinc-free" cooling-water treatment, "no zinc" mouthwash: no zinc salt or oxide at all.
  { id: "zinc", words: ["zinc"], excludes: inci(/\bzinc\b/i) },
  { id: "microplastic", words: ["microplastic", "microbead", "plastic microbead"], excludes: () => false },
  { id: "plastic", words: ["plastic"], excludes: () => false },
  { id: "ppd", words: ["ppd", "p phenylenediamine", "paraphenylenediamine"], excludes: inci(/phenylenediamine/i) },
  { id: "resorcinol", words: ["resorcinol"], excludes: inci(/resorcinol/i) },
  { id: "bpa", words: ["bpa", "bisphenol", "bisphenol a"], excludes: inci(/bisphenol/i) },
  { id: "chloride", words: ["chloride"], excludes: inci(/chloride/i) },
  { id: "halogen", words: ["halogen", "halide", "bromine"], excludes: inci(/chlor|brom|fluor|iod/i) },
  { id: "isocyanate", words: ["isocyanate"], excludes: inci(/isocyanate/i) },
  { id: "enzyme", words: ["enzyme"], excludes: fn("enzyme") },
  { id: "boron", words: ["boron", "borax", "borate", "boric acid"], excludes: inci(/bor(ate|ic|ax|on)/i) },
  { id: "acid", words: ["acid"], excludes: () => false },
  { id: "peroxide", words: ["peroxide", "hydrogen peroxide"], excludes: inci(/peroxide/i) },
  { id: "oil", words: ["oil"], excludes: (i) => i.phase === "oil" },
  { id: "sugar", words: ["sugar"], excludes: inci(/sucrose|glucose|fructose|sugar/i) },
  { id: "deet", words: ["deet"], excludes: () => false },
  { id: "heavy-metal", words: ["heavy metal", "metal"], excludes: () => false },
  { id: "lead", words: ["lead"], excludes: () => false },
  { id: "nickel", words: ["nickel"], excludes: () => false },
  { id: "latex", words: ["latex"], excludes: inci(/latex/i) },
  {
    id: "animal-ingredient",
    words: ["animal ingredient", "animal derivative", "animal product"],
    excludes: () => false,
  },
  { id: "tallow", words: ["tallow"], excludes: inci(/tallow/i) },
  { id: "nitrite", words: ["nitrite"], excludes: inci(/nitrite/i) },
  { id: "ammonium", words: ["ammonium"], excludes: inci(/ammonium/i) },
];

const SUBJECTS: Subject[] = SUBJECT_DEFS.map((s) => ({ ...s, words: s.words.map((w) => phraseWords(w).join(" ")) }));
const SUBJECT_BY_WORDS = new Map<string, Subject>();
for (const s of SUBJECTS) for (const w of s.words) SUBJECT_BY_WORDS.set(w, s);
const MAX_SUBJECT_WORDS = 4;
const ONE_WORD_SUBJECTS = [...SUBJECT_BY_WORDS].filter(([w]) => !w.includes(" "));

const EXCLUDES = new Map(SUBJECTS.map((s) => [s.id, INGREDIENTS.filter(s.excludes).map((i) => i.id)]));

/** "-free" words that describe performance, not ingredients ("streak-free", "dust-free"). */
const PERFORMANCE = new Set(
  [
    "streak",
    "dust",
    "smudge",
    "drip",
    "lint",
    "residue",
    "stress",
    "hassle",
    "worry",
    "care",
    "hand",
    "tangle",
    "frizz",
    "rinse",
    "clog",
    "scratch",
    "spot",
    "stain",
    "crease",
    "static",
    "fog",
    "touch",
    "odour",
    "smell",
    "mess",
    "trouble",
    "pain",
    "itch",
    "flake",
    "dandruff",
    "wrinkle",
    "grease",
    "cast",
    "white cast",
    "crack",
    "rust",
    "bubble",
    "lump",
    "fuss",
    "maintenance",
    "dirt",
    "germ",
    "feel",
    "sugar",
    "duty",
    "tax",
    "shipping",
    "cost",
    "charge",
    "of",
    "from",
    "and",
    "or",
    "be",
    "is",
    "are",
    "totally",
    "completely",
    "entirely",
    "is",
    "toxin",
    "chemical",
    "nasty",
  ].map((w) => phraseWords(w).join(" ")),
);

/** Words between "no" and the subject that do not change it ("no added fragrance", "no harsh sulfates"). */
const SKIP = new Set(["added", "artificial", "synthetic", "harsh", "nasty", "any", "extra", "real"]);

type Subj = {
  id: string;
  known: boolean /** A subject of the list above (not just a knowledge-base name). */;
  subject: boolean;
  excludes: string[];
  from: number;
  to: number;
};

/** The subject made of words[from..to] (inclusive), if it is a known subject or a knowledge-base name. */
function subjectAt(tokens: readonly Token[], from: number, to: number): Subj | undefined {
  const words = tokens
    .slice(from, to + 1)
    .map((t) => t.norm)
    .join(" ");
  const s = SUBJECT_BY_WORDS.get(words);
  if (s) return { id: s.id, known: true, subject: true, excludes: EXCLUDES.get(s.id) ?? [], from, to };
  const rawKey = tokens
    .slice(from, to + 1)
    .map((t) => t.raw)
    .join(" ");
  const entry = NAME_INDEX.get(rawKey) ?? NAME_INDEX.get(words);
  if (entry && entry.ref.kind === "kb" && (!entry.acronym || isUpper(tokens[from]) || LOWERCASE_ACRONYMS.has(rawKey))) {
    return { id: entry.ref.id, known: true, subject: false, excludes: gradesOf(entry.ref.id, words), from, to };
  }
  if (entry && entry.ref.kind !== "kb")
    return { id: entry.ref.id, known: true, subject: false, excludes: [], from, to };
  // One slip in a subject's one long word ("no fragance", "parabne-free") still names it.
  if (from === to && words.length >= 6) {
    const near = ONE_WORD_SUBJECTS.filter(
      ([w]) =>
        Math.abs(w.length - words.length) <= 1 &&
        (w[0] === words[0] || w[1] === words[1]) &&
        distance(words, w, 1) <= 1,
    );
    const [only] = near;
    if (only && near.every(([, x]) => x.id === only[1].id))
      return { id: only[1].id, known: true, subject: true, excludes: EXCLUDES.get(only[1].id) ?? [], from, to };
  }
  return undefined;
}

/**
 * "Rosin-free" rules out every grade the knowledge base holds under that name (gum rosin,
 * hydrogenated rosin, rosin ester), not only the one the word matched: ingredients whose name or
 * INCI holds the words as a whole.
 */
function gradesOf(id: string, words: string): string[] {
  if (words.length < 4) return [id];
  const whole = new RegExp(`(?:^|[^a-z])${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:$|[^a-z])`, "i");
  return [id, ...INGREDIENTS.filter((i) => i.id !== id && whole.test(`${i.name} | ${i.inci}`)).map((i) => i.id)];
}

const isUpper = (t: Token | undefined) => !!t && t.original === t.original.toUpperCase() && /[A-Z]/.test(t.original);

/** Longest known subject ending at `end` (reading backwards from "-free"). */
function subjectEndingAt(tokens: readonly Token[], end: number): Subj | undefined {
  for (let from = Math.max(0, end - MAX_SUBJECT_WORDS + 1); from <= end; from++) {
    if (tokens.slice(from + 1, end + 1).some((t) => breaksName(t, /[.,;:()/]/))) continue;
    const s = subjectAt(tokens, from, end);
    if (s) return s;
  }
  return undefined;
}

/** Longest known subject starting at `start` (reading forwards from "no", "free of"). */
function subjectStartingAt(tokens: readonly Token[], start: number): Subj | undefined {
  for (let to = Math.min(tokens.length - 1, start + MAX_SUBJECT_WORDS - 1); to >= start; to--) {
    if (tokens.slice(start + 1, to + 1).some((t) => breaksName(t, /[.,;:()/]/))) continue;
    const s = subjectAt(tokens, start, to);
    if (s) return s;
  }
  return undefined;
}

const LIST_JOINERS = new Set(["and", "or", "nor"]);

export type ClaimResult = { claims: Claim[] /** Token indices the claims consume. */; consumed: Set<number> };

const POSITIVE: { words: string[]; subject: PositiveClaim }[] = [
  { words: ["vegan"], subject: "vegan" },
  { words: ["cruelty", "free"], subject: "cruelty-free" },
  { words: ["not", "tested", "on", "animal"], subject: "cruelty-free" },
  { words: ["leaping", "bunny"], subject: "cruelty-free" },
  { words: ["tear", "free"], subject: "tear-free" },
  { words: ["no", "tear"], subject: "tear-free" },
  { words: ["no", "more", "tear"], subject: "tear-free" },
  { words: ["tearless"], subject: "tear-free" },
  { words: ["reef", "safe"], subject: "reef-safe" },
  { words: ["reef", "friendly"], subject: "reef-safe" },
  { words: ["hypoallergenic"], subject: "hypoallergenic" },
  { words: ["non", "comedogenic"], subject: "non-comedogenic" },
  { words: ["noncomedogenic"], subject: "non-comedogenic" },
  { words: ["organic"], subject: "organic" },
  { words: ["certified", "organic"], subject: "organic" },
  { words: ["natural"], subject: "natural" },
  { words: ["biodegradable"], subject: "biodegradable" },
];

/** Words that mean "fragrance-free" on their own. */
const UNSCENTED = new Set(["unscented", "unfragranced", "unperfumed", "fragranceless", "scentless"]);

export function parseClaims(text: string, tokens: readonly Token[]): ClaimResult {
  const claims: Claim[] = [];
  const consumed = new Set<number>();
  const seen = new Set<string>();
  const matched = (from: number, to: number) => text.slice(tokens[from]?.start ?? 0, tokens[to]?.end ?? 0);
  const addFree = (s: Subj, from: number, to: number) => {
    for (let k = from; k <= to; k++) consumed.add(k);
    if (seen.has(s.id)) return;
    seen.add(s.id);
    claims.push({ kind: "free-from", subject: s.id, known: s.known, excludes: s.excludes, matched: matched(from, to) });
  };
  const addPositive = (subject: PositiveClaim, from: number, to: number) => {
    for (let k = from; k <= to; k++) consumed.add(k);
    if (seen.has(subject)) return;
    seen.add(subject);
    claims.push({ kind: "positive", subject, matched: matched(from, to) });
  };

  for (let i = 0; i < tokens.length; i++) {
    // "oxo-biodegradable" plastic is not a biodegradability claim: it is what the law bans.
    if (tokens[i]?.norm === "biodegradable" && tokens[i - 1]?.norm === "oxo") continue;
    for (const p of POSITIVE) {
      if (p.words.every((w, k) => tokens[i + k]?.norm === w)) addPositive(p.subject, i, i + p.words.length - 1);
    }
  }

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const w = t.norm;
    if (consumed.has(i)) continue;

    if (UNSCENTED.has(w)) {
      addFree(
        { id: "fragrance", known: true, subject: true, excludes: EXCLUDES.get("fragrance") ?? [], from: i, to: i },
        i,
        i,
      );
      continue;
    }
    // "non-bio" is the UK shelf word for enzyme-free laundry products.
    if (w === "non" && tokens[i + 1]?.norm === "bio") {
      addFree(
        { id: "enzyme", known: true, subject: true, excludes: EXCLUDES.get("enzyme") ?? [], from: i, to: i + 1 },
        i,
        i + 1,
      );
      continue;
    }

    if (w === "free") {
      const next = tokens[i + 1];
      if (next && (next.norm === "of" || next.norm === "from") && !/[.,;:]/.test(next.punctBefore)) {
        // "free of parabens, sulfates and silicones"
        readForwardList(i + 2, i);
        continue;
      }
      // "sulfate-free", "paraben, sulfate and silicone free", "Cr(VI)-free"
      const closesOxidationState = t.punctBefore === ")" && bracketedOxidationState(tokens[i - 1]);
      if (!/[.,;:()]/.test(t.punctBefore) || closesOxidationState) readBackwardList(i);
      continue;
    }

    if (
      w === "no" ||
      w === "without" ||
      w === "zero" ||
      w === "nor" ||
      (w === "0" && /%/.test(text.slice(t.end, t.end + 2)))
    ) {
      let k = i + 1;
      while (k < tokens.length && SKIP.has(tokens[k]?.norm ?? "")) k++;
      readForwardList(k, i);
    }
    // "we don't want HCl", "do not use parabens", "please avoid silicones", "never add alcohol".
    if (
      (["want", "use", "add", "include", "put"].includes(w) &&
        (tokens[i - 1]?.norm === "not" ||
          tokens[i - 1]?.norm === "never" ||
          tokens[i - 1]?.raw === "dont" ||
          // "don't" is read as "don" and "t"
          (tokens[i - 1]?.raw === "t" && /^(?:don|doesn|didn|won)$/.test(tokens[i - 2]?.raw ?? "")))) ||
      w === "avoid" ||
      w === "avoiding"
    ) {
      readForwardList(i + 1, i + 1);
    }
    if (
      w === "contain" &&
      tokens[i - 1]?.norm === "not" &&
      (tokens[i - 2]?.norm === "doe" || tokens[i - 2]?.norm === "does")
    ) {
      readForwardList(i + 1, i - 2);
    }
  }

  /** Items after "no" / "free of": commas continue a list of known subjects; "and" / "or" any known item. */
  function readForwardList(start: number, triggerFrom: number) {
    let k = start;
    let from = triggerFrom;
    let first = true;
    let viaComma = false;
    while (k < tokens.length) {
      while (k < tokens.length && SKIP.has(tokens[k]?.norm ?? "")) k++;
      const s = subjectStartingAt(tokens, k);
      if (!s || (!first && viaComma && !s.subject)) break;
      // "No fragrance allergens over the label limit" speaks of the allergens, not the fragrance.
      if (/^allergens?$/.test(tokens[s.to + 1]?.norm ?? "")) break;
      addFree(s, from, s.to);
      first = false;
      k = s.to + 1;
      const sep = tokens[k];
      if (!sep) break;
      if (LIST_JOINERS.has(sep.norm) && !/[.;:]/.test(sep.punctBefore)) {
        k++;
        viaComma = false;
      } else if (/[,/]/.test(sep.punctBefore) && !/[.;:]/.test(sep.punctBefore)) viaComma = true;
      else break;
      // "no parabens, no sulfates": the repeated trigger belongs to the list.
      if (tokens[k]?.norm === "no" || tokens[k]?.norm === "without") k++;
      from = k;
    }
  }

  /** Items before "-free", read backwards; the first must touch "free". */
  function readBackwardList(freeAt: number) {
    let end = freeAt - 1;
    let first = true;
    let joined = false;
    while (end >= 0) {
      const s = subjectEndingAt(tokens, end);
      if (!s) {
        const word = tokens[end];
        if (first && word && !PERFORMANCE.has(word.norm) && /^[a-z][a-z0-9]*$/.test(word.raw) && word.raw.length > 1) {
          addFree({ id: word.norm, known: false, subject: false, excludes: [], from: end, to: end }, end, freeAt);
        }
        return;
      }
      addFree(s, s.from, first ? freeAt : s.to);
      first = false;
      const before = s.from - 1;
      if (before < 0) return;
      const joinerBreak = /[.;:()]/.test(tokens[s.from]?.punctBefore ?? "");
      if (LIST_JOINERS.has(tokens[before]?.norm ?? "") && !joinerBreak) {
        end = before - 1;
        joined = true;
        continue;
      }
      // A comma list reaches back only over known subjects, and only once an "and" / "or" has
      // shown it is a list ("paraben, sulfate and silicone free", not "1000 ppm fluoride, SLS free").
      if (joined && /[,/]/.test(tokens[s.from]?.punctBefore ?? "") && !joinerBreak) {
        const prev = subjectEndingAt(tokens, before);
        if (prev?.subject) {
          end = before;
          continue;
        }
      }
      return;
    }
  }

  return { claims, consumed };
}

/** The free-from claims a text makes ("Phosphate-Free Dishwasher Tablet"), with what each rules out. */
export function freeFromClaims(text: string): Extract<Claim, { kind: "free-from" }>[] {
  return parseClaims(text, tokenize(text)).claims.filter(
    (c): c is Extract<Claim, { kind: "free-from" }> => c.kind === "free-from" && c.known,
  );
}
