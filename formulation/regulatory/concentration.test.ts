import { describe, expect, it } from "vitest";
import { parseConcentration, parseDecimal } from "./concentration";

// The strings below are cells of the "Maximum concentration in ready for use preparation" column.
describe("parseDecimal", () => {
  it("reads comma and dot decimals", () => {
    expect(parseDecimal("0,5")).toBe(0.5);
    expect(parseDecimal("7,34")).toBe(7.34);
    expect(parseDecimal("0.0015")).toBe(0.0015);
    expect(parseDecimal("12")).toBe(12);
    expect(parseDecimal("1,5,2")).toBeUndefined();
    expect(parseDecimal("abc")).toBeUndefined();
  });
});

describe("parseConcentration", () => {
  it("converts comma decimals", () => {
    expect(parseConcentration("0,5 %")?.percent).toBe(0.5);
    expect(parseConcentration("7,34 %")?.percent).toBe(7.34); // Annex VI 3, homosalate
    expect(parseConcentration("For (a) and (b): 0,2 %’")?.percent).toBe(0.2); // Annex IV 142
    expect(parseConcentration("2,52 %")?.percent).toBe(2.52);
  });

  it("reads dot decimals and keeps the basis qualifier", () => {
    const acid = parseConcentration("0.5% (acid)");
    expect(acid).toEqual({ percent: 0.5, raw: "0.5%", unit: "%", qualifier: "(acid)" });
    expect(parseConcentration("6% (as NH3)")?.qualifier).toBe("(as NH3)");
    expect(parseConcentration("0.2% (as free SO2)")?.qualifier).toBe("(as free SO2)");
    expect(parseConcentration("0.007% (of Hg)")?.percent).toBe(0.007);
    const fluoride = parseConcentration("0,15 % calculated as F. \nWhen mixed with other fluorine compounds …");
    expect(fluoride?.percent).toBe(0.15);
    expect(fluoride?.qualifier).toBe("calculated as F");
    expect(parseConcentration("12 % of H2O2 (40 volumes), present or released")?.qualifier).toBe("of H2O2");
  });

  it("reads the limit when product words follow it", () => {
    expect(parseConcentration("0,0015 % Rinse-off products")?.percent).toBe(0.0015); // Annex V 57
    expect(parseConcentration("1.0% in fine fragrance")?.percent).toBe(1);
  });

  it("converts ppm and mg/kg to percent", () => {
    expect(parseConcentration("100 mg/kg")).toMatchObject({ percent: 0.01, unit: "ppm" }); // Annex III 194, glyoxal
    expect(parseConcentration("5 ppm ")).toMatchObject({ percent: 0.0005, unit: "ppm" }); // Annex IV 67
    expect(parseConcentration("10 ppm")?.percent).toBe(0.001);
    expect(parseConcentration("500 ppb")?.percent).toBe(0.00005);
  });

  it("skips lower bounds and figures that are not the product limit", () => {
    expect(parseConcentration("> 0,1 % ≤ 6 % of H2O2, present or released")?.percent).toBe(6); // Annex III 12 (e)
    expect(parseConcentration("Maximum secondary amine content: 0.5%")).toBeUndefined(); // Annex III 60
    expect(parseConcentration("")).toBeUndefined();
    expect(parseConcentration("General use")).toBeUndefined();
  });

  it("takes the first figure when several are given on different bases", () => {
    expect(parseConcentration("0,2% corresponding to 0,0024% of silver")?.percent).toBe(0.2); // Annex V 59
    expect(parseConcentration("2% (General use) and 4.5% (Professional use)")?.percent).toBe(2);
    expect(parseConcentration("0.68% as free base (1.0% as dihydrochloride)")).toMatchObject({
      percent: 0.68,
      qualifier: "as free base",
    });
  });

  it("repairs the decimal comma lost in Annex III 235 ('0 15%')", () => {
    expect(parseConcentration("0 15%")?.percent).toBe(0.15);
  });

  it("ignores dates and stray characters", () => {
    expect(parseConcentration("As from 3 September 2017: 1,5 %")?.percent).toBe(1.5);
    expect(parseConcentration("0.2%%")?.percent).toBe(0.2);
    expect(parseConcentration("10 %(*)")?.percent).toBe(10);
  });
});
