import type { Locator, Page } from "@playwright/test";
import { PNG } from "../test-support/image-fixtures";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

/** What the scroll checks read of an element (e2e code is compiled without the DOM types). */

/** A clean O/W cream the validator accepts; the first row's percentage is set by the test. */
const ROWS = [
  ["Deionised Water", "Aqua", "83.1%", "Solvent"],
  ["Glycerin", "Glycerin", "5%", "Humectant"],
  ["Cetearyl Alcohol", "Cetearyl Alcohol", "3%", "Thickener"],
  ["Polyglyceryl-3 Methylglucose Distearate", "Polyglyceryl-3 Methylglucose Distearate", "3%", "Emulsifier"],
  ["Squalane", "Squalane", "5%", "Emollient"],
  ["Phenoxyethanol", "Phenoxyethanol", "0.9%", "Preservative"],
];
const PHASES: [string, string[]][] = [
  ["Phase A (water)", ["Heat water and glycerin to 75°C."]],
  [
    "Phase B (oil)",
    [
      "Melt cetearyl alcohol, polyglyceryl-3 methylglucose distearate and squalane at 75°C.",
      "Add B to A while homogenising for 3 minutes.",
    ],
  ],
  ["Phase C (cool down)", ["Cool to below 40°C, add phenoxyethanol and stir until uniform."]],
];

async function fillIngredients(editor: Locator) {
  for (const [i, row] of ROWS.entries()) {
    if (i > 0) await editor.getByRole("button", { name: "Add Ingredient" }).click();
    const n = i + 1;
    await editor.getByLabel(`Ingredient ${n} Name`, { exact: true }).fill(row[0] ?? "");
    await editor.getByLabel(`Ingredient ${n} INCI Name`, { exact: true }).fill(row[1] ?? "");
    await editor.getByLabel(`Ingredient ${n} %`, { exact: true }).fill(row[2] ?? "");
    await editor.getByLabel(`Ingredient ${n} Function`, { exact: true }).fill(row[3] ?? "");
  }
}

async function fillPhases(editor: Locator) {
  for (const [p, [name, steps]] of PHASES.entries()) {
    if (p > 0) await editor.getByRole("button", { name: "Add Phase" }).click();
    await editor.getByLabel(`Phase ${p + 1} name`, { exact: true }).fill(name);
    for (const [s, step] of steps.entries()) {
      if (s > 0) await editor.getByRole("button", { name: `Add step to phase ${p + 1}` }).click();
      await editor.getByLabel(`Phase ${p + 1} step ${s + 1}`, { exact: true }).fill(step);
    }
  }
}

async function onCategoryPage(page: Page, name: string) {
  await page.goto("/category/skin-care-formulations");
  return page.getByText(name, { exact: true }).count();
}

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });

test("an administrator creates a three-phase draft, approves, deactivates, edits and deletes it", async ({
  adminPage: page,
  allowConsoleError,
}) => {
  // Create, approve, deactivate, edit and delete, with the public pages checked in between.
  test.slow();
  // The browser logs the engine's refusal (a 422 answer) as a failed load.
  allowConsoleError(/status of 422/);
  const name = `E2E Barrier Cream ${Date.now().toString(36)}`;
  await page.goto("/admin");
  await page.getByRole("link", { name: "Add New Formulation" }).click();
  await expect(page).toHaveURL(/\/admin\/formulations\?edit=new$/);
  const editor = page.getByRole("dialog", { name: "Add New Formulation" });
  await expect(editor).toBeVisible();

  await editor.getByLabel("Category", { exact: true }).selectOption({ label: "Skin Care" });
  await editor.getByLabel("Name", { exact: true }).fill(name);
  await expect(editor.getByLabel("Slug", { exact: true })).toHaveValue(name.toLowerCase().replaceAll(" ", "-"));
  await editor
    .getByLabel("Description", { exact: true })
    .fill("A plain O/W barrier cream created by the end-to-end test.");
  await editor.getByLabel("SEO Title", { exact: true }).fill("Barrier Cream");
  await expect(editor.getByText("13/60")).toBeVisible();
  await editor.getByLabel("Meta Description", { exact: true }).fill("An O/W barrier cream.");
  await expect(editor.getByText("21/160")).toBeVisible();
  await editor.getByLabel("pH Level", { exact: true }).fill("5.5-6.0");
  await editor.getByLabel("Shelf Life", { exact: true }).fill("24 months");
  await editor.getByLabel("Storage Conditions", { exact: true }).fill("Room Temperature (15-25°C)");
  await editor.getByLabel("Batch Size", { exact: true }).fill("1 kg");
  await editor.getByLabel("Processing Time", { exact: true }).fill("2 hours");
  await editor.getByLabel("Temperature (optional)", { exact: true }).fill("75°C");
  // A single ingredient row cannot be removed.
  await expect(editor.getByRole("button", { name: /^Remove ingredient/ })).toHaveCount(0);
  await fillIngredients(editor);
  await fillPhases(editor);
  // The product picture: uploaded to R2 from the form, and an alt text generated from the name.
  await editor
    .getByLabel("Product image", { exact: true })
    .setInputFiles({ name: "barrier-cream.png", mimeType: "image/png", buffer: Buffer.from(PNG) });
  await expect(editor.locator('img[src^="/objects/uploads/"]')).toHaveCount(1);
  await editor.getByRole("button", { name: "Generate alt text" }).click();
  await expect(editor.getByLabel("Image Alt Text", { exact: true })).toHaveValue(new RegExp(name, "i"));
  await editor.getByLabel("Text", { exact: true }).fill("**1. Apply**\n- Smooth over clean skin morning and night.");
  await expect(editor.getByTestId("usage-preview").getByRole("heading", { name: "1. Apply" })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The engine refuses 150 %: the finding shows by the first row, and nothing is saved.
  await editor.getByLabel("Ingredient 1 %", { exact: true }).fill("133.1%");
  await expect(editor.getByTestId("ingredient-total")).toContainText("150%");
  await editor.getByRole("button", { name: "Create Formulation" }).click();
  await expect(editor.getByTestId("ingredient-0-findings")).toContainText("133.1% is outside (0, 100] %");
  await expect(editor.getByTestId("ingredients-findings")).toContainText("Ingredients total 150%, not 100%");
  await expect(toast(page, "Failed to create formulation")).toHaveCount(1);

  // Every row can be removed while there are several.
  await expect(editor.getByRole("button", { name: /^Remove ingredient/ })).toHaveCount(ROWS.length);
  await editor.getByLabel("Ingredient 1 %", { exact: true }).fill("83.1%");
  await editor.getByRole("button", { name: "Create Formulation" }).click();
  await expect(toast(page, "Formulation Created")).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/formulations$/);

  const row = page.getByTestId("formulation-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await expect(row.locator('img[src^="/objects/uploads/"]')).toHaveAttribute("alt", new RegExp(name, "i"));
  // A draft has no public page: View is shown disabled, not as a link to a 404.
  await expect(row.locator('[aria-disabled="true"]')).toHaveText(/^View/);
  await expect(row.getByRole("link", { name: /^View/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  expect(await onCategoryPage(page, name)).toBe(0);

  await page.goto("/admin/formulations");
  await row.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(toast(page, "Formulation Approved")).toContainText("The formulation is now live and visible to users");
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: `View ${name}` })).toHaveAttribute(
    "href",
    /^\/formulation\/e2e-barrier-cream-/,
  );
  expect(await onCategoryPage(page, name)).toBe(1);

  await page.goto("/admin/formulations");
  await row.getByRole("button", { name: `Deactivate ${name}` }).click();
  await expect(toast(page, "Formulation Deactivated")).toContainText("The formulation has been deactivated");
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  expect(await onCategoryPage(page, name)).toBe(0);

  // Edit: the stored values fill the form; the slug stays (it is the public URL).
  await page.goto("/admin/formulations");
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Formulation" });
  await expect(edit.getByLabel("Ingredient 6 Name", { exact: true })).toHaveValue("Phenoxyethanol");
  await expect(edit.getByLabel("Phase 3 name", { exact: true })).toHaveValue("Phase C (cool down)");
  await edit
    .getByLabel("Description", { exact: true })
    .fill("Edited by the end-to-end test: now with a richer finish.");
  await edit.getByRole("button", { name: "Update Formulation" }).click();
  await expect(toast(page, "Formulation Updated")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("Edited by the end-to-end test");

  // Delete asks first; Cancel keeps it.
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Formulation" });
  await expect(confirm).toContainText(`Are you sure you want to delete the formulation “${name}”?`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await confirm.getByRole("button", { name: "Delete Formulation" }).click();
  await expect(toast(page, "Formulation deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("changing the category filter goes back to page 1", async ({ adminPage: page }) => {
  await page.goto("/admin/formulations?page=3");
  await expect(page.getByTestId("pager-summary")).toContainText("Showing 21 to 30 of");
  await expect(page.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Category").selectOption({ label: "Oral Care" });
  await expect(page).toHaveURL(/\/admin\/formulations\?categoryId=[0-9a-f-]+$/);
  await expect(page.getByTestId("pager-summary")).toContainText(/^Showing 1 to \d+ of \d+ results$/);
  const rows = page.getByTestId("formulation-row");
  await expect(rows.first()).toBeVisible();
  for (const badge of await rows.getByText("Oral Care", { exact: true }).all()) await expect(badge).toBeVisible();
  expect(await rows.getByText("Oral Care", { exact: true }).count()).toBe(await rows.count());
  await page.getByLabel("Category").selectOption({ label: "All Categories" });
  await expect(page).toHaveURL(/\/admin\/formulations$/);
  await expect(rows).toHaveCount(10);
  await expectNoSeriousViolations(page);
});

test("on a phone each formulation is a card with its approve toggle and actions on screen, and the editor fills the screen", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/formulations");
  const row = page.getByTestId("formulation-row").first();
  await expect(row).toBeVisible();
  const controls = [
    row.getByRole("button", { name: /^(Approve|Deactivate) / }),
    row.getByRole("link", { name: /^Edit / }),
    row.getByRole("button", { name: /^Delete / }),
  ];
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  await page.getByRole("link", { name: "Add New Formulation" }).click();
  const editor = page.getByRole("dialog", { name: "Add New Formulation" });
  const box = await editor.boundingBox();
  expect(box?.width).toBe(390);
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(editor).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/formulations$/);
});
