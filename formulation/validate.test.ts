import { describe, expect, test } from "vitest";
import { type FormulationInput, type ValidationContext, validate } from "./validate";

const codes = (input: FormulationInput, ctx: ValidationContext = {}) =>
  validate(input, ctx).findings.map((f) => `${f.severity}:${f.code}`);

/** A sound, simple O/W face cream to vary in the tests below. */
function cream(overrides: Partial<Record<string, string>> = {}): FormulationInput {
  const rows: Record<string, string> = {
    Aqua: "q.s.",
    Glycerin: "3%",
    "Caprylic/Capric Triglyceride": "8%",
    "Cetearyl Alcohol": "3%",
    "Glyceryl Stearate SE": "3%",
    Phenoxyethanol: "0.9%",
    Ethylhexylglycerin: "0.1%",
    ...overrides,
  };
  return {
    ingredients: Object.entries(rows)
      .filter(([, p]) => p !== "")
      .map(([inci, percentage]) => ({ name: inci, inci, percentage })),
    phLevel: "5.5",
  };
}
const FACE_CREAM: ValidationContext = {
  category: "skin-care-formulations",
  productType: "O/W face cream",
  leaveOn: true,
};

describe("percentages and totals", () => {
  test("a sound cream passes with no errors", () => {
    const result = validate(cream(), FACE_CREAM);
    expect(result.findings.filter((f) => f.severity === "error")).toEqual([]);
    expect(result.isValid).toBe(true);
    expect(result.totalPercent).toBe(100);
  });

  test("q.s. water takes the balance", () => {
    const result = validate(cream(), FACE_CREAM);
    expect(result.formula.rows.find((r) => r.label === "Aqua")?.hundredths).toBe(8200);
  });

  test("a total off by 0.5 is an error that states the actual total", () => {
    const input = cream({ Aqua: "81.5%" });
    const total = validate(input, FACE_CREAM).findings.find((f) => f.code === "total");
    expect(total).toMatchObject({ severity: "error", message: "Ingredients total 99.5%, not 100%" });
  });

  test("totals within 0.01 are accepted", () => {
    expect(codes(cream({ Aqua: "81.99%" }), FACE_CREAM)).not.toContain("error:total");
  });

  test("percentages must parse and lie in (0, 100]", () => {
    expect(codes(cream({ Glycerin: "lots" }), FACE_CREAM)).toContain("error:percentage-invalid");
    expect(codes(cream({ Glycerin: "0%" }), FACE_CREAM)).toContain("error:percentage-range");
    expect(codes(cream({ Glycerin: "q.s." }), FACE_CREAM)).toContain("error:balance-multiple");
  });

  test("duplicates are errors and unknown ingredients warnings", () => {
    const input = cream();
    const withDup = {
      ...input,
      ingredients: [...input.ingredients.slice(0, -1), { name: "Glycerine", inci: "Glycerin", percentage: "0.1%" }],
    };
    expect(codes(withDup, FACE_CREAM)).toContain("error:duplicate");
    const unknown = validate(cream({ "Unobtainium Extract": "0.1%", Ethylhexylglycerin: "" }), FACE_CREAM);
    expect(unknown.findings).toContainEqual(
      expect.objectContaining({ severity: "warning", code: "unknown-ingredient", ingredient: "Unobtainium Extract" }),
    );
    expect(unknown.findings.find((f) => f.code === "unknown-ingredient")?.message).toMatch(/not in the knowledge base/);
  });
});

describe("EU cosmetics annexes", () => {
  test("an Annex II substance is an error citing its reference number", () => {
    const input = cream({ Hydroquinone: "", Ethylhexylglycerin: "" });
    input.ingredients = [...input.ingredients, { name: "Dichloromethane", cas: "75-09-2", percentage: "0.1%" }];
    const finding = validate(input, FACE_CREAM).findings.find((f) => f.code === "annex-ii");
    expect(finding).toMatchObject({ severity: "error", citation: "EU CosIng Annex II ref. 1389, data of 08/12/2025" });
  });

  test("phenoxyethanol above its Annex V maximum is an error; at the maximum it is not", () => {
    const over = validate(cream({ Phenoxyethanol: "1.1%", Aqua: "q.s." }), FACE_CREAM).findings.find(
      (f) => f.code === "annex-v-max",
    );
    expect(over).toMatchObject({
      severity: "error",
      ingredient: "Phenoxyethanol",
      citation: "EU CosIng Annex V ref. 29, data of 28/08/2026",
    });
    expect(over?.message).toMatch(/exceeds the maximum of 1%/);
    expect(codes(cream({ Phenoxyethanol: "1%" }), FACE_CREAM)).not.toContain("error:annex-v-max");
  });

  test("salicylic acid is judged by its product-type rule", () => {
    const withSalicylic = (p: string) => cream({ "Salicylic Acid": p, Aqua: "q.s." });
    const shampoo: ValidationContext = {
      category: "hair-enrichment-solutions-formulations",
      productType: "shampoo",
      leaveOn: false,
    };
    expect(codes(withSalicylic("2.5%"), shampoo)).not.toContain("error:annex-iii-max");
    const face = validate(withSalicylic("2.5%"), FACE_CREAM).findings.find((f) => f.code === "annex-iii-max");
    expect(face?.citation).toBe("EU CosIng Annex III ref. 98, data of 08/12/2025");
    expect(face?.message).toMatch(/maximum of 2%/);
    expect(codes(withSalicylic("3.5%"), shampoo)).toContain("error:annex-iii-max");
  });

  test("limits stated on another basis are compared on that basis (fluoride as F, salts as acid)", () => {
    const toothpaste: ValidationContext = {
      category: "oral-care-formulations",
      productType: "toothpaste",
      leaveOn: false,
    };
    const paste = (naf: string) => cream({ "Sodium Fluoride": naf, Aqua: "q.s." });
    expect(codes(paste("0.32%"), toothpaste)).not.toContain("error:annex-iii-max");
    const over = validate(paste("0.4%"), toothpaste).findings.find((f) => f.code === "annex-iii-max");
    expect(over?.message).toMatch(/0.18% as F/);
    const benzoate = cream({ Phenoxyethanol: "", Ethylhexylglycerin: "", "Sodium Benzoate": "0.55%", Aqua: "q.s." });
    expect(codes({ ...benzoate, phLevel: "4.5" }, FACE_CREAM)).not.toContain("error:annex-v-max");
  });

  test("a colorant must be in Annex IV", () => {
    const ok = cream({ "CI 77891": "0.5%", Aqua: "q.s." });
    expect(codes(ok, FACE_CREAM)).not.toContain("error:colorant-not-allowed");
    const bad = cream({ "CI 12345": "0.5%", Aqua: "q.s." });
    expect(codes(bad, FACE_CREAM)).toContain("error:colorant-not-allowed");
  });

  test("annex checks are for cosmetics only", () => {
    const degreaser: ValidationContext = {
      category: "automotive-coating-solutions-formulations",
      productType: "degreaser",
    };
    expect(codes(cream({ Phenoxyethanol: "1.5%", Aqua: "q.s." }), degreaser)).not.toContain("error:annex-v-max");
  });
});

describe("preservation, emulsion and pH", () => {
  test("water without a preservative is an error, unless the product preserves itself", () => {
    const bare = cream({ Phenoxyethanol: "", Ethylhexylglycerin: "", Aqua: "q.s." });
    expect(codes(bare, FACE_CREAM)).toContain("error:no-preservative");
    expect(
      codes({ ...bare, phLevel: "11" }, { category: "cleaning-products-formulations", productType: "oven cleaner" }),
    ).not.toContain("error:no-preservative");
  });

  test("a caustic cleaner with no pH stated is not asked for a preservative: its model pH keeps nothing alive", () => {
    const oven = (naoh: string): FormulationInput => ({
      ingredients: [
        { name: "Water", percentage: "q.s." },
        { name: "Sodium hydroxide", percentage: naoh },
        { name: "Lauramine oxide 30%", percentage: "2%" },
      ],
    });
    const ctx: ValidationContext = { category: "cleaning-products-formulations", productType: "oven cleaner" };
    expect(codes(oven("10%"), ctx)).not.toContain("error:no-preservative");
    // A trace of alkali leaves a near-neutral, watery product that does need one.
    expect(codes(oven("0.001%"), ctx)).toContain("error:no-preservative");
  });

  test("a preservative that needs acid pH is warned about at pH 7", () => {
    const input = cream({ Phenoxyethanol: "", Ethylhexylglycerin: "", "Sodium Benzoate": "0.5%", Aqua: "q.s." });
    expect(codes({ ...input, phLevel: "7" }, FACE_CREAM)).toContain("warning:preservative-ph");
    expect(codes({ ...input, phLevel: "4.5" }, FACE_CREAM)).not.toContain("warning:preservative-ph");
  });

  test("a tablet's sodium benzoate lubricant is not judged as a preservative", () => {
    const tablet: FormulationInput = {
      ingredients: [
        { name: "Sodium Bicarbonate", percentage: "q.s." },
        { name: "Citric Acid", percentage: "25%" },
        { name: "Sodium Benzoate", percentage: "0.5%", function: "Tablet lubricant" },
      ],
      phLevel: "7.5",
    };
    const ctx: ValidationContext = {
      category: "cleaning-products-formulations",
      productType: "denture cleansing tablet",
    };
    expect(codes(tablet, ctx)).not.toContain("warning:preservative-ph");
  });

  test("an emulsion without an emulsifier is an error", () => {
    const noEmulsifier = cream({ "Glyceryl Stearate SE": "", Aqua: "q.s." });
    expect(codes(noEmulsifier, FACE_CREAM)).toContain("error:no-emulsifier");
    expect(codes(noEmulsifier, { ...FACE_CREAM, productType: "face oil serum" })).not.toContain("error:no-emulsifier");
  });

  test("pH outside the category's sensible range is a warning", () => {
    expect(codes({ ...cream(), phLevel: "9.5" }, FACE_CREAM)).toContain("warning:ph-range");
    expect(codes({ ...cream(), phLevel: "5.0-5.5" }, FACE_CREAM)).not.toContain("warning:ph-range");
  });
});

describe("processing parameters", () => {
  const steps = (cooldown: string) => [
    { phase: "Phase A – Water phase", steps: ["Heat Aqua and Glycerin to 75°C."] },
    {
      phase: "Phase B – Oil phase",
      steps: ["Heat Caprylic/Capric Triglyceride, Cetearyl Alcohol and Glyceryl Stearate SE to 75°C."],
    },
    { phase: "Phase C – Cool-down", steps: ["Emulsify B into A and homogenise.", cooldown] },
  ];

  test("heat-sensitive ingredients added hot are warned about", () => {
    const input = { ...cream({ Retinol: "0.1%", Aqua: "q.s." }) };
    const hot = validate(
      { ...input, instructions: steps("Still at 75°C, add Retinol, Phenoxyethanol and Ethylhexylglycerin.") },
      FACE_CREAM,
    );
    expect(hot.findings).toContainEqual(expect.objectContaining({ code: "heat-sensitive", ingredient: "Retinol" }));
    const cool = validate(
      { ...input, instructions: steps("Cool to below 40°C, then add Retinol, Phenoxyethanol and Ethylhexylglycerin.") },
      FACE_CREAM,
    );
    expect(cool.findings.map((f) => f.code)).not.toContain("heat-sensitive");
    expect(cool.findings.map((f) => f.code)).not.toContain("ingredient-not-in-steps");
  });

  test("a scent in a poured melt goes in just above the set point: said as practice, not warned about; a hot retinol still is", () => {
    const balm = (what: string) =>
      validate(
        {
          ingredients: [
            { name: "Shea Butter", inci: "Butyrospermum Parkii Butter", percentage: "60%" },
            { name: "Beeswax", inci: "Cera Alba", percentage: "38.9%" },
            { name: what, percentage: what === "Fragrance" ? "1%" : "0.1%" },
            { name: "Tocopherol", inci: "Tocopherol", percentage: "0.1%" },
          ].filter((r) => r.name !== "Retinol" || what === "Retinol"),
          instructions: [
            { phase: "Phase A – Melt", steps: ["Melt Shea Butter and Beeswax at 70°C."] },
            {
              phase: "Phase B – Late additions",
              steps: [
                "Cool with slow stirring to about 65°C; do not let it set.",
                `Add ${what} and Tocopherol and stir briefly.`,
                "Pour into tins and let them set.",
              ],
            },
          ],
        },
        { category: "skin-care-formulations", productType: "body balm" },
      ).findings.filter((f) => f.code === "heat-sensitive");
    expect(balm("Fragrance")).toEqual([expect.objectContaining({ severity: "info", ingredient: "Fragrance" })]);
    expect(balm("Retinol")).toEqual([expect.objectContaining({ severity: "warning", ingredient: "Retinol" })]);
  });

  test("missing phases, empty phases, unused ingredients and implausible parameters are reported", () => {
    expect(codes({ ...cream(), instructions: [] }, FACE_CREAM)).toContain("error:no-phases");
    expect(codes({ ...cream(), instructions: [{ phase: "Mix", steps: [] }] }, FACE_CREAM)).toContain(
      "error:phase-empty",
    );
    expect(
      codes({ ...cream(), instructions: [{ phase: "Mix", steps: ["Mix Aqua and Glycerin."] }] }, FACE_CREAM),
    ).toContain("warning:ingredient-not-in-steps");
    expect(codes({ ...cream(), temperature: "400°C" }, FACE_CREAM)).toContain("error:temperature-implausible");
    expect(codes({ ...cream(), processingTime: "whenever" }, FACE_CREAM)).toContain("warning:time-unreadable");
    expect(codes({ ...cream(), processingTime: "2 minutes" }, FACE_CREAM)).toContain("warning:time-implausible");
    expect(codes({ ...cream(), processingTime: "2.5 hours", temperature: "75°C" }, FACE_CREAM)).not.toContain(
      "warning:time-implausible",
    );
  });
});

describe("fragrance allergens", () => {
  test("are declared above 0.001% in leave-on and 0.01% in rinse-off products", () => {
    const withLinalool = cream({ Linalool: "0.005%", Aqua: "q.s." });
    const leaveOn = validate(withLinalool, FACE_CREAM).findings.find((f) => f.code === "allergens");
    expect(leaveOn).toMatchObject({ severity: "info" });
    expect(leaveOn?.message).toMatch(/Linalool/);
    const rinseOff = validate(withLinalool, {
      category: "skin-care-formulations",
      productType: "face wash",
      leaveOn: false,
    });
    expect(rinseOff.findings.map((f) => f.code)).not.toContain("allergens");
  });

  test("essential oils bring their allergens with them", () => {
    const withLavender = cream({ "Lavandula Angustifolia Oil": "0.5%", Aqua: "q.s." });
    const finding = validate(withLavender, FACE_CREAM).findings.find((f) => f.code === "allergens");
    expect(finding?.message).toMatch(/Linalool/);
  });
});

describe("product context", () => {
  const triclosanLotion = cream({ Triclosan: "0.2%", Aqua: "q.s." });

  test("structured facts override the product type's words; old callers keep working", () => {
    // The words say nothing about the area: a generic skin product must meet face and body rules.
    expect(codes(triclosanLotion, { productType: "lotion", leaveOn: true })).toContain("error:annex-scope");
    // Triclosan is allowed in non-spray deodorants: the product kind decides.
    expect(
      codes(triclosanLotion, { productType: "lotion", leaveOn: true, bodyArea: "body", productKind: "deodorant" }),
    ).not.toContain("error:annex-scope");
    expect(
      codes(triclosanLotion, {
        productType: "lotion",
        leaveOn: true,
        bodyArea: "body",
        productKind: "deodorant",
        sprayable: true,
      }),
    ).toContain("error:annex-scope");
  });

  test("children under 3 come from the category, the words or the caller", () => {
    const salicylic = cream({ "Salicylic Acid": "0.5%", Aqua: "q.s." });
    const body: ValidationContext = { category: "skin-care-formulations", productType: "O/W body lotion" };
    expect(codes(salicylic, body)).not.toContain("error:annex-scope");
    expect(codes(salicylic, { ...body, childrenUnder3: true })).toContain("error:annex-scope");
    expect(codes(salicylic, { ...body, productType: "O/W baby body lotion" })).toContain("error:annex-scope");
  });
});

describe("amounts below 0.01 %", () => {
  test("rows carry exact parts per million; MIT at 0.0015 % is 15 ppm, not 0", () => {
    const shampoo: ValidationContext = { category: "hair-enrichment-solutions-formulations", productType: "shampoo" };
    const withMit = (p: string) => cream({ Methylisothiazolinone: p, Aqua: "q.s." });
    const result = validate(withMit("0.0015%"), shampoo);
    expect(result.formula.rows.find((r) => r.label === "Methylisothiazolinone")).toMatchObject({
      ppm: 15,
      hundredths: 0.15,
    });
    expect(result.totalPercent).toBe(100);
    expect(codes(withMit("0.0015%"), shampoo)).not.toContain("error:annex-v-max");
    expect(codes(withMit("0.0016%"), shampoo)).toContain("error:annex-v-max");
  });
});

describe("label warnings", () => {
  test("a use the annexes allow with conditions names the wording the label must carry", () => {
    const toothpaste: ValidationContext = { category: "oral-care-formulations", productType: "fluoride toothpaste" };
    const paste = cream({ "Sodium Fluoride": "0.3%", Aqua: "q.s." });
    const warning = validate(paste, toothpaste).findings.find((f) => f.code === "label-warning");
    expect(warning).toMatchObject({ severity: "info", ingredient: "Sodium Fluoride" });
    expect(warning?.message).toMatch(/"Contains sodium fluoride/);
    expect(warning?.citation).toMatch(/Annex III ref\. 31,/);
  });
});

describe("fragrance allergens on the label", () => {
  test("an allergen over the threshold is an error only when the caller states the label and it is missing", () => {
    const withLavender = cream({ "Lavandula Angustifolia Oil": "0.5%", Aqua: "q.s." });
    expect(codes(withLavender, FACE_CREAM)).not.toContain("error:allergen-undeclared");
    expect(codes({ ...withLavender, declaredAllergens: [] }, FACE_CREAM)).toContain("error:allergen-undeclared");
    expect(
      codes({ ...withLavender, declaredAllergens: ["Linalool", "LIMONENE", "geraniol"] }, FACE_CREAM),
    ).not.toContain("error:allergen-undeclared");
  });
});

describe("surfactant load", () => {
  const shampoo: ValidationContext = { category: "hair-enrichment-solutions-formulations", productType: "shampoo" };
  const rows = (levels: Record<string, string>): FormulationInput => ({
    ingredients: [
      { name: "Aqua", percentage: "q.s." },
      ...Object.entries(levels).map(([name, percentage]) => ({ name, percentage })),
    ],
  });
  const load = (input: FormulationInput, ctx: ValidationContext) =>
    validate(input, ctx).findings.find((f) => f.code === "surfactant-load");

  test("levels are read as supplied, each surfactant at its grade's active matter", () => {
    // 14 % SLES 70 % paste + 10 % CAPB 30 % solution = 9.8 + 3.0 = 12.8 % active.
    const finding = load(rows({ "Sodium Laureth Sulfate": "14%", "Cocamidopropyl Betaine": "10%" }), shampoo);
    expect(finding).toMatchObject({ severity: "info" });
    expect(finding?.message).toMatch(/^12\.8 % active surfactant/);
    // A grade the row names wins over the knowledge base's.
    expect(load(rows({ "Sodium Laureth Sulfate 27%": "40%" }), shampoo)?.message).toMatch(/^10\.8 %/);
  });

  test("a shampoo or dish liquid far outside its usual active matter is a warning", () => {
    expect(load(rows({ "Cocamidopropyl Betaine": "8%" }), shampoo)).toMatchObject({ severity: "warning" });
    const dish: ValidationContext = {
      category: "cleaning-products-formulations",
      productType: "hand dishwashing liquid",
    };
    expect(load(rows({ "Lauramine oxide 30%": "10%" }), dish)?.severity).toBe("warning");
    expect(load(rows({ "Sodium Laureth Sulfate": "30%", "Lauramine oxide 30%": "10%" }), dish)?.severity).toBe("info");
  });
});

test("a hydroxide relaxer at pH 13 is in its range; a shampoo at pH 13 is not", () => {
  const rows: FormulationInput = {
    ingredients: [
      { name: "Aqua", percentage: "q.s." },
      { name: "Petrolatum", percentage: "12%" },
      { name: "Cetearyl Alcohol", percentage: "5%" },
    ],
    phLevel: "13.0",
  };
  const relaxer = { category: "salon-base-innovations-formulations" as const, productType: "lye hair relaxer cream" };
  expect(codes(rows, relaxer)).not.toContain("warning:ph-range");
  expect(codes(rows, { ...relaxer, productType: "shampoo" })).toContain("warning:ph-range");
});

test("two sources of one regulated substance are one amount against one limit", () => {
  const face = { category: "skin-care-formulations" as const, productType: "face cream", leaveOn: true, ph: "4.5" };
  const rows = (benzoate: string) => ({
    ingredients: [
      { name: "Water", percentage: "q.s." },
      { name: "Benzoic Acid", percentage: "0.3%" },
      { name: "Sodium Benzoate", percentage: benzoate },
    ],
  });
  // 0.3 % acid + 0.4 % salt (0.34 % as acid): each is under the 0.5 % leave-on maximum, together over it.
  const found = validate(rows("0.4%"), face).findings.find((f) => f.code === "annex-v-max-total");
  expect(found?.severity).toBe("error");
  expect(found?.message).toMatch(/Benzoic Acid and Sodium Benzoate together make 0\.64% as acid/);
  expect(codes(rows("0.2%"), face)).not.toContain("error:annex-v-max-total");
});

test("hydrogen peroxide and the carbamide peroxide that releases it are one amount against its limit", () => {
  const gel = { category: "oral-care-formulations" as const, productType: "tooth whitening gel" };
  const rows = (carbamide: string) => ({
    ingredients: [
      { name: "Glycerin", percentage: "q.s." },
      { name: "Hydrogen Peroxide", percentage: "0.09%" },
      { name: "Carbamide Peroxide", percentage: carbamide },
    ],
  });
  // 0.09 % + 0.09 % × 0.36 released = 0.12 %, over the 0.1 % consumer oral-care maximum.
  const found = validate(rows("0.09%"), gel).findings.find((f) => f.code === "annex-iii-max-total");
  expect(found?.severity).toBe("error");
  expect(found?.message).toMatch(/together make 0\.12% as H2O2/);
  expect(codes(rows("0.02%"), gel)).not.toContain("error:annex-iii-max-total");
});

test("an Annex II entry that bans only some grades asks for the supplier's proof, as a warning", () => {
  const spray = {
    ingredients: [
      { name: "Alcohol Denat.", percentage: "q.s." },
      { name: "Butane", inci: "Butane", cas: "106-97-8", percentage: "40%" },
      { name: "Parfum", percentage: "1%" },
    ],
  };
  const found = validate(spray, {
    category: "mens-care-style-formulations",
    productType: "aerosol deodorant spray",
  }).findings.find((f) => f.code === "annex-ii-grade");
  expect(found?.severity).toBe("warning");
  expect(found?.message).toMatch(/Butadiene.*certificate/);
});

describe("thioglycolic acid and its salts (Annex III 2a)", () => {
  const perm = (percent: number, professionalUse: boolean) =>
    validate(
      {
        ingredients: [
          { name: "Ammonium Thioglycolate", inci: "Ammonium Thioglycolate", percentage: `${percent}%` },
          { name: "Phenoxyethanol", inci: "Phenoxyethanol", percentage: "0.5%" },
          { name: "Water", inci: "Aqua", percentage: `${99.5 - percent}%` },
        ],
        phLevel: "9",
      },
      { category: "salon-base-innovations-formulations", productType: "perm lotion", professionalUse },
    ).findings.filter((f) => f.severity === "error");

  test("a salt is held to the acid's limit, counted as the acid: 12 % ammonium thioglycolate is 10.13 % for a home perm's 8 %", () => {
    expect(perm(12, false).map((f) => f.message)).toEqual([
      expect.stringMatching(/Ammonium Thioglycolate at 12% \(10\.13% as acid\) exceeds the maximum of 8%/),
    ]);
    expect(perm(9.4, false)).toEqual([]);
  });

  test("a perm lotion is held to the hair-products letter, not the 2 % meant for other rinse-off hair products", () => {
    expect(perm(9.4, true)).toEqual([]);
  });
});

test("a hydroxide may make a depilatory pH 12.7 at most and a skin cream pH 11; a relaxer has no pH ceiling", () => {
  const rows = (ph: string): FormulationInput => ({
    ingredients: [
      { name: "Aqua", percentage: "q.s." },
      { name: "Cetearyl Alcohol", percentage: "6%" },
      { name: "Sodium Hydroxide", inci: "Sodium Hydroxide", percentage: "1%" },
    ],
    phLevel: ph,
  });
  const depilatory = {
    category: "skin-care-formulations" as const,
    productType: "depilatory cream (rinse-off, body)",
    leaveOn: false,
    productKind: "depilatory" as const,
  };
  const over = validate(rows("13.0"), depilatory).findings.find((f) => f.code === "annex-iii-ph");
  expect(over?.severity).toBe("error");
  expect(over?.message).toMatch(/pH 13 is above pH 12\.7/);
  expect(over?.citation).toMatch(/Annex III ref\. 15a/);
  expect(codes(rows("12.5"), depilatory)).not.toContain("error:annex-iii-ph");
  // Any other skin product: pH 11 at most with a hydroxide as its adjuster.
  const lotion = { category: "skin-care-formulations" as const, productType: "body lotion", leaveOn: true };
  expect(codes(rows("11.5"), lotion)).toContain("error:annex-iii-ph");
  const relaxer = {
    category: "salon-base-innovations-formulations" as const,
    productType: "lye hair relaxer cream",
    productKind: "straightener" as const,
  };
  expect(codes(rows("13.0"), relaxer)).not.toContain("error:annex-iii-ph");
});

describe("sun protection", () => {
  const lotion = (rows: FormulationInput["ingredients"]) =>
    validate({ ingredients: rows }, { category: "skin-care-formulations", productType: "O/W sunscreen lotion SPF 30" });
  const base = [
    { name: "Water", inci: "Aqua", percentage: "80%" },
    { name: "Caprylic/Capric Triglyceride", inci: "Caprylic/Capric Triglyceride", percentage: "14%" },
    { name: "Glyceryl Stearate Citrate", inci: "Glyceryl Stearate Citrate", percentage: "5%" },
    { name: "Phenoxyethanol", inci: "Phenoxyethanol", percentage: "1%" },
  ];
  test("a sunscreen without any UV filter is refused, one with zinc oxide is not", () => {
    const none = lotion(base);
    expect(none.isValid).toBe(false);
    expect(none.findings.find((f) => f.code === "no-uv-filter")?.message).toMatch(/holds none/);
    const zinc = lotion([
      { ...base[0], percentage: "65%" } as (typeof base)[number],
      ...base.slice(1),
      { name: "Zinc Oxide", inci: "Zinc Oxide", percentage: "15%" },
    ]);
    expect(zinc.findings.some((f) => f.code === "no-uv-filter")).toBe(false);
  });
});
