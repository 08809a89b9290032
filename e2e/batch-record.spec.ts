import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

const SLUG = "niacinamide-daily-hydrating-face-cream";

type Formulation = { name: string; ingredients: { name: string; percentage: string }[] };

/** Grams as the sheet prints them, computed here from the stored percentage: 73.25 % of 2.5 kg → "1,831.25". */
function expectedGrams(percentage: string, batchGrams: number): string {
  const grams = (Number.parseFloat(percentage) / 100) * batchGrams;
  return grams.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Each weighing row as [ingredient, target grams]. */
async function weighingRows(page: Page): Promise<[string, string][]> {
  const names = await page.getByTestId("weighing-row").getByTestId("ingredient").allInnerTexts();
  const grams = await page.getByTestId("weighing-row").getByTestId("target-grams").allInnerTexts();
  return names.map((name, i) => [name.replace(/\s*\*$/, "").trim(), (grams[i] ?? "").trim()]);
}

test("a batch record printed for 2.5 kg shows the right grams for every ingredient, on the page and in the PDF", async ({
  page,
  request,
}) => {
  const formulation = (await (await request.get(`/api/formulations/${SLUG}`)).json()) as Formulation;
  const expected = formulation.ingredients.map((i) => [i.name, expectedGrams(i.percentage, 2500)]);

  await page.goto(`/formulation/${SLUG}`);
  await page.getByLabel("Batch size").fill("2.5");
  await page.getByRole("link", { name: "Print batch record for 2.5 kg" }).click();
  await expect(page).toHaveURL(`/formulation/${SLUG}/batch-record?size=2.5&unit=kg`);
  await expect(page.getByRole("heading", { level: 1, name: formulation.name })).toBeVisible();
  await expect(page.getByTestId("batch-size")).toHaveText("2.5 kg (2,500.00 g)");
  expect((await weighingRows(page)).sort()).toEqual(expected.sort());
  await expect(page.getByTestId("batch-total")).toHaveText("Batch total: 2,500.00 g");
  await expect(page.getByRole("heading", { name: "Phase A – Water phase" }).first()).toBeVisible();
  await expect(page.getByRole("checkbox").first()).toBeVisible();
  for (const heading of ["Weighing sheet", "Process", "In-process checks", "Sign-off"])
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The PDF behind 'Download PDF' carries the same grams.
  const pdfHref = await page.getByTestId("batch-record-pdf").getAttribute("href");
  expect(pdfHref).toBe(`/api/formulations/${SLUG}/batch-record.pdf?size=2.5&unit=kg`);
  const pdf = await request.get(pdfHref ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const file = join(mkdtempSync(join(tmpdir(), "batch-record-")), "record.pdf");
  writeFileSync(file, await pdf.body());
  const text = execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  for (const [name, grams] of expected) {
    expect(text).toContain(name);
    expect(text).toContain(grams);
  }
});

test("the batch form changes the size without JavaScript and explains a bad size", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/formulation/${SLUG}/batch-record?size=2.5&unit=kg`);
  await page.getByLabel("Batch size").fill("250");
  await page.getByLabel("Unit").selectOption("g");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(`/formulation/${SLUG}/batch-record?size=250&unit=g`);
  await expect(page.getByTestId("batch-size")).toHaveText("250 g");
  expect(Object.fromEntries(await weighingRows(page))).toMatchObject({ Glycerin: "10.00", Squalane: "7.50" });

  await page.getByLabel("Batch size").fill("a lot");
  const response = await Promise.all([
    page.waitForResponse((r) => r.url().includes("size=a+lot")),
    page.getByRole("button", { name: "Update" }).click(),
  ]);
  expect(response[0].status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Batch size must be a number such as 2.5");
  await expect(page.getByTestId("weighing-row")).toHaveCount(0);
  await context.close();
});

test("on a phone the tables scroll inside their boxes; in print only the record is left", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/formulation/${SLUG}/batch-record?size=2.5&unit=kg`);
  await expect(page.getByTestId("weighing-row").first()).toBeVisible();
  // The page itself never scrolls sideways; the wide weighing table scrolls in its own box.
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  const box = page.getByTestId("weighing-row").first().locator("xpath=ancestor::div[1]");
  const [boxRect, tableRect] = [await box.boundingBox(), await box.locator("table").boundingBox()];
  expect(boxRect?.width).toBeLessThanOrEqual(390);
  expect(tableRect?.width).toBeGreaterThan(boxRect?.width ?? 0);
  for (const control of [
    page.getByLabel("Batch size"),
    page.getByLabel("Unit"),
    page.getByRole("button", { name: "Update" }),
  ]) {
    const rect = await control.boundingBox();
    expect(rect && rect.x >= 0 && rect.x + rect.width <= 390).toBe(true);
  }

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.locator("footer")).toBeHidden();
  await expect(page.getByRole("button", { name: "Update" })).toBeHidden();
  await expect(page.getByTestId("weighing-row").first()).toBeVisible();
});
