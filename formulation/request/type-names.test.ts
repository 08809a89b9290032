/**
 * Product types named as small manufacturers name them in German, French, Spanish, Italian,
 * Polish, Dutch and Portuguese (data/type-names-multilingual.ts): each request, under the type's
 * own demo category, is read in its language and understood as that type.
 */
import { describe, expect, it } from "vitest";
import { DEMO_CATEGORIES } from "../generator/demo-categories";
import { TYPE_NAME_HOLDOUT, TYPE_NAME_REQUESTS, type TypeNameRequest } from "./data/type-names-multilingual";
import { detectLanguage, type GlossaryLanguage } from "./glossary";
import { parseRequest } from "./parse";
import { PRODUCT_TYPES } from "./taxonomy";

const LANGUAGES: GlossaryLanguage[] = ["de", "fr", "es", "it", "pl", "nl", "pt"];

/**
 * Requests the glossary cannot settle by their words: Polish "brodawki" is both nipples and
 * warts, and nothing else in "Maść na brodawki z lanoliną" says which.
 */
const AMBIGUOUS = new Set(["pl Maść na brodawki z lanoliną, 30 ml."]);

function cases(list: readonly TypeNameRequest[]) {
  return list.flatMap((c) =>
    LANGUAGES.flatMap((lang) => {
      const text = c[lang];
      return text ? [{ lang, text, type: c.type }] : [];
    }),
  );
}

function read(lang: GlossaryLanguage, text: string, type: string) {
  const category = PRODUCT_TYPES.find((t) => t.id === type)?.category;
  const r = parseRequest({ ...(category ? { category } : {}), description: text });
  return { language: detectLanguage(text), type: r.understood ? (r.productType?.id ?? null) : null, lang };
}

describe("product types named in seven languages", () => {
  const all = cases(TYPE_NAME_REQUESTS);
  const clear = all.filter((c) => !AMBIGUOUS.has(`${c.lang} ${c.text}`));

  it.each(clear.map((c) => [c.lang, c.type, c.text, c] as const))("%s %s: %s", (_, __, ___, c) => {
    expect(read(c.lang, c.text, c.type)).toEqual({ language: c.lang, type: c.type, lang: c.lang });
  });

  it.each(all.filter((c) => AMBIGUOUS.has(`${c.lang} ${c.text}`)).map((c) => [c.text, c] as const))(
    "is not yet read: %s",
    (_, c) => {
      expect(read(c.lang, c.text, c.type).type).not.toBe(c.type);
    },
  );

  it("names at least 150 product types of every demo category, each in four languages or more", () => {
    const types = new Set(TYPE_NAME_REQUESTS.map((c) => c.type));
    expect(types.size).toBe(TYPE_NAME_REQUESTS.length);
    expect(types.size).toBeGreaterThanOrEqual(150);
    for (const c of TYPE_NAME_REQUESTS) {
      expect(
        PRODUCT_TYPES.some((t) => t.id === c.type),
        c.type,
      ).toBe(true);
      expect(LANGUAGES.filter((l) => c[l]).length, c.type).toBeGreaterThanOrEqual(4);
    }
    const categories = new Set(TYPE_NAME_REQUESTS.map((c) => PRODUCT_TYPES.find((t) => t.id === c.type)?.category));
    expect([...categories].sort()).toEqual(DEMO_CATEGORIES.map((d) => d.id).sort());
  });
});

/**
 * The holdout was written after the glossary work and never tuned on. Measured when written:
 * 22 of 30 read as their type (73 %). Missed then: German "Kartonkleber", "Algenverhütungsmittel"
 * and "Tafelzoetstof" (Dutch) as unlisted compounds, Italian "lucidante per pneumatici" and
 * "finissaggio idrorepellente" (read as masonry), Polish "mleczko do pielęgnacji skóry", French
 * "shampooing pour daim" (read as hair shampoo) and Italian "sgrassatore per forno" (read as a
 * kitchen degreaser). The test holds that rate less a margin of two requests.
 */
describe("holdout requests naming product types in other languages", () => {
  it("reads at least 20 of the 30 as their type", () => {
    const read = TYPE_NAME_HOLDOUT.filter((c) => {
      const category = PRODUCT_TYPES.find((t) => t.id === c.type)?.category;
      const r = parseRequest({ ...(category ? { category } : {}), description: c.text });
      return r.understood && r.productType?.id === c.type && detectLanguage(c.text) === c.lang;
    });
    expect(TYPE_NAME_HOLDOUT).toHaveLength(30);
    expect(read.length).toBeGreaterThanOrEqual(20);
  });
});

/**
 * Requests a reviewer wrote, each read under the category it was asked in: a trade name in
 * word order the glossary must turn ("cirage crème"), a category's name spelt out of order
 * ("cleaner + conditioner 2-in-1 for leather"), and English words one letter from a type name
 * ("flush" is no blush).
 */
describe("long requests are read as the product the category holds", () => {
  it.each([
    [
      "shoe-care",
      "Cirage crème pour chaussures en cuir lisse, coloris noir, à base de cires (carnauba et cire d'abeille) et solvant isoparaffinique, bonne brillance au lustrage. Pot métal de 50 ml, lot de 100 kg.",
      "shoe-cream",
    ],
    [
      "leather",
      "Cleaner + conditioner 2-in-1 for leather car seats (finished/pigmented leather). Water based emulsion, pH 5-6, mild surfactant, some conditioning oil, matt finish not shiny, no silicone. 500 ml trigger spray.",
      "leather-conditioner",
    ],
    [
      "automotive-coating",
      "Cera spray per auto a base acqua con silicone amminofunzionale emulsionato circa 3%, effetto idrorepellente (beading), da spruzzare su carrozzeria bagnata e risciacquare. Flacone 500 ml, pH 7-8.",
      "spray-sealant",
    ],
    [
      "biodegradable-packaging",
      "Need a film for our snack bags that is 100% PLA, home compostable in 4 weeks, water resistant, and ALSO dissolves in cold tap water so consumers can flush it.",
      "compostable-film-compound",
    ],
    [
      "salon-base",
      "Baza szamponu dla salonów fryzjerskich, bez SLS i SLES, na bazie glukozydów i betainy, ok. 10% substancji aktywnej, pH 5,5. Kanister 5 l.",
      "shampoo-base",
    ],
    [
      "water-treatment",
      "Antiscalant / corrosie-inhibitor voor open recirculerende koeltorens, op basis van fosfonaat (HEDP) en polyacrylaat, met zinkvrij recept. IBC van 1000 L.",
      "cooling-water-inhibitor",
    ],
    [
      "baby-care",
      "Lotion for baby wet wipes, about 98-99% water, pH 5.5, phenoxyethanol free, fragrance free, mild solubilized emollient.",
      "baby-wipes-lotion",
    ],
    [
      "grooming",
      "Water based pomade, medium hold medium shine, washes out with water easily. Vanilla-tobacco scent. 100 g tin, batch 50kg.",
      "pomade",
    ],
    [
      "biodegradable-packaging",
      "we make loose-fill packaging peanuts and want an industrially compostable formula based on starch extruded with water as blowing agent, EN 13432.",
      "thermoplastic-starch-compound",
    ],
  ])("%s: %s", (category, description, type) => {
    const r = parseRequest({ category, description });
    expect(r.understood ? r.productType?.id : "not understood").toBe(type);
  });
});
