import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeAll, expect, test, vi } from "vitest";
import { ToastProvider } from "#app/components/ui/toast";
import Wizard from "./wizard";

function WizardPage() {
  return (
    <ToastProvider>
      <Wizard onClose={() => {}} onGenerated={() => {}} />
    </ToastProvider>
  );
}

beforeAll(async () => {
  await import("#app/components/ui/toast-card");
});

test("'Required Fields Missing' goes away as soon as the product name is filled in", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json([])),
  );
  const Stub = createRoutesStub([{ path: "/", Component: WizardPage }]);
  render(<Stub initialEntries={["/"]} />);
  const region = await screen.findByRole("region", { name: "Notifications (F8)" });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
  });
  expect(within(region).getByRole("status").textContent).toContain("Required Fields Missing");
  expect(screen.getByText("Step 1 of 4: Product Type")).toBeTruthy();

  // Spaces are no name: the warning stays.
  await act(async () => {
    fireEvent.change(screen.getByRole("combobox", { name: "Product Name *" }), { target: { value: "  " } });
  });
  expect(within(region).getByRole("status").textContent).toContain("Required Fields Missing");

  await act(async () => {
    fireEvent.change(screen.getByRole("combobox", { name: "Product Name *" }), { target: { value: "Face Cream" } });
  });
  expect(within(region).queryByRole("status")).toBeNull();
});
