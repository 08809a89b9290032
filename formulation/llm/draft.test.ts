import { expect, test } from "vitest";
import { buildPrompt } from "./draft";

test("the prompt says surfactants are weighed as supplied, with the active matter of their grade", () => {
  const [system] = buildPrompt({
    category: "hair-enrichment-solutions-formulations",
    categoryName: "Hair Care",
    description: "a shampoo",
  });
  expect(system?.content).toMatch(/Cocamidopropyl Betaine \|[^\n]* as supplied, 30 % active/);
  expect(system?.content).toMatch(/% w\/w of the finished product, as supplied/);
  // A neat ingredient carries no such note.
  expect(system?.content).not.toMatch(/Glycerin \|[^\n]* active/);
});
