import fc from "fast-check";
import { expect, test } from "vitest";
import { formatGrams } from "./batch";

/** What a weight reads as with the browser's number formatting, the way it used to be written. */
const intl = (grams: number) => grams.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test("a weight reads with two decimals and a comma between thousands", () => {
  expect(formatGrams(0)).toBe("0.00");
  expect(formatGrams(0.5)).toBe("0.50");
  expect(formatGrams(999.999)).toBe("1,000.00");
  expect(formatGrams(1831.25)).toBe("1,831.25");
  expect(formatGrams(125_000.5)).toBe("125,000.50");
  expect(formatGrams(100_000_000)).toBe("100,000,000.00");
});

test("every weight up to the largest batch reads exactly as Intl formats it, ties included", () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 100_000_000, noNaN: true }), (grams) => {
      expect(formatGrams(grams)).toBe(intl(grams));
    }),
    { numRuns: 2000 },
  );
  // Amounts on the half-hundredth, and sums of hundredths that drift off them in binary.
  for (let cents = 0; cents < 5_000; cents++) {
    for (const grams of [cents / 100 + 0.005, cents * 0.01, (cents * 7) / 100 + 0.015]) {
      expect(formatGrams(grams)).toBe(intl(grams));
    }
  }
});
