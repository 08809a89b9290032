import { describe, expect, test } from "vitest";
import {
  categoryDescriptionFrom,
  categoryNameFrom,
  productPhrase,
  withoutFormulationWords,
} from "./proposal-text.server";

describe("a category's text from a description", () => {
  test("says 'Formulations for' once, even when the description said it already", () => {
    expect(categoryDescriptionFrom("Formulations for dog shampoos")).toBe("Formulations for dog shampoos.");
    expect(categoryDescriptionFrom("formulations for formulations for hoof balms")).toBe(
      "Formulations for hoof balms.",
    );
    expect(categoryDescriptionFrom("A range of formulas for beard oils.")).toBe("Formulations for beard oils.");
    expect(categoryDescriptionFrom("Hoof balm formulations")).toBe("Formulations for hoof balm.");
  });

  test("names the products, not the word 'formulations'", () => {
    expect(categoryNameFrom("Formulations for sulfate-free shampoos for salons")).toBe("Sulfate-Free Shampoos");
    expect(productPhrase("Dog shampoo formulations")).toBe("Dog shampoo");
  });

  test("an ordinary description is unchanged", () => {
    expect(categoryDescriptionFrom("A range of sulfate-free shampoos for salons")).toBe(
      "Formulations for sulfate-free shampoos for salons.",
    );
    expect(withoutFormulationWords("Formulations")).toBe("Formulations");
  });
});
