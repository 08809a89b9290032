import { describe, expect, test } from "vitest";
import { generateFromWizard } from ".";

describe("wizard pH", () => {
  test("a pH inside the formula's working range is honoured without a notice", () => {
    const outcome = generateFromWizard({ productName: "Anti-Aging Face Cream", phLevel: 5.5 });
    expect(outcome.status).toBe("formulated");
    expect(outcome.notices.map((n) => n.code)).not.toContain("ph-adjusted");
  });

  test("a pH the formula cannot have is said, with the pH it will have", () => {
    const outcome = generateFromWizard({ productName: "Anti-Aging Face Cream", phLevel: 9.5 });
    const notice = outcome.notices.find((n) => n.code === "ph-adjusted");
    expect(notice?.message).toMatch(/pH 9\.5 was asked for/);
  });
});

describe("named actives choose the template built for them", () => {
  test("a glycolic acid toner is the AHA toner, at an acid's pH, not a herbal toner with acid added", () => {
    const outcome = generateFromWizard({ productName: "Glycolic Acid Toner", consistencyType: "liquid", phLevel: 3.8 });
    if (outcome.status !== "formulated") throw new Error("refused");
    expect(outcome.formulation.archetype).toBe("aha-exfoliating-toner");
    expect(outcome.formulation.ingredients.map((i) => i.inci)).toContain("Glycolic Acid");
    expect(Number.parseFloat(outcome.formulation.phLevel)).toBeLessThan(4.5);
  });
});

describe("processes a maker can follow", () => {
  test("a wax-structured lip balm takes its essential oil just above its set point, never 'below 40 °C'", () => {
    const outcome = generateFromWizard({ productName: "Lavender Lip Balm", consistencyType: "cream" });
    if (outcome.status !== "formulated") throw new Error("refused");
    const steps = outcome.formulation.instructions.flatMap((p) => p.steps).join("\n");
    expect(steps).not.toMatch(/below 40°C/);
    expect(steps).toMatch(/above the point where it starts to set/);
    expect(steps).toMatch(/Lavender Essential Oil/);
  });
});
