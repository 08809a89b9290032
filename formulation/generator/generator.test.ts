import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { CATEGORY_SLUGS } from "../categories";
import { ingredientById } from "../knowledge";
import { LibraryFormulationSchema } from "../library-schema";
import { validate } from "../validate";
import { type GeneratedFormulation, generateBulk, generateFromDemo, generateFromWizard } from ".";
import { ARCHETYPES } from "./archetypes";
import { DEMO_CATEGORIES } from "./demo-categories";
import { PRODUCTION_VOLUMES, STORAGE_OPTIONS } from "./requests";
import { BUDGETS, CONSISTENCIES, REGULATORY_OPTIONS } from "./types";

function errorsOf(f: GeneratedFormulation): string[] {
  return validate(
    {
      ingredients: f.ingredients,
      instructions: f.instructions,
      temperature: f.temperature,
      processingTime: f.processingTime,
      phLevel: f.phLevel,
    },
    { category: f.category, productType: f.productType, leaveOn: f.leaveOn },
  )
    .findings.filter((x) => x.severity === "error")
    .map((x) => `${f.archetype}: ${x.code} ${x.message}`);
}

describe("archetypes", () => {
  test("every archetype names only knowledge-base ingredients", () => {
    const missing = ARCHETYPES.flatMap((a) =>
      [a.balance.id, ...a.slots.flatMap((s) => s.candidates)]
        .filter((id) => !ingredientById(id))
        .map((id) => `${a.id}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  test("archetype ids are unique", () => {
    const ids = ARCHETYPES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

const wizardRequest = fc.record({
  productName: fc.constantFrom(
    "Anti-Aging Face Cream",
    "Moisturizing Shampoo",
    "Vitamin Serum",
    "Glass Cleaner",
    "Aloe Gel",
    "Face Powder",
    "Night Cream",
    "Beard Oil",
    "Body Lotion",
    "Toothpaste",
    "Hand Cream",
  ),
  consistencyType: fc.constantFrom(...CONSISTENCIES),
  viscosity: fc.constantFrom("Low", "Medium", "High", "Very High"),
  volume: fc.constantFrom("15ml", "30ml", "50ml", "100ml", "250ml"),
  specialProperties: fc.subarray([
    "Moisturizing",
    "Anti-aging",
    "Brightening",
    "Soothing",
    "Fragrance-free",
    "Oil-control",
    "Vegan",
  ]),
  phLevel: fc.double({ min: 1, max: 14, noNaN: true }),
  shelfLife: fc.integer({ min: 1, max: 60 }),
  storageTemperature: fc.constantFrom(...STORAGE_OPTIONS),
  budgetCategory: fc.constantFrom(...BUDGETS),
  productionVolume: fc.constantFrom(...PRODUCTION_VOLUMES),
  regulatoryRequirements: fc.subarray([...REGULATORY_OPTIONS]),
  additionalNotes: fc.string({ maxLength: 40 }),
});

describe("every generated formulation passes the validator with zero errors", () => {
  test("wizard requests", () => {
    fc.assert(
      fc.property(wizardRequest, (request) => {
        expect(errorsOf(generateFromWizard(request))).toEqual([]);
      }),
      { numRuns: 250 },
    );
  });

  test("demo requests for all 25 demo categories", () => {
    for (const demo of DEMO_CATEGORIES) {
      expect(errorsOf(generateFromDemo({ category: demo.id, description: demo.samplePrompt }))).toEqual([]);
    }
    fc.assert(
      fc.property(fc.constantFrom(...DEMO_CATEGORIES), fc.string({ minLength: 1, maxLength: 80 }), (demo, text) => {
        expect(errorsOf(generateFromDemo({ category: demo.id, description: text }))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  test("bulk requests across all 22 categories give distinct formulations", () => {
    for (const category of CATEGORY_SLUGS) {
      const batch = generateBulk({ category, count: 8 });
      expect(batch).toHaveLength(8);
      expect(new Set(batch.map((f) => f.name)).size).toBe(8);
      expect(new Set(batch.map((f) => f.slug)).size).toBe(8);
      for (const f of batch) expect(errorsOf(f)).toEqual([]);
    }
  });
});

test("the same request always gives the same formulation", () => {
  const request = { productName: "Brightening Day Cream", specialProperties: ["Brightening"], phLevel: 5.5 };
  expect(generateFromWizard(request)).toEqual(generateFromWizard(request));
  expect(generateFromWizard({ ...request, phLevel: 6 })).not.toEqual(generateFromWizard(request));
});

test("a generated formulation is complete and fits the library's own schema and limits", () => {
  const f = generateFromWizard({
    productName: "Anti-Aging Face Cream",
    specialProperties: ["Anti-aging", "Moisturizing"],
  });
  const parsed = LibraryFormulationSchema.safeParse({ ...f, usageInstructions: f.usageInstructions });
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(f.seoTitle.length).toBeLessThanOrEqual(60);
  expect(f.metaDescription.length).toBeLessThanOrEqual(160);
  expect(f.ingredients.every((i) => i.reason.length > 10)).toBe(true);
  expect(f.ingredients.reduce((s, i) => s + Math.round(Number.parseFloat(i.percentage) * 100), 0)).toBe(10_000);
  expect(f.instructions.length).toBeGreaterThanOrEqual(3);
});

test("cruelty-free requests exclude animal-derived ingredients; fragrance-free leaves out fragrance", () => {
  for (let i = 0; i < 20; i++) {
    const f = generateFromWizard({
      productName: `Rich Night Cream ${i}`,
      regulatoryRequirements: ["cruelty-free"],
      specialProperties: ["Fragrance-free"],
    });
    for (const row of f.ingredients) {
      const ingredient = ingredientById(row.id);
      expect(ingredient?.vegan, row.name).toBe(true);
      expect(ingredient?.functions.includes("fragrance") || ingredient?.functions.includes("essential-oil")).toBe(
        false,
      );
    }
  }
});

test("the preservative suits the target pH", () => {
  for (const ph of [5, 6.5]) {
    const f = generateFromWizard({ productName: "Hydrating Face Serum", consistencyType: "liquid", phLevel: ph });
    const preservatives = f.ingredients.filter((r) => r.function === "Preservative").map((r) => ingredientById(r.id));
    expect(preservatives.length).toBeGreaterThan(0);
    for (const p of preservatives) {
      expect(p?.phMax ?? 14).toBeGreaterThanOrEqual(Number(f.phLevel));
      expect(p?.phMin ?? 0).toBeLessThanOrEqual(Number(f.phLevel));
    }
  }
});
