/**
 * Whatever a visitor asks for, the generator hands out nothing the chemistry gate rejects, and
 * the pH it prints is the pH its acid–base model gives the finished formula. Requests are drawn
 * at random from product words of every demo category, reactive ingredients people name, claims
 * and pH wishes; library formulas get a random dangerous partner and must be refused by the gate.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { analyseGenerated } from "../analyse";
import { CHEMISTRY_RULES, REACTIVE_ROLES } from "../chemistry/gate";
import { modelPhOf } from "../chemistry/model-ph";
import { INGREDIENTS } from "../knowledge";
import { LibraryFileSchema } from "../library-schema";
import { validate } from "../validate";
import { generateFromDemo } from ".";
import { MIXES, SHADES } from "./appearance";
import { buildFormulation } from "./build";
import { DEMO_CATEGORIES, findDemoCategory } from "./demo-categories";
import { seededRandom } from "./random";
import type { Archetype } from "./types";

const dir = join(import.meta.dirname, "../../data/library");
const LIBRARY = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .flatMap((f) => {
    const file = LibraryFileSchema.parse(JSON.parse(readFileSync(join(dir, f), "utf8")));
    return file.formulations.map((formulation) => ({ ...formulation, category: file.category }));
  });

const REACTIVE_WORDS = [
  "bleach",
  "vinegar",
  "ammonia",
  "hydrogen peroxide",
  "citric acid",
  "10% citric acid",
  "sodium percarbonate",
  "TAED",
  "retinol",
  "15% glycolic acid",
  "copper peptide",
  "ascorbic acid",
  "sodium benzoate",
  "isopropyl alcohol",
  "sodium hydroxide",
  "aluminium powder",
  "xylitol",
  "tea tree oil",
  "sulfamic acid",
  "triethanolamine",
  "sodium nitrite",
  "calcium hypochlorite",
  "trichloroisocyanuric acid",
  "p-phenylenediamine",
  "benzalkonium chloride",
  "sodium lauryl sulfate",
  "sodium thiosulfate",
];

const EXTRAS = [
  "",
  "vegan",
  "talc-free",
  "fragrance-free",
  "for babies",
  "for dogs",
  "for marble",
  "pH 2",
  "pH 3.5",
  "pH 12",
  "black",
  "grey",
  "red",
  "lemon scent",
  "lavender scented",
  "aerosol can",
];

/** Colourants in a formula that give a colour, alone or in the data's mix for it. */
function gives(colour: string, ids: ReadonlySet<string>): boolean {
  const has = (shade: string) => (SHADES[shade] ?? []).some((id) => ids.has(id));
  return has(colour) || (MIXES[colour]?.every(has) ?? false);
}

const request = fc.record({
  demo: fc.constantFrom(...DEMO_CATEGORIES),
  words: fc.subarray(REACTIVE_WORDS, { minLength: 0, maxLength: 3 }),
  extra: fc.constantFrom(...EXTRAS),
});

describe("nothing the generator returns fails the gate", () => {
  test("random requests in every demo category, with reactive ingredients, claims and pH wishes", () => {
    let formulated = 0;
    let refused = 0;
    fc.assert(
      fc.property(request, ({ demo, words, extra }) => {
        const description = [demo.samplePrompt, words.length ? `with ${words.join(" and ")}` : "", extra]
          .filter(Boolean)
          .join(", ");
        const outcome = generateFromDemo({ category: demo.id, description });
        if (outcome.status === "refused") {
          refused++;
          expect(outcome.notices.length).toBeGreaterThan(0);
          return;
        }
        formulated++;
        const findings = analyseGenerated(outcome.formulation).findings;
        expect(findings.filter((f) => f.severity === "error" || f.code.startsWith("chemistry-"))).toEqual([]);
        // A colour or a scent asked for is in the formula, or a notice says why not.
        const ids = new Set(outcome.formulation.ingredients.map((r) => r.id));
        const said = outcome.notices
          .map((n) => n.message)
          .join(" ")
          .toLowerCase();
        const colour = ["black", "grey", "red"].find((c) => extra === c);
        if (colour) expect(gives(colour, ids) || said.includes(colour), description).toBe(true);
        const scent = /^(lemon|lavender)/.exec(extra)?.[1];
        if (scent) {
          const scented = outcome.formulation.ingredients.some(
            (r) => /fragrance|parfum/i.test(`${r.function} ${r.inci}`) || new RegExp(scent, "i").test(r.name),
          );
          expect(scented || said.includes(scent), description).toBe(true);
        }
        if (extra === "aerosol can" && !/aerosol|propellant|gassed/i.test(JSON.stringify(outcome.formulation))) {
          expect(said, description).toMatch(/aerosol/);
        }
        // The process and the quality check aim at the pH the formula prints.
        const steps = outcome.formulation.instructions.flatMap((p) => p.steps).join(" ");
        for (const m of steps.matchAll(/adjust to ([\d.–]+) with|pH \(target ([^)]+)\)/g)) {
          expect(m[1] ?? m[2], description).toBe(outcome.formulation.phLevel);
        }
        // The printed pH is the model's, wherever the model can tell.
        const model = modelPhOf(outcome.formulation.ingredients);
        if (model !== undefined) {
          expect(Number(outcome.formulation.phLevel), description).toBeCloseTo(model, 0);
          expect(Math.abs(Number(outcome.formulation.phLevel) - model)).toBeLessThanOrEqual(0.3);
        }
      }),
      { numRuns: 300, seed: 2811 },
    );
    // The property is about both answers: it must have seen plenty of each.
    expect(formulated).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(10);
  });
});

describe("the gate refuses a sound library formula once a dangerous partner is added", () => {
  const errorRules = CHEMISTRY_RULES.filter(
    (r) => r.severity === "error" && r.when.length === 2 && !r.phAbove && !r.phBelow,
  );
  const holder = (role: string) =>
    INGREDIENTS.find((i) => REACTIVE_ROLES.find((r) => r.id === role)?.ids.includes(i.id) && !/solution/i.test(i.name));
  const pairs = errorRules
    .map((rule) => [rule, holder(rule.when[0] as string), holder(rule.when[1] as string)] as const)
    .filter(
      (
        p,
      ): p is readonly [
        (typeof errorRules)[number],
        NonNullable<ReturnType<typeof holder>>,
        NonNullable<ReturnType<typeof holder>>,
      ] => Boolean(p[1] && p[2] && p[1].id !== p[2].id),
    );

  test("for every error rule, in any library formula", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(15);
    fc.assert(
      fc.property(fc.constantFrom(...LIBRARY), fc.constantFrom(...pairs), (formulation, [rule, a, b]) => {
        // The totals no longer add up; only the chemistry finding is looked at.
        const findings = validate(
          {
            ingredients: [
              ...formulation.ingredients,
              { name: a.name, inci: a.inci, percentage: "5%" },
              { name: b.name, inci: b.inci, percentage: "5%" },
            ],
          },
          { category: formulation.category, productType: formulation.productType, leaveOn: formulation.leaveOn },
        ).findings;
        // Water-bound rules need water: every library formula with 10 % of it meets them.
        if (rule.water !== undefined) return;
        expect(
          findings.some((f) => f.severity === "error" && f.code === `chemistry-${rule.id}`),
          `${rule.id} in ${formulation.slug}`,
        ).toBe(true);
      }),
      { numRuns: 200, seed: 2812 },
    );
  });
});

describe("demo categories", () => {
  test("every demo category resolves to itself, by id, by name and by its own system category", () => {
    for (const demo of DEMO_CATEGORIES) {
      expect(findDemoCategory(demo.id)?.id).toBe(demo.id);
      expect(findDemoCategory(demo.name)?.id).toBe(demo.id);
      if (demo.category.startsWith(demo.id)) expect(findDemoCategory(demo.category)?.id).toBe(demo.id);
    }
    expect(findDemoCategory("3d-printing-materials-formulations")?.name).toBe("3D Printing");
    expect(findDemoCategory("biodegradable-packaging-solutions-formulations")?.name).toBe("Biodegradable Packaging");
  });

  test("a demo request answers in the category it was asked in", () => {
    for (const demo of DEMO_CATEGORIES) {
      const outcome = generateFromDemo({ category: demo.id, description: demo.samplePrompt });
      expect(outcome.demoCategory).toBe(demo.name);
    }
  });
});

describe("the build settles what it made itself", () => {
  test("an optional acid is left out of a hypochlorite product, whatever the seed", () => {
    const archetype: Archetype = {
      id: "test-bleach-spray",
      name: "Bleach Spray",
      categories: ["cleaning-products-formulations"],
      productTypes: [],
      consistency: "liquid",
      productType: "bleach spray",
      leaveOn: false,
      process: "aqueous",
      balance: { id: "water", role: "Solvent", reason: "carries the rest", minPercent: 40 },
      slots: [
        { role: "Bleach", candidates: ["sodium-hypochlorite"], percent: [20, 30], phase: "main", reason: "bleaches" },
        {
          role: "Descaler",
          candidates: ["citric-acid"],
          percent: [1, 2],
          phase: "main",
          reason: "descales",
          optional: true,
        },
        { role: "Surfactant", candidates: ["lauramine-oxide"], percent: [2, 3], phase: "main", reason: "wets" },
      ],
      viscosity: "water-thin",
      shelfLifeMonths: 12,
      processingTime: "1 hour",
      equipment: ["mixer"],
      usage: "Spray and rinse.",
      properties: [],
      purpose: "A bleach spray.",
    };
    for (let seed = 1; seed <= 12; seed++) {
      const f = buildFormulation({
        archetype,
        category: "cleaning-products-formulations",
        random: seededRandom(seed),
        name: "Bleach Spray",
        properties: [],
        budget: "Medium Quality",
        regulatory: [],
        viscosity: "low",
        scale: { units: 100, unitSize: 500, unitLabel: "ml", tier: "lab" },
      });
      const ids = f.ingredients.map((i) => i.id);
      expect(ids).toContain("sodium-hypochlorite");
      expect(ids).not.toContain("citric-acid");
    }
  });
});
