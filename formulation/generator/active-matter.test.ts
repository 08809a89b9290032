import { expect, test } from "vitest";
import { ingredientById } from "../knowledge";
import { parsePercentage } from "../percent";
import { TEMPLATES } from "../templates";
import { checkArchetype } from "./archetype-check";
import { generateFromDemo } from "./index";
import { buildInstructions } from "./process";

const hundredthsOf = (text: string) => {
  const parsed = parsePercentage(text);
  return parsed.kind === "value" ? parsed.hundredths : Number.NaN;
};

test("a slot written in active matter only offers grades whose active matter is known", () => {
  const bad = TEMPLATES.flatMap((t) =>
    t.slots
      .filter((s) => s.basis === "active")
      .flatMap((s) => s.candidates.filter((id) => ingredientById(id)?.activeMatter === undefined))
      .map((id) => `${t.id}: ${id}`),
  );
  expect(bad).toEqual([]);
});

test("shampoos, body washes and hand dishwashing liquids are designed in active matter", () => {
  const window = (types: string[]) =>
    TEMPLATES.filter((t) => t.productTypes.some((p) => types.includes(p))).map((t) => [t.id, t.activeMatter]);
  // Typical total active surfactant: shampoo 10–20 %, body wash 8–15 %, hand dishwashing liquid 15–30 %.
  for (const [id, range] of window(["shampoo", "anti-dandruff-shampoo", "clarifying-shampoo", "toning-shampoo"]))
    expect(range, String(id)).toEqual([10, 20]);
  for (const [id, range] of window(["shower-gel"])) expect(range, String(id)).toEqual([8, 15]);
  for (const [id, range] of window(["hand-dishwashing-liquid"])) expect(range, String(id)).toEqual([15, 30]);
});

test("every variant of a template with an active-matter window lands inside it", () => {
  const designed = TEMPLATES.filter((t) => t.activeMatter);
  expect(designed.length).toBeGreaterThanOrEqual(11);
  const errors = designed.flatMap((t) => checkArchetype(t, 30).errors.filter((e) => e.includes("active-matter")));
  expect(errors).toEqual([]);
});

test("surfactant rows are as supplied and say their active matter; the formulation carries the total", () => {
  const outcome = generateFromDemo({ category: "hair-enrichment", description: "A daily shampoo for normal hair" });
  expect(outcome.status).toBe("formulated");
  if (outcome.status !== "formulated") return;
  const f = outcome.formulation;
  const surfactants = f.ingredients.filter((r) => ingredientById(r.id)?.functions.includes("surfactant"));
  expect(surfactants.length).toBeGreaterThanOrEqual(2);
  let total = 0;
  for (const row of surfactants) {
    const ingredient = ingredientById(row.id);
    const expected = Math.round(hundredthsOf(row.percentage) * (ingredient?.activeMatter ?? 1));
    expect(row.activeMatter, row.name).toBe(ingredient?.activeMatter);
    expect(hundredthsOf(row.activePercentage ?? ""), row.name).toBe(expected);
    expect(row.reason, row.name).toMatch(/as supplied.*% active matter/i);
    total += expected;
  }
  expect(f.activeSurfactant).toBeCloseTo(total / 100, 1);
  expect(f.activeSurfactant).toBeGreaterThanOrEqual(10);
  expect(f.activeSurfactant).toBeLessThanOrEqual(20);
  // A betaine is bought as a 30 % solution: its weighed level is more than three times its active matter.
  const betaine = surfactants.find((r) => /betaine|amphoacetate/i.test(r.name));
  if (betaine)
    expect(hundredthsOf(betaine.percentage)).toBeGreaterThan(3 * hundredthsOf(betaine.activePercentage ?? ""));
});

test("a non-surfactant row carries no active-matter fields", () => {
  const outcome = generateFromDemo({ category: "skin-care", description: "A light daily face moisturiser" });
  if (outcome.status !== "formulated") throw new Error("not formulated");
  const water = outcome.formulation.ingredients.find((r) => r.id === "water");
  expect(water?.activeMatter).toBeUndefined();
  expect(water?.activePercentage).toBeUndefined();
});

test("solid surfactant grades are dissolved in warm water; a surfactant asked for by name joins the surfactants", () => {
  const template = TEMPLATES.find((t) => t.id === "sulfate-free-shampoo");
  if (!template) throw new Error("template missing");
  const steps = buildInstructions({
    archetype: template,
    items: [
      { name: "Water", role: "Solvent", phase: "main", isBalance: true },
      { name: "Sodium Lauroyl Methyl Isethionate", role: "Primary surfactant", phase: "surfactant", solid: true },
      { name: "Coco-Betaine", role: "Amphoteric co-surfactant", phase: "surfactant" },
    ],
    viscosity: "medium",
  }).flatMap((p) => p.steps);
  expect(steps.find((s) => s.includes("Sodium Lauroyl Methyl Isethionate"))).toMatch(/60–65°C.*solid grade/);
  expect(steps.find((s) => s.includes("Coco-Betaine"))).toMatch(/one at a time/);

  const outcome = generateFromDemo({
    category: "hair-enrichment",
    description: "shampoo with 20% cocamidopropyl betaine",
  });
  if (outcome.status !== "formulated") throw new Error("not formulated");
  const surfactantPhase = outcome.formulation.instructions.find((p) => /Surfactants/.test(p.phase));
  expect(surfactantPhase?.steps.join(" ")).toMatch(/Cocamidopropyl Betaine/);
});

test("a named level that takes a cleanser outside its active-matter window is said, with the total", () => {
  const outcome = generateFromDemo({
    category: "hair-enrichment",
    description: "daily shampoo with 28% sodium laureth sulfate",
  });
  if (outcome.status !== "formulated") throw new Error("not formulated");
  expect(outcome.formulation.activeSurfactant).toBeGreaterThan(20);
  const notice = outcome.notices.find((n) => n.code === "surfactant-load");
  expect(notice?.message).toMatch(/carries \d+\.\d % active surfactant.*usually carries 10–20 %/);
  const plain = generateFromDemo({ category: "hair-enrichment", description: "daily shampoo" });
  expect(plain.notices.some((n) => n.code === "surfactant-load")).toBe(false);
});
