/**
 * The engine builds what was asked, or says plainly why not. Each case is a request a real user
 * made that the generator used to get wrong.
 */
import { describe, expect, test } from "vitest";
import { estimatePh } from "../chemistry/ph";
import { parsePercentage } from "../percent";
import { type FormulateOutcome, generateFromDemo } from ".";

function formulated(category: string, description: string) {
  const outcome = generateFromDemo({ category, description });
  if (outcome.status !== "formulated") {
    throw new Error(`"${description}" was refused: ${outcome.notices.map((n) => n.message).join(" / ")}`);
  }
  return outcome;
}

const percentOf = (o: Extract<FormulateOutcome, { status: "formulated" }>, id: string) => {
  const row = o.formulation.ingredients.find((i) => i.id === id);
  const parsed = row ? parsePercentage(row.percentage) : undefined;
  return parsed?.kind === "value" ? parsed.hundredths / 100 : 0;
};
const ids = (o: Extract<FormulateOutcome, { status: "formulated" }>) => o.formulation.ingredients.map((i) => i.id);

describe("named actives at their level", () => {
  test("a vitamin C serum with 15 % ascorbic acid at pH 3", () => {
    const o = formulated("skin-care", "Vitamin C serum with 15% ascorbic acid, pH 3");
    expect(o.request.productType?.id).toBe("face-serum");
    expect(percentOf(o, "ascorbic-acid")).toBe(15);
    expect(Number(o.formulation.phLevel)).toBeCloseTo(3, 0);
  });

  test("niacinamide 10 %", () => {
    expect(percentOf(formulated("skin-care", "niacinamide 10 % serum"), "niacinamide")).toBe(10);
  });

  test("a daily fluoride rinse at 225 ppm F carries 0.05 % sodium fluoride, not a toothpaste's 0.22 %", () => {
    const asked = formulated("oral-care", "fluoride mouthwash 225 ppm fluoride for daily use");
    expect(percentOf(asked, "sodium-fluoride")).toBeCloseTo(0.05, 2);
    const plain = formulated("oral-care", "a fluoride mouthwash");
    expect(percentOf(plain, "sodium-fluoride")).toBeLessThanOrEqual(0.05);
  });
});

describe("free-from claims remove whole classes", () => {
  test.each([
    ["cleaning", "ammonia-free glass cleaner", ["ammonium-hydroxide"]],
    ["baby-care", "lanolin-free nappy cream", ["lanolin", "lanolin-alcohol"]],
    ["baby-care", "phenoxyethanol-free baby wipes", ["phenoxyethanol", "phenoxyethanol-ethylhexylglycerin"]],
  ])("%s: %s", (category, description, banned) => {
    const o = formulated(category, description);
    for (const id of banned) expect(ids(o)).not.toContain(id);
  });

  test("a fragrance-free fabric softener has no fragrance or essential oil", () => {
    const o = formulated("detergent", "fragrance-free softener");
    expect(o.formulation.ingredients.filter((i) => /fragrance|essential|lavender|oil$/i.test(i.name))).toEqual([]);
  });
});

describe("the right product, or a plain refusal", () => {
  test("hand dishwashing liquid asked under detergents is a hand dishwashing liquid", () => {
    expect(formulated("detergent", "hand dishwashing liquid").formulation.productType).toMatch(/hand dishwashing/);
  });

  test("nonsense is not turned into a serum", () => {
    const o = generateFromDemo({ category: "skin-care", description: "asdf qwerty blorp" });
    expect(o.status).toBe("refused");
    expect(o.notices[0]?.code).toBe("not-understood");
  });

  test("a banned substance is named and refused, never silently swapped", () => {
    const o = generateFromDemo({ category: "skin-care", description: "face cream with 2% hydroquinone" });
    expect(o.notices.some((n) => n.code === "prohibited" && /Hydroquinone/.test(n.message))).toBe(true);
    if (o.status === "formulated") expect(o.formulation.ingredients.map((i) => i.inci)).not.toContain("Hydroquinone");
  });

  test("a veterinary medicine is not formulated", () => {
    const o = generateFromDemo({ category: "pet-care", description: "permethrin spot-on for dogs" });
    expect(o.status).toBe("refused");
    expect(o.notices[0]?.code).toBe("refused-medicinal");
  });

  test("a hand sanitiser is formulated with the notice that it is a biocide (PT1)", () => {
    const o = formulated("grooming", "hand sanitiser gel");
    expect(o.notices.find((n) => n.code === "regime")?.message).toMatch(/biocidal product \(BPR PT1\)/);
  });
});

describe("numbers and processes a chemist would sign", () => {
  test("the stated pH is the pH the formula's acids and bases give", () => {
    const o = formulated("skin-care", "AHA exfoliating toner");
    const water = percentOf(o, "water");
    const rows = o.formulation.ingredients.map((i) => ({ id: i.id, percent: percentOf(o, i.id) }));
    expect(estimatePh(rows, water)).toBeCloseTo(Number(o.formulation.phLevel), 0);
    expect(Number(o.formulation.phLevel)).toBeGreaterThanOrEqual(3);
  });

  test("no filler acid: a formula already at its pH gets no pH adjuster", () => {
    const requests: [string, string][] = [
      ["skin-care", "niacinamide 10 % serum"],
      ["baby-care", "zinc oxide nappy cream"],
      ["oral-care", "fluoride toothpaste"],
      ["skin-care", "a rich face cream"],
    ];
    const adjusted = requests
      .map(([c, d]) => formulated(c, d))
      .filter((o) => o.formulation.ingredients.some((i) => i.function === "pH adjuster" && i.percentage === "0.1%"));
    expect(adjusted.map((o) => o.formulation.name)).toEqual([]);
  });

  test("a water-in-oil cream adds the water phase to the oil phase", () => {
    const o = formulated("baby-care", "zinc oxide nappy cream");
    const steps = o.formulation.instructions.flatMap((p) => p.steps).join(" ");
    expect(steps).toMatch(/add the water phase to the oil phase/);
  });

  test("an alcohol gel hydrates its carbomer in water before the alcohol goes in", () => {
    const steps = formulated("grooming", "hand sanitiser gel").formulation.instructions.flatMap((p) => p.steps);
    const hydrate = steps.findIndex((s) => /Carbomer/.test(s) && /Water/.test(s));
    const alcohol = steps.findIndex((s) => /Denatured Alcohol/.test(s));
    expect(hydrate).toBeGreaterThanOrEqual(0);
    expect(hydrate).toBeLessThan(alcohol);
  });

  test("toothpaste is made and finished under vacuum", () => {
    const steps = formulated("oral-care", "fluoride toothpaste").formulation.instructions.flatMap((p) => p.steps);
    expect(steps.join(" ")).toMatch(/Deaerate under full vacuum/);
  });
});

describe("fluoride in ppm F", () => {
  test("a toothpaste asked at 1450 ppm gets a fluoride source at that level, stated for the label", () => {
    const o = formulated("oral-care", "fluoride toothpaste 1450 ppm");
    expect(o.notices.find((n) => n.code === "fluoride")?.message).toMatch(/Contains 14[45]\d ppm fluoride/);
  });

  test("a rinse above the daily level is labelled for weekly use", () => {
    const o = formulated("oral-care", "weekly fluoride rinse with 900 ppm fluoride");
    expect(o.notices.find((n) => n.code === "fluoride")?.message).toMatch(/weekly use, not daily/);
  });
});

test("a herbicide is refused as a plant protection product, not 'not in the library yet'", () => {
  const o = generateFromDemo({ category: "agricultural-chemicals", description: "a glyphosate weed killer" });
  expect(o.status).toBe("refused");
  expect(o.notices.some((n) => n.code === "refused-regime" && /1107\/2009/.test(n.message))).toBe(true);
});

describe("product names that hold a claim", () => {
  test("a no-lye relaxer is the calcium hydroxide / guanidine kind, never the lye cream without its lye", () => {
    for (const text of ["no-lye relaxer", "a no lye relaxer kit for coarse hair"]) {
      const o = formulated("salon-base", text);
      expect(o.request.productType?.id, text).toBe("hair-relaxer");
      expect(o.formulation.archetype, text).toBe("no-lye-relaxer-cream");
      expect(ids(o), text).not.toContain("sodium-hydroxide-relaxer");
      expect(percentOf(o, "calcium-hydroxide"), text).toBeGreaterThan(4);
      expect(percentOf(o, "calcium-hydroxide"), text).toBeLessThanOrEqual(7);
      expect(o.formulation.usageInstructions, text).toMatch(/guanidine carbonate/);
    }
    expect(formulated("salon-base", "lye relaxer, regular strength").formulation.archetype).toBe("lye-relaxer-cream");
  });

  test("a tinted lip balm carries a lip-safe colourant ground into its oil; a plain lip balm none", () => {
    const tinted = formulated("beauty", "tinted lip balm");
    expect(tinted.request.productType?.id).toBe("tinted-lip-balm");
    const colourant = tinted.formulation.ingredients.find((i) => i.function === "Colourant");
    expect(colourant).toBeDefined();
    expect(tinted.formulation.instructions[0]?.phase).toMatch(/Pigment grind/);
    const plain = formulated("beauty", "lip balm for chapped lips");
    expect(plain.formulation.ingredients.some((i) => /colou?rant|pigment/i.test(i.function))).toBe(false);
  });

  test("an organic fertiliser is formulated as one, under the fertilising products regulation", () => {
    const o = formulated("agricultural-chemicals", "organic fertiliser");
    expect(o.request.productType?.id).toBe("organic-liquid-fertiliser");
    expect(o.notices.some((n) => n.code === "regime" && /2019\/1009/.test(n.message))).toBe(true);
  });
});

describe("a refusal speaks of what the request asked for", () => {
  test("a dye and its developer in one tube are refused for the pair, not for the dye cream's own antioxidant", () => {
    const outcome = generateFromDemo({
      category: "salon-base",
      description: "Oxidations-Haarfarbe Creme mit 6% PPD und 12% Wasserstoffperoxid fertig gemischt in einer Tube",
    });
    expect(outcome.status).toBe("refused");
    const said = outcome.notices.map((n) => n.message).join(" ");
    expect(said).toMatch(/Phenylenediamine.*Hydrogen Peroxide|Hydrogen Peroxide.*Phenylenediamine/);
    expect(said).not.toMatch(/sulfite/i);
  });

  test("enzymes with hydrogen peroxide in one bottle are refused for spoiling the enzymes, with no bleach invented", () => {
    const outcome = generateFromDemo({
      category: "detergent",
      description: "enzyme laundry liquid with protease + amylase AND 10% hydrogen peroxide bleach in one bottle",
    });
    expect(outcome.status).toBe("refused");
    const said = outcome.notices.map((n) => n.message).join(" ");
    expect(said).toMatch(/enzyme loses its activity/);
    expect(said).not.toMatch(/hypochlorite/i);
  });
});

describe("a notice says only what is true of this request", () => {
  test("xylitol left out of a dog toothpaste is explained by xylitol, not by tea tree as well", () => {
    const { notices } = formulated("pet-care", "sugar free dog toothpaste sweetened with xylitol, chicken flavour");
    const said = notices.map((n) => n.message).join(" ");
    expect(said).toMatch(/Xylitol is not used in a product for dogs/);
    expect(said).not.toMatch(/tea tree/i);
  });

  test("a personal-care material the household template offers is used at its slot's level, not declined", () => {
    const { notices, formulation } = formulated(
      "detergent",
      "hand dishwashing liquid with aloe vera, neutral pH, lots of foam",
    );
    expect(notices.map((n) => n.message).join(" ")).not.toMatch(/Aloe Vera Leaf Juice is a personal-care raw material/);
    const aloe = formulation.ingredients.find((i) => i.name === "Aloe Vera Leaf Juice");
    // A gesture in a dish liquid, as the template gives it; not the 20-35 % of an after-sun gel.
    expect(Number.parseFloat(aloe?.percentage ?? "0")).toBeGreaterThan(0);
    expect(Number.parseFloat(aloe?.percentage ?? "100")).toBeLessThanOrEqual(2);
  });

  test("a personal-care material a household template does not offer is declined for what our data holds", () => {
    const { notices } = formulated("cleaning", "glass cleaner with aloe vera");
    expect(notices.map((n) => n.message).join(" ")).toMatch(
      /Aloe Vera Leaf Juice is a personal-care raw material: our knowledge base has no grade of it for/,
    );
  });
});
