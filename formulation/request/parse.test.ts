import { describe, expect, it } from "vitest";
import { checkItem, parseItem, summarise } from "./corpus-check";
import { REQUEST_CORPUS } from "./data/request-corpus";
import { REQUEST_HOLDOUT } from "./data/request-holdout";
import { parseCasNumbers, parseLevels, parsePh } from "./levels";
import { CONFIDENCE_THRESHOLD, parseRequest } from "./parse";
import { foldText } from "./text";

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

describe("request corpus", () => {
  it.each(
    REQUEST_CORPUS.map((item, i) => [i, item.text ?? item.productName ?? item.wizard?.productName, item] as const),
  )("#%i %s", (_, __, item) => {
    expect(checkItem(item, parseItem(item)).failures).toEqual([]);
  });

  it("reaches ≥ 95 % product-type accuracy and full extraction recall", () => {
    const s = summarise(REQUEST_CORPUS);
    console.log(
      `corpus (${s.items} requests): type accuracy ${pct(s.typeAccuracy)}, ingredient recall ${pct(s.ingredientRecall)}, ` +
        `level recall ${pct(s.levelRecall)}, claim recall ${pct(s.claimRecall)}, prohibited recall ${pct(s.prohibitedRecall)}`,
    );
    expect(s.typeAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(s.ingredientRecall).toBe(1);
    expect(s.claimRecall).toBe(1);
    expect(s.prohibitedRecall).toBe(1);
  });

  it("reports the held-out set (not tuned on) without gating on it", () => {
    const s = summarise(REQUEST_HOLDOUT);
    console.log(
      `held-out (${s.items} requests): type accuracy ${pct(s.typeAccuracy)}, ingredient recall ${pct(s.ingredientRecall)}, ` +
        `claim recall ${pct(s.claimRecall)}\n  ${s.failing.map((f) => `${f.text}: ${f.failures.join("; ")}`).join("\n  ")}`,
    );
    expect(s.typeAccuracy).toBeGreaterThan(0.75);
  });
});

describe("levels", () => {
  const one = (text: string) => parseLevels(foldText(text))[0];

  it("reads percentages with decimal points and commas, ranges and qualifiers", () => {
    expect(one("15% ascorbic acid")).toMatchObject({ value: 15, unit: "%", percent: 15 });
    expect(one("0.12 % retinal")).toMatchObject({ value: 0.12, unit: "%" });
    expect(one("0,5 % retinol")).toMatchObject({ value: 0.5 });
    expect(one("1-2% retinol")).toMatchObject({ value: 2, min: 1, max: 2 });
    expect(one("up to 1% retinol")).toMatchObject({ value: 1, qualifier: "max" });
    expect(one("at least 5 percent niacinamide")).toMatchObject({ value: 5, qualifier: "min" });
  });

  it("reads ppm and converts it to percent", () => {
    expect(one("1450 ppm fluoride")).toMatchObject({ value: 1450, unit: "ppm", percent: 0.145 });
    expect(one("1000ppm F")).toMatchObject({ value: 1000, unit: "ppm" });
  });

  it("ties levels to the substance before or after them", () => {
    const r = parseRequest({ description: "serum with salicylic acid 2% and 5 % niacinamide" });
    expect(r.ingredients.find((i) => i.id === "salicylic-acid")?.level?.value).toBe(2);
    expect(r.ingredients.find((i) => i.id === "niacinamide")?.level?.value).toBe(5);
  });

  it("reads a material given a level through a typo or a neighbouring language's spelling", () => {
    const r = parseRequest({ description: "gel crema, acido hialuronico 1%, pantenol 2%, niacinamde 4 %, 8% NaOH" });
    const level = (id: string) => r.ingredients.find((i) => i.id === id)?.level?.value;
    expect(level("hyaluronic-acid")).toBe(1);
    expect(level("panthenol")).toBe(2);
    expect(level("niacinamide")).toBe(4);
    expect(level("sodium-hydroxide")).toBe(8);
  });

  it("gives a level before 'essential oil of X' to X, but keeps a level before a bracketed list the blend's", () => {
    const one = parseRequest({ description: "beard oil with jojoba, argan, 1% essential oil of cedarwood" });
    expect(one.ingredients.find((i) => i.id === "cedarwood-oil")?.level?.value).toBe(1);
    expect(one.ingredients.find((i) => i.id === "argan-oil")?.level).toBeUndefined();
    const blend = parseRequest({ description: "organic cream with 10% essential oils (lavender, lemon)" });
    expect(blend.ingredients.find((i) => i.id === "lavender-oil")?.level).toBeUndefined();
  });

  it("keeps a level on its substance across the words of a grade ('1 % low and high molecular weight HA')", () => {
    const r = parseRequest({
      description: "hydrating serum with 1% low and high molecular weight hyaluronic acid, pH 5.5",
    });
    expect(r.ingredients.find((i) => i.id === "hyaluronic-acid")?.level?.value).toBe(1);
    // "and" joins two grade words only: it does not carry a level past a different material.
    const two = parseRequest({ description: "toner with 5% glycerin and panthenol" });
    expect(two.ingredients.find((i) => i.id === "panthenol")?.level).toBeUndefined();
  });

  it("reads a material whose name carries the word for its job ('rosemary antioxidant extract' is the extract, not the oil)", () => {
    const r = parseRequest({ description: "face cream with rosemary antioxidant extract and vitamin E" });
    expect(r.ingredients.map((i) => i.id)).toContain("rosemary-leaf-extract");
    expect(r.ingredients.map((i) => i.id)).not.toContain("rosemary-oil");
  });

  it("reads the colour of a user's hair or teeth as no colour for the product, but a dye's shade as its colour", () => {
    expect(parseRequest({ description: "Champú para perros de pelo blanco, con avena coloidal 1%" }).colours).toEqual(
      [],
    );
    expect(parseRequest({ description: "shampoo for dogs with white coats" }).colours).toEqual([]);
    expect(parseRequest({ description: "black hair dye, permanent" }).colours).toEqual(["black"]);
    expect(parseRequest({ description: "black shoe cream with carnauba" }).colours).toEqual(["black"]);
  });

  it("does not read an ordinary word beside a level as a material", () => {
    const r = parseRequest({ description: "shampoo, 12% active total, refill 5 L, natural 100%" });
    expect(r.ingredients).toEqual([]);
  });

  it("counts ppm fluoride as F", () => {
    const r = parseRequest({ description: "toothpaste, 1450 ppm fluoride" });
    expect(r.ingredients.find((i) => i.name === "fluoride")?.level).toMatchObject({
      value: 1450,
      unit: "ppm",
      basis: "F",
    });
  });

  it("does not take SPF, temperatures or pH for levels", () => {
    const r = parseRequest({ description: "SPF 30 lotion, works at 30°C, pH 5.5" });
    expect(r.ingredients.some((i) => i.level)).toBe(false);
    expect(r.spf).toBe(30);
  });
});

describe("pH", () => {
  it("reads single values and ranges", () => {
    expect(parsePh(foldText("pH 3"))).toMatchObject({ min: 3, max: 3 });
    expect(parsePh(foldText("at a pH of 5.5-6"))).toMatchObject({ min: 5.5, max: 6 });
    expect(parsePh(foldText("ph5,5"))).toMatchObject({ min: 5.5, max: 5.5 });
  });
  it("ignores pH words without a value", () => {
    expect(parsePh(foldText("pH minus granules"))).toBeUndefined();
    expect(parsePh(foldText("pH-balanced cleanser"))).toBeUndefined();
  });
});

describe("CAS numbers", () => {
  it("accepts valid check digits only", () => {
    expect(parseCasNumbers(foldText("CAS 123-31-9 and 123-31-8")).map((c) => c.cas)).toEqual(["123-31-9"]);
  });
  it("finds knowledge-base ingredients and Annex II entries by CAS", () => {
    const kb = parseRequest({ description: "a gel with 56-81-5" });
    expect(kb.ingredients[0]).toMatchObject({ id: "glycerin", source: "cas" });
    const banned = parseRequest({ description: "cream containing 123-31-9" });
    expect(banned.prohibited[0]).toMatchObject({ entryId: "II/1339", via: "cas" });
  });
});

describe("free-from claims and negation", () => {
  const subjects = (description: string) => parseRequest({ description }).claims.map((c) => c.subject);

  it("reads hyphenated, spaced and listed forms", () => {
    expect(subjects("paraben-free lotion")).toEqual(["paraben"]);
    expect(subjects("paraben free lotion")).toEqual(["paraben"]);
    expect(subjects("paraben, sulfate and silicone free shampoo").sort()).toEqual(["paraben", "silicone", "sulfate"]);
    expect(subjects("free from parabens and sulphates").sort()).toEqual(["paraben", "sulfate"]);
  });

  it("reads no / without / 0 %", () => {
    expect(subjects("no parabens")).toEqual(["paraben"]);
    expect(subjects("without sulphates")).toEqual(["sulfate"]);
    expect(subjects("no parabens, no sulfates or silicones").sort()).toEqual(["paraben", "silicone", "sulfate"]);
    expect(subjects("0% alcohol toner")).toEqual(["alcohol"]);
  });

  it("maps synonyms of a subject to one claim", () => {
    expect(subjects("unscented body lotion")).toEqual(["fragrance"]);
    expect(subjects("perfume-free body lotion")).toEqual(["fragrance"]);
    expect(subjects("aluminum free deodorant")).toEqual(["aluminium"]);
    expect(subjects("non-bio laundry liquid")).toEqual(["enzyme"]);
  });

  it("never reads a ruled-out substance as requested", () => {
    const r = parseRequest({ description: "toner without alcohol, no witch hazel" });
    expect(r.ingredients.map((i) => i.id)).toEqual([]);
    expect(r.claims.map((c) => c.subject).sort()).toEqual(["alcohol", "witch-hazel-water"]);
  });

  it("lists the knowledge-base ingredients a claim rules out", () => {
    const claim = parseRequest({ description: "SLS-free toothpaste" }).claims[0];
    expect(claim).toMatchObject({ kind: "free-from", subject: "sls", known: true });
    expect(claim?.kind === "free-from" && claim.excludes).toContain("sodium-lauryl-sulfate");
  });

  it("ignores performance words and keeps positive claims apart", () => {
    expect(subjects("streak-free glass cleaner")).toEqual([]);
    expect(subjects("vegan, cruelty-free lip balm").sort()).toEqual(["cruelty-free", "vegan"]);
    expect(subjects("no-rinse shampoo for dogs")).toEqual([]);
  });
});

describe("product types", () => {
  it("answers 'not understood' with suggestions below the threshold, never a random type", () => {
    const r = parseRequest({ description: "qwertz uiop", category: "skin-care" });
    expect(r.understood).toBe(false);
    expect(r.productType).toBeNull();
    expect(r.suggestions.length).toBeGreaterThan(0);
    expect(CONFIDENCE_THRESHOLD).toBe(0.5);
  });

  it("lets the text's type win over the chosen category, and says so", () => {
    const r = parseRequest({ description: "hand dishwashing liquid", category: "cleaning" });
    expect(r.productType).toMatchObject({ id: "hand-dishwashing-liquid", outsideCategory: true });
    const d = parseRequest({ description: "hand dishwashing liquid", category: "detergent" });
    expect(d.productType).toMatchObject({ id: "hand-dishwashing-liquid", outsideCategory: false });
  });

  it("recognises medicinal and veterinary requests and refuses them", () => {
    expect(parseRequest({ description: "permethrin spot-on for dogs" }).refusal?.kind).toBe("veterinary-medicinal");
    expect(parseRequest({ description: "antibiotic cream" }).refusal?.kind).toBe("human-medicinal");
  });

  it("is deterministic", () => {
    const input = { description: "matte liquid lipstick in red, vegan", category: "beauty" };
    expect(parseRequest(input)).toEqual(parseRequest(input));
  });
});

describe("names as people write them", () => {
  it("a generic word after a named ingredient describes it: peroxide bleach is not hypochlorite", () => {
    const r = parseRequest({ description: "laundry liquid with protease and 10% hydrogen peroxide bleach" });
    expect(r.ingredients.map((n) => n.id)).toEqual(["protease-subtilisin", "hydrogen-peroxide"]);
    expect(parseRequest({ description: "bathroom cleaner with bleach" }).ingredients.map((n) => n.id)).toEqual([
      "sodium-hypochlorite",
    ]);
  });
});

describe("a free-from claim on an ingredient", () => {
  it("rules out every grade named after it: rosin-free leaves out gum and hydrogenated rosin alike", () => {
    const claim = parseRequest({ description: "no-clean solder flux, rosin free" }).claims.find(
      (c) => c.kind === "free-from",
    );
    expect(claim?.kind === "free-from" && claim.excludes).toEqual(
      expect.arrayContaining(["gum-rosin", "hydrogenated-rosin"]),
    );
  });
});

it("toddlers and ages that start below three make a product for children under 3", () => {
  const audience = (description: string) => parseRequest({ description }).audience;
  expect(audience("roll on for toddlers, chest rub")).toContain("children-under-3");
  expect(audience("balm for kids 1-3yo")).toContain("children-under-3");
  expect(audience("balm for children aged 2 and up")).toContain("children-under-3");
  expect(audience("kids shampoo for 3-12 years")).not.toContain("children-under-3");
  // Without a child in the request a number and "m" are not an age.
  expect(audience("cream with 5 m of shelf life")).not.toContain("children-under-3");
});

it("a level followed by 'active' counts the substance, in the languages the glossary reads", () => {
  const levels = (text: string) => parseLevels(foldText(text));
  expect(levels("HEDP 10% active, NaOH")[0]?.active).toBe(true);
  expect(levels("PBTC 5 % a.i.")[0]?.active).toBe(true);
  expect(levels("3 % Aktivsubstanz")[0]?.active).toBe(true);
  expect(levels("10 % de matière active")[0]?.active).toBe(true);
  expect(levels("SLES 12%, betaine 4%")[0]?.active).toBeUndefined();
});

it("Polish names are read in the cases a sentence puts them in", () => {
  const named = (description: string) => parseRequest({ description }).ingredients.map((i) => i.id);
  expect(named("płyn do szyb, 10% alkoholu izopropylowego")).toContain("isopropyl-alcohol");
  expect(named("serum z kwasem salicylowym 2%")).toContain("salicylic-acid");
  expect(named("krem z olejem arganowym")).toContain("argan-oil");
  expect(named("proszek z 5% wodorotlenku sodu")).toContain("sodium-hydroxide");
});

describe("a product named in Romance word order ('balm for leather')", () => {
  it.each([
    ["leather", "Baume nourrissant pour cuir lisse, cire d'abeille, huile de pied de boeuf, lanoline", "leather-balm"],
    ["automotive-coating", "Cera en spray para coches, base agua, lote de 200 L", "spray-sealant"],
    ["skin-care", "cream for hands with shea butter", "hand-cream"],
    ["food-additives", "mezcla conservante en polvo para mermelada casera", "food-preservative-blend"],
    ["food-additives", "Sel de saumure pour charcuterie, nitrite de sodium", "curing-salt"],
  ])("%s: %s", (category, description, type) => {
    expect(parseRequest({ category, description }).productType?.id).toBe(type);
  });
});

describe("a name two materials share is read by the job the request gives it", () => {
  it("'betaine' in a list of surfactants is the betaine surfactant", () => {
    const r = parseRequest({
      category: "baby-care",
      description: "Gel lavant bébé sans sulfates, tensioactifs doux (coco-glucoside, bétaïne), lot de 50 kg",
    });
    expect(r.ingredients.map((i) => i.id)).toContain("cocamidopropyl-betaine");
  });
  it("'betaine' as a moisturiser is trimethylglycine", () => {
    const r = parseRequest({ category: "skin-care", description: "moisturising cream with 3% betaine and urea" });
    expect(r.ingredients.map((i) => i.id)).toContain("betaine");
  });
});
