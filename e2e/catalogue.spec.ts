import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

type Item = { id: string; slug: string; name: string };

async function formulationsOf(request: APIRequestContext, category: string): Promise<Item[]> {
  return (await (await request.get(`/api/formulations?categoryId=${category}`)).json()) as Item[];
}

test("a category page lists its formulations with their key facts", async ({ page, request }) => {
  const items = await formulationsOf(request, "oral-care-formulations");
  await page.goto("/category/oral-care-formulations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Oral Care (${items.length} formulations)`);
  const cards = page.getByTestId("formulation-card");
  await expect(cards).toHaveCount(items.length);
  const first = cards.first();
  await expect(first.getByText("Active")).toBeVisible();
  for (const label of ["pH Level", "Shelf Life (months)", "Batch Size"])
    await expect(first.getByText(label)).toBeVisible();
  await page.getByRole("link", { name: "← Back to Browse" }).click();
  await expect(page).toHaveURL("/browse");
  await page.goto("/category/oral-care-formulations");
  await first.getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/formulation\/[a-z0-9-]+$/);
  await expect(page).toHaveTitle(/\| Formulab Formula$/);
});

test("the highlighted formulation comes first, ringed, and is scrolled to", async ({ page, request }) => {
  const items = await formulationsOf(request, "skin-care-formulations");
  const target = items.at(-1) as Item;
  await page.goto(`/category/skin-care-formulations?highlight=${target.id}`);
  const first = page.getByTestId("formulation-card").first();
  await expect(first).toHaveAttribute("data-highlighted", "true");
  await expect(first.getByRole("heading")).toHaveText(target.name);
  await expect(first).toBeInViewport();
});

test("search matches sort first on a category page", async ({ page }) => {
  await page.goto("/category/skin-care-formulations?search=serum");
  await expect(page.getByTestId("search-summary")).toContainText("Search results for “serum”");
  await expect(page.getByTestId("formulation-card").first().getByRole("heading")).toContainText(/serum/i);
});

test("an unknown category says so with status 404", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 404/);
  const response = await page.goto("/category/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Browse" }).click();
  await expect(page).toHaveURL("/browse");
});

test("a formulation page shows everything a manufacturer needs", async ({ page, request }) => {
  const [item] = await formulationsOf(request, "cleaning-products-formulations");
  if (!item) throw new Error("no cleaning formulations");
  await page.goto(`/formulation/${item.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.name);
  await expect(page.getByText("Active Formula")).toBeVisible();
  await expect(page.getByRole("link", { name: "← Back to Cleaning Products" })).toHaveAttribute(
    "href",
    "/category/cleaning-products-formulations",
  );
  await expect(page.locator("figure img")).toHaveAttribute("src", /^\/images\/cleaning\/[a-z-]+\.svg$/);
  const table = page.getByRole("table").first();
  await expect(table.getByRole("columnheader")).toHaveText([
    "Sr.No",
    "Ingredient",
    "INCI Name",
    "Percentage",
    "Function",
  ]);
  await expect(table.locator("tfoot")).toContainText("Total");
  await expect(table.locator("tfoot")).toContainText("100%");
  await expect(page.getByRole("heading", { name: "Step-by-Step Manufacturing Process" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Phase A/ }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Usage Instructions" })).toBeVisible();
  for (const section of ["Required Equipment", "Safety Precautions", "Packaging", "Production Scaling"]) {
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  }
  // The label lists the largest ingredient first.
  const largest = (await table.locator("tbody tr").first().locator("td").nth(2).textContent()) ?? "";
  await expect(page.getByTestId("inci-label")).toHaveText(
    new RegExp(`^${largest.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  await expect(page.getByTestId("allergens")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the batch calculator gives grams that add up to the batch", async ({ page, request }) => {
  const [item] = await formulationsOf(request, "skin-care-formulations");
  await page.goto(`/formulation/${item?.slug}`);
  await page.getByLabel("Batch size").fill("2.5");
  await expect(page.getByTestId("batch-total")).toHaveText("2,500.00");
  const grams = await page.getByTestId("batch-table").locator("tbody tr td:last-child").allTextContents();
  expect(Math.round(grams.reduce((s, g) => s + Number(g.replaceAll(",", "")), 0) * 100) / 100).toBe(2500);
  await page.getByLabel("Unit").selectOption("lb");
  await page.getByLabel("Batch size").fill("1");
  await expect(page.getByTestId("batch-total")).toHaveText("453.59");
  await page.getByLabel("Batch size").fill("0");
  await expect(page.getByText("Enter a batch size greater than 0.")).toBeVisible();
});

test("exports download as JSON and CSV", async ({ page, request }) => {
  const [item] = await formulationsOf(request, "skin-care-formulations");
  if (!item) throw new Error("empty");
  await page.goto(`/formulation/${item.slug}`);
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export JSON" }).click(),
  ]);
  expect(json.suggestedFilename()).toBe(`${item.slug}.json`);
  const body = JSON.parse(
    await (await json.createReadStream()).toArray().then((c) => Buffer.concat(c).toString("utf8")),
  ) as {
    name: string;
    inciLabel: string[];
  };
  expect(body.name).toBe(item.name);
  expect(body.inciLabel.length).toBeGreaterThan(3);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`${item.slug}.csv`);
  const text = Buffer.concat(await (await csv.createReadStream()).toArray()).toString("utf8");
  expect(text.split("\r\n")[0]).toBe("Sr.No,Ingredient,INCI Name,Percentage,Function");
  expect(text).toContain(",Total,,100%,");
});

test("print hides navigation and buttons; Download PDF asks a visitor to sign in", async ({ page, request }) => {
  const [item] = await formulationsOf(request, "skin-care-formulations");
  await page.goto(`/formulation/${item?.slug}`);
  await page.getByRole("button", { name: "Download PDF" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In to Download" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Please sign in to download this formulation as a PDF report.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print Formula" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown formulation says so with status 404", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 404/);
  const response = await page.goto("/formulation/no-such-formulation");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Formulation Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse All Formulations" })).toHaveAttribute("href", "/browse");
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
});

test("category and formulation pages carry canonical URLs, social tags and structured data", async ({
  page,
  request,
}) => {
  const [item] = await formulationsOf(request, "skin-care-formulations");
  await page.goto(`/formulation/${item?.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/formulation\/[a-z0-9-]+$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Formulab Formula/);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((t) => (JSON.parse(t) as { "@type": string })["@type"]).sort()).toEqual(["BreadcrumbList", "HowTo"]);
  expect((await page.title()).length).toBeLessThanOrEqual(60);
  expect(((await page.locator('meta[name="description"]').getAttribute("content")) ?? "").length).toBeLessThanOrEqual(
    160,
  );
  await page.goto("/category/skin-care-formulations");
  await expect(page).toHaveTitle("Skin Care Formulations – Creams, Serums & Toners");
  await expectNoSeriousViolations(page);
});
