import { describe, expect, it } from "vitest";
import {
  alternativeMatches,
  classifyProductType,
  finaliseScope,
  isProfessionalOnly,
  matchScope,
  prohibitionsFrom,
} from "./scope";
import type { ProductContext } from "./types";

// Product-type texts as they appear in the annexes (one lettered sub-entry each).
describe("classifyProductType", () => {
  it("gives 'all' when no restriction is stated", () => {
    expect(classifyProductType("")).toEqual({ tags: ["all"], any: [["all"]], except: [] });
    expect(classifyProductType("Rust inhibitor").tags).toEqual(["all"]);
    expect(classifyProductType("Denaturant for ethanol and isopropyl alcohol").tags).toEqual(["all"]);
  });

  it("tags product type and area", () => {
    expect(classifyProductType("Rinse-off hair products").tags).toEqual(["rinse-off", "hair"]);
    expect(classifyProductType("Hair leave-on products").tags).toEqual(["leave-on", "hair"]);
    expect(classifyProductType("Leave on products").tags).toEqual(["leave-on"]);
    expect(classifyProductType("Oral products").tags).toEqual(["oral"]);
    // Toothpaste and mouthwash are kinds of oral product that rules tell apart (Annex III 372).
    expect(classifyProductType("Toothpaste").tags).toEqual(["oral", "toothpaste"]);
    expect(classifyProductType("Mouthwash").tags).toEqual(["oral", "mouthwash"]);
    expect(classifyProductType("Face and hand products").any).toEqual([["face"], ["hand"]]);
    expect(classifyProductType("Foot care products").tags).toEqual(["foot"]);
    expect(classifyProductType("Deodorants/antiperspirants").tags).toEqual(["leave-on", "body", "deodorant"]);
    expect(classifyProductType("Face powders and blemish concealers").any).toEqual([["leave-on", "face", "makeup"]]);
    expect(classifyProductType("Depilatories").tags).toEqual(["skin", "depilatory"]);
    expect(classifyProductType("Nail hardening products").tags).toEqual(["nail"]);
    expect(classifyProductType("Products intended for colouring eyelashes").tags).toEqual(["eye"]);
    expect(classifyProductType("Lip products").tags).toEqual(["lip"]);
    expect(classifyProductType("Face cream").tags).toEqual(["leave-on", "face"]);
    expect(classifyProductType("Skin products").tags).toEqual(["skin"]);
    expect(classifyProductType("Body lotion").tags).toEqual(["leave-on", "body"]);
    expect(classifyProductType("Rinse-off anti-dandruff shampoo").tags).toEqual(["rinse-off", "hair"]);
    expect(classifyProductType("Self-tanning products for the face").tags).toEqual(["face"]);
  });

  it("tags hair dyes, sprays, fragrances, professional use and young children", () => {
    expect(classifyProductType("Hair dye substance in oxidative hair dye products").tags).toEqual(["hair", "hair-dye"]);
    expect(classifyProductType("Hair dye substance in non- oxidative hair dye products").tags).toEqual([
      "hair",
      "hair-dye",
    ]);
    expect(classifyProductType("Propellant spray products").tags).toEqual(["spray"]);
    expect(classifyProductType("Fine fragrance").tags).toEqual(["leave-on", "fragrance"]);
    expect(classifyProductType("Professional use").tags).toEqual(["professional"]);
    expect(classifyProductType("Powdery products intended to be used for children under 3 years of age").tags).toEqual([
      "leave-on",
      "children-under-3",
    ]);
  });

  it("marks 'Other products' sub-entries", () => {
    expect(classifyProductType("Other products").tags).toEqual(["other"]);
    expect(classifyProductType("Others products").tags).toEqual(["other"]);
    expect(classifyProductType("0.03% in other products").tags).toEqual(["other"]);
  });

  it("reads exceptions: 'except', 'with the exception of', 'other than', 'Not to be used in'", () => {
    // Annex III 98 (b), salicylic acid
    const other = classifyProductType(
      "Other products except body lotion, eye shadow, mascara, eyeliner, lipstick, roll-on deodorant",
    );
    expect(other.any).toEqual([["other"]]);
    expect(other.except).toEqual([
      ["leave-on", "body"],
      ["leave-on", "eye"],
      ["leave-on", "lip"],
      ["leave-on", "body", "deodorant"],
    ]);
    expect(classifyProductType("Rinse-off products, except oral care products")).toEqual({
      tags: ["rinse-off"],
      any: [["rinse-off"]],
      except: [["oral"]],
    });
    expect(classifyProductType("Face products with the exception of propellent spray products").except).toEqual([
      ["spray"],
    ]);
    expect(classifyProductType("Leave-on products other than oral products").except).toEqual([["oral"]]);
    expect(classifyProductType("Not to be used in eye products")).toEqual({
      tags: ["all"],
      any: [["all"]],
      except: [["eye"]],
    });
    expect(classifyProductType("deodorants, not in form of spray")).toEqual({
      tags: ["leave-on", "body", "deodorant"],
      any: [["leave-on", "body", "deodorant"]],
      except: [["spray"]],
    });
    expect(classifyProductType("Deodorants (non-spray)").except).toEqual([["spray"]]);
  });

  it("turns 'mucous membranes' into not-mucous", () => {
    expect(classifyProductType("Not to be used in products applied on mucous membranes")).toEqual({
      tags: ["not-mucous"],
      any: [["not-mucous"]],
      except: [],
    });
  });

  it("splits lists into alternatives", () => {
    expect(classifyProductType("Shampoo and face products").any).toEqual([["rinse-off", "hair"], ["face"]]);
    // Annex III 297 (e): the head's tags apply to every item
    expect(
      classifyProductType("The following spray products: fine fragrances, hair sprays, antiperspirant and deodorant")
        .any,
    ).toEqual([
      ["leave-on", "spray", "fragrance"],
      ["hair", "spray"],
      ["leave-on", "body", "deodorant", "spray"],
    ]);
    // "including …" details, it does not add alternatives (Annex VI 4 (b))
    expect(classifyProductType("Body products, including propellant and pump spray products").any).toEqual([["body"]]);
  });

  it("reads parenthesised exceptions (Annex III 324 (a))", () => {
    const s = classifyProductType(
      "Leave-on skin products (except face makeup, spray/aerosol body lotion, spray/aerosol deodorant and hydroalcoholic-based fragrances) and leave on hair products (except spray/aerosol products)",
    );
    expect(s.any).toEqual([
      ["leave-on", "skin"],
      ["leave-on", "hair"],
    ]);
    // Face make-up is excluded, a face cream is not.
    expect(s.except).toContainEqual(["leave-on", "face", "makeup"]);
    expect(s.except).toContainEqual(["spray"]);
  });
});

describe("prohibitionsFrom (Other / Wording columns)", () => {
  it("reads 'Not to be used in …' sentences", () => {
    // Annex III 98, "Other"
    const r = prohibitionsFrom(
      "Not to be used in preparations for children under 3 years of age. Not to be used in applications that may lead to exposure of the end-user’s lungs by inhalation. Not to be used in oral products.",
    );
    expect(r.except).toEqual([["children-under-3"], ["spray"], ["oral"]]);
    expect(r.notMucous).toBe(false);
    expect(prohibitionsFrom("Not to be used in oral products and in products applied on mucous membranes")).toEqual({
      except: [["oral"]],
      notMucous: true,
    });
  });

  it("ignores label warnings and parenthesised phrases", () => {
    expect(prohibitionsFrom("Not to be used for children under 3 years of age*").except).toEqual([]);
    expect(
      prohibitionsFrom("Manganese Dioxide at a maximum concentration of 0,7 % (not to be used in lip products)").except,
    ).toEqual([]);
  });

  it("finds professional-only conditions", () => {
    expect(isProfessionalOnly("Professional use ")).toBe(true);
    expect(isProfessionalOnly("For professional use only.")).toBe(true);
    expect(
      isProfessionalOnly("(i) General use ready for use pH 7 to 9.5 (ii) Professional use ready for use pH 7 to 9.5"),
    ).toBe(false);
    expect(isProfessionalOnly("2. Professional use")).toBe(false);
  });
});

describe("matching a product", () => {
  const shampoo: ProductContext = { leaveOn: false, area: "hair" };
  const faceCream: ProductContext = { leaveOn: true, area: "face" };
  const lipstick: ProductContext = { leaveOn: true, area: "lip" };

  it("checks areas, product type and flags", () => {
    expect(alternativeMatches(["rinse-off", "hair"], shampoo)).toBe(true);
    expect(alternativeMatches(["rinse-off", "hair"], faceCream)).toBe(false);
    expect(alternativeMatches(["leave-on"], shampoo)).toBe(false);
    expect(alternativeMatches(["skin"], faceCream)).toBe(true); // skin covers face and body
    expect(alternativeMatches(["skin"], faceCream, true)).toBe(false); // not for exclusions
    expect(alternativeMatches(["spray"], faceCream)).toBe(false);
    expect(alternativeMatches(["spray"], { ...faceCream, spray: true })).toBe(true);
    expect(alternativeMatches(["hair", "hair-dye"], shampoo)).toBe(false);
    expect(alternativeMatches(["hair", "hair-dye"], { ...shampoo, hairDye: true })).toBe(true);
    expect(alternativeMatches(["not-mucous"], lipstick)).toBe(false);
    expect(alternativeMatches(["not-mucous"], faceCream)).toBe(true);
    expect(alternativeMatches(["all"], lipstick)).toBe(true);
  });

  it("separates direct matches, 'other products' matches and exclusions", () => {
    const other = classifyProductType(
      "Other products except body lotion, eye shadow, mascara, eyeliner, lipstick, roll-on deodorant",
    );
    expect(matchScope(other, faceCream)).toEqual({ excluded: false, direct: false, viaOther: true });
    expect(matchScope(other, lipstick).excluded).toBe(true);
  });

  it("drops exclusions the context cannot resolve", () => {
    const s = classifyProductType("Face makeup (except lip products, eye makeup and makeup remover)");
    expect(s.except).toContainEqual(["face"]);
    expect(finaliseScope(s).except).not.toContainEqual(["face"]);
  });
});
