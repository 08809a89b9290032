import { describe, expect, test } from "vitest";
import { validate } from "#formulation";
import { ingredientTotal } from "./formulation-form";

const row = (name: string, percentage: string) => ({ name, inci: "", percentage, function: "" });

/** The codes the validator gives the percentages of these rows on save. */
function totalFindings(rows: ReturnType<typeof row>[]) {
  const codes = ["total", "balance-negative", "balance-multiple", "percentage-invalid"];
  return validate({ ingredients: rows })
    .findings.filter((f) => codes.includes(f.code))
    .map((f) => f.code);
}

describe("the editor's running total", () => {
  test("percentages as typed add up, comma decimals included", () => {
    const rows = [row("Water", "70%"), row("Glycerin", "12,5 %"), row("Oil", "17.5")];
    expect(ingredientTotal(rows)).toEqual({ total: "100%", note: null, complete: true });
    expect(totalFindings(rows)).toEqual([]);
  });

  test("a ppm row counts as its percentage, not as that many percent", () => {
    const rows = [row("Water", "99.9985%"), row("Methylisothiazolinone", "15 ppm")];
    expect(ingredientTotal(rows)).toEqual({ total: "100%", note: null, complete: true });
    expect(totalFindings(rows)).toEqual([]);
    expect(ingredientTotal([row("Water", "85%"), row("MIT", "15 ppm")])).toMatchObject({
      total: "85.0015%",
      complete: false,
    });
  });

  test("a q.s. row takes what the others leave to 100 %", () => {
    const rows = [row("Water", "q.s. to 100"), row("Glycerin", "25%"), row("Oil", "12,5%")];
    expect(ingredientTotal(rows)).toEqual({ total: "100%", note: "Water (q.s.) takes 62.5%", complete: true });
    expect(totalFindings(rows)).toEqual([]);
  });

  test("a q.s. row with nothing left is not complete, as the validator says", () => {
    const rows = [row("Water", "q.s."), row("Glycerin", "60%"), row("Oil", "40%")];
    expect(ingredientTotal(rows)).toEqual({
      total: "100%",
      note: "nothing is left for Water (q.s.)",
      complete: false,
    });
    expect(totalFindings(rows)).toEqual(["balance-negative"]);
  });

  test("two q.s. rows cannot both balance", () => {
    const rows = [row("Water", "q.s."), row("Aloe juice", "qs"), row("Glycerin", "5%")];
    expect(ingredientTotal(rows)).toEqual({
      total: "5%",
      note: "2 rows are q.s.; only one can be",
      complete: false,
    });
    expect(totalFindings(rows)).toContain("balance-multiple");
  });

  test("an unreadable percentage is pointed out; a row not filled in yet is not", () => {
    expect(ingredientTotal([row("Water", "90%"), row("Glycerin", "ten"), row("", "")])).toEqual({
      total: "90%",
      note: "1 percentage not understood",
      complete: false,
    });
    expect(totalFindings([row("Water", "90%"), row("Glycerin", "ten")])).toContain("percentage-invalid");
  });

  test("a q.s. row is named by its INCI name, else its place, when it has no name", () => {
    expect(ingredientTotal([{ name: "", inci: "Aqua", percentage: "q.s." }]).note).toBe("Aqua (q.s.) takes 100%");
    expect(ingredientTotal([row("Oil", "1%"), row("", "q.s.")]).note).toBe("Row 2 (q.s.) takes 99%");
  });

  test("the total within the validator's ±0.01 % counts as complete", () => {
    expect(ingredientTotal([row("A", "50.005%"), row("B", "50%")]).complete).toBe(true);
    expect(ingredientTotal([row("A", "50.02%"), row("B", "50%")]).complete).toBe(false);
    expect(ingredientTotal(undefined)).toEqual({ total: "0%", note: null, complete: false });
  });
});
