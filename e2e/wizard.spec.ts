import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { like } from "drizzle-orm";
import { userFormulationRequests, userNotes } from "../app/server/db/schema";
import { clientAddress, expect, test } from "./fixtures";

/**
 * Each test generates a few reports; the per-address limit is the server's, not these tests'
 * concern: each test's browser is a visitor from an address of its own (CF-Connecting-IP).
 */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": clientAddress() });
});

async function solveCaptcha(page: Page) {
  const question = (await page.getByText(/What is \d+ \+ \d+\?/).textContent()) ?? "";
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question) ?? [];
  await page.getByLabel(/What is \d+ \+ \d+\?/).fill(String(Number(a) + Number(b)));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("captcha").getByText("Verified", { exact: true })).toBeVisible();
}

test("a visitor builds a custom formulation in four steps and takes the PDF away", async ({ page, e2eDb }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/");
  // The wizard's code is not part of the home page: it loads when the visitor asks for it.
  await expect(page.getByText("100% Free • No Registration Required • Professional Results")).toBeVisible();
  expect(scripts.filter((u) => /\/wizard-[\w-]+\.js$/.test(u))).toEqual([]);
  await page.getByRole("button", { name: "Start New Formulation" }).click();
  await expect(page.getByText("Step 1 of 4: Product Type")).toBeVisible();
  expect(scripts.some((u) => /\/wizard-[\w-]+\.js$/.test(u))).toBe(true);

  // Step 1: the name is required.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Required Fields Missing")).toBeVisible();

  // Suggestions from the library: arrow keys wrap, Escape closes, Enter picks.
  const name = page.getByRole("combobox", { name: "Product Name *" });
  await name.fill("face cream");
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain("face cream");
  await name.press("ArrowUp");
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  await name.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await name.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();

  // Auto-fill from the name: a toner is a liquid, sold in 100 ml, low viscosity.
  await name.fill("Soothing Rose Toner");
  await name.press("Escape");
  await expect(page.getByRole("radio", { name: /Liquid\/Serum/ })).toBeChecked();
  await expect(page.getByText("Examples for Liquid/Serum:")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: properties for the product, two ticked once they load.
  await expect(page.getByText("Step 2 of 4: Specifications")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Low/ })).toBeChecked();
  // Every step stays in the one form (hidden when not shown): "Production Volume *" is there too.
  await expect(page.getByLabel("Volume", { exact: true })).toHaveValue("100ml");
  const properties = page.getByRole("group", { name: "Special Properties" }).getByRole("checkbox");
  await expect(properties.first()).toBeVisible();
  const checkedCount = async () => {
    let n = 0;
    for (let i = 0; i < (await properties.count()); i++) if (await properties.nth(i).isChecked()) n++;
    return n;
  };
  await expect.poll(checkedCount).toBe(2);
  // Three more, five in all: the summary will show four and '+1'.
  let added = 0;
  for (let i = 0; added < 3; i++) {
    if (await properties.nth(i).isChecked()) continue;
    await properties.nth(i).check();
    added++;
  }
  const shelfLife = page.getByLabel("Shelf Life (months) *");
  await shelfLife.fill("0");
  await shelfLife.blur();
  await expect(shelfLife).toHaveValue("12");
  const ph = page.getByRole("slider", { name: /Target pH/ });
  await ph.focus();
  await ph.press("PageDown");
  await ph.press("PageDown");
  await expect(page.getByText("Target pH * — 5.0 (Acidic)")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // Step 3: requirements and notes that become constraints.
  await page.getByRole("radio", { name: /Premium/ }).check();
  await page.getByRole("checkbox", { name: /Cruelty-free/ }).check();
  await page.getByLabel("Additional Notes").fill("with 3% niacinamide, fragrance-free");
  await page.getByRole("button", { name: "Next" }).click();

  // Step 4: the summary shows four properties then +1; generating needs the captcha.
  await expect(page.getByText("Step 4 of 4: Generate")).toBeVisible();
  await expect(page.getByText("+1", { exact: true })).toBeVisible();
  await expect(page.getByText("Pending")).toBeVisible();
  await page.getByRole("button", { name: "Generate Formulation" }).click();
  await expect(page.getByText("Verification Required")).toBeVisible();

  // A wrong answer: the message, then a fresh challenge after 2 s.
  const question = page.getByText(/What is \d+ \+ \d+\?/);
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await question.textContent()) ?? "") ?? [];
  await page.getByLabel(/What is/).fill(String(Number(a) + Number(b) + 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Incorrect answer. Please try again.")).toBeVisible();
  await expect(page.getByText("Incorrect answer. Please try again.")).toBeHidden({ timeout: 4000 });
  await expect(page.getByLabel(/What is/)).toHaveValue("");
  await expect(page.getByRole("button", { name: "Verify" })).toBeDisabled();
  await solveCaptcha(page);

  const [download, sent] = await Promise.all([
    page.waitForEvent("download"),
    page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname.startsWith("/wizard/generate")),
    page.getByRole("button", { name: "Generate Formulation" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Soothing_Rose_Toner_formulation.pdf");
  // The form posts its fields under the schema's names and the API's values: nothing to rename.
  const body = sent.postData() ?? "";
  expect(body).toMatch(/name="costLevel"\r\n\r\nexpensive\r\n/);
  expect(body).toMatch(/name="productType"\r\n\r\nliquid\r\n/);
  const file = await download.path();
  expect((await readFile(file)).byteLength).toBeGreaterThan(5_000);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text).toContain("Soothing Rose Toner");
  expect(text).toContain("Niacinamide");
  expect(text).toMatch(/Total\s+100%/);
  expect(text).not.toMatch(/Parfum|Fragrance \(/);
  await expect(page.getByText("Success!")).toBeVisible();

  // Back at the landing card, with what was made.
  await expect(page.getByRole("button", { name: "Start New Formulation" })).toBeVisible();
  await expect(page.getByTestId("wizard-result")).toContainText("Soothing Rose Toner");
  // Its batch record, for a 2.5 kg batch: 3 % niacinamide is 75 g.
  const batchForm = page.getByTestId("wizard-result").locator("form");
  await batchForm.getByLabel("Batch size").fill("2.5");
  await expect(batchForm.getByLabel("Unit")).toHaveValue("kg");
  const action = (await batchForm.getAttribute("action")) ?? "";
  const record = await page.request.get(`${action}?size=2.5&unit=kg`);
  expect(record.headers()["content-type"]).toBe("application/pdf");
  const recordFile = test.info().outputPath("batch-record.pdf");
  await writeFile(recordFile, await record.body());
  const recordText = execFileSync("pdftotext", ["-layout", recordFile, "-"], { encoding: "utf8" });
  expect(recordText).toMatch(/Niacinamide\s+75\.00/);

  const stored = await e2eDb
    .select({ formData: userFormulationRequests.formData })
    .from(userFormulationRequests)
    .where(like(userFormulationRequests.productName, "Soothing Rose Toner"));
  expect(JSON.parse(stored.at(-1)?.formData ?? "{}")).toMatchObject({ costLevel: "expensive", productType: "liquid" });
  const notes = await e2eDb.select().from(userNotes).where(like(userNotes.productType, "Soothing Rose Toner"));
  expect(notes.map((n) => n.additionalNote)).toContain("with 3% niacinamide, fragrance-free");
});

test("a request the engine cannot make fails with its reason, and the wizard stays", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 422/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/browse");
  await page.getByRole("button", { name: "Start New Formulation" }).click();
  await page.getByRole("combobox", { name: "Product Name *" }).fill("Qwzx Blorft");
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next" }).click();
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Generate Formulation" }).click();
  await expect(page.getByText("Generation Failed")).toBeVisible();
  await expect(page.getByText(/could not tell which product you want/)).toBeVisible();
  await expect(page.getByText("Step 4 of 4: Generate")).toBeVisible();
  // The captcha is reset 2 s after a failed generation.
  await expect(page.getByTestId("captcha").getByText("Pending")).toBeVisible({ timeout: 4000 });
});

test("the company name from the report branding panel heads the PDF", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Start New Formulation" }).click();
  await page.getByRole("combobox", { name: "Product Name *" }).fill("Hydrating Body Lotion");
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next" }).click();
  await page.getByText("Report branding (optional)").click();
  await page.getByLabel("Company name").fill("Nordlicht Kosmetik GmbH");
  await page.getByRole("button", { name: "Save" }).click();
  await solveCaptcha(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Generate Formulation" }).click(),
  ]);
  const text = execFileSync("pdftotext", [await download.path(), "-"], { encoding: "utf8" });
  expect(text).toContain("Nordlicht Kosmetik GmbH");
  expect(text).toContain("Hydrating Body Lotion");
});
