import { describe, expect, it } from "vitest";
import { findLetterMarkers, segmentByLetters, sequentialLetters } from "./letters";

// Cells of Annex III entry 2a (thioglycolic acid), cleaned (CRLF → LF).
const THIOGLYCOLATE_PRODUCT_TYPE =
  "(a) Hair products\n\n(b) Depilatories\n\n(c) Hair rinse-off products\n\n(d) Products intended for eyelash waving";
const THIOGLYCOLATE_MAX =
  "(a) (i) 8% (ii) 11%\n\n(b) 5%\n\n(c) 2%\n\n(d) 11% The abovementioned percentages are calculated as thioglycollic acid";
const THIOGLYCOLATE_WORDING = `Conditions of use:

(a) (b) (c) (d)
Avoid contact with eyes
Rinse eyes immediately if product comes into contact with them.

(a) (c) (d)
Wear suitable gloves

Warnings to be printed on the label:
(a)(i) (b) (c)
Contains thioglycolate
Follow the instructions
Keep out of reach of children

(a)(ii) (d)
For professional use only
Contains thioglycolate
Follow the instructions’`;

describe("sequentialLetters", () => {
  it("reads (a) (b) … labels in order", () => {
    expect(sequentialLetters(THIOGLYCOLATE_PRODUCT_TYPE)).toEqual(["a", "b", "c", "d"]);
    expect(
      sequentialLetters(
        "a) Rinse-off products, except oral care products\nb) Oral care products\nc) Leave-on products",
      ),
    ).toEqual(["a", "b", "c"]);
    expect(sequentialLetters("(a) soap (b) anti- dandruff shampoos (c) deodorants, not in form of spray")).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("does not take Roman sub-numbers for letters", () => {
    expect(sequentialLetters(THIOGLYCOLATE_MAX)).toEqual(["a", "b", "c", "d"]);
  });

  it("returns nothing for unlettered text", () => {
    expect(sequentialLetters("Hair dye substance in oxidative hair dye products")).toEqual([]);
    expect(sequentialLetters("")).toEqual([]);
  });
});

describe("findLetterMarkers", () => {
  it("ignores references such as 'point (g)', '19(1)(g)', 'of (k)' and 'column (f)'", () => {
    const text =
      "Not to be used in preparations for children under 6 years of age, with the exception of (k) “Toothpaste”. The presence of the substance shall be indicated in the list of ingredients referred to in Article 19(1), point (g), when …";
    expect(findLetterMarkers(text)).toEqual([]);
    expect(findLetterMarkers("referred to in Article 19(1)(g) when")).toEqual([]);
    expect(findLetterMarkers("under letter (c) of column (f) in Annex III")).toEqual([]);
  });
});

describe("segmentByLetters", () => {
  const letters = ["a", "b", "c", "d"];

  it("gives each letter its own line", () => {
    const seg = segmentByLetters(THIOGLYCOLATE_MAX, letters);
    expect(seg.lettered).toBe(true);
    expect(seg.byLetter.get("a")).toBe("(i) 8% (ii) 11%");
    expect(seg.byLetter.get("b")).toBe("5%");
    expect(seg.byLetter.get("c")).toBe("2%");
    expect(seg.byLetter.get("d")).toBe("11% The abovementioned percentages are calculated as thioglycollic acid");
  });

  it("applies grouped labels to every letter of the group, and the preamble to all", () => {
    const seg = segmentByLetters(THIOGLYCOLATE_WORDING, letters);
    const b = seg.byLetter.get("b") ?? "";
    expect(b.startsWith("Conditions of use:")).toBe(true);
    expect(b).toContain("Avoid contact with eyes");
    expect(b).not.toContain("Wear suitable gloves");
    expect(b).toContain("Keep out of reach of children");
    expect(b).not.toContain("For professional use only");
    const d = seg.byLetter.get("d") ?? "";
    expect(d).toContain("Wear suitable gloves");
    expect(d).toContain("For professional use only");
  });

  it("reads 'For (a) and (b):' and '(a) to (e):'", () => {
    const silver = segmentByLetters("For (a) and (b): 0,2 %’", ["a", "b"]); // Annex IV 142
    expect(silver.byLetter.get("a")).toBe("0,2 %’");
    expect(silver.byLetter.get("b")).toBe("0,2 %’");
    const ethoxydiglycol = segmentByLetters(
      "(a) to (e):\nThe level of ethylene glycol impurity in Ethoxydiglycol must be ≤ 0,1 %.\nNot to be used in eye products and oral products",
      ["a", "b", "c", "d", "e"],
    ); // Annex III 297
    for (const l of ["a", "b", "c", "d", "e"])
      expect(ethoxydiglycol.byLetter.get(l)).toContain("Not to be used in eye products");
  });

  it("strips a dangling 'For' before a group and keeps text that precedes it", () => {
    const seg = segmentByLetters(
      "(a) General use\n(b) Professional use\nFor (a) and (b): After mixing under oxidative conditions the maximum concentration applied to hair must not exceed 3 % calculated as free base",
      ["a", "b"],
    ); // Annex III 8
    expect(seg.byLetter.get("a")).toBe(
      "General use\nAfter mixing under oxidative conditions the maximum concentration applied to hair must not exceed 3 % calculated as free base",
    );
    expect(seg.byLetter.get("b")?.startsWith("Professional use\nAfter mixing")).toBe(true);
  });

  it("gives the whole text to every letter when the column is not lettered", () => {
    const seg = segmentByLetters("0,8 %", ["a", "b", "c"]); // Annex III 197
    expect(seg.lettered).toBe(false);
    expect([...seg.byLetter.values()]).toEqual(["0,8 %", "0,8 %", "0,8 %"]);
  });

  it("leaves letters with no text of their own empty", () => {
    const seg = segmentByLetters("(c) 0,5%", ["a", "b", "c"]); // Annex III 22
    expect(seg.byLetter.get("a")).toBe("");
    expect(seg.byLetter.get("c")).toBe("0,5%");
  });
});
