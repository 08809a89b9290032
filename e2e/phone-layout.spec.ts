/**
 * On a 390 px phone: an article's wide table, the batch calculator's total, the wizard's result
 * after generating and the blog's trending row, each as a reader sees them (the admin tables are
 * in admin-formulations.spec.ts and admin-categories.spec.ts).
 */
import type { Page } from "@playwright/test";
import { clientAddress, deleteBySlug, expect, test } from "./fixtures";
import { E2E_ORIGIN } from "./server";

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(PHONE.width);
}

/** How many lines each matching element's text takes (a word broken in two takes two). */
function linesOf(page: Page, selector: string): Promise<number[]> {
  return page.evaluate<number[]>(`[...document.querySelectorAll(${JSON.stringify(selector)})].map((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  })`);
}

/** The horizontal gap between the text of two elements (the second to the right of the first). */
function textGap(page: Page, left: string, right: string): Promise<number> {
  return page.evaluate<number>(`(() => {
    const box = (selector) => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector(selector));
      return range.getBoundingClientRect();
    };
    return box(${JSON.stringify(right)}).left - box(${JSON.stringify(left)}).right;
  })()`);
}

test("an article's five-column table scrolls sideways in its own box and breaks no word", async ({ adminPage }) => {
  const slug = `phone-table-${Date.now()}`;
  const rows = [
    ["A", "Water", "Aqua", "78.5", "Solvent"],
    ["B", "Preservative", "Phenoxyethanol, Ethylhexylglycerin", "1.0", "Antimicrobial"],
    ["B", "Emollient", "Caprylic/Capric Triglyceride", "12.0", "Emollient"],
  ];
  const table = `<table><thead><tr>${["Phase", "Ingredient", "INCI", "%", "Function"].map((h) => `<th scope="col">${h}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
  try {
    const created = await adminPage.request.post("/api/blog", {
      headers: { Origin: E2E_ORIGIN },
      data: {
        title: "A Cream in Five Columns",
        slug,
        excerpt: "The ingredient table of a light cream.",
        content: `<p>The whole formula:</p>${table}<p>Weigh phase A first.</p>`,
        metaDescription: "The ingredient table of a light cream, on a phone.",
        keywords: "cream, table",
        isPublished: true,
      },
    });
    expect(created.ok()).toBe(true);
    await adminPage.goto(`/blog/${slug}`);
    const box = adminPage.getByRole("region", { name: "Table, scrolls sideways" });
    await expect(box).toBeVisible();
    // The table is wider than the phone: its box scrolls, the page does not.
    const widths = await adminPage.evaluate<number[]>(
      `(() => { const el = document.querySelector(".table-scroll"); return [el.scrollWidth, el.clientWidth]; })()`,
    );
    expect(widths[0]).toBeGreaterThan(widths[1] ?? 0);
    await expectNoSidewaysScroll(adminPage);
    // Every one-word cell stays on one line: nothing is broken mid-word to squeeze the columns in.
    const oneWord = await adminPage.evaluate<number>(
      `[...document.querySelectorAll("[data-testid=article-content] td")].filter((td) => !/\\s/.test(td.textContent.trim())).length`,
    );
    expect(oneWord).toBeGreaterThanOrEqual(12);
    const lines = await linesOf(adminPage, "[data-testid=article-content] td, [data-testid=article-content] th");
    const cells = await adminPage.locator("[data-testid=article-content] :is(td, th)").allTextContents();
    cells.forEach((text, i) => {
      if (!/\s/.test(text.trim())) expect(lines[i], `"${text}" on one line`).toBe(1);
    });
    // The box scrolls to the last column.
    await adminPage.evaluate(`document.querySelector(".table-scroll").scrollBy(1000, 0)`);
    await expect(box.getByRole("cell", { name: "Antimicrobial" })).toBeInViewport();
  } finally {
    await deleteBySlug(adminPage, "blog", [slug]);
  }
});

test("the batch calculator's Total row shows 100 and 1,000.00 apart", async ({ page }) => {
  await page.goto("/formulation/aha-exfoliating-toner-glycolic-lactic");
  const total = page.getByTestId("batch-total");
  await total.scrollIntoViewIfNeeded();
  await expect(total).toHaveText("1,000.00");
  const gap = await textGap(page, "[data-testid=batch-table] tfoot td:nth-child(2)", "[data-testid=batch-total]");
  expect(gap).toBeGreaterThanOrEqual(12);
  const box = await total.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(PHONE.width);
  // A 100 t batch still fits its row.
  await page.getByLabel("Batch size").fill("100000");
  await expect(total).toHaveText("100,000,000.00");
  expect(
    await textGap(page, "[data-testid=batch-table] tfoot td:nth-child(2)", "[data-testid=batch-total]"),
  ).toBeGreaterThanOrEqual(12);
  await expectNoSidewaysScroll(page);
});

test("after the wizard generates, its result is on screen and has focus", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": clientAddress() });
  await page.goto("/");
  await page.getByRole("button", { name: "Start New Formulation" }).click();
  const name = page.getByRole("combobox", { name: "Product Name *" });
  await name.fill("Soothing Rose Toner");
  await name.press("Escape");
  for (let step = 2; step <= 4; step++) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
  }
  const question = (await page.getByText(/What is \d+ \+ \d+\?/).textContent()) ?? "";
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question) ?? [];
  await page.getByLabel(/What is \d+ \+ \d+\?/).fill(String(Number(a) + Number(b)));
  await page.getByRole("button", { name: "Verify" }).click();
  await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Generate Formulation" }).click(),
  ]);
  const result = page.getByRole("region", { name: "Generated formulation" });
  await expect(result).toContainText("Soothing Rose Toner");
  await expect(result).toBeFocused();
  await expect(result).toBeInViewport();
  // Its top is on screen, below the sticky header, not above the screen.
  await expect.poll(async () => (await result.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  await expectNoSidewaysScroll(page);
});

test("the blog's trending row keeps its height while it loads, so the articles below do not move", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const item = (n: number, region: string) => ({
    name: `Trending Cream ${n} with a Name Long Enough to Take Two Lines`,
    slug: `trending-cream-${n}`,
    category: "Skin Care",
    region,
    popularityScore: 100 - n,
    description: "A light daily cream that many makers downloaded this season, with a long description to clamp.",
    keyIngredients: ["Glycerin", "Niacinamide", "Sodium Hyaluronate", "Tocopherol", "Panthenol"],
    targetMarket: "Makers in Germany",
    trendReason: "3 downloads in the last 90 days",
  });
  await page.route("**/api/ai-blog/trending-formulations", async (route) => {
    await held;
    await route.fulfill({
      json: Array.from({ length: 18 }, (_, n) => item(n, ["Europe", "Asia", "USA"][n % 3] ?? "Europe")),
    });
  });
  await page.goto("/blog");
  const row = page.getByTestId("trending-row");
  await expect(row.getByRole("status")).toHaveText("Loading trending formulations...");
  const articles = page.getByRole("region", { name: "Latest articles" });
  const before = [(await row.boundingBox())?.height, (await articles.boundingBox())?.y];
  release();
  await expect(row.getByTestId("trending-card")).toHaveCount(18);
  const after = [(await row.boundingBox())?.height, (await articles.boundingBox())?.y];
  expect(after).toEqual(before);
  await expectNoSidewaysScroll(page);
});
