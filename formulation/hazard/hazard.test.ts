import { describe, expect, test } from "vitest";
import { INGREDIENTS } from "../knowledge";
import type { ProductInput } from "../profiles";
import type { FormulaRow } from "../resolve";
import {
  COSMETIC_SUMMARY,
  classifyFormula,
  classOfCode,
  HARMONISED_INGREDIENT_IDS,
  HARMONISED_SUBSTANCES,
  type HazardAnswer,
  ingredientHazard,
  MAX_PRECAUTIONARY,
  NOT_CLASSIFIED,
} from ".";
import { STATEMENTS } from "./data";

const CLEANER: ProductInput = { category: "cleaning-products-formulations", productType: "all-purpose cleaner" };
const water = (rows: FormulaRow[]): FormulaRow[] => [{ name: "Water", percentage: "q.s." }, ...rows];
const labels = (h: HazardAnswer) => h.classification.map((c) => c.label);
const codes = (list: { code: string }[]) => list.map((s) => s.code);

describe("hazard data", () => {
  test("every knowledge-base ingredient with hazard codes has a classification with a source", () => {
    const withCodes = INGREDIENTS.filter((i) => i.hazards?.length);
    expect(withCodes.length).toBeGreaterThan(300);
    for (const ingredient of withCodes) {
      const hazard = ingredientHazard(ingredient.id);
      expect(hazard, ingredient.id).toBeDefined();
      for (const part of hazard?.parts ?? []) expect(part.source.length, ingredient.id).toBeGreaterThan(20);
      // Every code is understood: a class and category, or an EUH statement with its text.
      for (const code of ingredient.hazards ?? []) {
        expect(classOfCode(code) ?? STATEMENTS.hazard[code], `${ingredient.id} ${code}`).toBeDefined();
      }
    }
  });

  test("every harmonised entry names its Annex VI index number, and its ingredients cite it", () => {
    for (const [id, substance] of Object.entries(HARMONISED_SUBSTANCES)) {
      expect(substance.index, id).toMatch(/^\d{3}-\d{3}-\d{2}-[\dX]$/);
    }
    for (const id of HARMONISED_INGREDIENT_IDS) {
      const harmonised = ingredientHazard(id)?.parts.find((p) => p.index);
      expect(harmonised?.source, id).toContain(`CLP Annex VI, index No ${harmonised?.index}`);
    }
    expect(ingredientHazard("sodium-hydroxide")?.parts[0]?.index).toBe("011-002-00-6");
  });

  test("a harmonised entry settles its classes; the supplier's label adds only the others", () => {
    // Ethanol: Flam. Liq. 2 from Annex VI; the eye irritation its suppliers label stays.
    const [annex, own] = ingredientHazard("alcohol")?.parts ?? [];
    expect(annex?.classes.map((c) => c.code)).toEqual(["H225"]);
    expect(own?.classes.map((c) => c.code)).toEqual(["H319"]);
    // Sodium hypochlorite: EUH031 comes with its Annex VI limit, not from the raw material's label.
    expect(ingredientHazard("sodium-hypochlorite")?.parts.flatMap((p) => p.euh)).toEqual([]);
  });
});

describe("skin and eye: sodium hydroxide across its specific limits", () => {
  const naoh = (percent: number) =>
    classifyFormula({ ingredients: water([{ inci: "Sodium Hydroxide", percentage: percent }]) }, CLEANER);

  test("0.4 % is below every limit", () => {
    const h = naoh(0.4);
    expect(h.classification).toEqual([]);
    expect(h.signalWord).toBeNull();
    expect(h.summary).toBe(`${NOT_CLASSIFIED}.`);
  });
  test("1 % is Skin Irrit. 2 and Eye Irrit. 2 (0.5–2 %)", () => {
    const h = naoh(1);
    expect(labels(h)).toEqual(["Skin Irrit. 2", "Eye Irrit. 2"]);
    expect(h.pictograms).toEqual(["GHS07"]);
    expect(h.signalWord).toBe("Warning");
  });
  test("3 % is Skin Corr. 1B (2–5 %)", () => {
    const h = naoh(3);
    expect(labels(h)).toEqual(["Skin Corr. 1B", "Eye Dam. 1"]);
    expect(h.classification[0]?.drivers).toEqual([{ name: "Sodium Hydroxide", percent: 3 }]);
    expect(codes(h.hazardStatements)).toEqual(["H314"]);
    expect(h.pictograms).toEqual(["GHS05"]);
    expect(h.signalWord).toBe("Danger");
  });
  test("6 % is Skin Corr. 1A (≥ 5 %)", () => {
    expect(labels(naoh(6))).toEqual(["Skin Corr. 1A", "Eye Dam. 1"]);
  });

  test("a strong acid without specific limits is corrosive from 1 % (Table 3.2.4), not from 5 %", () => {
    const h = classifyFormula({ ingredients: water([{ inci: "Methanesulfonic Acid", percentage: 1.5 }]) }, CLEANER);
    expect(labels(h)).toContain("Skin Corr. 1");
  });

  test("extreme pH is flagged for consideration, not classified", () => {
    const h = classifyFormula(
      { ingredients: water([{ inci: "Sodium Hydroxide", percentage: 0.4 }]), phLevel: 12.5 },
      CLEANER,
    );
    expect(h.classification).toEqual([]);
    expect(h.notes.join(" ")).toContain("For consideration: pH 12.5 is extreme");
  });
});

describe("sensitisers: an isothiazolinone-preserved cleaner", () => {
  const cleaner = (mit: number) =>
    classifyFormula(
      {
        ingredients: water([
          { inci: "Disodium Laureth Sulfosuccinate", percentage: 8 },
          { inci: "PEG-7 Glyceryl Cocoate", percentage: 2 },
          { inci: "Methylisothiazolinone", percentage: mit },
        ]),
      },
      CLEANER,
    );

  test("below a tenth of the 0.0015 % limit: no H317 and no EUH208", () => {
    const h = cleaner(0.0001);
    expect(h.classification).toEqual([]);
    expect(codes(h.supplementalStatements)).not.toContain("EUH208");
  });
  test("between a tenth and the limit: EUH208 names it", () => {
    const h = cleaner(0.0005);
    expect(h.classification).toEqual([]);
    expect(h.supplementalStatements).toContainEqual({
      code: "EUH208",
      text: "Contains 2-methylisothiazol-3(2H)-one. May produce an allergic reaction.",
    });
  });
  test("at the limit: Skin Sens. 1A, H317, GHS07, Warning", () => {
    const h = cleaner(0.0015);
    expect(labels(h)).toEqual(["Skin Sens. 1A"]);
    expect(codes(h.hazardStatements)).toEqual(["H317"]);
    expect(h.pictograms).toEqual(["GHS07"]);
    expect(h.signalWord).toBe("Warning");
    expect(codes(h.supplementalStatements)).not.toContain("EUH208");
  });
});

test("a 70 % ethanol hand gel is Flam. Liq. 2 by an estimated flash point and Eye Irrit. 2", () => {
  const h = classifyFormula(
    {
      ingredients: water([
        { inci: "Alcohol", percentage: 70 },
        { inci: "Glycerin", percentage: 1 },
        { inci: "Carbomer", percentage: 0.5 },
      ]),
    },
    { category: "cleaning-products-formulations", productType: "hand sanitiser gel" },
  );
  expect(h.regime).toBe("biocidal");
  expect(labels(h)).toEqual(["Flam. Liq. 2", "Eye Irrit. 2"]);
  expect(codes(h.hazardStatements)).toEqual(["H225", "H319"]);
  expect(h.pictograms).toEqual(["GHS02", "GHS07"]);
  expect(h.signalWord).toBe("Danger");
  const flash = h.notes.find((n) => n.startsWith("Flash point estimated"));
  expect(flash).toMatch(/about 2[01] °C/);
  expect(flash).toContain("estimate");
  expect(flash).toContain("measured flash point");
  expect(h.notes[0]).toContain("Regulation (EU) No 528/2012");
});

test("a mild cleaner is not classified and carries its detergent ingredient statement", () => {
  const h = classifyFormula(
    {
      ingredients: water([
        { inci: "Disodium Laureth Sulfosuccinate", percentage: 8 },
        { inci: "PEG-7 Glyceryl Cocoate", percentage: 2 },
        { inci: "Sodium Chloride", percentage: 1 },
        { inci: "Citric Acid", percentage: 0.2 },
        { inci: "Benzisothiazolinone", percentage: 0.003 },
        { inci: "Parfum", percentage: 0.05 },
      ]),
    },
    CLEANER,
  );
  expect(h.classified).toBe(false);
  expect(h.summary).toBe("Not classified as hazardous under CLP.");
  expect(h.pictograms).toEqual([]);
  expect(h.signalWord).toBeNull();
  expect(h.precautionaryStatements).toEqual([]);
  // 8 % of an eye irritant is below 10 %, but over 1 %: a safety data sheet on request.
  expect(codes(h.supplementalStatements)).toEqual(["EUH210"]);
  expect(h.supplementalStatements[0]?.text).toBe("Safety data sheet available on request.");
  expect(h.detergentLabel?.lines).toEqual([
    "less than 5 %: anionic surfactants, non-ionic surfactants",
    "perfumes",
    "preservation agents: Benzisothiazolinone",
  ]);
});

test("a cosmetic cream is outside CLP labelling", () => {
  const h = classifyFormula(
    {
      ingredients: water([
        { inci: "Glycerin", percentage: 3 },
        { inci: "Cetearyl Alcohol", percentage: 3 },
        { inci: "Phenoxyethanol", percentage: 0.9 },
        { inci: "Citric Acid", percentage: 0.1 },
      ]),
    },
    { category: "skin-care-formulations", productType: "O/W face cream" },
  );
  expect(h).toMatchObject({
    regime: "cosmetic",
    summary: COSMETIC_SUMMARY,
    classification: [],
    pictograms: [],
    signalWord: null,
    hazardStatements: [],
    precautionaryStatements: [],
    supplementalStatements: [],
  });
  expect(h.detergentLabel).toBeUndefined();
});

describe("a hypochlorite bleach", () => {
  // 32 % of the 12–14 % solution (read at 14 % active chlorine) is 4.48 % active chlorine.
  const bleach = (hypochlorite: number, naoh: number) =>
    classifyFormula(
      {
        ingredients: water([
          { name: "Sodium hypochlorite solution 12–14%", percentage: hypochlorite },
          { inci: "Sodium Hydroxide", percentage: naoh },
        ]),
      },
      { category: "cleaning-products-formulations", productType: "thin bleach" },
    );

  test("with 0.3 % sodium hydroxide the limits add up to Skin Corr. 1B", () => {
    const h = bleach(32, 0.3);
    expect(labels(h)).toEqual(["Skin Corr. 1B", "Eye Dam. 1", "Aquatic Acute 1", "Aquatic Chronic 2"]);
    expect(h.classification[0]?.drivers).toEqual([
      { name: "Sodium hypochlorite solution 12–14%", percent: 4.48 },
      { name: "Sodium Hydroxide", percent: 0.3 },
    ]);
    expect(h.pictograms).toEqual(["GHS05", "GHS09"]);
    expect(h.signalWord).toBe("Danger");
  });

  test("with 0.1 % it stays below 5 %: Skin Irrit. 2, Eye Dam. 1, and GHS05 replaces GHS07", () => {
    const h = bleach(32, 0.1);
    expect(labels(h)).toEqual(["Skin Irrit. 2", "Eye Dam. 1", "Aquatic Acute 1", "Aquatic Chronic 2"]);
    expect(codes(h.hazardStatements)).toEqual(["H315", "H318", "H400", "H411"]);
    expect(h.pictograms).toEqual(["GHS05", "GHS09"]);
  });

  test("the M-factor of 10 makes 4.48 % very toxic to aquatic life", () => {
    const aquatic = bleach(32, 0.3).classification.find((c) => c.hazardClass === "Aquatic Acute");
    expect(aquatic?.hazardStatement).toEqual({ code: "H400", text: "Very toxic to aquatic life." });
  });

  test("EUH031 from 5 % active chlorine, EUH206 always, and the detergent line", () => {
    const thin = bleach(32, 0.3);
    expect(codes(thin.supplementalStatements)).toEqual(["EUH206"]);
    expect(thin.supplementalStatements[0]?.text).toBe(
      "Warning! Do not use together with other products. May release dangerous gases (chlorine).",
    );
    expect(thin.detergentLabel?.lines).toEqual(["less than 5 %: chlorine-based bleaching agents"]);
    const strong = bleach(40, 0.3);
    expect(codes(strong.supplementalStatements)).toEqual(["EUH031", "EUH206"]);
    expect(strong.detergentLabel?.lines).toEqual(["5 % or over but less than 15 %: chlorine-based bleaching agents"]);
  });
});

describe("pictogram precedence and precautionary statements", () => {
  test("GHS06 takes the place of GHS07 (Article 26)", () => {
    const h = classifyFormula(
      {
        ingredients: water([
          { inci: "Methyl Alcohol", percentage: 60 },
          { inci: "Isopropyl Alcohol", percentage: 20 },
        ]),
      },
      {
        category: "automotive-coating-solutions-formulations",
        productType: "de-icer concentrate",
        professionalUse: true,
      },
    );
    expect(labels(h)).toEqual(
      expect.arrayContaining(["Acute Tox. 3", "STOT SE 1", "Eye Irrit. 2", "STOT SE 3", "Flam. Liq. 2"]),
    );
    expect(h.pictograms).toEqual(["GHS02", "GHS06", "GHS08"]);
    expect(h.precautionaryStatements.length).toBeLessThanOrEqual(MAX_PRECAUTIONARY);
    // A professional product: no "keep out of reach of children".
    expect(codes(h.precautionaryStatements)).not.toContain("P102");
  });

  test("GHS05 keeps GHS07 for skin sensitisation, and a consumer label holds at most six P-statements", () => {
    const h = classifyFormula(
      {
        ingredients: water([
          { inci: "Sodium Hydroxide", percentage: 3 },
          { inci: "Methylisothiazolinone", percentage: 0.002 },
          { inci: "Alcohol", percentage: 30 },
        ]),
      },
      CLEANER,
    );
    expect(h.pictograms).toEqual(["GHS02", "GHS05", "GHS07"]);
    expect(h.precautionaryStatements).toHaveLength(MAX_PRECAUTIONARY);
    expect(codes(h.precautionaryStatements).slice(0, 2)).toEqual(["P101", "P102"]);
    expect(codes(h.precautionaryStatements)).toEqual(expect.arrayContaining(["P280", "P210"]));
  });
});

test("acute toxicity by ATEmix, with the unknown-toxicity statement above 10 %", () => {
  // Potassium hydroxide: Acute Tox. 4, ATE 500 mg/kg. 30 % gives ATEmix 1667 mg/kg: category 4.
  const h = classifyFormula(
    {
      ingredients: water([
        { inci: "Potassium Hydroxide", percentage: 30 },
        { name: "House blend extract", percentage: 15 },
      ]),
    },
    { category: "detergent-formulations", productType: "industrial degreaser", professionalUse: true },
  );
  expect(labels(h)).toContain("Acute Tox. 4");
  expect(codes(h.hazardStatements)).toContain("H302");
  expect(h.notes).toContain("15 % of the mixture consists of ingredient(s) of unknown acute toxicity.");
  expect(h.notes.join(" ")).toContain("Not in the knowledge base, so not classified here: House blend extract");
});

test("a plant protection product says it needs its own authorisation label", () => {
  const h = classifyFormula(
    { ingredients: water([{ inci: "Acetic Acid", percentage: 20 }]) },
    { category: "advanced-agricultural-chemicals-formulations", productType: "vinegar weed killer" },
  );
  expect(h.regime).toBe("plant-protection");
  expect(h.notes[0]).toContain("Regulation (EC) No 1107/2009");
  // 20 % acetic acid: Skin Irrit. 2 and Eye Irrit. 2 between 10 and 25 %.
  expect(labels(h)).toEqual(["Skin Irrit. 2", "Eye Irrit. 2"]);
});
