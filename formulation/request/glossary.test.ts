import { describe, expect, it } from "vitest";
import { parseItem } from "./corpus-check";
import glossary from "./data/glossary.json";
import { REQUEST_CORPUS } from "./data/request-corpus";
import { REQUEST_HOLDOUT } from "./data/request-holdout";
import { detectLanguage, type GlossaryLanguage, translateRequest, translateText } from "./glossary";
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

  it("drops elided articles with their apostrophe", () => {
    expect(translateText("à l'huile d'argan", "fr")).toBe("with argan oil");
    expect(translateText("all'olio di cocco", "it")).toBe("with coconut oil");
  });

  it("finds no language in English text", () => {
    expect(detectLanguage("sulfate-free shampoo with 2% niacinamide")).toBeUndefined();
    expect(detectLanguage("eau de parfum, 20% perfume oil")).toBeUndefined();
    // "EN 13432" is the norm, not the French or Spanish "en".
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
