import fc from "fast-check";
import { expect, test } from "vitest";
import { batchLabel, formatDecimal, formatGrams, formatVolume } from "./batch";

/** How the browser's number formatting writes it, as these helpers once called it. */
const intl = (value: number, min: number, max: number) =>
  value.toLocaleString("en-GB", { minimumFractionDigits: min, maximumFractionDigits: max });

test("weights, volumes and batch sizes read with a comma between thousands and their decimals", () => {
  expect(formatGrams(0)).toBe("0.00");
  expect(formatGrams(999.999)).toBe("1,000.00");
  expect(formatGrams(1831.25)).toBe("1,831.25");
  expect(formatGrams(100_000_000)).toBe("100,000,000.00");
  expect(formatVolume({ ml: 79.4 })).toBe("79.4 ml");
  expect(formatVolume({ ml: 0.82, drops: 16 })).toBe("0.82 ml · 16 drops");
  expect(batchLabel({ size: 2.5, unit: "kg", totalGrams: 2500 })).toBe("2.5 kg (2,500.00 g)");
  expect(batchLabel({ size: 1250, unit: "g", totalGrams: 1250 })).toBe("1,250 g");
});

test("every number up to the largest batch reads exactly as Intl writes it, ties included", () => {
  const shapes = [
    [2, 2],
    [0, 2],
    [0, 6],
  ] as const;
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 100_000_000, noNaN: true }),
      fc.constantFrom(...shapes),
      (value, [min, max]) => {
        expect(formatDecimal(value, min, max)).toBe(intl(value, min, max));
      },
    ),
    { numRuns: 3000 },
  );
  // Values on a tie, and sums of hundredths that drift off them in binary.
  for (let n = 0; n < 3000; n++) {
    for (const value of [n / 100 + 0.005, n * 0.01, (n * 7) / 100 + 0.015, n / 1e6 + 5e-7, n * 1.000_000_5]) {
      for (const [min, max] of shapes) expect(formatDecimal(value, min, max)).toBe(intl(value, min, max));
    }
  }
});
