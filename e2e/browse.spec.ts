import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

test("browse shows the hero, three benefits, the 22 categories and the custom formula card", async ({ page }) => {
  await page.goto("/browse");
  await expect(page.getByRole("heading", { level: 1, name: "Find Your Formulation" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Why Formulab" }).getByRole("heading")).toHaveCount(3);
  await expect(page.getByTestId("category-card")).toHaveCount(22);
  // Each category its own illustration, not 22 copies of one placeholder.
  const images = await page.getByTestId("category-card").locator("img").all();
  const pictures = await Promise.all(images.map((img) => img.getAttribute("src")));
  expect(new Set(pictures).size).toBe(22);
  expect(pictures).not.toContain("/images/category-placeholder.svg");
  await expect(page.getByRole("heading", { name: "Create Custom Formula" })).toBeVisible();
  await page.getByRole("button", { name: "Start New Formulation" }).click();
  await expect(page.getByText("Step 1 of 4: Product Type")).toBeVisible();
});

test("searching shows the matching categories, their count and a way back", async ({ page }) => {
  await page.goto("/browse");
  const box = page.getByRole("combobox", { name: "Search categories and formulations" });
  await box.fill("toothpaste");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/browse?search=toothpaste");
  await expect(page.getByRole("heading", { name: "Search Results for “toothpaste”" })).toBeVisible();
  await expect(page.getByTestId("match-count")).toHaveText("1 category matched");
  await expect(page.getByTestId("category-card")).toHaveCount(1);
  await expect(page.getByTestId("category-card")).toHaveAttribute(
    "href",
    "/category/oral-care-formulations?search=toothpaste",
  );
  await page.getByRole("link", { name: "Clear search and show all categories" }).click();
  await expect(page.getByTestId("category-card")).toHaveCount(22);
  await expect(box).toHaveValue("");
});

test("a search without matches says so", async ({ page }) => {
  await page.goto("/browse?search=zzqqxx");
  await expect(page.getByText("No categories found matching “zzqqxx”")).toBeVisible();
  await expect(page.getByText("Try searching with different keywords")).toBeVisible();
});

test("suggestions appear as you type and work with the keyboard", async ({ page }) => {
  await page.goto("/browse");
  const box = page.getByRole("combobox", { name: "Search categories and formulations" });
  await box.pressSequentially("clean", { delay: 20 });
  // The suggestions list, not the options of the filter form's selects.
  const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(8);
  await expect(options.first()).toContainText("category");
  await box.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowUp");
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  const title = (await options.first().locator("span span").first().textContent()) ?? "";
  await box.press("Enter");
  // A category opens with the term typed, so its matching formulations come first.
  await expect(page).toHaveURL(/\/category\/[a-z0-9-]+\?search=clean$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
});

test("suggestions close shortly after the search box loses focus", async ({ page }) => {
  await page.goto("/browse");
  const box = page.getByRole("combobox", { name: "Search categories and formulations" });
  await box.pressSequentially("shampoo", { delay: 20 });
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
});

test.describe("guided tour", () => {
  test.use({ skipTours: false });

  test("starts after a second, and once finished does not come back", async ({ page }) => {
    // The page's clock runs normally but can be moved on: no sleeping to prove a tour stays away.
    await page.clock.install();
    await page.goto("/browse");
    const tour = page.getByRole("dialog", { name: "Search everything" });
    await expect(tour).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("formulab:completed-tours"))).toBe('["browse"]');

    // The layout's first activity poll runs in the same mount effects that would start the tour's
    // 1 s timer: once it is sent, moving the clock 2 s on fires that timer if there is one.
    const mounted = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/activity");
    await page.reload();
    await mounted;
    await page.clock.runFor(2000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("browse has no serious accessibility violations", async ({ page }) => {
  await page.goto("/browse");
  await expectNoSeriousViolations(page);
});
