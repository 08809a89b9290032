import { fireEvent, render, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import type { AdminCategoryRow } from "#app/features/admin/categories.server";
import { CategoryTable } from "./category-table";

function category(name: string, formulationCount: number): AdminCategoryRow {
  const slug = name.toLowerCase().replace(/\W+/g, "-");
  return {
    id: `${slug}-id`,
    name,
    slug: `${slug}-formulations`,
    description: `Formulations for ${name.toLowerCase()}.`,
    icon: "fas fa-flask",
    seoTitle: null,
    metaDescription: null,
    keywords: null,
    image: null,
    isActive: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    formulationCount,
  };
}

function renderTable(...rows: AdminCategoryRow[]) {
  const onDelete = vi.fn();
  render(<CategoryTable categories={rows} onEdit={vi.fn()} onDelete={onDelete} onUploadImage={vi.fn()} />);
  return onDelete;
}

test("a category that holds formulations shows Delete disabled, with the reason, and clicking it does nothing", () => {
  const onDelete = renderTable(category("Skin Care", 12));
  const remove = screen.getByRole("button", { name: "Delete Skin Care" });
  expect(remove.getAttribute("aria-disabled")).toBe("true");
  expect(screen.getByText("Delete: Move or delete its 12 formulations first (drafts included).")).toBeTruthy();
  expect(remove.getAttribute("aria-describedby")).toBe(
    screen.getByText(/Move or delete its 12 formulations first/).getAttribute("id"),
  );
  fireEvent.click(remove);
  expect(onDelete).not.toHaveBeenCalled();
});

test("one formulation is named in the singular", () => {
  renderTable(category("Shoe Care", 1));
  expect(screen.getByText("Delete: Move or delete its formulation first (drafts included).")).toBeTruthy();
});

test("an empty category can be deleted: no reason, and the click asks for confirmation", () => {
  const onDelete = renderTable(category("Pet Care", 0), category("Oral Care", 3));
  const remove = screen.getByRole("button", { name: "Delete Pet Care" });
  expect(remove.getAttribute("aria-disabled")).toBeNull();
  expect(remove.getAttribute("aria-describedby")).toBeNull();
  fireEvent.click(remove);
  expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: "Pet Care" }));
  expect(screen.getAllByText(/^Delete: /)).toHaveLength(1);
});
