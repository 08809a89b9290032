import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

// A category no other e2e test reads (the table's page 2); restored after the test that edits it.
const EDITED = "Smart Textile Coatings";
const EDITED_SLUG = "smart-textile-coatings-formulations";

/** The fields of GET /api/categories/:id the test restores. */
type Category = {
  id: string;
  name: string;
  description: string | null;
  icon: string | null;
  seoTitle: string | null;
  metaDescription: string | null;
  keywords: string | null;
  isActive: boolean;
};

test("an administrator edits a category's description and sees it on /browse", async ({ adminPage: page }) => {
  const before = (await (await page.request.get(`/api/categories/${EDITED_SLUG}`)).json()) as Category | null;
  if (!before?.id) throw new Error(`${EDITED} is not seeded`);
  const edited = `Water-repellent and antimicrobial finishes for technical fabrics (edited ${Date.now()}).`;
  try {
    await page.goto("/admin/categories?page=2");
    await page.getByRole("button", { name: `Edit ${EDITED}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Category" });
    await expect(dialog.getByLabel("Name")).toHaveValue(EDITED);

    // Live validation: an SEO title over 60 characters is named before anything is sent.
    const seoTitle = dialog.getByLabel(/SEO title/);
    await seoTitle.fill("x".repeat(61));
    await seoTitle.blur();
    await expect(dialog.getByText("SEO title must be at most 60 characters")).toBeVisible();
    await expect(dialog.getByText("SEO title (61/60)")).toBeVisible();
    await seoTitle.fill(before.seoTitle ?? "");
    await expect(dialog.getByText("SEO title must be at most 60 characters")).toBeHidden();

    await dialog.getByLabel("Description", { exact: true }).fill(edited);
    await dialog.getByRole("button", { name: "Update Category" }).click();
    await expect(page.getByText("Category updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: EDITED })).toContainText(`${edited.slice(0, 60).trimEnd()}…`);

    await page.goto("/browse");
    await expect(page.getByText(edited)).toBeVisible();
  } finally {
    // Through the API, so the content version moves again and no cached page keeps the edit.
    const restored = await page.request.put(`/api/categories/${before.id}`, {
      data: {
        name: before.name,
        description: before.description,
        icon: before.icon,
        seoTitle: before.seoTitle,
        metaDescription: before.metaDescription,
        keywords: before.keywords,
        isActive: before.isActive,
      },
    });
    expect(restored.status()).toBe(200);
  }
});

test("the table pages ten at a time on the client, with the page in the URL", async ({ adminPage: page }) => {
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { name: "Categories", exact: true })).toBeVisible();
  await expect(page.getByText("Categories are system-defined")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(11);
  await expect(page.getByTestId("pager-summary")).toHaveText("Showing 1 to 10 of 22 results");
  await expect(page.getByRole("button", { name: "Edit Skin Care" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Skin Care" }).getByText("Active")).toBeVisible();
  await expectNoSeriousViolations(page);

  // Paged in the browser: moving between pages never runs the categories loader again (only
  // the root's, which every navigation refreshes: `_routes=root`).
  const loads: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith("/admin/categories")) return;
    const routes = url.searchParams.get("_routes");
    if (routes === null || routes.includes("categories")) loads.push(r.url());
  });
  await page.getByRole("link", { name: "Page 3" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\?page=3$/);
  await expect(page.getByTestId("pager-summary")).toHaveText("Showing 21 to 22 of 22 results");
  await expect(page.getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Edit Baby Care" })).toBeVisible();
  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(page.getByTestId("pager-summary")).toHaveText("Showing 11 to 20 of 22 results");
  expect(loads).toEqual([]);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\?page=3$/);

  // The page survives a reload, and the back button returns to the previous one.
  await page.reload();
  await expect(page.getByTestId("pager-summary")).toHaveText("Showing 21 to 22 of 22 results");
  await page.goBack();
  await expect(page.getByTestId("pager-summary")).toHaveText("Showing 11 to 20 of 22 results");
  await page.goBack();
  await page.goBack();
  await expect(page.getByTestId("pager-summary")).toHaveText("Showing 1 to 10 of 22 results");
});

test("a category with formulations offers Delete disabled, with the reason, before anyone tries", async ({
  adminPage: page,
  request,
}) => {
  await page.goto("/admin/categories");
  const remove = page.getByRole("button", { name: "Delete Skin Care" });
  await expect(remove).toHaveAttribute("aria-disabled", "true");
  // Drafts count too: the reason gives every formulation the category holds.
  await expect(remove).toHaveAccessibleDescription(
    /^Delete: Move or delete its \d+ formulations first \(drafts included\)\.$/,
  );
  const reason = page.getByText(/^Delete: Move or delete its \d+ formulations first/).first();
  const held = Number(/its (\d+) formulations/.exec((await reason.textContent()) ?? "")?.[1]);
  const categories = (await (await request.get("/api/categories")).json()) as {
    name: string;
    formulationCount: number;
  }[];
  expect(held).toBeGreaterThanOrEqual(categories.find((c) => c.name === "Skin Care")?.formulationCount ?? 1);
  // A click (forced: the browser's automation would wait for an enabled button) asks nothing.
  await remove.click({ force: true });
  await expect(page.getByRole("dialog", { name: "Delete Category" })).toHaveCount(0);
  await expect(page.getByTestId("pager-summary")).toHaveText("Showing 1 to 10 of 22 results");
  await expectNoSeriousViolations(page);
});

test("on a phone every row's actions are on screen and the edit dialog scrolls inside itself", async ({
  adminPage: page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/categories");
  // Each row is a card: its actions sit inside the screen without any sideways scrolling.
  for (const name of ["Skin Care", "Professional Grooming Essentials"]) {
    for (const action of [`Edit ${name}`, `Upload image for ${name}`, `Delete ${name}`]) {
      const box = await page.getByRole("button", { name: action }).boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    }
  }
  await expect(page.getByText(/Delete: Move or delete its \d+ formulations first/).first()).toBeVisible();
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("categories-390.png"), fullPage: true });
  const edit = page.getByRole("button", { name: "Edit Skin Care" });

  // A short phone: the form is taller than the screen, so the dialog must scroll inside itself.
  await page.setViewportSize({ width: 390, height: 600 });
  await edit.click();
  const dialog = page.getByRole("dialog", { name: "Edit Category" });
  const box = await dialog.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(600);
  // The actions stay pinned at the dialog's foot while its fields scroll.
  const update = dialog.getByRole("button", { name: "Update Category" });
  await expect(update).toBeInViewport();
  const lastField = dialog.getByLabel(/Keywords/);
  await expect(lastField).not.toBeInViewport({ ratio: 1 });
  await dialog.hover({ position: { x: 20, y: 20 } });
  await page.mouse.wheel(0, 1000);
  await expect(lastField).toBeInViewport({ ratio: 1 });
  await expect(update).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("edit-dialog-390.png") });
  await expectNoSeriousViolations(page);
});

test("desktop layout at 1280 px shows the whole table without sideways scrolling", async ({
  adminPage: page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/categories");
  const region = page.getByTestId("categories-scroll");
  const [regionBox, tableBox] = [await region.boundingBox(), await region.locator("table").boundingBox()];
  expect(tableBox?.width).toBe(regionBox?.width);
  // The last row's actions are reached by scrolling down, never sideways.
  const last = page.getByRole("button", { name: "Delete Professional Grooming Essentials" });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await page.evaluate<number>("window.scrollX")).toBe(0);
  await page.screenshot({ path: testInfo.outputPath("categories-1280.png"), fullPage: true });
  await page.getByRole("button", { name: "Edit Skin Care" }).click();
  await expect(
    page.getByRole("dialog", { name: "Edit Category" }).getByRole("button", { name: "Update Category" }),
  ).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("edit-dialog-1280.png") });
});
