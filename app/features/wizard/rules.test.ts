import { describe, expect, test } from "vitest";
import {
  autoProperties,
  consistencyFor,
  newChallenge,
  parseShelfLife,
  phLabel,
  reportFilename,
  summarisedProperties,
  viscosityFor,
  volumeFor,
} from "./rules";

describe("wizard auto-fill", () => {
  test("the consistency follows the product name", () => {
    expect(consistencyFor("Streak-free Glass Cleaner")).toBe("liquid");
    expect(consistencyFor("Gel Cleaner")).toBe("liquid");
    expect(consistencyFor("Rich Night Moisturizer")).toBe("cream");
    expect(consistencyFor("Body Lotion")).toBe("cream");
    expect(consistencyFor("Aloe After-Sun")).toBe("gel");
    expect(consistencyFor("Setting Powder")).toBe("powder");
    expect(consistencyFor("Dry Shampoo")).toBe("powder");
    expect(consistencyFor("Balm")).toBe("cream");
    // The Liquid/Serum card's own examples are liquids; a named cream stays a cream.
    expect(consistencyFor("Rose Toner")).toBe("liquid");
    expect(consistencyFor("Beard Oil")).toBe("liquid");
    expect(consistencyFor("Boiling Point Balm")).toBe("cream");
    expect(consistencyFor("Cleansing Cream")).toBe("cream");
  });

  test("the volume follows the product name, eye and spot products first", () => {
    expect(volumeFor("Vitamin C Serum")).toBe("30ml");
    expect(volumeFor("Lip Balm")).toBe("30ml");
    expect(volumeFor("Eye Serum")).toBe("15ml");
    expect(volumeFor("Spot Treatment")).toBe("15ml");
    expect(volumeFor("Rose Toner")).toBe("100ml");
    expect(volumeFor("Moisturizing Shampoo")).toBe("100ml");
    expect(volumeFor("Face Cream")).toBe("50ml");
    expect(volumeFor("Boiling point")).toBe("50ml");
  });

  test("a consistency change recomputes the viscosity", () => {
    expect(viscosityFor("liquid")).toBe("Low");
    expect(viscosityFor("cream")).toBe("High");
    expect(viscosityFor("gel")).toBe("Medium");
  });

  test("at most two properties, the ones the name mentions first", () => {
    const list = ["Gentle cleansing", "Moisturizing", "Volumizing", "Color-safe"];
    expect(autoProperties("Moisturizing Shampoo", list)).toEqual(["Moisturizing", "Gentle cleansing"]);
    expect(autoProperties("Shampoo", list)).toEqual(["Gentle cleansing", "Moisturizing"]);
    expect(autoProperties("Anything", [])).toEqual([]);
  });
});

describe("wizard fields", () => {
  test("pH labels at their boundaries", () => {
    expect([1, 2.9, 3, 5.9, 6, 7.9, 8, 10.9, 11, 14].map(phLabel)).toEqual([
      "Very Acidic",
      "Very Acidic",
      "Acidic",
      "Acidic",
      "Neutral",
      "Neutral",
      "Basic",
      "Basic",
      "Very Basic",
      "Very Basic",
    ]);
  });

  test("shelf life is 1 to 60 whole months, else 12", () => {
    expect(parseShelfLife("24")).toBe(24);
    expect(parseShelfLife("60")).toBe(60);
    for (const bad of ["0", "61", "", "abc", "12.5", "-3"]) expect(parseShelfLife(bad)).toBe(12);
  });

  test("the summary shows four properties then +N", () => {
    expect(summarisedProperties(["a", "b", "c", "d", "e", "f"])).toEqual({ shown: ["a", "b", "c", "d"], more: 2 });
    expect(summarisedProperties(["a"])).toEqual({ shown: ["a"], more: 0 });
  });

  test("the file is named after the product with underscores", () => {
    expect(reportFilename("Anti-Aging Face Cream")).toBe("Anti-Aging_Face_Cream_formulation.pdf");
    expect(reportFilename('Bad "name"/x')).toBe("Bad_namex_formulation.pdf");
  });

  test("challenges use two numbers from 1 to 10", () => {
    expect(newChallenge(() => 0)).toEqual({ a: 1, b: 1 });
    expect(newChallenge(() => 0.999)).toEqual({ a: 10, b: 10 });
  });
});
