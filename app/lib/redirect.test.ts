import { expect, test } from "vitest";
import { loginReturningTo, safeRedirect } from "./redirect";

test("only paths on this site are followed after signing in", () => {
  expect(safeRedirect("/formulation/aha-toner?download=1")).toBe("/formulation/aha-toner?download=1");
  for (const bad of ["//evil.example/x", "https://evil.example", "/\\evil.example", "javascript:alert(1)", "", null]) {
    expect(safeRedirect(bad), String(bad)).toBeUndefined();
  }
  expect(loginReturningTo("/formulation/x?download=1")).toBe("/login?redirectTo=%2Fformulation%2Fx%3Fdownload%3D1");
});
