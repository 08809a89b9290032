import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import type { AdminPage } from "#app/features/pages/admin-pages.server";
import { PageCards } from "./page-cards";

const page = (slug: string, title: string, isActive = true): AdminPage => ({
  id: `id-${slug}`,
  slug,
  title,
  content: "<p>Text</p>",
  metaDescription: null,
  isActive,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
});

const cardOf = (title: string) =>
  screen.getByRole("heading", { name: title }).closest<HTMLElement>("[data-testid='page-card']") as HTMLElement;

test("a page whose slug the site's own page answers says it is not shown, and why, instead of Active", () => {
  render(
    <PageCards
      pages={[page("faq", "Old FAQ"), page("careers", "Careers"), page("blog", "Old blog intro", false)]}
      onEdit={() => {}}
      onDelete={() => {}}
    />,
  );
  const faq = cardOf("Old FAQ");
  expect(within(faq).getByText("Not shown")).toBeTruthy();
  expect(within(faq).queryByText("Active")).toBeNull();
  expect(faq.textContent).toContain("Visitors see the site's own page at /faq, not this one.");
  // No link: it would open the built-in page, not this one.
  expect(within(faq).queryByRole("link")).toBeNull();

  const careers = cardOf("Careers");
  expect(within(careers).getByText("Active")).toBeTruthy();
  expect(within(careers).getByRole("link", { name: "/careers" }).getAttribute("href")).toBe("/careers");
  expect(careers.textContent).not.toContain("Visitors see");

  // Inactive, it claims nothing, but still says why activating it would not show it.
  const blog = cardOf("Old blog intro");
  expect(within(blog).getByText("Inactive")).toBeTruthy();
  expect(blog.textContent).toContain("Visitors see the site's own page at /blog, not this one.");
});
