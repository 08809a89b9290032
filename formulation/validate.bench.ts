import { bench, describe } from "vitest";
import { INGREDIENTS } from "./knowledge";
import { validate } from "./validate";

// A 30-ingredient cosmetic formula built from real knowledge-base entries (loaded once).
const cosmetic = INGREDIENTS.filter((i) => i.domains.includes("cosmetic") && i.id !== "water").slice(0, 29);
const ingredients = [
  { name: "Water", inci: "Aqua", percentage: "q.s." },
  ...cosmetic.map((i) => ({ name: i.name, inci: i.inci, percentage: "0.5%" })),
];
const instructions = [
  { phase: "Phase A", steps: ["Heat Aqua to 75°C.", ...cosmetic.slice(0, 15).map((i) => `Add ${i.name}.`)] },
  { phase: "Phase B", steps: ["Cool to below 40°C.", ...cosmetic.slice(15).map((i) => `Add ${i.name}.`)] },
];

describe("validator", () => {
  bench("validate a 30-ingredient formulation", () => {
    validate(
      { ingredients, instructions, phLevel: "5.5", temperature: "75°C", processingTime: "2 hours" },
      { category: "skin-care-formulations", productType: "O/W cream", leaveOn: true },
    );
  });
});
