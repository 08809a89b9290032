import { expect, test } from "vitest";
import { formatPercentage, parsePercentage } from "./percent";

test.each([
  ["12.5%", 1250],
  ["12,5 %", 1250],
  ["0.05%", 5],
  ["100%", 10000],
  ["7", 700],
  [3.25, 325],
])("parses %s", (input, hundredths) => {
  expect(parsePercentage(input)).toEqual({ kind: "value", hundredths });
});

test.each(["q.s.", "q.s. to 100", "Q.S. to 100%", "qs", "q.s. ad 100"])("reads %s as the balance", (input) => {
  expect(parsePercentage(input)).toEqual({ kind: "balance" });
});

test.each(["", "abc", "12.5 percent", "1,2,3%"])("rejects %j", (input) => {
  expect(parsePercentage(input).kind).toBe("invalid");
});

test("formats hundredths without trailing zeros", () => {
  expect(formatPercentage(1250)).toBe("12.5%");
  expect(formatPercentage(10000)).toBe("100%");
  expect(formatPercentage(5)).toBe("0.05%");
});
