import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { classifyFormula } from "#formulation";
import { HazardPanel } from "./hazard-panel";

const water = { name: "Water", percentage: "q.s." };

test("a sodium hydroxide oven cleaner shows the corrosion diamond, Danger and H314 in full", () => {
  const hazard = classifyFormula(
    {
      ingredients: [
        water,
        { inci: "Sodium Hydroxide", percentage: 6 },
        { inci: "Sodium Laureth Sulfate", percentage: 3 },
      ],
    },
    { category: "cleaning-products-formulations", productType: "oven cleaner" },
  );
  render(<HazardPanel hazard={hazard} />);
  const panel = screen.getByTestId("hazard-panel");
  expect(within(panel).getByRole("heading", { name: "Hazard classification (CLP)" })).toBeTruthy();
  expect(within(panel).getByRole("img", { name: "GHS05: Corrosion" })).toBeTruthy();
  expect(screen.getByTestId("signal-word").textContent).toBe("Danger");
  expect(screen.getByTestId("hazard-statements").textContent).toContain("H314Causes severe skin burns and eye damage.");
  expect(screen.getByTestId("precautionary-statements").textContent).toContain("P280");
  expect(screen.getByTestId("hazard-classification").textContent).toContain(
    "Skin Corr. 1A (H314) — Sodium Hydroxide 6 %",
  );
  // Sold to the public: Article 35 packaging.
  expect(screen.getByTestId("hazard-packaging").textContent).toMatch(
    /Child-resistant fastening required.*Tactile warning/,
  );
  // A detergent prints its 648/2004 ingredient statement.
  expect(screen.getByTestId("detergent-label").textContent).toContain("anionic surfactants");
});

test("a cosmetic says the cosmetic label applies instead, with no diamond or signal word", () => {
  const hazard = classifyFormula(
    { ingredients: [water, { inci: "Glycerin", percentage: 3 }, { inci: "Phenoxyethanol", percentage: 0.9 }] },
    { category: "skin-care-formulations", productType: "O/W face cream" },
  );
  render(<HazardPanel hazard={hazard} heading="h2" />);
  expect(screen.getByRole("heading", { level: 2, name: "Hazard classification (CLP)" })).toBeTruthy();
  expect(screen.getByTestId("hazard-summary").textContent).toContain(
    "the cosmetic label of Regulation (EC) No 1223/2009 (Article 19) applies instead",
  );
  expect(screen.queryByRole("img")).toBeNull();
  expect(screen.queryByTestId("signal-word")).toBeNull();
  expect(screen.queryByTestId("hazard-statements")).toBeNull();
});

test("a mixture that is not classified says so", () => {
  const hazard = classifyFormula(
    { ingredients: [water, { inci: "Glycerin", percentage: 2 }] },
    { category: "cleaning-products-formulations", productType: "glass cleaner" },
  );
  render(<HazardPanel hazard={hazard} />);
  expect(screen.getByTestId("hazard-summary").textContent).toBe("Not classified as hazardous under CLP.");
  expect(screen.queryByRole("img")).toBeNull();
});
