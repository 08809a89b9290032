import { describe, expect, it } from "vitest";
import {
  ANNEX_META,
  ATTRIBUTION,
  allergenLabelThreshold,
  applicableRules,
  citation,
  findColorant,
  findColorants,
  findRegulatoryEntries,
  findRegulatoryMatches,
  getRegulatoryEntry,
  isPermittedIn,
  maxConcentrationFor,
  type ProductContext,
  REGULATORY_ENTRIES,
  type RegulatoryEntry,
} from "./index";

const SHAMPOO: ProductContext = { leaveOn: false, area: "hair" };
const HAIR_LEAVE_ON: ProductContext = { leaveOn: true, area: "hair" };
const FACE_CREAM: ProductContext = { leaveOn: true, area: "face" };
const BODY_LOTION: ProductContext = { leaveOn: true, area: "body" };
const SHOWER_GEL: ProductContext = { leaveOn: false, area: "body" };
const LIPSTICK: ProductContext = { leaveOn: true, area: "lip" };
const TOOTHPASTE: ProductContext = { leaveOn: false, area: "oral" };

function only(entries: RegulatoryEntry[], annex: string): RegulatoryEntry {
  const found = entries.filter((e) => e.annex === annex);
  expect(found).toHaveLength(1);
  return found[0] as RegulatoryEntry;
}

describe("the data set", () => {
  it("carries the attribution and the export dates", () => {
    expect(ATTRIBUTION).toBe(
      "CosIng, © European Union, 1995-2026. Annexes II to VI of Regulation (EC) No 1223/2009, from the European Commission's CosIng database, reused under Commission Decision 2011/833/EU (CC BY 4.0)",
    );
    expect(ANNEX_META.II).toEqual({
      title: "LIST OF SUBSTANCES PROHIBITED IN COSMETIC PRODUCTS",
      lastUpdate: "08/12/2025",
      fileCreated: "24/12/2025",
    });
    expect(ANNEX_META.III.lastUpdate).toBe("08/12/2025");
    expect(ANNEX_META.IV.title).toBe("LIST OF COLORANTS ALLOWED IN COSMETIC PRODUCTS");
    expect(ANNEX_META.V.lastUpdate).toBe("28/08/2026");
    expect(ANNEX_META.VI.lastUpdate).toBe("28/08/2026");
  });

  it("has every record except the 'Moved or deleted' placeholders", () => {
    const counts: Record<string, number> = {};
    for (const e of REGULATORY_ENTRIES) counts[e.annex] = (counts[e.annex] ?? 0) + 1;
    // 1744/373/154/58/34 records, minus 18/2/0/3/1 placeholders
    expect(counts).toEqual({ II: 1726, III: 371, IV: 154, V: 55, VI: 33 });
    expect(REGULATORY_ENTRIES.some((e) => /moved or deleted/i.test(e.name))).toBe(false);
    expect(new Set(REGULATORY_ENTRIES.map((e) => e.id)).size).toBe(REGULATORY_ENTRIES.length);
  });

  it("keeps repeated reference numbers apart", () => {
    expect(getRegulatoryEntry("II/38")?.ref).toBe("38");
    expect(getRegulatoryEntry("II/38~3")?.ref).toBe("38");
    expect(getRegulatoryEntry("III/196")?.inci).toEqual(["HC BLUE NO. 11"]);
    expect(getRegulatoryEntry("III/196~2")?.inci).toEqual(["Lippia citriodora absolute"]);
  });

  it("flags nanomaterial entries", () => {
    const nano = REGULATORY_ENTRIES.filter((e) => e.nano).map((e) => e.id);
    expect(nano).toEqual(expect.arrayContaining(["III/372", "IV/126a", "VI/27a", "VI/30a"]));
    expect(nano).not.toContain("VI/27");
    expect(nano).not.toContain("VI/29"); // "including as nanomaterial": both forms
    expect(getRegulatoryEntry("III/372")?.name).toBe("Hydroxyapatite"); // the name cell omits "(nano)"
  });

  it("normalises '12 a' and keeps the original", () => {
    const e = getRegulatoryEntry("V/12a");
    expect(e?.ref).toBe("12a");
    expect(e?.refOriginal).toBe("12 a");
  });
});

describe("phenoxyethanol", () => {
  it("is in Annex V with a 1 % limit for any product", () => {
    const e = only(findRegulatoryEntries({ inci: "PHENOXYETHANOL" }), "V");
    expect(e.ref).toBe("29");
    expect(e.cas).toEqual(["122-99-6"]);
    expect(e.rules).toHaveLength(1);
    expect(e.rules[0]?.maxPercent).toBe(1);
    expect(e.rules[0]?.scope.tags).toEqual(["all"]);
    for (const ctx of [SHAMPOO, FACE_CREAM, LIPSTICK, TOOTHPASTE]) {
      expect(maxConcentrationFor(e, ctx)?.maxPercent).toBe(1);
    }
    expect(citation(e)).toBe("EU CosIng Annex V ref. 29, data of 28/08/2026");
  });
});

describe("Annex II (prohibited substances)", () => {
  it("finds known substances by CAS number with their reference numbers", () => {
    expect(only(findRegulatoryEntries({ cas: "50-00-0" }), "II")).toMatchObject({ ref: "1577", name: "Formaldehyde" });
    expect(only(findRegulatoryEntries({ cas: "67-66-3" }), "II")).toMatchObject({ ref: "366", name: "Chloroform" });
    expect(only(findRegulatoryEntries({ cas: "71-43-2" }), "II")).toMatchObject({ ref: "47", name: "Benzene" });
    expect(only(findRegulatoryEntries({ cas: "7439-92-1" }), "II").name).toBe("Lead and its compounds");
  });

  it("reports them as not permitted, with a citation", () => {
    const benzene = only(findRegulatoryEntries({ name: "benzene" }), "II");
    expect(benzene.rules).toEqual([]);
    expect(isPermittedIn(benzene, FACE_CREAM)).toBe(false);
    expect(citation(benzene)).toBe("EU CosIng Annex II ref. 47, data of 08/12/2025");
  });

  it("finds a substance through a synonym in its name cell", () => {
    const m = findRegulatoryEntries({ name: "Methotrexate" });
    expect(m.map((e) => e.id)).toEqual(["II/6"]);
  });
});

describe("salicylic acid (Annex III 98)", () => {
  const e = only(findRegulatoryEntries({ inci: "Salicylic Acid" }), "III");

  it("has one rule per lettered product type", () => {
    expect(e.ref).toBe("98");
    expect(e.rules.map((r) => [r.letter, r.maxPercent])).toEqual([
      ["a", 3],
      ["b", 2],
      ["c", 0.5],
    ]);
    expect(e.rules[0]?.productType).toBe("Rinse-off hair products");
    expect(e.rules[0]?.scope.tags).toEqual(["rinse-off", "hair"]);
    expect(e.rules[1]?.scope.tags).toEqual(["other"]);
    expect(e.rules[1]?.scope.except).toEqual(
      expect.arrayContaining([
        ["leave-on", "body"],
        ["leave-on", "eye"],
        ["leave-on", "lip"],
        ["children-under-3"],
        ["oral"],
      ]),
    );
    expect(e.rules[2]?.scope.tags).toEqual(["leave-on", "eye", "lip", "body", "deodorant"]);
    // "(a) (b) (c)" in "Other" applies the prohibitions to every sub-entry
    for (const r of e.rules) expect(r.other).toContain("Not to be used in oral products");
  });

  it("gives 3 % for rinse-off hair products and 2 % for other products", () => {
    expect(maxConcentrationFor(e, SHAMPOO)).toMatchObject({ maxPercent: 3, rule: { letter: "a" } });
    expect(maxConcentrationFor(e, HAIR_LEAVE_ON)?.maxPercent).toBe(2);
    expect(maxConcentrationFor(e, FACE_CREAM)?.maxPercent).toBe(2);
    expect(maxConcentrationFor(e, SHOWER_GEL)?.maxPercent).toBe(2);
    expect(applicableRules(e, SHAMPOO).map((r) => r.letter)).toEqual(["a"]);
  });

  it("gives 0,5 % for body lotion and lipstick, and nothing where it may not be used", () => {
    expect(maxConcentrationFor(e, BODY_LOTION)?.maxPercent).toBe(0.5);
    expect(maxConcentrationFor(e, LIPSTICK)?.maxPercent).toBe(0.5);
    expect(isPermittedIn(e, TOOTHPASTE)).toBe(false);
    expect(isPermittedIn(e, { ...FACE_CREAM, children: true })).toBe(false);
    expect(isPermittedIn(e, { ...BODY_LOTION, spray: true })).toBe(false);
  });

  it("also has the Annex V preservative entry", () => {
    const v = only(findRegulatoryEntries({ cas: "69-72-7" }), "V");
    expect(v.ref).toBe("3");
    expect(maxConcentrationFor(v, SHAMPOO)?.maxPercent).toBe(0.5);
  });
});

describe("other lettered entries", () => {
  it("benzoic acid (Annex V 1): rinse-off, oral care and leave-on limits", () => {
    const e = only(findRegulatoryEntries({ inci: "Sodium Benzoate" }), "V");
    expect(maxConcentrationFor(e, SHOWER_GEL)?.maxPercent).toBe(2.5);
    expect(maxConcentrationFor(e, TOOTHPASTE)?.maxPercent).toBe(1.7);
    expect(maxConcentrationFor(e, FACE_CREAM)?.maxPercent).toBe(0.5);
    expect(e.rules[0]?.maxQualifier).toBe("(acid)");
  });

  it("octocrylene (Annex VI 10): the spray limit applies only to sprays", () => {
    const e = only(findRegulatoryEntries({ inci: "Octocrylene" }), "VI");
    expect(maxConcentrationFor(e, BODY_LOTION)?.maxPercent).toBe(10);
    expect(maxConcentrationFor(e, { ...BODY_LOTION, spray: true })?.maxPercent).toBe(9);
  });

  it("thioglycolic acid (Annex III 2a): the rinse-off hair limit is the strictest for a shampoo", () => {
    const e = getRegulatoryEntry("III/2a") as RegulatoryEntry;
    expect(e.rules.map((r) => r.maxPercent)).toEqual([8, 5, 2, 11]);
    expect(maxConcentrationFor(e, SHAMPOO)?.maxPercent).toBe(2);
    expect(maxConcentrationFor(e, HAIR_LEAVE_ON)?.maxPercent).toBe(8);
  });

  it("hair dye substances apply only to hair dye products", () => {
    const e = getRegulatoryEntry("III/8a") as RegulatoryEntry; // p-phenylenediamine
    expect(isPermittedIn(e, SHAMPOO)).toBe(false);
    expect(isPermittedIn(e, { ...SHAMPOO, hairDye: true })).toBe(true);
  });
});

describe("fragrance allergens", () => {
  it("flags linalool and limonene for labelling", () => {
    const linalool = only(findRegulatoryEntries({ inci: "Linalool" }), "III");
    expect(linalool.labelAllergen).toBe(true);
    expect(allergenLabelThreshold(linalool, { leaveOn: true })).toBe(0.001);
    expect(allergenLabelThreshold(linalool, { leaveOn: false })).toBe(0.01);
    const limonene = only(findRegulatoryEntries({ cas: "5989-27-5" }), "III");
    expect(limonene.ref).toBe("88");
    expect(limonene.labelAllergen).toBe(true);
  });

  it("flags exactly the entries whose conditions state both thresholds", () => {
    const flagged = REGULATORY_ENTRIES.filter((e) => e.labelAllergen);
    expect(flagged).toHaveLength(81);
    expect(flagged.every((e) => e.annex === "III")).toBe(true);
    expect(flagged.map((e) => e.ref)).toEqual(
      expect.arrayContaining(["45", "67", "70", "77", "84", "88", "324", "371"]),
    );
    expect(only(findRegulatoryEntries({ inci: "Phenoxyethanol" }), "V").labelAllergen).toBe(false);
    expect(allergenLabelThreshold(getRegulatoryEntry("V/29") as RegulatoryEntry, { leaveOn: true })).toBeUndefined();
  });
});

describe("colorants (Annex IV)", () => {
  it("finds CI 77891 whatever the spacing or case", () => {
    const e = findColorant("CI 77891");
    expect(e?.id).toBe("IV/143");
    expect(e?.colour).toBe("White");
    expect(e?.ci).toEqual(["CI 77891"]);
    expect(findColorant("ci77891")?.id).toBe("IV/143");
    expect(findColorant("77891")?.id).toBe("IV/143");
    expect(findColorant("CI 99999")).toBeUndefined();
    expect(findRegulatoryEntries({ inci: "CI 77891" }).map((e) => e.id)).toEqual(["IV/143"]);
  });

  it("prefers the non-nano entry when two share a number", () => {
    expect(findColorants("CI 77266").map((e) => e.id)).toEqual(["IV/126a", "IV/126"]);
    expect(findColorant("CI 77266")?.name).toBe("Carbon black");
  });

  it("finds numbers given only in the identified-ingredients column", () => {
    expect(findColorant("CI 77947")?.name).toBe("Zinc oxide");
  });

  it("reads the condition columns that the export shifts one to the right", () => {
    const ci10006 = findColorant("CI 10006") as RegulatoryEntry;
    expect(ci10006.rules[0]?.productType).toBe("Rinse-off product");
    expect(isPermittedIn(ci10006, SHOWER_GEL)).toBe(true);
    expect(isPermittedIn(ci10006, FACE_CREAM)).toBe(false);
    expect(findColorant("CI 12085")?.rules[0]?.maxPercent).toBe(3);
    expect(findColorant("CI 14720")?.rules[0]?.other).toBe(
      "Purity criteria as set out in Commission Directive 95/45/EC (E 122)",
    );
    const mucous = findColorant("CI 10020") as RegulatoryEntry;
    expect(mucous.rules[0]?.scope.tags).toEqual(["not-mucous"]);
    expect(isPermittedIn(mucous, LIPSTICK)).toBe(false);
    expect(isPermittedIn(mucous, SHAMPOO)).toBe(true);
  });

  it("reads entry 142 (silver), whose columns are not shifted", () => {
    const silver = findColorant("CI 77820") as RegulatoryEntry;
    expect(silver.rules.map((r) => [r.letter, r.productType, r.maxPercent])).toEqual([
      ["a", "Lip products", 0.2],
      ["b", "Eye shadow", 0.2],
    ]);
  });
});

describe("findRegulatoryEntries", () => {
  it("matches INCI names, chemical names and identified ingredients", () => {
    expect(findRegulatoryMatches({ inci: "Triethanolamine" }).map((m) => [m.entry.id, m.matchedBy])).toEqual([
      ["III/62", ["identified"]],
    ]);
    expect(findRegulatoryEntries({ inci: "Zinc Oxide" }).map((e) => e.id)).toEqual(["IV/144", "VI/30"]);
    expect(findRegulatoryEntries({ inci: "Zinc Oxide (nano)" }).map((e) => e.id)).toEqual(["VI/30a"]);
    expect(findRegulatoryEntries({ name: "Octinoxate" }).map((e) => e.id)).toEqual(["VI/12"]);
  });

  it("ignores case, punctuation, soft hyphens and word breaks in names", () => {
    const ids = (name: string) => findRegulatoryEntries({ name }).map((e) => e.id);
    expect(ids("2-PHENOXYETHANOL")).toEqual(["V/29"]);
    expect(ids("2 phenoxy\u00adethanol")).toEqual(["V/29"]);
    expect(ids("phenoxy ethanol")).toEqual(["V/29"]);
    expect(ids("HYDROXYETHOXYPHENYL BUTANONE")).toEqual(["V/60"]); // the file writes it with a soft hyphen
    expect(ids("Methylchloroisothiazolinone and Methylisothiazolinone")).toEqual(["V/39"]);
  });

  it("matches CAS numbers exactly after cleaning", () => {
    expect(findRegulatoryEntries({ cas: "122-99-6" }).map((e) => e.id)).toEqual(["V/29"]);
    expect(findRegulatoryEntries({ cas: " 122-99-6 [1]" }).map((e) => e.id)).toEqual(["V/29"]);
    expect(findRegulatoryEntries({ cas: "122-99-61" })).toEqual([]);
    // a CAS number the file put in the EC column (Annex III 353, lemon oil)
    expect(findRegulatoryEntries({ cas: "84929-31-7" }).map((e) => e.id)).toEqual(["III/353"]);
  });

  it("combines name and CAS matches without duplicates", () => {
    const m = findRegulatoryMatches({ inci: "Phenoxyethanol", cas: "122-99-6" });
    expect(m).toHaveLength(1);
    expect(m[0]?.matchedBy).toEqual(["inci", "cas", "identified"]);
  });

  it("returns nothing for unregulated ingredients", () => {
    for (const inci of ["Aqua", "Glycerin", "Cetearyl Alcohol", "Xanthan Gum", ""]) {
      expect(findRegulatoryEntries({ inci })).toEqual([]);
    }
    expect(findRegulatoryEntries({})).toEqual([]);
  });

  it("checks a 30-ingredient formula in well under a millisecond", () => {
    const formula = [
      "Aqua",
      "Glycerin",
      "Cetearyl Alcohol",
      "Caprylic/Capric Triglyceride",
      "Glyceryl Stearate",
      "Dimethicone",
      "Phenoxyethanol",
      "Ethylhexylglycerin",
      "Sodium Benzoate",
      "Potassium Sorbate",
      "Linalool",
      "Limonene",
      "Citronellol",
      "Geraniol",
      "Salicylic Acid",
      "Niacinamide",
      "Panthenol",
      "Tocopherol",
      "Xanthan Gum",
      "Sodium Hydroxide",
      "Citric Acid",
      "Titanium Dioxide",
      "CI 77891",
      "CI 77491",
      "Zinc Oxide",
      "Octocrylene",
      "Butyl Methoxydibenzoylmethane",
      "Benzyl Alcohol",
      "Parfum",
      "Disodium EDTA",
    ];
    const ctx = FACE_CREAM;
    const run = () => {
      for (const inci of formula) for (const e of findRegulatoryEntries({ inci, cas: "" })) maxConcentrationFor(e, ctx);
    };
    for (let i = 0; i < 100; i++) run(); // warm-up
    const batches: number[] = [];
    for (let b = 0; b < 9; b++) {
      const start = performance.now();
      for (let i = 0; i < 50; i++) run();
      batches.push((performance.now() - start) / 50);
    }
    const median = batches.sort((x, y) => x - y)[4] ?? Number.POSITIVE_INFINITY;
    expect(median).toBeLessThan(1);
  });
});
