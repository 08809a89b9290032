import { describe, expect, test } from "vitest";
import { generateFromDemo } from "./index";
import { nameWithProperty } from "./name";

describe("nameWithProperty", () => {
  test("puts the property asked for in front of the template's name", () => {
    expect(nameWithProperty("fragrance-free", "Sulfate-Free Shampoo")).toBe("Fragrance-Free Sulfate-Free Shampoo");
    expect(nameWithProperty("Vegan", "Lip Balm")).toBe("Vegan Lip Balm");
  });

  test("never says a word of the name twice", () => {
    expect(nameWithProperty("Sensitive teeth", "Sensitive Toothpaste")).toBe("Sensitive Toothpaste");
    expect(nameWithProperty("Natural origin", "Natural Face Cream")).toBe("Natural Face Cream");
    expect(nameWithProperty("Clinging gel", "Rust Remover Gel")).toBe("Rust Remover Gel");
    expect(nameWithProperty("Hard-water conditioning", "Water-Conditioning Spray Adjuvant (AMS)")).toBe(
      "Water-Conditioning Spray Adjuvant (AMS)",
    );
  });

  test("leaves out a property the name already says in another form, and a use", () => {
    expect(nameWithProperty("Hardening", "Nail Hardener")).toBe("Nail Hardener");
    expect(nameWithProperty("Talc-free", "Talc-Free Baby Powder")).toBe("Talc-Free Baby Powder");
    expect(nameWithProperty("For reinforced concrete", "Concrete Set Accelerator")).toBe("Concrete Set Accelerator");
    expect(nameWithProperty(undefined, "Glass Cleaner")).toBe("Glass Cleaner");
  });
});

test("a demo toothpaste for sensitive teeth is not named 'Sensitive Teeth Sensitive Toothpaste'", () => {
  const outcome = generateFromDemo({ category: "oral-care", description: "A fluoride toothpaste for sensitive teeth" });
  if (outcome.status === "refused") throw new Error(outcome.notices[0]?.message);
  const words = outcome.formulation.name.toLowerCase().split(/\s+/);
  expect(new Set(words).size).toBe(words.length);
  expect(outcome.formulation.name).toMatch(/Toothpaste/);
});
