import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

test("a request the engine changes shows what was changed and why", async ({ page }) => {
  await page.goto("/demo");
  await page.getByLabel("Category").selectOption("skin-care");
  await page
    .getByLabel("Product description")
    .fill("A vitamin C serum with 15% ascorbic acid, pH 3, no hydroquinone please, and 2% hydroquinone");
  await page.getByRole("button", { name: "Generate & Test Formulation" }).click();
  const result = page.getByTestId("demo-result");
  await expect(result).toBeVisible();
  await expect(result.getByRole("row", { name: /^Ascorbic Acid Ascorbic Acid 15%/ })).toBeVisible();
  const notices = result.getByTestId("demo-notices");
  await expect(notices).toContainText("Hydroquinone is prohibited in cosmetic products (Annex II/1339) — not used.");
  await expectNoSeriousViolations(page);
});

test("a veterinary medicine is refused, with the reason, instead of becoming some other product", async ({ page }) => {
  await page.goto("/demo");
  await page.getByLabel("Category").selectOption("pet-care");
  await page.getByLabel("Product description").fill("permethrin spot-on for dogs");
  await page.getByRole("button", { name: "Generate & Test Formulation" }).click();
  const refusal = page.getByTestId("demo-refusal");
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("veterinary medicinal product");
  await expect(page.getByTestId("demo-result")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the demo form still generates and shows its result", async ({ page }) => {
    await page.goto("/demo");
    await page.getByLabel("Category").selectOption("cleaning");
    await page.getByLabel("Product description").fill("ammonia-free glass cleaner");
    await page.getByRole("button", { name: "Generate & Test Formulation" }).click();
    await expect(page.getByTestId("demo-result")).toContainText("Glass Cleaner");
    await expect(page.getByLabel("Product description")).toHaveValue("ammonia-free glass cleaner");
  });

  test("a missing field is explained by the server", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 400/);
    await page.goto("/demo");
    await page.getByRole("button", { name: "Generate & Test Formulation" }).click();
    await expect(page.getByText("Please select a category and enter a product description").first()).toBeVisible();
  });
});
