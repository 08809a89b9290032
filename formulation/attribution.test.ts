import { expect, test } from "vitest";
import { COSING_ATTRIBUTION } from "./attribution";
import { ATTRIBUTION } from "./regulatory";

test("the attribution shown on pages is the one the regulatory data carries", () => {
  expect(COSING_ATTRIBUTION).toBe(ATTRIBUTION);
});
