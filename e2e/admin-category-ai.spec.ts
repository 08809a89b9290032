import { eq } from "drizzle-orm";
import { categorySuggestions } from "../app/server/db/schema";
import { expectNoSeriousViolations } from "./axe";
import { clientAddress, expect, test } from "./fixtures";

/**
 * A made-up word no product type knows, so its descriptions become suggestions, unique per test:
 * the suggestions a test leaves behind never meet another test's.
 */
function madeUpWord(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `zq${letters}`;
}
const titled = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const key = (name: string) => name.toLowerCase();

test("bulk category generation: two lines, one at a time, each filed or kept as a suggestion", async ({
  adminPage: page,
  e2eDb,
}, testInfo) => {
  const word = madeUpWord();
  const suggestionName = `${titled(word)} Drinks`;
  const sent: number[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/ai/generate-category")) sent.push(Date.now());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  await page.getByRole("button", { name: "Bulk Category Generation" }).click();
  const dialog = page.getByRole("dialog", { name: "Bulk Category Generation" });
  await dialog.getByRole("button", { name: "Generate Categories" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Category descriptions required");

  await dialog.getByLabel("Category descriptions").fill(`a range of sulfate-free shampoos\n\n${word} drinks for cafes`);
  await expect(dialog.getByTestId("bulk-preview-count")).toContainText("2 categories");
  await dialog.getByRole("button", { name: "Generate Categories" }).click();
  await expect(dialog.getByTestId("bulk-progress")).toContainText(/Generating [12] of 2/);
  await expect(dialog.getByTestId("bulk-progress")).toContainText("Finished: 2 of 2 generated", { timeout: 10_000 });
  expect(sent).toHaveLength(2);
  expect((sent[1] ?? 0) - (sent[0] ?? 0)).toBeGreaterThanOrEqual(1000);

  const rows = dialog.getByTestId("bulk-result");
  await expect(rows.nth(0)).toContainText("Sulfate-Free Shampoos");
  await expect(rows.nth(0)).toContainText("Fits Hair Enrichment Solutions");
  await expect(rows.nth(1)).toContainText(suggestionName);
  await expect(rows.nth(1)).toContainText("Kept as a suggestion");
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath("bulk-dialog-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("bulk-dialog-390.png") });

  // The 22 stay 22; the unmatched line is an open suggestion.
  expect(((await (await page.request.get("/api/categories")).json()) as unknown[]).length).toBe(22);
  const [kept] = await e2eDb
    .select()
    .from(categorySuggestions)
    .where(eq(categorySuggestions.nameKey, key(suggestionName)));
  expect(kept?.status).toBe("open");

  await dialog.getByRole("link", { name: "Edit Hair Enrichment Solutions" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\?edit=/);
  await expect(page.getByRole("dialog", { name: "Edit Category" }).getByLabel("Name")).toHaveValue(
    "Hair Enrichment Solutions",
  );
});

test("suggestions panel: grounded suggestions, 'Add Category' recorded, open ones dismissed", async ({
  adminPage: page,
  e2eDb,
}, testInfo) => {
  const asked = madeUpWord();
  const kept = madeUpWord();
  const askedName = `${titled(asked)} Starter Kit`;
  const keptName = `${titled(kept)} Drinks`;
  // A visitor asked the wizard for it (the request is kept whether or not it can be made).
  const wizard = await page.request.post("/api/ai/custom-formulation", {
    data: { productName: `${asked} starter kit` },
    headers: { "CF-Connecting-IP": clientAddress() },
  });
  expect([200, 422]).toContain(wizard.status());
  const generated = await page.request.post("/api/ai/generate-category", { data: { description: `${kept} drinks` } });
  expect(generated.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/settings");
  const panel = page.locator("#category-suggestions");
  await expect(panel.getByRole("heading", { name: "AI Category Suggestions" })).toBeVisible();
  await panel.getByRole("button", { name: "Generate New Suggestions" }).click();
  const card = panel
    .getByTestId("generated-suggestions")
    .getByTestId("category-suggestion")
    .filter({ hasText: askedName });
  await expect(card).toContainText(`"${asked} starter kit" in the last 90 days (1 wizard request)`);
  await card.getByRole("button", { name: "Add Category" }).click();
  await expect(card.getByRole("status")).toContainText("Kept as an accepted suggestion");
  const [accepted] = await e2eDb
    .select()
    .from(categorySuggestions)
    .where(eq(categorySuggestions.nameKey, key(askedName)));
  expect(accepted?.status).toBe("accepted");

  const open = panel.getByTestId("open-suggestions").getByTestId("category-suggestion").filter({ hasText: keptName });
  await expect(open).toContainText(`Asked as: “${kept} drinks”`);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath("suggestions-1280.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("suggestions-390.png"), fullPage: true });

  await open.getByRole("button", { name: "Dismiss" }).click();
  await expect(open).toHaveCount(0);
  const [dismissed] = await e2eDb
    .select()
    .from(categorySuggestions)
    .where(eq(categorySuggestions.nameKey, key(keptName)));
  expect(dismissed?.status).toBe("dismissed");
});
