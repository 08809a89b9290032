import { expect, test } from "vitest";
import type { ProductInput } from "../profiles";
import type { FormulaRow } from "../resolve";
import { classifyFormula, consumerPackaging } from ".";

const OVEN_CLEANER: ProductInput = { category: "cleaning-products-formulations", productType: "oven cleaner" };
const water = (rows: FormulaRow[]): FormulaRow[] => [{ name: "Water", percentage: "q.s." }, ...rows];

test("a corrosive consumer cleaner needs a child-resistant fastening and a tactile warning", () => {
  const h = classifyFormula({ ingredients: water([{ inci: "Sodium Hydroxide", percentage: 6 }]) }, OVEN_CLEANER);
  expect(h.packaging?.childResistantFastening).toBe(true);
  expect(h.packaging?.tactileWarning).toBe(true);
  expect(h.packaging?.requirements).toEqual([
    "Child-resistant fastening required on packaging of any size sold to the general public (CLP Article 35(2), Annex II 3.1, EN ISO 8317 or EN 862): classified Skin Corr. 1A.",
    "Tactile warning of danger required on packaging sold to the general public (CLP Annex II 3.2, EN ISO 11683): classified Skin Corr. 1A.",
  ]);
});

test("the same cleaner for professional use needs neither", () => {
  const h = classifyFormula(
    { ingredients: water([{ inci: "Sodium Hydroxide", percentage: 6 }]) },
    { ...OVEN_CLEANER, professionalUse: true },
  );
  expect(h.signalWord).toBe("Danger");
  expect(h.packaging).toBeUndefined();
});

test("an irritant or a cosmetic needs neither", () => {
  expect(
    classifyFormula({ ingredients: water([{ inci: "Sodium Hydroxide", percentage: 1 }]) }, OVEN_CLEANER).packaging,
  ).toBeUndefined();
  expect(
    classifyFormula(
      { ingredients: water([{ inci: "Glycerin", percentage: 5 }]) },
      { category: "skin-care-formulations", productType: "face cream" },
    ).packaging,
  ).toBeUndefined();
});

test("a 70 % ethanol gel needs a tactile warning (Flam. Liq. 2) but no child-resistant fastening", () => {
  const h = classifyFormula(
    {
      ingredients: water([
        { inci: "Alcohol", percentage: 70 },
        { inci: "Carbomer", percentage: 0.5 },
      ]),
    },
    { category: "cleaning-products-formulations", productType: "hand sanitiser gel" },
  );
  expect(h.packaging?.childResistantFastening).toBe(false);
  expect(h.packaging?.tactileWarning).toBe(true);
  expect(h.packaging?.requirements).toEqual([expect.stringContaining("classified Flam. Liq. 2.")]);
});

test("3 % methanol calls for a child-resistant fastening whatever the classification", () => {
  const at = (percent: number) => consumerPackaging([], [{ cas: "67-56-1", percent }], { consumer: true });
  expect(at(2.9)).toBeUndefined();
  expect(at(3)?.childResistantFastening).toBe(true);
  expect(at(3)?.requirements[0]).toContain("contains 3 % or more methanol");
  expect(consumerPackaging([], [{ cas: "75-09-2", percent: 1 }], { consumer: true })?.requirements[0]).toContain(
    "1 % or more dichloromethane",
  );
});

test("an aspiration hazard needs both, with the aerosol exception said", () => {
  const p = consumerPackaging([{ hazardClass: "Asp. Tox.", category: "1", label: "Asp. Tox. 1" }], [], {
    consumer: true,
  });
  expect(p?.childResistantFastening).toBe(true);
  expect(p?.tactileWarning).toBe(true);
  expect(p?.requirements[0]).toContain("unless sold as an aerosol or with a sealed spray");
});
