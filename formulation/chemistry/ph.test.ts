import { expect, test } from "vitest";
import { adjusterFor, bufferMolal, estimatePh } from "./ph";

test("known solutions come out at their textbook pH (within 0.3)", () => {
  expect(estimatePh([], 99)).toBeCloseTo(7, 1);
  // 0.1 % citric acid ≈ 5.2 mM: pH ≈ 2.7.
  expect(estimatePh([{ id: "citric-acid", percent: 0.1 }], 99)).toBeGreaterThanOrEqual(2.5);
  expect(estimatePh([{ id: "citric-acid", percent: 0.1 }], 99)).toBeLessThanOrEqual(3.0);
  // 0.4 % sodium hydroxide ≈ 0.1 M: pH 13.
  expect(estimatePh([{ id: "sodium-hydroxide", percent: 0.4 }], 99)).toBeCloseTo(13, 0);
  // Equal moles of a weak acid and its salt sit at the pKa (lactic 3.86).
  const lactic = (0.5 * 90.08) / 0.88;
  const lactate = (0.5 * 112.06) / 0.6;
  const ph = estimatePh(
    [
      { id: "lactic-acid", percent: lactic / 10 },
      { id: "sodium-lactate", percent: lactate / 10 },
    ],
    90,
  );
  expect(ph).toBeGreaterThanOrEqual(3.6);
  expect(ph).toBeLessThanOrEqual(4.1);
});

test("an AHA toner needs about a quarter of its glycolic acid's weight in sodium hydroxide to reach pH 3.8", () => {
  const rows = [{ id: "glycolic-acid", percent: 8 }];
  expect(estimatePh(rows, 90)).toBeLessThan(2.5);
  const naoh = adjusterFor(rows, 90, "sodium-hydroxide", 3.8, 5);
  expect(naoh).toBeGreaterThan(1);
  expect(naoh).toBeLessThan(1.8);
  expect(estimatePh([...rows, { id: "sodium-hydroxide", percent: naoh ?? 0 }], 90)).toBeCloseTo(3.8, 1);
});

test("carbomer is neutralised with about 0.4 parts sodium hydroxide per part to pH 6.5", () => {
  const rows = [{ id: "carbomer", percent: 0.5 }];
  const naoh = adjusterFor(rows, 98, "sodium-hydroxide", 6.5, 2) ?? 0;
  expect(naoh / 0.5).toBeGreaterThan(0.3);
  expect(naoh / 0.5).toBeLessThan(0.55);
});

test("anhydrous products have no pH; a target out of reach is reported as such", () => {
  expect(estimatePh([{ id: "citric-acid", percent: 1 }], 5)).toBeUndefined();
  expect(adjusterFor([{ id: "citric-acid", percent: 5 }], 90, "sodium-hydroxide", 13, 0.01)).toBeUndefined();
  expect(bufferMolal([{ id: "water", percent: 99 }], 99)).toBe(0);
});

test("a soap is alkaline on its own, and bringing it to pH 8 takes real acid, not a trace", () => {
  // 5 % of a 40 % potash soap paste: soap solutions sit around pH 9.5–10.5.
  const rows = [{ id: "potassium-cocoate", percent: 5 }];
  const alone = estimatePh(rows, 85) ?? 0;
  expect(alone).toBeGreaterThan(9.3);
  expect(alone).toBeLessThan(10.8);
  const citric = adjusterFor(rows, 85, "citric-acid", 8, 5) ?? 0;
  expect(citric).toBeGreaterThan(0.05);
});

test("calcium hydroxide counts only as far as it dissolves: a reserve holds pH near 12.4, not 14", () => {
  // 4 % slaked lime in water: saturated (about 1.6 g/L dissolves), the rest stays solid.
  const lime = estimatePh([{ id: "calcium-hydroxide", percent: 4 }], 90) ?? 0;
  expect(lime).toBeGreaterThanOrEqual(12.1);
  expect(lime).toBeLessThanOrEqual(12.6);
  // Acid dissolves the reserve: 2 % thioglycolic acid beside it leaves the pH alkaline, not acid.
  const depilatory =
    estimatePh(
      [
        { id: "calcium-hydroxide", percent: 4 },
        { id: "thioglycolic-acid", percent: 2 },
      ],
      85,
    ) ?? 0;
  expect(depilatory).toBeGreaterThan(10.5);
  expect(depilatory).toBeLessThan(12.6);
});

test("an alkyl glucoside brings its free alkali: 10 % in water is alkaline until an acid takes it", () => {
  const rows = [{ id: "decyl-glucoside", percent: 10 }];
  expect(estimatePh(rows, 85)).toBeGreaterThan(10);
  const citric = adjusterFor(rows, 85, "citric-acid", 5.5, 1) ?? 1;
  expect(citric).toBeGreaterThan(0.01);
  expect(citric).toBeLessThan(0.2);
});

test("condensed phosphates make their solutions alkaline, as their suppliers measure a 1 % solution", () => {
  // Tetrasodium pyrophosphate about 10.2, sodium tripolyphosphate about 9.7.
  expect(estimatePh([{ id: "tetrasodium-pyrophosphate", percent: 1 }], 99)).toBeCloseTo(10.2, 0);
  expect(estimatePh([{ id: "sodium-tripolyphosphate", percent: 1 }], 99)).toBeCloseTo(9.7, 0);
});
