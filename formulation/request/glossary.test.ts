import { describe, expect, it } from "vitest";
import { generateFromDemo } from "../generator";
import { DEMO_CATEGORIES } from "../generator/demo-categories";
import { parseItem } from "./corpus-check";
import glossary from "./data/glossary.json";
import { REQUEST_CORPUS } from "./data/request-corpus";
import { REQUEST_HOLDOUT } from "./data/request-holdout";
import { detectLanguage, foldWord, type GlossaryLanguage, translateRequest, translateText } from "./glossary";
import { parseEnglishRequest, parseRequest } from "./parse";
import type { ParsedRequest, RequestInput } from "./types";

/** What a request asks for, in a form two readings can be compared by. */
function reading(r: ParsedRequest) {
  return {
    type: r.productType?.id ?? null,
    ingredients: r.ingredients
      .filter((i) => i.source !== "product-type")
      .map((i) => i.id ?? i.substance ?? i.name)
      .sort(),
    freeFrom: r.claims
      .filter((c) => c.kind === "free-from")
      .map((c) => c.subject)
      .sort(),
  };
}

/** Requests as a customer writes them, each with the same request in English. */
const CASES: Record<GlossaryLanguage, [string, string][]> = {
  de: [
    [
      "Flüssigwaschmittel für Wolle und Seide, ohne Enzyme",
      "liquid laundry detergent for wool and silk, without enzymes",
    ],
    ["Shampoo ohne Sulfate mit Koffein für Männer", "shampoo without sulfates with caffeine for men"],
    ["Chloridfreier Reparaturmörtel für Beton", "chloride-free repair mortar for concrete"],
    ["Hundeshampoo mit Lavendelöl, parfümfrei", "dog shampoo with lavender oil, unscented"],
    [
      "Parabenfreie Handcreme mit Sheabutter und Mandelöl, vegan",
      "paraben-free hand cream with shea butter and almond oil, vegan",
    ],
    [
      "Allzweckreiniger mit Essig und Zitronensäure, pH-neutral",
      "all purpose cleaner with vinegar and citric acid, pH neutral",
    ],
    [
      "Wundschutzcreme für Babys mit Zinkoxid, ohne Parfüm und Parabene",
      "nappy cream for babies with zinc oxide, without perfume and parabens",
    ],
    ["Zahnpasta für Kinder mit 1000 ppm Fluorid", "toothpaste for kids with 1000 ppm fluoride"],
    ["Geschirrspültabs phosphatfrei", "phosphate-free dishwasher tablets"],
    ["Bartöl mit Arganöl und Jojobaöl", "beard oil with argan oil and jojoba oil"],
    ["WC-Reiniger mit Zitronensäure, ohne Chlor", "toilet cleaner with citric acid, without chlorine"],
    ["Badreiniger mit Essig, silikonfrei", "bathroom cleaner with vinegar, silicone free"],
  ],
  fr: [
    ["Crème change bébé bio, sans parabènes", "organic nappy cream for babies, without parabens"],
    ["Shampooing sans sulfates à la caféine pour hommes", "shampoo without sulfates with caffeine for men"],
    ["Nettoyant sols à l'eau de Javel", "floor cleaner with bleach"],
    ["Lessive liquide pour laine et soie, sans enzymes", "liquid laundry detergent for wool and silk, without enzymes"],
    ["Gel douche à l'huile d'argan, pH neutre, vegan", "shower gel with argan oil, pH neutral, vegan"],
    ["Mortier de réparation sans chlorures pour béton", "repair mortar without chlorides for concrete"],
    ["Dentifrice pour enfants au fluor", "toothpaste for kids with fluoride"],
    ["Shampooing pour chien à l'huile essentielle de lavande", "dog shampoo with lavender oil"],
    ["Baume à lèvres à la cire d'abeille et au beurre de karité", "lip balm with beeswax and shea butter"],
    ["Crème pour les mains sans phénoxyéthanol, à la glycérine", "hand cream without phenoxyethanol, with glycerin"],
    ["Nettoyant vitres au vinaigre blanc, sans ammoniaque", "glass cleaner with vinegar, no ammonia"],
  ],
  es: [
    ["Limpiador desinfectante con lejía y amoníaco", "disinfectant cleaner with bleach and ammonia"],
    ["Champú sin sulfatos con cafeína para hombres", "shampoo without sulfates with caffeine for men"],
    [
      "Crema de manos vegana con manteca de karité, sin parabenos ni siliconas",
      "vegan hand cream with shea butter, without parabens or silicones",
    ],
    ["Detergente líquido para ropa delicada, sin enzimas", "liquid detergent for delicates, without enzymes"],
    ["Friegasuelos con aroma a lavanda, pH neutro", "floor cleaner scented with lavender, pH neutral"],
    ["Pasta de dientes para niños con flúor", "kids toothpaste with fluoride"],
    ["Adhesivo para baldosas sin cloruros", "tile adhesive without chlorides"],
    ["Champú para perros con aceite de árbol de té", "dog shampoo with tea tree oil"],
    ["Aceite para barba con aceite de ricino, sin perfume", "beard oil with castor oil, without perfume"],
    ["Jabón líquido de manos con aloe vera, sin fenoxietanol", "liquid hand soap with aloe vera, no phenoxyethanol"],
  ],
  it: [
    ["Detersivo per capi delicati con candeggina", "delicates detergent with bleach"],
    ["Shampoo senza solfati con caffeina per uomo", "shampoo without sulfates with caffeine for men"],
    [
      "Crema mani vegana al burro di karité, senza parabeni né siliconi",
      "vegan hand cream with shea butter, without parabens nor silicones",
    ],
    ["Detersivo liquido per lana e seta, senza enzimi", "liquid laundry detergent for wool and silk, without enzymes"],
    [
      "Pasta lenitiva per neonati all'ossido di zinco, senza profumo",
      "nappy cream for babies with zinc oxide, unscented",
    ],
    ["Adesivo per piastrelle senza cloruri", "tile adhesive without chlorides"],
    ["Shampoo per cani all'olio di tea tree", "dog shampoo with tea tree oil"],
    ["Detergente pavimenti all'aceto, pH neutro", "floor cleaner with vinegar, pH neutral"],
    ["Dentifricio per bambini con fluoro e xilitolo", "kids toothpaste with fluoride and xylitol"],
    ["Olio da barba con olio di ricino e olio di jojoba", "beard oil with castor oil and jojoba oil"],
  ],
  pl: [
    ["Płyn do mycia podłóg o zapachu lawendy, pH neutralne", "floor cleaner with lavender scent, pH neutral"],
    ["Szampon bez siarczanów z kofeiną dla mężczyzn", "shampoo without sulfates with caffeine for men"],
    [
      "Krem do rąk z masłem shea, bez parabenów i silikonów, wegański",
      "hand cream with shea butter, without parabens and silicones, vegan",
    ],
    ["Płyn do prania tkanin delikatnych, bez enzymów", "delicates detergent, without enzymes"],
    [
      "Krem na odparzenia dla niemowląt z tlenkiem cynku, bezzapachowy",
      "nappy cream for babies with zinc oxide, unscented",
    ],
    ["Klej do płytek bez chlorków", "tile adhesive without chlorides"],
    ["Szampon dla psów z olejkiem z drzewa herbacianego", "dog shampoo with tea tree oil"],
    ["Pasta do zębów dla dzieci z fluorem", "kids toothpaste with fluoride"],
    ["Płyn do naczyń z octem, bez barwników", "washing up liquid with vinegar, no dyes"],
    ["Olejek do brody z olejem rycynowym", "beard oil with castor oil"],
  ],
  nl: [
    ["Allesreiniger spray, pH neutraal, met citroengeur", "all purpose cleaner spray, pH neutral, with lemon scent"],
    [
      "Pootbalsem voor honden, natuurlijk en likveilig, bijenwas, sheaboter, kokosolie, in stickvorm",
      "paw balm for dogs, natural, beeswax, shea butter, coconut oil, stick",
    ],
    ["Shampoo zonder sulfaten met cafeïne voor mannen", "shampoo without sulfates with caffeine for men"],
    ["Chloridevrije reparatiemortel voor beton", "chloride-free repair mortar for concrete"],
    ["Hondenshampoo met lavendelolie, parfumvrij", "dog shampoo with lavender oil, unscented"],
    [
      "Parabenenvrije handcrème met sheaboter en amandelolie, veganistisch",
      "paraben-free hand cream with shea butter and almond oil, vegan",
    ],
    [
      "Billencrème voor baby's met zinkoxide, zonder parfum en parabenen",
      "nappy cream for babies with zinc oxide, without perfume and parabens",
    ],
    ["Tandpasta voor kinderen met 1000 ppm fluoride", "toothpaste for kids with 1000 ppm fluoride"],
    ["Vaatwastabletten fosfaatvrij", "phosphate-free dishwasher tablets"],
    ["Baardolie met arganolie en jojobaolie", "beard oil with argan oil and jojoba oil"],
    ["WC-reiniger met citroenzuur, zonder chloor", "toilet cleaner with citric acid, without chlorine"],
    [
      "Vloeibaar wasmiddel voor wol en zijde, zonder enzymen",
      "liquid laundry detergent for wool and silk, without enzymes",
    ],
    ["Afwasmiddel met azijn, zonder kleurstoffen", "washing up liquid with vinegar, no dyes"],
    ["Velgenreiniger zuurvrij", "acid-free wheel cleaner"],
    ["Bladmeststof met ijzerchelaat voor tomaten", "foliar fertiliser with iron chelate for tomatoes"],
    [
      "Conserveermiddel voor levensmiddelen met kaliumsorbaat en natriumbenzoaat",
      "food preservative with potassium sorbate and sodium benzoate",
    ],
    ["Soldeervloeimiddel op basis van hars, halogeenvrij", "solder flux with resin, halogen-free"],
    ["Badkamerreiniger met azijn, siliconenvrij", "bathroom cleaner with vinegar, silicone free"],
  ],
  pt: [
    ["Shampoo sem sulfatos com cafeína para homens", "shampoo without sulfates with caffeine for men"],
    [
      "Creme de mãos vegano com manteiga de karité, sem parabenos nem silicones",
      "vegan hand cream with shea butter, without parabens nor silicones",
    ],
    ["Sabão líquido para roupas delicadas, sem enzimas", "liquid laundry detergent for delicates, without enzymes"],
    ["Limpador de piso com aroma de lavanda, pH neutro", "floor cleaner scented with lavender, pH neutral"],
    ["Pasta de dente para crianças com flúor e xilitol", "kids toothpaste with fluoride and xylitol"],
    ["Argamassa colante sem cloretos", "tile adhesive without chlorides"],
    ["Shampoo para cães com óleo de melaleuca", "dog shampoo with tea tree oil"],
    ["Óleo para barba com óleo de rícino, sem perfume", "beard oil with castor oil, unscented"],
    [
      "Creme para assaduras para bebês com óxido de zinco, sem perfume e sem parabenos",
      "nappy cream for babies with zinc oxide, without perfume and parabens",
    ],
    ["Detergente para louça com vinagre, sem corantes", "washing up liquid with vinegar, no dyes"],
    ["Champô anticaspa com óleo de árvore do chá", "anti dandruff shampoo with tea tree oil"],
    ["Lixívia para a casa de banho com hipoclorito de sódio", "bleach for the bathroom with sodium hypochlorite"],
  ],
};

describe("requests in other languages read as the same request in English", () => {
  for (const [lang, cases] of Object.entries(CASES) as [GlossaryLanguage, [string, string][]][]) {
    it.each(cases)(`${lang}: %s`, (text, english) => {
      expect(detectLanguage(text)).toBe(lang);
      const want = reading(parseRequest({ description: english }));
      expect(want.type).not.toBeNull();
      expect(reading(parseRequest({ description: text }))).toEqual(want);
    });
  }
});

describe("English requests pass through unchanged", () => {
  it.each(
    [...REQUEST_CORPUS, ...REQUEST_HOLDOUT].map(
      (item, i) => [i, item.text ?? item.productName ?? item.wizard?.productName, item] as const,
    ),
  )("#%i %s", (_, __, item) => {
    const input: RequestInput = {
      description: item.text ?? "",
      ...(item.category ? { category: item.category } : {}),
      ...(item.productName ? { productName: item.productName } : {}),
      ...(item.wizard ? { wizard: item.wizard } : {}),
    };
    expect(translateRequest(input)).toBe(input);
    expect(parseItem(item)).toEqual(parseEnglishRequest(input));
  });
});

describe("glossary", () => {
  it("holds at least 150 entries per language", () => {
    for (const lang of Object.values(glossary.languages)) {
      expect(Object.keys(lang.phrases).length).toBeGreaterThanOrEqual(150);
    }
  });

  it("lists each form under one key per language", () => {
    for (const [id, lang] of Object.entries(glossary.languages)) {
      const seen = new Map<string, string>();
      const postposed: Record<string, string> = "postposed" in lang ? (lang.postposed as Record<string, string>) : {};
      for (const key of [...Object.keys(lang.phrases), ...Object.keys(postposed)]) {
        for (const form of key.split("|")) {
          const folded = [...foldWord(form).matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0]).join(" ");
          expect(seen.get(folded) ?? key, `${id}: "${form}"`).toBe(key);
          seen.set(folded, key);
        }
      }
    }
  });

  it("matches without accents, with ae/oe/ue for umlauts and in any case", () => {
    expect(translateText("CREME CHANGE BEBE", "fr")).toBe("nappy cream baby");
    expect(translateText("Fluessigwaschmittel", "de")).toBe("liquid laundry detergent");
    expect(translateText("Płyn do mycia podłóg", "pl")).toBe("floor cleaner");
    expect(translateText("Plyn do mycia podlog", "pl")).toBe("floor cleaner");
  });

  it("prefers the longest phrase and reads inflected forms", () => {
    expect(translateText("huile essentielle de lavande", "fr")).toBe("lavender oil");
    expect(translateText("huile essentielle", "fr")).toBe("essential oils");
    expect(translateText("z kofeiną", "pl")).toBe("with caffeine");
    expect(translateText("kofeina", "pl")).toBe("caffeine");
    expect(translateText("bez kofeiny", "pl")).toBe("without caffeine");
  });

  it("reads German compounds from their listed parts", () => {
    expect(translateText("chloridfreier Mörtel", "de")).toBe("chloride-free mortar");
    expect(translateText("Rosmarinshampoo", "de")).toBe("rosemary shampoo");
    expect(translateText("Katzenshampoo", "de")).toBe("cat shampoo");
    expect(translateText("PPD-frei", "de")).toBe("PPD-free");
    // "öl" ends compounds only where written as öl (or oel): never the -ol of a chemical name.
    expect(translateText("Xylitol", "de")).toBe("Xylitol");
    expect(translateText("Rosmarinöl", "de")).toBe("rosemary oil");
  });

  it("reads an adjective written after its noun before it, as English does", () => {
    expect(translateText("folia biodegradowalna", "pl")).toBe("biodegradable film");
    expect(translateText("film biodégradable", "fr")).toBe("biodegradable film");
    expect(translateText("película biodegradable", "es")).toBe("biodegradable film");
    // Not after a noun, or past punctuation, it stays where it is.
    expect(translateText("biodegradowalna folia", "pl")).toBe("biodegradable film");
    expect(translateText("film, biodégradable", "fr")).toBe("film, biodegradable");
  });

  it("reads the L after a number as litres, not as the elided article", () => {
    expect(translateText("bidon de 10 L", "fr")).toBe("canister of 10 L");
    expect(translateText("tanica da 5 L di l'olio", "it")).toContain("5 L");
  });

  it("drops elided articles with their apostrophe", () => {
    expect(translateText("à l'huile d'argan", "fr")).toBe("with argan oil");
    expect(translateText("all'olio di cocco", "it")).toBe("with coconut oil");
  });

  it("finds no language in English text", () => {
    expect(detectLanguage("sulfate-free shampoo with 2% niacinamide")).toBeUndefined();
    expect(detectLanguage("eau de parfum, 20% perfume oil")).toBeUndefined();
    // "EN 13432" is the norm, not the French, Spanish or Dutch "en".
    expect(detectLanguage("compostable film certified to EN 13432")).toBeUndefined();
    expect(detectLanguage("toy-safe finger paint per EN 71-3")).toBeUndefined();
  });

  it("translates the product name and wizard notes with the description", () => {
    const r = translateRequest({
      description: "ohne Parabene",
      productName: "Handcreme",
      wizard: { additionalNotes: "mit Sheabutter", specialProperties: ["vegan", "parfümfrei"] },
    });
    expect(r).toMatchObject({
      description: "without parabens",
      productName: "hand cream",
      wizard: { additionalNotes: "with shea butter", specialProperties: ["vegan", "unscented"] },
    });
  });
});

/**
 * Dutch requests in every demo category, as a maker in the Netherlands or Flanders writes
 * them: the product type, the named materials with their levels, pH and claims.
 */
type DutchCase = {
  text: string;
  type: string;
  /** Named materials (knowledge-base ids) and the level asked for, if any. */
  ingredients?: Record<string, number | null>;
  ph?: [number, number];
  /** Claims: "-subject" for free-from, the subject for a positive claim. */
  claims?: string[];
  audience?: string[];
  scents?: string[];
};

const DUTCH: DutchCase[] = [
  {
    text: "Vochtinbrengende gezichtscrème voor de gevoelige huid met 5% niacinamide en 1% hyaluronzuur, parfumvrij, pH 5,5",
    type: "face-cream",
    ingredients: { niacinamide: 5, "hyaluronic-acid": 1 },
    ph: [5.5, 5.5],
    claims: ["-fragrance"],
    audience: ["sensitive-skin"],
  },
  {
    text: "Lippenbalsem met bijenwas, sheaboter en ricinusolie, zonder parfum",
    type: "lip-balm",
    ingredients: { beeswax: null, "shea-butter": null, "castor-oil": null },
    claims: ["-fragrance"],
  },
  {
    text: "Billencrème voor baby's met 15% zinkoxide, zonder parfum en parabenen",
    type: "nappy-cream",
    ingredients: { "zinc-oxide": 15 },
    claims: ["-fragrance", "-paraben"],
    audience: ["children-under-3"],
  },
  {
    text: "Anti-roosshampoo sulfaatvrij met 1% piroctone olamine en theeboomolie",
    type: "anti-dandruff-shampoo",
    ingredients: { "piroctone-olamine": 1, "tea-tree-oil": null },
    claims: ["-sulfate"],
  },
  {
    text: "Mondwater alcoholvrij met pepermuntolie en 0,05% natriumfluoride",
    type: "fluoride-mouthwash",
    ingredients: { "peppermint-oil": null, "sodium-fluoride": 0.05 },
    claims: ["-alcohol"],
  },
  {
    text: "Pootbalsem voor honden, natuurlijk en likveilig, bijenwas, sheaboter, kokosolie, in stickvorm",
    type: "paw-balm",
    ingredients: { beeswax: null, "shea-butter": null, "coconut-oil": null },
    claims: ["natural"],
    audience: ["dogs"],
  },
  {
    text: "Allesreiniger spray 500 ml, pH neutraal, met citroengeur, batch van 100 L",
    type: "all-purpose-cleaner",
    ph: [6.5, 7.5],
    scents: ["lemon"],
  },
  {
    text: "Ontkalker voor de waterkoker met 20% citroenzuur, pH ca. 2",
    type: "descaler",
    ingredients: { "citric-acid": 20 },
    ph: [2, 2],
  },
  {
    text: "Bleekwater met 5% natriumhypochloriet",
    type: "household-bleach",
    ingredients: { "sodium-hypochlorite": 5 },
  },
  {
    text: "Vloeibaar wasmiddel voor wol en zijde, zonder enzymen, met lavendelgeur",
    type: "delicates-detergent",
    claims: ["-enzyme"],
    scents: ["lavender"],
  },
  {
    text: "Vaatwastabletten fosfaatvrij met natriumpercarbonaat en citroenzuur",
    type: "dishwasher-tablet",
    ingredients: { "sodium-percarbonate": null, "citric-acid": null },
    claims: ["-phosphate"],
  },
  {
    text: "Leervet met bijenwas en lanoline voor zadels en laarzen",
    type: "leather-balm",
    ingredients: { beeswax: null, lanolin: null },
  },
  {
    text: "Schoenpoets zwart met carnaubawas en bijenwas",
    type: "shoe-polish",
    ingredients: { "carnauba-wax": null, beeswax: null },
  },
  {
    text: "Velgenreiniger zuurvrij, pH 7, voor aluminium velgen",
    type: "wheel-cleaner",
    ph: [7, 7],
    claims: ["-acid"],
  },
  {
    text: "Tegellijm op cementbasis met redispergeerbaar poeder en celluloseether, chloridevrij",
    type: "tile-adhesive",
    ingredients: { "redispersible-polymer-powder-vae": null, "methyl-hydroxyethyl-cellulose": null },
    claims: ["-chloride"],
  },
  { text: "Egaliseermiddel voor betonvloeren, 5 tot 30 mm", type: "self-levelling-compound" },
  { text: "Wateroplosbare kunstmest NPK 20-20-20 met sporenelementen", type: "water-soluble-fertiliser" },
  {
    text: "Ketelwaterbehandeling met natriumsulfiet als zuurstofbinder",
    type: "boiler-treatment",
    ingredients: { "sodium-sulfite": null },
  },
  {
    text: "Zwembadchloor in tabletten van 200 g met trichloorisocyanuurzuur",
    type: "pool-chlorine",
    ingredients: { "trichloroisocyanuric-acid": null },
  },
  {
    text: "Geleisuiker met pectine en citroenzuur voor jam",
    type: "jam-setting-powder",
    ingredients: { pectin: null, "citric-acid": null },
  },
  {
    text: "Contactspray voor elektronica met isopropylalcohol",
    type: "contact-cleaner",
    ingredients: { "isopropyl-alcohol": null },
  },
  {
    text: "Composteerbare folie voor verpakkingen op basis van PLA en zetmeel",
    type: "compostable-film-compound",
    ingredients: { "polylactic-acid": null },
  },
  // "fluorvrij" is free of fluorine in any form: no fluoride and no fluorochemicals.
  { text: "Waterafstotende finish voor textiel, fluorvrij", type: "dwr-finish", claims: ["-fluoride", "-pfas"] },
  { text: "3D-printhars, met water afwasbaar, grijs", type: "water-washable-resin" },
  {
    text: "Massageolie met amandelolie en 2% lavendelolie",
    type: "massage-oil",
    ingredients: { "sweet-almond-oil": null, "lavender-oil": 2 },
  },
  {
    text: "Baardolie met jojobaolie en arganolie, voor mannen",
    type: "beard-oil",
    ingredients: { "jojoba-oil": null, "argan-oil": null },
    audience: ["men"],
  },
  {
    text: "Desinfecterende handgel met 70% alcohol en glycerine",
    type: "hand-sanitiser",
    ingredients: { alcohol: 70, glycerin: null },
  },
  {
    text: "Koudgeroerde zeep met olijfolie, kokosolie en sheaboter",
    type: "bar-soap",
    ingredients: { "olive-oil": null, "coconut-oil": null, "shea-butter": null },
  },
  { text: "Blondeerpoeder voor kappers, stofvrij", type: "hair-bleach", audience: ["professional"] },
  { text: "Keratinebehandeling zonder formaldehyde", type: "smoothing-treatment", claims: ["-formaldehyde"] },
];

/** A request in another language reads as its case says: type, named materials and levels, pH, claims, audience, scents. */
function expectReadAs(c: (typeof DUTCH)[number]) {
  const r = parseRequest({ description: c.text });
  expect(r.productType?.id).toBe(c.type);
  const named = new Map(
    r.ingredients.filter((i) => i.source !== "product-type").map((i) => [i.id ?? i.substance ?? i.name, i.level]),
  );
  for (const [id, level] of Object.entries(c.ingredients ?? {})) {
    expect(named.has(id), `${id} named`).toBe(true);
    expect(named.get(id)?.value ?? null).toBe(level);
  }
  if (c.ph) expect(r.ph && [r.ph.min, r.ph.max]).toEqual(c.ph);
  const claims = r.claims.map((x) => (x.kind === "free-from" ? `-${x.subject}` : x.subject));
  expect(claims).toEqual(expect.arrayContaining(c.claims ?? []));
  expect(r.audience).toEqual(expect.arrayContaining(c.audience ?? []));
  expect(r.scents).toEqual(expect.arrayContaining(c.scents ?? []));
}

function expectEveryDemoCategory(cases: readonly { text: string }[]) {
  const categories = new Set(cases.map((c) => parseRequest({ description: c.text }).productType?.category));
  expect([...categories].sort()).toEqual(DEMO_CATEGORIES.map((d) => d.id).sort());
}

describe("Dutch requests read as a Dutch maker writes them", () => {
  it.each(DUTCH.map((c) => [c.text, c] as const))("%s", (_, c) => {
    expect(detectLanguage(c.text)).toBe("nl");
    expectReadAs(c);
  });

  it("covers every demo category", () => expectEveryDemoCategory(DUTCH));

  it("reads Dutch compounds from their listed parts", () => {
    expect(translateText("citroengeur", "nl")).toBe("lemon scent");
    expect(translateText("Kattenshampoo", "nl")).toBe("cat shampoo");
    expect(translateText("rozemarijnolie", "nl")).toBe("rosemary oil");
    expect(translateText("alcoholvrije", "nl")).toBe("alcohol-free");
    expect(translateText("Keukenreiniger", "nl")).toBe("kitchen cleaner");
    // A word that only ends like a head is no compound: "engel" is no "en" + "gel", "regel" no "re" + "gel".
    expect(translateText("engel", "nl")).toBe("engel");
    expect(translateText("regel", "nl")).toBe("regel");
  });

  it("reads Dutch forms, amounts and ranges", () => {
    expect(translateText("baby's", "nl")).toBe("baby");
    expect(translateText("pH ca. 5,5", "nl")).toBe("pH about. 5,5");
    expect(translateText("5 procent ureum", "nl")).toBe("5 percent urea");
    expect(translateText("tot maximaal 2%", "nl")).toBe("up to 2%");
    expect(translateText("in stickvorm", "nl")).toBe("in stick form");
    // "soda" is washing soda, but "baking soda" written in English stays what it is.
    expect(translateText("soda en baking soda", "nl")).toBe("washing soda and baking soda");
  });
});

describe("no other language is read as Dutch", () => {
  // English words Dutch shares ("in", "of", "van", "de", "die", "talk") and a cited "EN" norm show no language.
  it.each([
    "shampoo with 2% panthenol, free of sulfates, in a 250 ml bottle",
    "interior dressing for the dashboard of a camper van",
    "compostable film certified to EN 13432, blend of PLA and PBAT",
    "talc-free baby powder with corn starch, die-cut sachets",
    "eau de toilette with 15% perfume oil",
    "beard oil in amber dropper bottles of 30 ml",
    "vast range of colours: lipstick in red",
  ])("English: %s", (text) => {
    expect(detectLanguage(text)).toBeUndefined();
  });

  it.each([
    ["Allzweckreiniger Konzentrat mit Zitronensäure, pH ca. 3, 100 L Ansatz", "de"],
    ["Handcreme mit Sheabutter und Mandelöl, parfümfrei", "de"],
    ["Glasreiniger mit Essig für Fenster", "de"],
    ["Lippenstift vegan, ohne Parabene", "de"],
    ["Spray für Hunde mit Lavendel", "de"],
    ["Shampooing pour chien à l'huile de coco", "fr"],
    ["Lessive en poudre pour le linge blanc", "fr"],
    ["Gel douche en flacon de 500 ml", "fr"],
    ["Champú en barra para cabello graso", "es"],
    ["Detergente en polvo sin fosfatos", "es"],
    ["Crema per le mani con burro di karité", "it"],
    ["Mydło w płynie z olejem kokosowym", "pl"],
  ] as const)("%s stays %s", (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });
});

/**
 * Portuguese requests in every demo category, as makers in Brazil and Portugal write them: the
 * product type, the named materials with their levels ("0,05%", "5 %"), pH and claims.
 */
const PORTUGUESE: DutchCase[] = [
  {
    text: "Enxaguante bucal sem álcool com 0,05% de fluoreto de sódio e 0,05% de cloreto de cetilpiridínio, sabor menta, frasco de 500 ml",
    type: "fluoride-mouthwash",
    ingredients: { "sodium-fluoride": 0.05, "cetylpyridinium-chloride": 0.05 },
    claims: ["-alcohol"],
    scents: ["mint"],
  },
  {
    text: "Pasta de dente infantil com 1000 ppm de flúor e xilitol, sabor morango, bisnaga de 50 g",
    type: "kids-toothpaste",
    ingredients: { fluoride: 1000, xylitol: null },
    audience: ["children"],
    scents: ["strawberry"],
  },
  {
    text: "Sérum facial com 2% de ácido hialurônico e 5 % de niacinamida, sem perfume, para pele sensível, pH 5,5",
    type: "face-serum",
    ingredients: { "hyaluronic-acid": 2, niacinamide: 5 },
    ph: [5.5, 5.5],
    claims: ["-fragrance"],
    audience: ["sensitive-skin"],
  },
  {
    text: "Creme para assaduras para bebês com 15% de óxido de zinco e pantenol, sem perfume e sem parabenos",
    type: "nappy-cream",
    ingredients: { "zinc-oxide": 15, panthenol: null },
    claims: ["-fragrance", "-paraben"],
    audience: ["children-under-3"],
  },
  {
    text: "Shampoo infantil sem lágrimas com camomila, hipoalergênico",
    type: "baby-wash",
    claims: ["tear-free", "hypoallergenic"],
    audience: ["children-under-3"],
  },
  {
    text: "Batom líquido matte vermelho, vegano, sem parabenos",
    type: "liquid-lipstick",
    claims: ["vegan", "-paraben"],
  },
  {
    text: "Limpador multiuso com vinagre e ácido cítrico, biodegradável, refil de 1 L",
    type: "all-purpose-cleaner",
    ingredients: { "acetic-acid": null, "citric-acid": null },
    claims: ["biodegradable"],
  },
  {
    text: "Água sanitária com 5% de hipoclorito de sódio, galão de 5 L",
    type: "household-bleach",
    ingredients: { "sodium-hypochlorite": 5 },
  },
  {
    text: "Desengordurante para cozinha com 2% de hidróxido de sódio, pronto para usar",
    type: "kitchen-degreaser",
    ingredients: { "sodium-hydroxide": 2 },
  },
  {
    text: "Sabão líquido para roupas delicadas, sem enzimas, com cheiro de lavanda",
    type: "delicates-detergent",
    claims: ["-enzyme"],
    scents: ["lavender"],
  },
  { text: "Fluxo de solda sem limpeza para eletrônica, sem halogênios", type: "solder-flux", claims: ["-halogen"] },
  {
    text: "Conservante alimentar com sorbato de potássio e benzoato de sódio",
    type: "food-preservative-blend",
    ingredients: { "potassium-sorbate": null, "sodium-benzoate": null },
  },
  {
    text: "Hidratante para couro com lanolina e cera de abelha",
    type: "leather-conditioner",
    ingredients: { lanolin: null, beeswax: null },
  },
  {
    text: "Creme de barbear com glicerina e mentol, para pele sensível",
    type: "shaving-cream",
    ingredients: { glycerin: null, menthol: null },
    audience: ["sensitive-skin", "men"],
  },
  {
    text: "Sabonete artesanal com óleo de coco, azeite e manteiga de karité, lote de 20 kg",
    type: "bar-soap",
    ingredients: { "coconut-oil": null, "olive-oil": null, "shea-butter": null },
  },
  {
    text: "Graxa para sapatos preta com cera de carnaúba e cera de abelha",
    type: "shoe-polish",
    ingredients: { "carnauba-wax": null, beeswax: null },
  },
  {
    text: "Argamassa colante para porcelanato, sem cloretos, saco de 20 kg",
    type: "tile-adhesive",
    claims: ["-chloride"],
  },
  {
    text: "Shampoo para cães com óleo de melaleuca, sem perfume",
    type: "pet-shampoo",
    ingredients: { "tea-tree-oil": null },
    claims: ["-fragrance"],
    audience: ["dogs"],
  },
  { text: "Resina lavável em água para impressão 3D, cinza", type: "water-washable-resin" },
  {
    text: "Fertilizante foliar com quelato de ferro e algas para tomates",
    type: "liquid-foliar-fertiliser",
    ingredients: { "ascophyllum-seaweed-extract": null },
  },
  {
    text: "Óleo de massagem com óleo de amêndoas doces e 2% de óleo de lavanda",
    type: "massage-oil",
    ingredients: { "sweet-almond-oil": null, "lavender-oil": 2 },
  },
  {
    text: "Cera automotiva com cera de carnaúba, lata de 200 g",
    type: "car-wax",
    ingredients: { "carnauba-wax": null },
  },
  {
    text: "Filme compostável para embalagens à base de PLA e amido",
    type: "compostable-film-compound",
    ingredients: { "polylactic-acid": null },
  },
  {
    text: "Champô sem sulfatos para cabelos encaracolados com óleo de argão e manteiga de karité, vegano",
    type: "shampoo",
    ingredients: { "argan-oil": null, "shea-butter": null },
    claims: ["vegan", "-sulfate"],
  },
  {
    text: "Álcool em gel com 70% de álcool etílico e glicerina",
    type: "hand-sanitiser",
    ingredients: { alcohol: 70, glycerin: null },
  },
  {
    text: "Descolorante em pó para salão, sem amônia",
    type: "hair-bleach",
    claims: ["-ammonia"],
    audience: ["professional"],
  },
  { text: "Escova progressiva sem formol", type: "smoothing-treatment", claims: ["-formaldehyde"] },
  // "sem flúor" is free of fluorine in any form: no fluoride and no fluorochemicals.
  {
    text: "Acabamento repelente à água para tecidos, sem flúor",
    type: "dwr-finish",
    claims: ["-fluoride", "-pfas"],
  },
  {
    text: "Cloro para piscina em pastilhas de 200 g com ácido tricloroisocianúrico",
    type: "pool-chlorine",
    ingredients: { "trichloroisocyanuric-acid": null },
  },
  {
    text: "Desinfetante com cloreto de benzalcônio, aroma de eucalipto",
    type: "surface-disinfectant",
    ingredients: { "benzalkonium-chloride": null },
    scents: ["eucalyptus"],
  },
];

describe("Portuguese requests read as a Brazilian or Portuguese maker writes them", () => {
  it.each(PORTUGUESE.map((c) => [c.text, c] as const))("%s", (_, c) => {
    expect(detectLanguage(c.text)).toBe("pt");
    expectReadAs(c);
  });

  it("covers every demo category", () => expectEveryDemoCategory(PORTUGUESE));

  it("reads Brazilian and European spellings alike", () => {
    expect(translateText("ácido hialurônico", "pt")).toBe("hyaluronic acid");
    expect(translateText("ácido hialurónico", "pt")).toBe("hyaluronic acid");
    expect(translateText("ACIDO HIALURONICO", "pt")).toBe("hyaluronic acid");
    expect(translateText("bebê", "pt")).toBe("baby");
    expect(translateText("bebé", "pt")).toBe("baby");
    expect(translateText("protetor solar", "pt")).toBe("sunscreen");
    expect(translateText("protector solar", "pt")).toBe("sunscreen");
    expect(translateText("xampu", "pt")).toBe("shampoo");
    expect(translateText("champô", "pt")).toBe("shampoo");
    expect(translateText("água sanitária", "pt")).toBe("bleach");
    expect(translateText("lixívia", "pt")).toBe("bleach");
    expect(translateText("pasta de dente", "pt")).toBe("toothpaste");
    expect(translateText("creme dental", "pt")).toBe("toothpaste");
    expect(translateText("casa de banho", "pt")).toBe("bathroom");
    expect(translateText("banheiro", "pt")).toBe("bathroom");
  });

  it("reads salts metal first, free-from words and amounts", () => {
    expect(translateText("cloreto de cetilpiridínio", "pt")).toBe("cetylpyridinium chloride");
    // A salt the glossary does not list whole is put in English order like the Spanish "de sodio".
    expect(translateText("cloreto de sódio", "pt")).toBe("sodium chloride");
    expect(translateText("bissulfato de sódio", "pt")).toBe("sodium bisulfate");
    expect(translateText("sulfato de ferro", "pt")).toBe("iron sulfate");
    // Quaternary ammonium salts too, and a metal written with its accent.
    expect(translateText("cloruro de benzalconio", "es")).toBe("benzalkonium chloride");
    expect(translateText("chlorure de benzalkonium", "fr")).toBe("benzalkonium chloride");
    expect(translateText("sulfate de magnésium", "fr")).toMatch(/^magnesium sulfates?$/);
    expect(translateText("sem álcool", "pt")).toBe("without alcohol");
    expect(translateText("sem perfume", "pt")).toBe("unscented");
    expect(translateText("à prova d'água", "pt")).toBe("waterproof");
    expect(translateText("até 2%", "pt")).toBe("up to 2%");
    expect(translateText("lote de 20 kg", "pt")).toBe("batch of 20 kg");
  });
});

describe("Spanish and Portuguese are told apart", () => {
  it.each([
    ["Champú sin sulfatos con cafeína para hombres", "es"],
    ["Desodorante para pies", "es"],
    ["Enjuague bucal sin alcohol con fluoruro de sodio", "es"],
    ["Crema facial con ácido hialurónico y niacinamida", "es"],
    ["Detergente en polvo sin fosfatos", "es"],
    ["Pintura de fachada blanca", "es"],
    ["Desodorante para pés", "pt"],
    ["Desodorante sem alumínio", "pt"],
    ["Detergente em pó sem fosfatos", "pt"],
    ["Enxaguante bucal sem álcool com fluoreto de sódio", "pt"],
    ["Creme facial com ácido hialurônico e niacinamida", "pt"],
    ["Tinta de fachada branca", "pt"],
    // Words both languages list ("superplastificante", "para", "concreto"): the grave accent is Portuguese.
    ["Superplastificante para concreto à base de policarboxilato", "pt"],
    ["Gel de duche", "pt"],
  ] as const)("%s is %s", (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });
});

describe("a Portuguese request's pack and batch", () => {
  const batchOf = (category: string, description: string) => {
    const outcome = generateFromDemo({ category, description });
    if (outcome.status !== "formulated") throw new Error(`"${description}" was refused`);
    return outcome.formulation.batchSize;
  };

  it.each([
    [
      "oral-care",
      "Enxaguante bucal sem álcool com 0,05% de fluoreto de sódio, sabor menta, frasco de 500 ml",
      500,
      "ml",
    ],
    ["oral-care", "Pasta de dente infantil com flúor, sabor morango, bisnaga de 50 g", 50, "g"],
    ["cleaning", "Água sanitária com 5% de hipoclorito de sódio, galão de 5 L", 5000, "ml"],
    ["detergent", "Detergente para louça com aroma de limão, bombona de 20 L", 20000, "ml"],
    ["construction", "Rejunte flexível cinza, balde de 18 kg", 18000, "g"],
    ["construction", "Argamassa colante sem cloretos, saco de 20 kg", 20000, "g"],
  ] as const)("%s: %s", (category, text, size, unit) => {
    expect(batchOf(category, text)).toMatch(new RegExp(`× ${size} ${unit}\\)$`));
  });

  it("'lote de 20 kg' is the batch", () => {
    expect(batchOf("organic-care", "Sabonete artesanal com óleo de coco e manteiga de karité, lote de 20 kg")).toMatch(
      /^20 kg/,
    );
  });
});
