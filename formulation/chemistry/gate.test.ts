import { describe, expect, it } from "vitest";
import { ingredientById } from "../knowledge";
import { type ValidationContext, validate } from "../validate";
import { CHEMISTRY_RULES, REACTIVE_ROLES, rolesOf } from "./gate";

type Row = [name: string, percentage: string];
const formula = (rows: Row[]) => ({ ingredients: rows.map(([name, percentage]) => ({ name, percentage })) });
const chemistry = (rows: Row[], context: ValidationContext = {}) =>
  validate(formula(rows), {
    category: "cleaning-products-formulations",
    productType: "cleaner",
    ...context,
  }).findings.filter((f) => f.code.startsWith("chemistry-") || f.code === "ph-unsafe");
const errors = (rows: Row[], context: ValidationContext = {}) =>
  chemistry(rows, context).filter((f) => f.severity === "error");

describe("the chemistry data", () => {
  it("names only knowledge-base ingredients, and every rule has a source and roles that exist", () => {
    for (const role of REACTIVE_ROLES)
      for (const id of role.ids) expect(ingredientById(id), `${role.id}: ${id}`).toBeDefined();
    expect(CHEMISTRY_RULES.length).toBeGreaterThanOrEqual(20);
    for (const rule of CHEMISTRY_RULES) expect(rule.source.length).toBeGreaterThan(20);
  });

  it("reads roles from names as people type them, not only from knowledge-base ids", () => {
    expect(rolesOf({ names: ["Muriatic acid 31%"] }).has("strong-acid")).toBe(true);
    expect(rolesOf({ names: ["Household bleach", "Sodium Hypochlorite"] }).has("hypochlorite")).toBe(true);
    expect(rolesOf({ names: ["White vinegar"] }).has("acid")).toBe(true);
    // Look-alikes that must not take the role.
    expect(rolesOf({ names: ["Lauramine Oxide"] }).has("ammonia-amine")).toBe(false);
    expect(rolesOf({ names: ["Melaleuca Alternifolia (Tea Tree) Leaf Oil"] }).has("nitrosatable-amine")).toBe(false);
    expect(rolesOf({ names: ["Polyquaternium-10"] }).has("cationic-surfactant")).toBe(false);
    expect(rolesOf({ names: ["Cetearyl Alcohol (and) Behentrimonium Methosulfate"] }).has("anionic-surfactant")).toBe(
      false,
    );
    expect(rolesOf({ names: ["Triethanolamine"] }).has("alcohol")).toBe(false);
    expect(rolesOf({ names: ["C12-15 Alkyl Benzoate"] }).has("benzoate")).toBe(false);
  });
});

describe("dangerous pairs in one pack are errors", () => {
  const water: Row = ["Water", "q.s."];
  const cases: [string, Row[]][] = [
    ["bleach + hydrochloric acid", [water, ["Sodium hypochlorite 12.5% solution", "20%"], ["Muriatic acid 31%", "5%"]]],
    ["bleach + vinegar", [water, ["Bleach", "30%"], ["White vinegar", "20%"]]],
    ["bleach + citric acid", [water, ["Sodium Hypochlorite", "10%"], ["Citric Acid", "2%"]]],
    ["bleach + ammonia", [water, ["Sodium Hypochlorite", "10%"], ["Ammonia solution 25%", "3%"]]],
    ["bleach + rubbing alcohol", [water, ["Sodium Hypochlorite", "10%"], ["Isopropyl Alcohol", "10%"]]],
    ["bleach + hydrogen peroxide", [water, ["Sodium Hypochlorite", "10%"], ["Hydrogen Peroxide 35%", "5%"]]],
    [
      "calcium hypochlorite + trichloroisocyanuric acid",
      [
        ["Calcium Hypochlorite", "50%"],
        ["Trichloroisocyanuric Acid", "50%"],
      ],
    ],
    [
      "TCCA + urea",
      [
        ["Trichloroisocyanuric Acid", "90%"],
        ["Urea", "10%"],
      ],
    ],
    [
      "TCCA + sulfamic acid",
      [
        ["Trichloroisocyanuric Acid", "80%"],
        ["Sulfamic Acid", "20%"],
      ],
    ],
    [
      "calcium hypochlorite + sodium thiosulfate",
      [
        ["Calcium Hypochlorite", "70%"],
        ["Sodium Thiosulfate", "30%"],
      ],
    ],
    ["hydrogen peroxide + sodium sulfite", [water, ["Hydrogen Peroxide", "6%"], ["Sodium Sulfite", "2%"]]],
    ["sodium percarbonate in water", [water, ["Sodium Percarbonate", "10%"]]],
    ["percarbonate + TAED in a liquid", [water, ["Sodium Percarbonate", "10%"], ["TAED", "3%"]]],
    ["one-pack oxidation hair dye", [water, ["p-Phenylenediamine", "1%"], ["Hydrogen Peroxide", "6%"]]],
    ["sodium nitrite + triethanolamine", [water, ["Sodium nitrite", "2%"], ["Triethanolamine", "5%"]]],
    ["sodium nitrite + hydrochloric acid", [water, ["Sodium nitrite", "2%"], ["Hydrochloric Acid", "5%"]]],
    ["sodium bisulfite + sulfuric acid", [water, ["Sodium Bisulfite", "5%"], ["Sulfuric Acid", "5%"]]],
    ["alkaline hydrogen peroxide in a bottle", [water, ["Hydrogen Peroxide", "6%"], ["Sodium Hydroxide", "2%"]]],
    [
      "a 2K clear coat with its hardener in the same can",
      [
        ["Hydroxy-functional acrylic polyol resin (75% in butyl acetate)", "50%"],
        ["Aliphatic polyisocyanate hardener (HDI trimer, 90% in butyl acetate)", "35%"],
        ["Butyl acetate", "15%"],
      ],
    ],
    ["an isocyanate hardener with water", [water, ["HDI trimer", "20%"]]],
  ];
  for (const [what, rows] of cases) {
    it(what, () => {
      const found = errors(rows);
      expect(found.length, JSON.stringify(chemistry(rows))).toBeGreaterThan(0);
      expect(found[0]?.citation).toBeTruthy();
      expect(validate(formula(rows), { category: "cleaning-products-formulations" }).isValid).toBe(false);
    });
  }
});

describe("what only spoils a product is a warning", () => {
  const cases: [string, Row[], ValidationContext][] = [
    [
      "retinol with glycolic acid at exfoliating level",
      [
        ["Water", "q.s."],
        ["Retinol", "0.3%"],
        ["Glycolic Acid", "8%"],
        ["Sodium Hydroxide", "1.5%"],
      ],
      { category: "skin-care-formulations", productType: "serum", leaveOn: true },
    ],
    [
      "ascorbic acid with a copper peptide",
      [
        ["Water", "q.s."],
        ["Ascorbic Acid", "10%"],
        ["Copper Tripeptide-1", "0.1%"],
        ["Sodium Hydroxide", "1%"],
      ],
      { category: "skin-care-formulations", productType: "serum", leaveOn: true },
    ],
    [
      "a quat with an anionic at washing level",
      [
        ["Water", "q.s."],
        ["Sodium Laureth Sulfate", "10%"],
        ["Benzalkonium Chloride", "2%"],
      ],
      {},
    ],
    [
      "a liquid detergent with enzymes and hydrogen peroxide",
      [
        ["Water", "q.s."],
        ["Protease (subtilisin), liquid", "0.5%"],
        ["Hydrogen Peroxide 35%", "10%"],
        ["Citric Acid", "0.2%"],
      ],
      { category: "detergent-formulations", productType: "laundry liquid" },
    ],
  ];
  for (const [what, rows, context] of cases) {
    it(what, () => {
      const found = chemistry(rows, context);
      expect(found.some((f) => f.severity === "warning" && f.code.startsWith("chemistry-"))).toBe(true);
      expect(found.filter((f) => f.severity === "error")).toEqual([]);
    });
  }
});

describe("sound products pass", () => {
  it("a thick bleach with caustic and amine oxide", () => {
    const rows: Row[] = [
      ["Water", "q.s."],
      ["Sodium Hypochlorite", "36%"],
      ["Sodium Hydroxide", "0.5%"],
      ["Lauramine Oxide", "3%"],
    ];
    expect(chemistry(rows)).toEqual([]);
  });

  it("an oxygen bleach powder with activator (no water)", () => {
    const rows: Row[] = [
      ["Sodium Carbonate", "50%"],
      ["Sodium Percarbonate", "35%"],
      ["TAED", "8%"],
      ["Sodium Sulfate", "7%"],
    ];
    expect(chemistry(rows)).toEqual([]);
  });

  it("a hydrogen peroxide developer kept acidic", () => {
    const rows: Row[] = [
      ["Water", "q.s."],
      ["Hydrogen Peroxide", "20%"],
      ["Phosphoric Acid", "0.1%"],
    ];
    expect(errors(rows, { category: "salon-base-innovations-formulations", productType: "cream developer" })).toEqual(
      [],
    );
  });

  it("a one-can baking enamel with a blocked isocyanate, and a 2K hardener can on its own", () => {
    const oneCan: Row[] = [
      ["Water", "q.s."],
      ["Aliphatic polyurethane dispersion (aqueous)", "40%"],
      ["Blocked polyisocyanate crosslinker (aqueous)", "5%"],
    ];
    expect(chemistry(oneCan)).toEqual([]);
    const hardener: Row[] = [
      ["Aliphatic polyisocyanate hardener (HDI trimer, 90% in butyl acetate)", "80%"],
      ["Butyl acetate", "20%"],
    ];
    expect(chemistry(hardener)).toEqual([]);
  });

  it("hypochlorite is no preservative with a pH window", () => {
    const rows: Row[] = [
      ["Water", "q.s."],
      ["Sodium Hypochlorite", "30%"],
      ["Sodium Hydroxide", "0.5%"],
    ];
    const findings = validate(formula(rows), { category: "cleaning-products-formulations", ph: "12.5" }).findings;
    expect(findings.filter((f) => f.code === "preservative-ph")).toEqual([]);
  });
});

describe("the pH a formula really has", () => {
  const serum = (base: string): Row[] => [
    ["Water", "q.s."],
    ["Glycolic Acid", "14%"],
    ["Lactic Acid", "5%"],
    ...(base ? [["Sodium Hydroxide", base] as Row] : []),
    ["Phenoxyethanol", "0.9%"],
  ];
  const context: ValidationContext = {
    category: "skin-care-formulations",
    productType: "AHA serum",
    leaveOn: true,
    ph: "3.5-4.0",
  };

  it("refuses a strong unbuffered acid serum whatever pH it states", () => {
    const found = validate(formula(serum("")), context).findings.find((f) => f.code === "ph-unsafe");
    expect(found?.severity).toBe("error");
    expect(found?.message).toMatch(/about pH 1\.\d|about pH 2\.\d/);
  });

  it("accepts the same serum partly neutralised to its stated pH", () => {
    const found = validate(formula(serum("3.2%")), context).findings.filter((f) => f.code === "ph-unsafe");
    expect(found).toEqual([]);
  });
});

describe("enzymes and peroxide apart are sound", () => {
  it("a laundry powder with percarbonate and coated enzyme granules holds no water to react in", () => {
    const found = chemistry(
      [
        ["Sodium Carbonate", "q.s."],
        ["Sodium Percarbonate (coated)", "15%"],
        ["Protease (subtilisin), liquid", "0.5%"],
      ],
      { category: "detergent-formulations", productType: "laundry powder" },
    );
    expect(found.filter((f) => f.code === "chemistry-peroxygen-enzyme-water")).toEqual([]);
  });
});
