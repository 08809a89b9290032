import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test, vi } from "vitest";
import type { GeneratedCategory } from "#app/features/category-ai/schema";
import { BulkCategoryDialog } from "./bulk-category-dialog";

function renderDialog() {
  const router = createMemoryRouter([{ path: "/admin", element: <BulkCategoryDialog open onClose={() => {}} /> }], {
    initialEntries: ["/admin"],
  });
  return render(<RouterProvider router={router} />);
}

const textarea = () => screen.getByLabelText("Category descriptions") as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(textarea(), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Generate Categories" }));

function matched(name: string): GeneratedCategory {
  return {
    name,
    description: `Formulations for ${name}.`,
    icon: "fas fa-wind",
    seoTitle: name,
    metaDescription: name,
    keywords: name,
    outcome: "matched",
    reasoning: "reason",
    matchedCategory: {
      id: "cat-1",
      slug: "hair-enrichment-solutions-formulations",
      name: "Hair Enrichment Solutions",
      reason: "The knowledge base reads it as Shampoo.",
      alsoFits: [],
    },
    suggestion: null,
    source: "engine",
  };
}

test("the spec's messages: empty input, only blank lines, more than 10 lines — and nothing is sent", () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  renderDialog();
  submit();
  expect(screen.getByRole("alert").textContent).toBe("Category descriptions required");
  type("   \n  \n");
  submit();
  expect(screen.getByRole("alert").textContent).toBe("No valid descriptions found");
  type(Array.from({ length: 11 }, (_, i) => `category ${i + 1}`).join("\n"));
  expect(screen.getByTestId("bulk-preview-count").textContent).toContain("11 categories");
  submit();
  expect(screen.getByRole("alert").textContent).toBe("Too many categories - Please limit to 10 categories at once");
  expect(fetch).not.toHaveBeenCalled();
});

test("sends one line at a time with a 1 s pause, shows progress, and skips a failure", async () => {
  vi.useFakeTimers();
  const console = vi.spyOn(globalThis.console, "error").mockImplementation(() => {});
  const sent: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const { description } = JSON.parse(String(init.body)) as { description: string };
      sent.push(description);
      if (description === "broken line") return Response.json({ message: "Too busy" }, { status: 503 });
      return Response.json(matched(`${description} range`));
    }),
  );
  renderDialog();
  type("sulfate-free shampoos\n\nbroken line\nhair oils");
  expect(screen.getByTestId("bulk-preview-count").textContent).toContain("3 categories");
  submit();

  await act(async () => {}); // the first line goes at once
  expect(sent).toEqual(["sulfate-free shampoos"]);
  expect(screen.getByTestId("bulk-progress").textContent).toContain("of 3");

  await act(async () => vi.advanceTimersByTime(999));
  expect(sent).toHaveLength(1); // not before the pause is over
  await act(async () => vi.advanceTimersByTime(1));
  expect(sent).toEqual(["sulfate-free shampoos", "broken line"]);
  expect(screen.getByTestId("bulk-progress").textContent).toContain("Generating 2 of 3");

  await act(async () => vi.advanceTimersByTime(1000));
  expect(sent).toEqual(["sulfate-free shampoos", "broken line", "hair oils"]);
  expect(screen.getByTestId("bulk-progress").textContent).toContain("Finished: 2 of 3 generated, 1 failed");

  const rows = screen.getAllByTestId("bulk-result");
  expect(rows.map((r) => r.dataset.status)).toEqual(["done", "failed", "done"]);
  expect(rows[0]?.textContent).toContain("Fits Hair Enrichment Solutions");
  expect(screen.getAllByRole("link", { name: "Edit Hair Enrichment Solutions" })[0]?.getAttribute("href")).toBe(
    "/admin/categories?edit=cat-1",
  );
  expect(rows[1]?.textContent).toContain("503: Too busy");
  expect(console).toHaveBeenCalledWith(expect.stringContaining('"broken line" failed'));
});
