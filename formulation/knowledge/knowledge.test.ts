import { describe, expect, test } from "vitest";
import { findRegulatoryMatches, normaliseName } from "../regulatory";
import { isValidCas } from "../regulatory/normalise";
import { findIngredient, INGREDIENTS } from ".";
import { DOMAINS, IngredientSchema } from "./types";

test("the knowledge base holds at least 400 valid ingredients with unique ids", () => {
  expect(INGREDIENTS.length).toBeGreaterThanOrEqual(400);
  for (const ingredient of INGREDIENTS) expect(() => IngredientSchema.parse(ingredient), ingredient.id).not.toThrow();
  const ids = INGREDIENTS.map((i) => i.id);
  expect(new Set(ids).size).toBe(ids.length);
});

test("no two ingredients share a name (grades of one INCI, like dimethicones, have their own)", () => {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const i of INGREDIENTS) {
    const key = normaliseName(i.name);
    const other = seen.get(key);
    if (other) clashes.push(`${key}: ${other} / ${i.id}`);
    seen.set(key, i.id);
  }
  expect(clashes).toEqual([]);
});

test("every CAS number has a valid check digit", () => {
  const bad = INGREDIENTS.flatMap((i) =>
    (i.cas?.split(" / ") ?? []).filter((c) => !isValidCas(c)).map((c) => `${i.id}: ${c}`),
  );
  expect(bad).toEqual([]);
});

test("every domain the 22 categories draw from is stocked", () => {
  for (const domain of DOMAINS) {
    expect(INGREDIENTS.filter((i) => i.domains.includes(domain)).length, domain).toBeGreaterThanOrEqual(5);
  }
});

test("hazardous raw materials carry GHS statements", () => {
  for (const id of ["sodium-hydroxide", "sodium-hypochlorite", "isopropyl-alcohol"]) {
    const ingredient = INGREDIENTS.find((i) => i.id === id);
    expect(ingredient?.hazards?.length ?? 0, id).toBeGreaterThan(0);
  }
});

describe("lookups", () => {
  test("by name, INCI (with or without the common name in brackets), alias and CAS", () => {
    expect(findIngredient({ name: "Glycerin" })?.id).toBe("glycerin");
    expect(findIngredient({ inci: "Butyrospermum Parkii (Shea) Butter" })?.id).toBe(
      findIngredient({ inci: "Butyrospermum Parkii Butter" })?.id,
    );
    expect(findIngredient({ cas: "122-99-6" })?.inci).toBe("Phenoxyethanol");
    expect(findIngredient({ name: "SLES" })?.inci).toMatch(/Sodium Laureth Sulfate/i);
    expect(findIngredient({ name: "no such thing at all" })).toBeUndefined();
  });
});

test("no preservative's practical maximum exceeds its EU Annex V limit", () => {
  const over: string[] = [];
  // Trade blends ("Phenoxyethanol (and) Ethylhexylglycerin") are dosed as the blend, not the substance.
  const single = (x: (typeof INGREDIENTS)[number]) => !/\(and\)|&|,/i.test(x.inci);
  for (const i of INGREDIENTS.filter(
    (x) => x.functions.includes("preservative") && x.domains.includes("cosmetic") && single(x),
  )) {
    for (const m of findRegulatoryMatches({ inci: i.inci, cas: i.cas })) {
      if (m.entry.annex !== "V" || !m.matchedBy.some((k) => k !== "identified")) continue;
      const limits = m.entry.rules.map((r) => r.maxPercent).filter((n): n is number => n !== undefined);
      if (limits.length && i.maxUse > Math.max(...limits) + 1e-9)
        over.push(`${i.id} ${i.maxUse} > ${Math.max(...limits)}`);
    }
  }
  expect(over).toEqual([]);
});

test("every ingredient says where its typical range comes from, and cites the annex entry that caps it", () => {
  const missing = INGREDIENTS.filter((i) => !(i.sources ?? []).some((s) => s.covers === "typical-range")).map(
    (i) => i.id,
  );
  expect(missing).toEqual([]);
  const phenoxyethanol = INGREDIENTS.find((i) => i.id === "phenoxyethanol");
  expect(phenoxyethanol?.sources).toContainEqual(
    expect.objectContaining({ kind: "regulation", covers: "max-use", ref: expect.stringMatching(/Annex V ref\. 29/) }),
  );
});

test("every surfactant states the active matter of the grade its levels are given for", () => {
  const surfactants = INGREDIENTS.filter((i) => i.functions.includes("surfactant"));
  expect(surfactants.length).toBeGreaterThanOrEqual(40);
  expect(surfactants.filter((i) => i.activeMatter === undefined).map((i) => i.id)).toEqual([]);
  // A diluted grade names itself, so a formulator knows what to buy.
  expect(surfactants.filter((i) => (i.activeMatter ?? 1) < 0.99 && !i.grade).map((i) => i.id)).toEqual([]);
  const am = (id: string) => INGREDIENTS.find((i) => i.id === id)?.activeMatter;
  // Real commercial grades: betaines as 30 % solutions, glucosides about 50 %, SLS needles, SCI 85 %.
  expect(am("cocamidopropyl-betaine")).toBe(0.3);
  expect(am("decyl-glucoside")).toBe(0.5);
  expect(am("sodium-laureth-sulfate")).toBe(0.7);
  expect(am("sodium-lauryl-sulfate")).toBeGreaterThanOrEqual(0.9);
  expect(am("sodium-cocoyl-isethionate")).toBe(0.85);
  expect(am("sodium-cocoyl-glutamate")).toBeLessThanOrEqual(0.3);
});

describe("where typical ranges come from", () => {
  const rangeSources = (i: (typeof INGREDIENTS)[number]) =>
    (i.sources ?? []).filter((s) => s.covers === "typical-range");

  test("no ingredient keeps the old catch-all curator line; a curator range says what it was judged for", () => {
    const generic = INGREDIENTS.filter((i) =>
      rangeSources(i).some((s) => /^Formulab curators' range from suppliers'/.test(s.ref)),
    );
    expect(generic.map((i) => i.id)).toEqual([]);
    for (const i of INGREDIENTS) {
      for (const s of rangeSources(i).filter((x) => x.kind === "curator")) {
        expect(s.ref, i.id).toMatch(
          /^Formulab curators' range( for .+ (as an? .+ in .+ products|from suppliers')|: water is the q\.s\.)/,
        );
      }
    }
  });

  test("a range capped by the annex cites the entry that caps it; documents are named", () => {
    for (const i of INGREDIENTS) {
      const regulation = rangeSources(i).filter((s) => s.kind === "regulation");
      for (const s of regulation) {
        expect(i.typicalMax, i.id).toBe(i.maxUse);
        const entry = /^EU CosIng Annex [IVX]+ ref\. \w+/.exec(s.ref)?.[0];
        expect(entry, i.id).toBeDefined();
        expect(
          (i.sources ?? []).some((m) => m.covers === "max-use" && m.ref.startsWith(entry ?? "?")),
          i.id,
        ).toBe(true);
      }
      for (const s of rangeSources(i).filter((x) => x.kind === "reference" || x.kind === "supplier")) {
        expect(s.ref, i.id).toMatch(
          /Handbook of Pharmaceutical Excipients, 6th ed\. \(2009\), .+ monograph|product information|TDS/,
        );
      }
    }
    const documented = INGREDIENTS.filter((i) => rangeSources(i).some((s) => s.kind !== "curator"));
    expect(documented.length).toBeGreaterThanOrEqual(55);
    expect(
      rangeSources(INGREDIENTS.find((i) => i.id === "phenoxyethanol") as (typeof INGREDIENTS)[number]),
    ).toContainEqual(
      expect.objectContaining({ kind: "regulation", ref: expect.stringMatching(/^EU CosIng Annex V ref\. 29/) }),
    );
  });
});

test("every water-soluble acid or caustic that moves a product's pH is in the acid-base model, so no printed pH leaves it out", async () => {
  const { acidBaseOf } = await import("../chemistry/ph");
  const moversOfPh = INGREDIENTS.filter(
    (i) =>
      i.solubility === "water" &&
      !i.functions.some((f) => f === "oxidiser" || f === "biocide" || f === "preservative" || f === "dispersant") &&
      (/\bacid\b/i.test(i.inci) || /^(?:sodium|potassium) hydroxide$/i.test(i.inci)) &&
      !/hyaluron|amino acids|hydroly[sz]ed|polyglutamic|alginic|fulvic/i.test(i.inci),
  );
  expect(moversOfPh.length).toBeGreaterThan(20);
  const missing = moversOfPh.filter((i) => !acidBaseOf(i.id)).map((i) => i.id);
  expect(missing).toEqual([]);
});
