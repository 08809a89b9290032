import { expect, test } from "vitest";
import { toCsv } from "./csv";

test("quotes what needs quoting and defuses spreadsheet formulas", () => {
  expect(toCsv([["a", 'say "hi"', "x,y", "=SUM(A1)", "-5%", 3]])).toBe('a,"say ""hi""","x,y",\'=SUM(A1),-5%,3\r\n');
});

test("a formula that merely starts with a number is still defused; plain numbers are left alone", () => {
  expect(toCsv([["-2+3+cmd|' /C calc'!A0", "+1", "-12.5", "@SUM(A1)", "\t=1+1", "+44 20 7946"]])).toBe(
    "'-2+3+cmd|' /C calc'!A0,+1,-12.5,'@SUM(A1),'\t=1+1,'+44 20 7946\r\n",
  );
});
