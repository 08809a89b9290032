import { expect, test } from "vitest";
import type { ProductInput } from "../profiles";
import type { FormulaRow } from "../resolve";
import { COSMETIC_PROTECTION, classifyFormula, NO_CLASSIFIED_PROTECTION, protectionFor } from ".";

const CLEANER: ProductInput = { category: "cleaning-products-formulations", productType: "oven cleaner" };
const water = (rows: FormulaRow[]): FormulaRow[] => [{ name: "Water", percentage: "q.s." }, ...rows];
const kinds = (rows: FormulaRow[], product = CLEANER) =>
  protectionFor(classifyFormula({ ingredients: water(rows) }, product)).measures.map((m) => m.kind);

test("a corrosive calls for chemical-resistant gloves, goggles and a face shield", () => {
  const p = protectionFor(
    classifyFormula({ ingredients: water([{ inci: "Sodium Hydroxide", percentage: 6 }]) }, CLEANER),
  );
  expect(p.measures.map((m) => m.kind)).toEqual(["gloves", "eyes", "face"]);
  expect(p.measures[0]?.text).toMatch(/^Chemical-resistant gloves/);
  expect(p.measures[0]?.because).toEqual(["Skin Corr. 1A (H314)"]);
  expect(p.measures[1]?.because).toEqual(["Skin Corr. 1A (H314)", "Eye Dam. 1 (H318)"]);
  expect(p.note).toBeUndefined();
});

test("an irritant calls for gloves and goggles, no face shield", () => {
  const p = protectionFor(
    classifyFormula({ ingredients: water([{ inci: "Sodium Hydroxide", percentage: 1 }]) }, CLEANER),
  );
  expect(p.measures.map((m) => m.kind)).toEqual(["gloves", "eyes"]);
  expect(p.measures[0]?.text).toMatch(/^Protective gloves/);
});

test("a sensitiser calls for gloves", () => {
  expect(kinds([{ inci: "Methylchloroisothiazolinone/Methylisothiazolinone", percentage: "100 ppm" }])).toContain(
    "gloves",
  );
});

test("a flammable liquid keeps ignition sources away and the vapour ventilated", () => {
  expect(
    kinds([{ inci: "Alcohol", percentage: 70 }], {
      category: "cleaning-products-formulations",
      productType: "glass cleaner",
    }),
  ).toEqual(["eyes", "ventilation", "ignition"]);
});

test("inhalation toxicity calls for ventilation and a respirator", () => {
  const p = protectionFor({
    regime: "clp",
    classification: [
      {
        hazardClass: "Acute Tox.",
        category: "3",
        label: "Acute Tox. 3",
        hazardStatement: { code: "H331", text: "Toxic if inhaled." },
        drivers: [],
      },
    ],
  });
  expect(p.measures.map((m) => m.kind)).toEqual(["ventilation", "respiratory"]);
});

test("a mixture that is not classified, and a cosmetic, say why no equipment follows", () => {
  expect(
    protectionFor(classifyFormula({ ingredients: water([{ inci: "Glycerin", percentage: 2 }]) }, CLEANER)),
  ).toEqual({
    measures: [],
    note: NO_CLASSIFIED_PROTECTION,
  });
  expect(
    protectionFor(
      classifyFormula(
        { ingredients: water([{ inci: "Glycerin", percentage: 5 }]) },
        { category: "skin-care-formulations", productType: "face cream" },
      ),
    ).note,
  ).toBe(COSMETIC_PROTECTION);
});
