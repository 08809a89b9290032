import { expect, test } from "vitest";
import { formatElapsed } from "./elapsed";

test("the wait is given in seconds to one decimal, rounded up, so a quick answer never reads 0.0s", () => {
  expect(formatElapsed(0)).toBe("0.1s");
  expect(formatElapsed(38)).toBe("0.1s");
  expect(formatElapsed(100)).toBe("0.1s");
  expect(formatElapsed(101)).toBe("0.2s");
  expect(formatElapsed(2400)).toBe("2.4s");
  expect(formatElapsed(12_345)).toBe("12.4s");
});
