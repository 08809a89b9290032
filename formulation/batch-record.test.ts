import { expect, test } from "vitest";
import { batchLabel, volumeOf, weighingTolerance } from "./batch";
import { buildBatchRecord, OTHER_PHASE } from "./batch-record";

/** The library's "Daily Hydrating Face Cream with Niacinamide", as stored. */
const cream = {
  ingredients: [
    { name: "Deionised Water", inci: "Aqua", percentage: "73.25%", function: "Solvent" },
    { name: "Glycerin", inci: "Glycerin", percentage: "4%", function: "Humectant" },
    { name: "Xanthan Gum", inci: "Xanthan Gum", percentage: "0.2%", function: "Thickener" },
    { name: "Sodium Phytate", inci: "Sodium Phytate", percentage: "0.1%", function: "Chelating agent" },
    {
      name: "Polyglyceryl-3 Methylglucose Distearate",
      inci: "Polyglyceryl-3 Methylglucose Distearate",
      percentage: "3%",
      function: "O/W emulsifier",
    },
    { name: "Cetearyl Alcohol", inci: "Cetearyl Alcohol", percentage: "2%", function: "Co-emulsifier" },
    { name: "Caprylic/Capric Triglyceride", inci: "Caprylic/Capric Triglyceride", percentage: "6%", function: "" },
    { name: "Squalane", inci: "Squalane", percentage: "3%", function: "Emollient" },
    { name: "Shea Butter", inci: "Butyrospermum Parkii Butter", percentage: "2%", function: "Emollient" },
    { name: "Sodium Hyaluronate", inci: "Sodium Hyaluronate", percentage: "0.1%", function: "Humectant" },
    { name: "Niacinamide", inci: "Niacinamide", percentage: "4%", function: "Active" },
    { name: "Panthenol", inci: "Panthenol", percentage: "1%", function: "Humectant" },
    { name: "Tocopherol", inci: "Tocopherol", percentage: "0.3%", function: "Antioxidant" },
    { name: "Phenoxyethanol", inci: "Phenoxyethanol", percentage: "0.9%", function: "Preservative" },
    { name: "Ethylhexylglycerin", inci: "Ethylhexylglycerin", percentage: "0.1%", function: "Booster" },
    { name: "Citric Acid", inci: "Citric Acid", percentage: "0.05%", function: "pH adjuster" },
  ],
  instructions: [
    {
      phase: "Phase A – Water phase",
      steps: [
        "Weigh the Deionised Water into the main vessel.",
        "Disperse the Xanthan Gum in the Glycerin and add it to the water.",
        "Add the Sodium Phytate and heat Phase A to 75°C.",
      ],
    },
    {
      phase: "Phase B – Oil phase",
      steps: [
        "Combine Polyglyceryl-3 Methylglucose Distearate, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Squalane and Shea Butter; heat to 75°C.",
      ],
    },
    { phase: "Phase C – Emulsification", steps: ["Add Phase B to Phase A under the homogeniser."] },
    {
      phase: "Phase D – Cool-down",
      steps: [
        "Below 40°C add the Sodium Hyaluronate gel, then the Niacinamide and Panthenol.",
        "Add the Tocopherol, then the Phenoxyethanol and Ethylhexylglycerin.",
      ],
    },
    {
      phase: "Quality control & filling",
      steps: ["Check pH: target 5.5-6.0. Adjust with Citric Acid if needed."],
    },
  ],
  phLevel: "5.5-6.0",
  temperature: "75°C",
  viscosity: "15,000-25,000 cP",
};

test("tolerance: ±1 % from 100 g, ±2 % from 10 g, ±5 % below, never under the 0.01 g resolution", () => {
  expect(weighingTolerance(1831.25)).toEqual({ percent: 1, grams: 18.31 });
  expect(weighingTolerance(100)).toEqual({ percent: 1, grams: 1 });
  expect(weighingTolerance(99.99)).toEqual({ percent: 2, grams: 2 });
  expect(weighingTolerance(10)).toEqual({ percent: 2, grams: 0.2 });
  expect(weighingTolerance(9.99)).toEqual({ percent: 5, grams: 0.5 });
  expect(weighingTolerance(2.5)).toEqual({ percent: 5, grams: 0.13 });
  expect(weighingTolerance(0.1)).toEqual({ percent: 5, grams: 0.01 });
});

test("volumes: millilitres from the density, drops (20 per ml) only for small volumes", () => {
  expect(volumeOf(100, 1.26)).toEqual({ ml: 79.4 });
  expect(volumeOf(2.5, 0.95)).toEqual({ ml: 2.63 });
  expect(volumeOf(1, 1.1)).toEqual({ ml: 0.91, drops: 18 });
  expect(volumeOf(0.01, 1.1)).toEqual({ ml: 0.01, drops: 1 });
});

test("a 2.5 kg batch record: the right grams, tolerances and ranges, grouped by the phase that adds them", () => {
  const record = buildBatchRecord(cream, { size: 2.5, unit: "kg" });
  expect(record.totalGrams).toBe(2500);
  expect(batchLabel(record)).toBe("2.5 kg (2,500.00 g)");
  const lines = record.phases.flatMap((p) => p.lines);
  const byName = (name: string) => lines.find((l) => l.name === name);
  expect(lines).toHaveLength(16);
  expect(lines.reduce((s, l) => s + l.grams, 0)).toBeCloseTo(2500, 6);
  expect(byName("Deionised Water")).toMatchObject({ grams: 1831.25, min: 1812.94, max: 1849.56, number: 1 });
  expect(byName("Glycerin")).toMatchObject({ grams: 100, tolerance: { percent: 1, grams: 1 }, min: 99, max: 101 });
  expect(byName("Caprylic/Capric Triglyceride")?.grams).toBe(150);
  expect(byName("Phenoxyethanol")).toMatchObject({ grams: 22.5, tolerance: { percent: 2, grams: 0.45 } });
  expect(byName("Citric Acid")).toMatchObject({ grams: 1.25, tolerance: { percent: 5, grams: 0.06 } });

  expect(record.phases.map((p) => [p.title, p.lines.map((l) => l.name)])).toEqual([
    ["Phase A – Water phase", ["Deionised Water", "Glycerin", "Xanthan Gum", "Sodium Phytate"]],
    [
      "Phase B – Oil phase",
      [
        "Polyglyceryl-3 Methylglucose Distearate",
        "Cetearyl Alcohol",
        "Caprylic/Capric Triglyceride",
        "Squalane",
        "Shea Butter",
      ],
    ],
    ["Phase C – Emulsification", []],
    [
      "Phase D – Cool-down",
      ["Sodium Hyaluronate", "Niacinamide", "Panthenol", "Tocopherol", "Phenoxyethanol", "Ethylhexylglycerin"],
    ],
    ["Quality control & filling", ["Citric Acid"]],
  ]);
  expect(record.phases[0]?.steps).toHaveLength(3);

  // Small batch: volumes for the liquids the knowledge base has a density for, none for solids.
  expect(record.volumes).toBe(true);
  expect(byName("Deionised Water")).toMatchObject({ density: 0.998, ml: 1834.9 });
  expect(byName("Glycerin")).toMatchObject({ density: 1.26, ml: 79.4 });
  expect(byName("Ethylhexylglycerin")).toMatchObject({ ml: 2.63 });
  expect(byName("Ethylhexylglycerin")?.drops).toBeUndefined();
  expect(byName("Xanthan Gum")?.ml).toBeUndefined();
  expect(record.checks.map((c) => c.target)).toEqual(expect.arrayContaining(["5.5-6.0", "75°C", "15,000-25,000 cP"]));
});

test("drops for tiny liquid amounts, premix flags under 0.2 g, no volumes for large batches", () => {
  const small = buildBatchRecord(cream, { size: 100, unit: "g" });
  const line = (name: string) => small.phases.flatMap((p) => p.lines).find((l) => l.name === name);
  expect(line("Phenoxyethanol")).toMatchObject({ grams: 0.9, ml: 0.82, drops: 16, premix: false });
  expect(line("Ethylhexylglycerin")).toMatchObject({ grams: 0.1, drops: 2, premix: true });
  expect(batchLabel(small)).toBe("100 g");

  expect(batchLabel(buildBatchRecord(cream, { size: 100_000, unit: "kg" }))).toBe("100,000 kg (100,000,000.00 g)");
  const large = buildBatchRecord(cream, { size: 50, unit: "kg" });
  expect(large.volumes).toBe(false);
  expect(large.phases.flatMap((p) => p.lines).every((l) => l.ml === undefined)).toBe(true);
});

test("ingredients no step names go to their usual phase, or to 'Other ingredients'", () => {
  const record = buildBatchRecord(
    {
      ingredients: [
        { name: "Water", percentage: "q.s." },
        { name: "Sunflower Seed Oil", percentage: "10%" },
        { name: "Mystery Extract", percentage: "1%" },
      ],
      instructions: [
        { phase: "Phase A – Aqueous", steps: ["Heat to 70°C."] },
        { phase: "Phase B – Oil phase", steps: ["Melt together."] },
      ],
    },
    { size: 1, unit: "kg" },
  );
  expect(record.phases.map((p) => [p.title, p.lines.map((l) => `${l.name} ${l.grams}`)])).toEqual([
    ["Phase A – Aqueous", ["Water 890"]],
    ["Phase B – Oil phase", ["Sunflower Seed Oil 100"]],
    [OTHER_PHASE, ["Mystery Extract 10"]],
  ]);
});
