import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { analyseGenerated } from "../analyse";
import { CATEGORY_SLUGS } from "../categories";
import { ingredientById } from "../knowledge";
import { LibraryFormulationSchema } from "../library-schema";
import {
  DemoRequestSchema,
  type FormulateOutcome,
  type GeneratedFormulation,
  generateBulk,
  generateFromDemo,
  generateFromWizard,
} from ".";
import { DEMO_CATEGORIES } from "./demo-categories";
import { PRODUCTION_VOLUMES, STORAGE_OPTIONS } from "./requests";
import { BUDGETS, CONSISTENCIES, REGULATORY_OPTIONS } from "./types";

/** Errors as the app reports them: through the engine's one mapping from a generated formulation to the validator. */
function errorsOf(f: GeneratedFormulation): string[] {
  return analyseGenerated(f)
    .findings.filter((x) => x.severity === "error")
    .map((x) => `${f.archetype}: ${x.code} ${x.message}`);
}

/** The formulation of an outcome that must have one (a refusal fails the test with its reasons). */
function formulationOf(outcome: FormulateOutcome): GeneratedFormulation {
  if (outcome.status !== "formulated") {
    throw new Error(`refused: ${outcome.notices.map((n) => `${n.code} ${n.message}`).join("; ")}`);
  }
  return outcome.formulation;
}

/** Whatever the request: a formulation with no validator error, or a refusal that says why. */
function expectSoundOutcome(outcome: FormulateOutcome) {
  if (outcome.status === "formulated") expect(errorsOf(outcome.formulation)).toEqual([]);
  else expect(outcome.notices.length).toBeGreaterThan(0);
}

const PRODUCT_NAMES = [
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
] as const;

const wizardRequest = fc.record({
  productName: fc.constantFrom(...PRODUCT_NAMES),
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

/**
 * A description a visitor may submit: any text (any Unicode, any spacing) around at least one visible
 * character. The request schema trims before its min(1) check, so a plain `fc.string({ minLength: 1 })`
 * would also yield whitespace-only strings that are (rightly) refused — the property would then be false
 * for a fraction of runs. Built, not filtered, so every generated value is a valid request.
 */
const visibleChar = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
const demoDescription = fc
  .tuple(fc.string({ unit: "grapheme", maxLength: 40 }), visibleChar, fc.string({ unit: "grapheme", maxLength: 39 }))
  .map(([before, visible, after]) => `${before}${visible}${after}`);
/** Only characters String.prototype.trim removes (as zod's trim() does): never a valid description. */
const blankText = fc.string({
  unit: fc.constantFrom(" ", "\t", "\n", "\r", "\u00a0", "\u2003", "\u3000", "\ufeff"),
  maxLength: 20,
});

describe("every generated formulation passes the validator with zero errors", () => {
  test("wizard requests", () => {
    // Every product name of the property below is formulated with the wizard's defaults…
    for (const productName of PRODUCT_NAMES) {
      expect(errorsOf(formulationOf(generateFromWizard({ productName })))).toEqual([]);
    }
    // …and with any mix of the wizard's options the outcome is sound.
    fc.assert(
      fc.property(wizardRequest, (request) => expectSoundOutcome(generateFromWizard(request))),
      { numRuns: 250 },
    );
  });

  test("demo requests for all 25 demo categories", () => {
    for (const demo of DEMO_CATEGORIES) {
      expect(errorsOf(formulationOf(generateFromDemo({ category: demo.id, description: demo.samplePrompt })))).toEqual(
        [],
      );
    }
    fc.assert(
      fc.property(fc.constantFrom(...DEMO_CATEGORIES), demoDescription, (demo, text) =>
        expectSoundOutcome(generateFromDemo({ category: demo.id, description: text })),
      ),
      { numRuns: 150 },
    );
  });

  test("a blank demo description is refused at the boundary, never generated from", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEMO_CATEGORIES), blankText, (demo, text) => {
        expect(DemoRequestSchema.safeParse({ category: demo.id, description: text }).success).toBe(false);
        expect(() => generateFromDemo({ category: demo.id, description: text })).toThrow();
      }),
      { numRuns: 50 },
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
  const request = { productName: "Vitamin Serum", specialProperties: ["Brightening"], phLevel: 5.5 };
  const first = formulationOf(generateFromWizard(request));
  expect(formulationOf(generateFromWizard(request))).toEqual(first);
  expect(formulationOf(generateFromWizard({ ...request, phLevel: 6 }))).not.toEqual(first);
});

test("a generated formulation is complete and fits the library's own schema and limits", () => {
  const f = formulationOf(
    generateFromWizard({ productName: "Anti-Aging Face Cream", specialProperties: ["Anti-aging", "Moisturizing"] }),
  );
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
    const f = formulationOf(
      generateFromWizard({
        productName: `Rich Night Cream ${i}`,
        regulatoryRequirements: ["cruelty-free"],
        specialProperties: ["Fragrance-free"],
      }),
    );
    for (const row of f.ingredients) {
      const ingredient = ingredientById(row.id);
      expect(ingredient?.vegan, row.name).toBe(true);
      expect(ingredient?.functions.includes("fragrance") || ingredient?.functions.includes("essential-oil")).toBe(
        false,
      );
    }
  }
});

/** The pH a formulation states: one value ("5.5") or a range ("4.5–6.0"); NaN when it states none. */
function statedPh(text: string): [number, number] {
  const [low, high = low] = text.split(/[–-]/).map((part) => Number.parseFloat(part));
  return [low ?? Number.NaN, high ?? Number.NaN];
}

test("the preservative suits the target pH", () => {
  for (const ph of [5, 6.5]) {
    const f = formulationOf(
      generateFromWizard({ productName: "Hydrating Face Serum", consistencyType: "liquid", phLevel: ph }),
    );
    const [low, high] = statedPh(f.phLevel);
    expect(Number.isFinite(low) && Number.isFinite(high), `pH "${f.phLevel}"`).toBe(true);
    // The requested pH, brought into the range the formulation states.
    const target = Math.min(high, Math.max(low, ph));
    const preservatives = f.ingredients.filter((r) => r.function === "Preservative").map((r) => ingredientById(r.id));
    expect(preservatives.length).toBeGreaterThan(0);
    for (const p of preservatives) {
      expect(p?.phMax ?? 14, p?.name).toBeGreaterThanOrEqual(target);
      expect(p?.phMin ?? 0, p?.name).toBeLessThanOrEqual(target);
    }
  }
});
