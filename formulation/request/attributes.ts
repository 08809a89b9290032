/**
 * What else a request says about the product: format words, colours, who it is for, whether it
 * must be water-free, and medicinal claims a cosmetic may not make.
 */
import type { Token } from "./text";

export const FORMAT_WORDS: Record<string, string> = {
  gel: "gel",
  jelly: "gel",
  spray: "spray",
  mist: "spray",
  aerosol: "aerosol",
  foam: "foam",
  mousse: "foam",
  foaming: "foam",
  stick: "stick",
  trigger: "spray",
  pen: "pen",
  kohl: "kohl",
  pencil: "pencil",
  bar: "bar",
  puck: "bar",
  powder: "powder",
  tablet: "tablet",
  tab: "tablet",
  capsule: "capsule",
  pod: "capsule",
  paste: "paste",
  cream: "cream",
  lotion: "lotion",
  balm: "balm",
  serum: "serum",
  wipe: "wipe",
  concentrate: "concentrate",
  concentrated: "concentrate",
  granule: "granules",
  granular: "granules",
  pellet: "granules",
  liquid: "liquid",
  // "Curing brine": salts dissolved in water, a liquid.
  brine: "liquid",
  anhydrous: "anhydrous",
  waterless: "anhydrous",
  // A shaving cream used without a brush or lather.
  brushless: "brushless",
};

/** Multi-word format phrases, as normalised words. */
const FORMAT_PHRASES: { words: string[]; format: string }[] = [
  { words: ["roll", "on"], format: "roll-on" },
  { words: ["rollon"], format: "roll-on" },
  { words: ["pressed", "powder"], format: "pressed-powder" },
  { words: ["water", "free"], format: "anhydrous" },
  { words: ["oil", "based"], format: "anhydrous" },
  { words: ["water", "based"], format: "water-based" },
  { words: ["waterbased"], format: "water-based" },
  { words: ["water", "borne"], format: "water-based" },
  { words: ["waterborne"], format: "water-based" },
  { words: ["solvent", "based"], format: "solvent-based" },
  { words: ["solventbased"], format: "solvent-based" },
  { words: ["solvent", "borne"], format: "solvent-based" },
  { words: ["solventborne"], format: "solvent-based" },
  // "beeswax + carnauba, low odour solvent": a solvent named by its grade is the base too.
  { words: ["low", "odour", "solvent"], format: "solvent-based" },
  { words: ["low", "odor", "solvent"], format: "solvent-based" },
  { words: ["odourless", "solvent"], format: "solvent-based" },
  { words: ["odorless", "solvent"], format: "solvent-based" },
  { words: ["dearomatised", "solvent"], format: "solvent-based" },
  { words: ["dearomatized", "solvent"], format: "solvent-based" },
  { words: ["solvent", "base"], format: "solvent-based" },
  { words: ["2", "component"], format: "two-component" },
  { words: ["two", "component"], format: "two-component" },
  { words: ["2", "part"], format: "two-component" },
  { words: ["two", "part"], format: "two-component" },
  { words: ["2", "pack"], format: "two-component" },
  { words: ["two", "pack"], format: "two-component" },
  { words: ["2k"], format: "two-component" },
  { words: ["water", "in", "oil"], format: "w/o-emulsion" },
  { words: ["oil", "in", "water"], format: "o/w-emulsion" },
];

/** What a product is based on, asked for in words that name materials too. */
const BASE_FORMATS = new Set(["anhydrous", "water-based", "solvent-based"]);

/** Formats that rule water out. */
const WATER_FREE = new Set(["anhydrous"]);

export function findFormats(folded: string, tokens: readonly Token[], ignore: (i: number) => boolean): string[] {
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    // "Water based" and "oil based" name the base even though "water" and "oil" are materials.
    for (const p of FORMAT_PHRASES) {
      if (ignore(i) && !BASE_FORMATS.has(p.format)) continue;
      if (p.words.every((w, k) => tokens[i + k]?.norm === w)) out.add(p.format);
    }
    if (ignore(i)) return;
    const f = FORMAT_WORDS[t.norm];
    if (f) out.add(f);
  });
  if (/\bw\s*\/\s*o\b/.test(folded)) out.add("w/o-emulsion");
  if (/\bo\s*\/\s*w\b/.test(folded)) out.add("o/w-emulsion");
  // "pressed powder" is more precise than "powder"; "roll-on" than "on".
  if (out.has("pressed-powder")) out.delete("powder");
  return [...out];
}

export function isWaterFree(formats: readonly string[]): boolean {
  return formats.some((f) => WATER_FREE.has(f));
}

const COLOURS: Record<string, string> = {
  black: "black",
  white: "white",
  red: "red",
  cherry: "red",
  scarlet: "red",
  crimson: "red",
  blue: "blue",
  navy: "navy",
  green: "green",
  yellow: "yellow",
  pink: "pink",
  purple: "purple",
  violet: "violet",
  brown: "brown",
  orange: "orange",
  chocolate: "brown",
  nude: "nude",
  beige: "beige",
  coral: "coral",
  peach: "peach",
  plum: "plum",
  berry: "berry",
  burgundy: "burgundy",
  grey: "grey",
  taupe: "taupe",
  teal: "teal",
  turquoise: "turquoise",
  ivory: "ivory",
  blonde: "blonde",
  transparent: "clear",
  pearl: "pearl",
  pearly: "pearl",
  pearlescent: "pearl",
  pearlised: "pearl",
  pearlized: "pearl",
  nacreous: "pearl",
  clear: "clear",
};

export function findColours(tokens: readonly Token[], ignore: (i: number) => boolean): string[] {
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    if (ignore(i)) return;
    const c = COLOURS[t.norm];
    // "clear" is a colour only for products people see through (gel, coat), not "clear skin".
    const next = tokens[i + 1]?.norm ?? "";
    if (c === "clear" && ["skin", "complexion", "pore"].includes(next)) return;
    // "orange scent", "orange oil", "orange blossom" name a fruit, not a colour.
    if (
      c === "orange" &&
      /^(scent|scented|fragrance|smell|aroma|oil|peel|juice|blossom|flower|extract|essential)/.test(next)
    )
      return;
    // "white vinegar", "white spirit", "black pepper oil": the colour word is part of the
    // material's name (a "black carnauba polish" is still black).
    if (
      c &&
      /^(?:vinegar|spirits?|pepper|wine|tea|clay|petrolatum|sugar|mineral|cement|portland|sand|marble|quartz|kaolin|glue|oil)$/.test(
        next,
      )
    )
      return;
    // "white coat", "dogs with white hair", "pelo blanco" (hair white), "white teeth": the colour
    // of who uses it, not of the product.
    const prev = tokens[i - 1]?.norm ?? "";
    const BODY = /^(?:hair|coats?|fur|furs|pelts?|manes?|teeth|tooth|skin|beards?|nails?)$/;
    // …but "black hair dye" names the dye's shade.
    const dye = /^(?:dyes?|colou?rs?|colou?rants?|tints?|toners?|colou?ring)$/.test(tokens[i + 2]?.norm ?? "");
    // Only words of one phrase: "for mature skin, black" asks for a black product.
    const joinedNext = !/[,;.:()]/.test(tokens[i + 1]?.punctBefore ?? "");
    const joinedPrev = !/[,;.:()]/.test(t.punctBefore ?? "");
    if (c && ((BODY.test(next) && joinedNext && !dye) || (BODY.test(prev) && joinedPrev))) return;
    if (c) out.add(c);
  });
  return [...out];
}

/**
 * Scents a fragrance can give, as people name them; a two-word name is listed before its second
 * word alone ("green tea" before "tea").
 */
const SCENTS = [
  "tea tree",
  "green tea",
  "baby powder",
  "sea salt",
  "lemon",
  "lime",
  "orange",
  "grapefruit",
  "mandarin",
  "citrus",
  "bergamot",
  "lavender",
  "rose",
  "jasmine",
  "vanilla",
  "coconut",
  "peppermint",
  "spearmint",
  "mint",
  "eucalyptus",
  "pine",
  "fir",
  "cedar",
  "cedarwood",
  "sandalwood",
  "apple",
  "cherry",
  "strawberry",
  "berry",
  "cucumber",
  "ocean",
  "marine",
  "fresh",
  "floral",
  "woody",
  "musk",
  "almond",
  "cinnamon",
  "ginger",
  "rosemary",
  "chamomile",
  "honey",
  "cotton",
  "linen",
  "fruity",
  "bubblegum",
  "bubble gum",
  "watermelon",
  "grape",
  "banana",
  "raspberry",
  "peach",
  "mango",
  "pineapple",
  "cola",
  "caramel",
  "chocolate",
  "cocoa",
  "patchouli",
  "vetiver",
  "oud",
  "amber",
  "neroli",
  "ylang ylang",
  "geranium",
  "lemongrass",
  "frankincense",
  "tutti frutti",
] as const;

const SCENT_WORD =
  "(?:scent|scented|fragrance|fragranced|perfume|perfumed|smell|smelling|aroma|fragrant|parfum|parfume|duft|profumo|perfume|olor|aroma|flavou?r|flavou?red|taste|sabor|gout|goût|geschmack)";

/** Scent names in the other languages people write to us in. */
const SCENT_NAMES_ABROAD: Record<string, (typeof SCENTS)[number]> = {
  vanille: "vanilla",
  vainilla: "vanilla",
  vaniglia: "vanilla",
  citron: "lemon",
  zitrone: "lemon",
  limon: "lemon",
  limone: "lemon",
  lavande: "lavender",
  lavendel: "lavender",
  lavanda: "lavender",
  rose: "rose",
  rosa: "rose",
  pin: "pine",
  kiefer: "pine",
  pino: "pine",
  fraise: "strawberry",
  erdbeere: "strawberry",
  fresa: "strawberry",
  coco: "coconut",
  kokos: "coconut",
  menthe: "mint",
  minze: "mint",
  menta: "mint",
};

/**
 * Scents the request asks the product to have: "lemon scent", "lavender-scented", "smells of
 * pine", "with a fresh fragrance". A scent word alone ("strong scent") names no scent; "no lemon
 * scent" and "unscented" ask for none.
 */
export function findScents(folded: string): string[] {
  const out = new Set<string>();
  const abroad = Object.keys(SCENT_NAMES_ABROAD).filter((w) => !(SCENTS as readonly string[]).includes(w));
  const names = [...SCENTS, ...abroad].join("|");
  const add = (name: string | undefined) => {
    if (name) out.add(SCENT_NAMES_ABROAD[name] ?? name);
  };
  // "cedarwood + bergamot scent", "lemon and lime fragrance": every name of the list is asked for.
  const list = `((?:(?:${names})\\s*(?:\\+|&|,|and|und|et|y)\\s*)*)`;
  const before = new RegExp(
    `(?<![a-z])(?<!\\b(?:no|without|not|non|ohne|sans|sin) )${list}(${names})[ -]${SCENT_WORD}\\b`,
    "g",
  );
  const after = new RegExp(
    `\\b(?:${SCENT_WORD}s?|smells?)(?: (?:of|like|with|de|à la|a la|nach|al|di))? (?:an? |la |le )?(${names})\\b`,
    "g",
  );
  for (const m of folded.matchAll(before)) {
    for (const earlier of (m[1] ?? "").split(/\s*(?:\+|&|,|\band\b|\bund\b|\bet\b|\by\b)\s*/))
      add(earlier || undefined);
    add(m[2]);
  }
  for (const m of folded.matchAll(after)) add(m[1]);
  return [...out];
}

/** Audience words → audience ids. Babies are "children-under-3", the annexes' category. */
export function findAudience(tokens: readonly Token[], folded: string): string[] {
  const out = new Set<string>();
  const words = tokens.map((t) => t.norm);
  const has = (...list: string[]) => words.some((w) => list.includes(w));
  // Toddlers are one to three years old, so products for them meet the rules for children
  // under 3; so does any age range that starts below three ("1-3yo", "2+ years", "18 months").
  const young =
    has("kid", "child", "children", "junior", "toddler", "kiddie", "boy", "girl") || /\byo\b|year-?olds?/.test(folded);
  if (has("baby", "infant", "newborn", "nappy", "babie", "toddler") || (young && youngestAge(folded) < 3))
    out.add("children-under-3");
  if (has("kid", "child", "children", "junior", "toddler", "kiddie")) out.add("children");
  words.forEach((w, i) => {
    if (w === "sensitive") {
      const next = words.slice(i + 1, i + 4);
      if (next.some((n) => n === "skin" || n === "scalp")) out.add("sensitive-skin");
    }
  });
  if (has("pregnant", "pregnancy", "breastfeeding", "nursing", "maternity", "expecting")) out.add("pregnant");
  if (has("men", "man", "male", "gentleman", "gentlemen", "guy") || /\bfor him\b/.test(folded)) out.add("men");
  // "For home use", "at-home kit", "consumer", "retail", "DIY": sold to the public, whatever the
  // product usually is (a perm lotion for home kits meets the general-use limits).
  if (/\b(?:home[- ]use|at[- ]home|home kits?|for consumers?|consumer use|retail|diy|self[- ]use)\b/.test(folded))
    out.add("consumer");
  else if (has("professional", "salon", "barber", "hairdresser", "spa")) out.add("professional");
  if (has("dog", "cat", "puppy", "kitten", "pet", "horse", "equine", "canine", "feline", "pony")) out.add("animals");
  // Species that some ingredients poison (xylitol for dogs; essential oils and permethrin for cats).
  if (has("dog", "puppy", "canine", "doggy", "doggie")) out.add("dogs");
  if (has("cat", "kitten", "feline", "kitty")) out.add("cats");
  return [...out];
}

const AGE =
  /\b(?:under|below|from|aged?|ages)?\s*(\d{1,2}(?:[.,]5)?)\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*(months?|mos?|m|years?|yrs?|yo|y|year-olds?|years?-olds?)\b(?:\s*old)?/g;

/** The youngest age in years a request names ("1-3yo" → 1, "18 months" → 1.5, "under 3" → 0). */
function youngestAge(folded: string): number {
  let youngest = Number.POSITIVE_INFINITY;
  if (/\bunder (?:3|three|2|two|1|one)\b/.test(folded)) youngest = 0;
  for (const m of folded.matchAll(/\baged? (\d{1,2})\b/g)) youngest = Math.min(youngest, Number(m[1]));
  for (const m of folded.matchAll(AGE)) {
    const value = Number(m[1]?.replace(",", "."));
    const unit = m[2] ?? "";
    // Read only beside children's words, so "m" after a number is months ("0-36 m").
    const years = /^(?:months?|mos?|m)$/.test(unit) ? value / 12 : value;
    if (/^under|^below/.test(m[0].trim())) youngest = 0;
    else if (Number.isFinite(years)) youngest = Math.min(youngest, years);
  }
  return youngest;
}

/** Claims only a medicine may make (Regulation 1223/2009 Art. 20, Directive 2001/83/EC Art. 1). */
const MEDICINAL = [
  // What is cured, up to the next clause, and never a word cut in half.
  // "Pad-dry-cure", "cure at 150 °C", "curing agent" are how coatings and finishes set, not claims.
  /(?<![-\w])(?<!\b(?:then|and|dry|heat|pad|to|before|after|oven|uv)[\s-]+)cures?\b(?!\s+(?:coating|coatings|at|temperature|temperatures|time|times|oven|cycle|step|schedule|conditions?|speed|rate|window|profile|parameters?|dose|energy|\d))(?:[^.,;]{0,30}?(?=\s+(?:and|or|with|in|for)\b|[.,;]|$)|[^.,;]{0,30}\b(?!\w))/,
  /\bheals?\b\s+(?:wounds?|infections?|eczema|psoriasis|acne|alopecia|hair loss|baldness)/,
  // Growing hair back is what minoxidil, a medicine, does; a cosmetic may only care for hair.
  /\bregrows? (?:hair|your hair)\b|\bhair regrowth\b|\bregrowth of hair\b|\bregrowth guaranteed\b|\bguaranteed regrowth\b/,
  /\b(?:induces?|starts?|bring on|brings on) (?:labou?r|contractions|periods?|menstruation)\b/,
  /\btreats?\b\s+(?:acne|eczema|psoriasis|infections?|fungal infections?|dermatitis|rosacea|lice|fleas|worms|hair loss|alopecia)/,
  // Infant colic, reflux and teething pain are conditions a medicine treats: a massage oil "for
  // colic" may be a baby oil, but not sold as relieving it.
  /\b(?:for|against|relieves?|relieving|relief of|eases?|easing|soothes?|soothing|treats?|treating)\s+(?:(?:baby'?s?|infant|infantile|the)\s+)?(?:colic|colics|reflux|teething pain)\b/,
  // Colds, flu and coughs are illnesses: "for colds" is a medicine's claim ("cold-process soap",
  // "for cold water washing" are not).
  /\bfor (?:a |the |colds? and )?(?:colds?(?![-\s]+(?:weather|water|wash|washing|washes|process|processed|climates?|seasons?|temperatures?|storage|mix|mixing|pour|brew|brewing|feet|hands))|flu|influenza|coughs?|sore throats?|fevers?|sinusitis)\b/,
  // Essential oils are not food: taken by mouth they are a medicine's business, and a poisoning risk.
  /\bessential oils?\b[^.;]{0,20}\bto (?:drink|swallow|ingest)\b|\b(?:drinkable|ingestible|to drink|to swallow)\b[^.;]{0,20}\bessential oils?\b/,
  /\bprescription\b/,
  /\bmedicines?\b/,
  /\bmedications?\b/,
  /\bdrugs?\b/,
  /\bantibiotics?\b/,
  /\bkills? (?:fleas|ticks|lice|worms|bacteria in wounds)/,
  // A pet product that acts on parasites is a veterinary medicine or a biocide (PT18/PT19).
  /\b(?:against|repels?|repelling|prevents?|anti-?) ?(?:fleas?|ticks?|lice|mites)\b/,
  // …and so is one named for them ("flea shampoo", "flea and tick spray", "lice lotion").
  /\b(?:fleas?|ticks?|lice|nits?|mites?)(?: (?:and|&) (?:fleas?|ticks?|lice|nits?))? (?:shampoos?|collars?|sprays?|treatments?|drops?|powders?|washe?s?|dips?|lotions?|combs?)\b/,
  // …or asked to do it ("for flea control", "flea and tick protection", "to get rid of lice").
  /\b(?:fleas?|ticks?|lice|nits?|mites?)(?: (?:and|&) (?:fleas?|ticks?|lice|nits?|mites?))? (?:control|protection|prevention|removal|repellent|killer)\b/,
  /\bget rid of (?:the )?(?:fleas|ticks|lice|nits|mites|worms)\b/,
  // Pain, headache, sleeplessness and anxiety are conditions: a roll-on "for tension headache" or
  // "against insomnia" is sold as a medicine, whatever it holds.
  /\b(?:(?:tension|cluster|sinus)\s+)?(?:headaches?|migraines?)(?:\s+(?:relief|roll-?ons?|balms?|oils?|sticks?|blends?))?\b/,
  /\b(?:relieves?|relief of|relieving|stops?|cures?|for|against|treats?)\s+(?:joint |muscle |back |nerve |period |menstrual )?(?:pain|aches?|arthritis|rheumatism|insomnia|anxiety|depression|nausea|cramps?)\b/,
  /\b(?:pain|arthritis|insomnia|anxiety|nausea) relief\b/,
];

export function findMedicinalClaims(folded: string): string[] {
  const out: string[] = [];
  for (const re of MEDICINAL) {
    const m = re.exec(folded);
    if (m) out.push(m[0].trim());
  }
  return out;
}
