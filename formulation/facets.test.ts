import { expect, test } from "vitest";
import { formulationFacets } from "./facets";

const row = (name: string, inci = name) => ({ name, inci, percentage: "1%", function: "" });

test("free-from claims follow the knowledge base, whatever the row is called", () => {
  const shampoo = formulationFacets({
    ingredients: [
      row("Deionised Water", "Aqua"),
      row("SLES", ""),
      row("Cocamidopropyl Betaine"),
      row("Phenoxyethanol"),
    ],
    phLevel: "5.0-5.5",
    category: "hair-enrichment-solutions-formulations",
    productType: "shampoo",
  });
  expect(shampoo).toMatchObject({ sulfateFree: false, preservativeFree: false, fragranceFree: true, leaveOn: false });
  expect(shampoo).toMatchObject({ phMin: 5, phMax: 5.5 });
  // Magnesium sulfate is a salt, not a sulfated surfactant; dimethicone is a silicone.
  const lotion = formulationFacets({
    ingredients: [row("Deionised Water", "Aqua"), row("Magnesium Sulfate"), row("Dimethicone"), row("Parfum")],
    category: "skin-care-formulations",
    productType: "body lotion",
  });
  expect(lotion).toMatchObject({ sulfateFree: true, siliconeFree: false, fragranceFree: false, leaveOn: true });
  expect(lotion.phMin).toBeNull();
});

test("an ingredient the knowledge base does not know rules out every free-from and vegan claim", () => {
  const f = formulationFacets({ ingredients: [row("Deionised Water", "Aqua"), row("Secret Blend 42", "")] });
  expect(f).toMatchObject({
    sulfateFree: false,
    siliconeFree: false,
    fragranceFree: false,
    preservativeFree: false,
    vegan: false,
  });
});

test("vegan needs every ingredient vegan", () => {
  expect(formulationFacets({ ingredients: [row("Deionised Water", "Aqua"), row("Glycerin")] }).vegan).toBe(true);
  expect(formulationFacets({ ingredients: [row("Deionised Water", "Aqua"), row("Beeswax", "Cera Alba")] }).vegan).toBe(
    false,
  );
});
