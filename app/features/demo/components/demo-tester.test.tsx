import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeAll, expect, test, vi } from "vitest";
import { ToastProvider } from "#app/components/ui/toast";
import { classifyFormula } from "#formulation";
import type { DemoResult } from "./demo-result";
import { DemoTester } from "./demo-tester";

const CATEGORIES = [{ id: "skin-care", name: "Skin Care", description: "Creams", samplePrompt: "A light cream" }];

const RESULT: DemoResult = {
  status: "formulated",
  notices: [],
  formulation: {
    name: "Light Daily Moisturiser",
    categoryName: "Skin Care",
    phLevel: "5.5",
    processingTime: "2 hours",
    temperature: "75°C",
    viscosity: "Medium",
    batchSize: "1 kg",
    shelfLife: "24 months",
    equipment: "Beakers",
    ingredients: [{ name: "Water", inci: "Aqua", percentage: "80%", function: "Solvent" }],
  },
  validation: { isValid: true, errors: [] },
  total: 100,
  hazard: classifyFormula(
    { ingredients: [{ name: "Water", inci: "Aqua", percentage: "80%" }] },
    { category: "skin-care-formulations", productType: "face cream" },
  ),
  // What a Worker's clock says about pure compute: nothing.
  processingTimeMs: 0,
};

function DemoPage() {
  return (
    <ToastProvider>
      <DemoTester categories={CATEGORIES} action="/demo" />
    </ToastProvider>
  );
}

beforeAll(async () => {
  await import("#app/components/ui/toast-card");
});

test("the demo says how long the visitor waited, measured around the request, not the server's 0 ms", async () => {
  let answer: (value: unknown) => void = () => {};
  const Stub = createRoutesStub([
    {
      path: "/demo",
      Component: DemoPage,
      action: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    },
  ]);
  render(<Stub initialEntries={["/demo"]} />);
  const now = vi.spyOn(performance, "now").mockReturnValue(1_000);
  fireEvent.change(screen.getByLabelText("Category"), { target: { value: "skin-care" } });
  fireEvent.change(screen.getByLabelText("Product description"), { target: { value: "A light cream" } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Generate & Test Formulation" }));
  });
  now.mockReturnValue(3_400);
  await act(async () => {
    answer({ status: "success", result: RESULT, submitted: { category: "skin-care", description: "A light cream" } });
  });
  const status = await screen.findByRole("status");
  expect(status.textContent).toContain("✅ Valid Formulation Generated");
  expect(status.textContent).toContain("Generated in 2.4s");
  const card = screen.getByTestId("demo-result");
  expect(within(card).getByText("2.4s")).toBeTruthy();
  expect(card.textContent).not.toContain("0.0s");
  // A cream is a cosmetic: the hazard panel says its own label applies instead of CLP's.
  expect(within(card).getByTestId("hazard-summary").textContent).toContain("the cosmetic label");
});
