import { expect, test } from "vitest";
import { estimateCost, inciLabel, scaleBatch } from "./derived";
import { resolveFormula } from "./resolve";

const rows = resolveFormula([
  { name: "Water", inci: "Aqua", percentage: "q.s." },
  { name: "Shea Butter", inci: "Butyrospermum Parkii Butter", percentage: "5%" },
  { name: "Glycerin", inci: "Glycerin", percentage: "3%" },
  { name: "Cetearyl alcohol", inci: "Cetearyl Alcohol", percentage: "3%" },
  { name: "Phenoxyethanol", inci: "Phenoxyethanol", percentage: "0.9%" },
  { name: "Tocopherol", inci: "Tocopherol", percentage: "0.5%" },
  { name: "Glyceryl stearate", inci: "Glyceryl Stearate", percentage: "4%" },
]).rows;

test("the INCI label lists ingredients in descending order of concentration", () => {
  expect(inciLabel(rows)).toEqual([
    "Aqua",
    "Butyrospermum Parkii Butter",
    "Glyceryl Stearate",
    "Glycerin",
    "Cetearyl Alcohol",
    "Phenoxyethanol",
    "Tocopherol",
  ]);
});

test("batch scaling sums exactly to the batch in every unit", () => {
  const thirds = resolveFormula([
    { name: "A", percentage: "33.33%" },
    { name: "B", percentage: "33.33%" },
    { name: "C", percentage: "33.34%" },
  ]).rows;
  for (const [size, unit, grams] of [
    [1, "kg", 1000],
    [250, "g", 250],
    [2, "lb", 907.18],
  ] as const) {
    const scaled = scaleBatch(thirds, { size, unit });
    const sum = scaled.rows.reduce((s, r) => s + Math.round(r.grams * 100), 0) / 100;
    expect(sum).toBe(grams);
    expect(scaled.totalGrams).toBe(grams);
  }
  const kilo = scaleBatch(rows, { size: 1, unit: "kg" });
  expect(kilo.rows.find((r) => r.label === "Water")?.grams).toBe(836);
  expect(kilo.rows.find((r) => r.label === "Phenoxyethanol")?.grams).toBe(9);
});

test("the cost estimate weights knowledge-base prices and names what it could not price", () => {
  const cost = estimateCost(
    resolveFormula([
      ...rows.map((r) => ({
        name: r.label,
        inci: r.inci,
        percentage: r.isBalance ? "q.s." : `${r.hundredths / 100}%`,
      })),
      { name: "Mystery", percentage: "0.1%" },
    ]).rows,
    { unitGrams: 50 },
  );
  expect(cost.perKg).toBeGreaterThan(0);
  expect(cost.perUnit).toBeCloseTo((cost.perKg * 50) / 1000, 2);
  expect(cost.unpriced).toEqual(["Mystery"]);
  expect(cost.unpricedPercent).toBe(0.1);
});
