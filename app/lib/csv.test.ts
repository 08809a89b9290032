import { expect, test } from "vitest";
import { toCsv } from "./csv";

test("quotes what needs quoting and defuses spreadsheet formulas", () => {
  expect(toCsv([["a", 'say "hi"', "x,y", "=SUM(A1)", "-5%", 3]])).toBe('a,"say ""hi""","x,y",\'=SUM(A1),-5%,3\r\n');
});
