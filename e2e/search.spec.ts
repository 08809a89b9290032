/**
 * Search as a visitor uses it: the dropdown finds what is typed (word order, prefixes,
 * ingredients), /browse lists matching formulations and narrows them with filters drawn from the
 * knowledge base, all through plain links and a GET form.
 */
import { expect, test } from "./fixtures";

test("the dropdown finds a formulation from the start of two words in any order", async ({ page }) => {
  await page.goto("/browse");
  const box = page.getByRole("combobox", { name: "Search categories and formulations" });
  await box.pressSequentially("clean glass", { delay: 20 });
  const option = page.getByRole("option", { name: /Streak-Free Glass & Mirror Cleaner/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText("formulation");
  // Categories come first, formulations after them; never more than 8.
  const types = await page
    .getByRole("listbox", { name: "Suggestions" })
    .getByRole("option")
    .locator("span.capitalize")
    .allTextContents();
  expect(types.length).toBeLessThanOrEqual(8);
  expect(types.slice(types.indexOf("formulation")).every((t) => t === "formulation")).toBe(true);
  await option.click();
  await expect(page).toHaveURL(/\/formulation\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Streak-Free Glass & Mirror Cleaner");
});

test("searching an ingredient lists the formulations that use it", async ({ page }) => {
  await page.goto("/browse");
  const box = page.getByRole("combobox", { name: "Search categories and formulations" });
  await box.fill("niacinamide");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/browse?search=niacinamide");
  const results = page.getByTestId("formulation-result");
  await expect(results.filter({ hasText: "Daily Hydrating Face Cream with Niacinamide" })).toHaveCount(1);
  await expect(page.getByTestId("formulation-count")).toHaveText(/^\d+ formulations? found$/);
});

test("filters narrow the results and stay in the URL", async ({ page }) => {
  await page.goto("/browse?search=shampoo");
  const before = Number((await page.getByTestId("formulation-count").textContent())?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(3);
  // With a term the filters are folded away under the results until asked for.
  const filters = page.getByRole("form", { name: "Filter formulations" });
  await expect(filters).toBeHidden();
  await page.getByText("Filters", { exact: true }).click();
  await filters.getByLabel("Sulfate-free").check();
  await filters.getByLabel("Use").selectOption("rinse-off");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]free=sulfate/);
  await expect(page).toHaveURL(/[?&]use=rinse-off/);
  await expect(page).toHaveURL(/[?&]search=shampoo/);
  const after = Number((await page.getByTestId("formulation-count").textContent())?.match(/\d+/)?.[0]);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  // This shampoo is made with Sodium Laureth Sulfate: the sulfate-free filter leaves it out.
  await expect(
    page
      .getByTestId("formulation-result")
      .filter({ hasText: "Piroctone Olamine & Salicylic Acid Anti-Dandruff Shampoo" }),
  ).toHaveCount(0);
  // The form shows what is applied.
  await expect(filters.getByLabel("Sulfate-free")).toBeChecked();
  await expect(filters.getByLabel("Use")).toHaveValue("rinse-off");
  await expect(page.getByRole("heading", { name: "Matching formulations" })).toBeInViewport();
});
