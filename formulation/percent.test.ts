import { expect, test } from "vitest";
import { formatPercentage, formatPpm, parsePercentage } from "./percent";

test.each([
  ["12.5%", 125_000],
  ["12,5 %", 125_000],
  ["0.05%", 500],
  ["100%", 1_000_000],
  ["7", 70_000],
  [3.25, 32_500],
  // Legal limits below 0.01 %: MIT at 0.0015 % is 15 ppm, not zero.
  ["0.0015%", 15],
  ["0,0008 %", 8],
  ["15 ppm", 15],
  [0.0001, 1],
])("parses %s", (input, ppm) => {
  expect(parsePercentage(input)).toEqual({ kind: "value", ppm, hundredths: ppm / 100 });
});

test.each(["q.s.", "q.s. to 100", "Q.S. to 100%", "qs", "q.s. ad 100"])("reads %s as the balance", (input) => {
  expect(parsePercentage(input)).toEqual({ kind: "balance" });
});

test.each(["", "abc", "12.5 percent", "1,2,3%", "0.00001%"])("rejects %j", (input) => {
  expect(parsePercentage(input).kind).toBe("invalid");
});

test("formats hundredths without trailing zeros", () => {
  expect(formatPercentage(1250)).toBe("12.5%");
  expect(formatPercentage(10000)).toBe("100%");
  expect(formatPercentage(5)).toBe("0.05%");
  expect(formatPercentage(0.15)).toBe("0.0015%");
  expect(formatPpm(15)).toBe("0.0015%");
  expect(formatPpm(1_000_000)).toBe("100%");
});
