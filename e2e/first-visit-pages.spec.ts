/**
 * Pages that keep their promise, at 1280 px and 390 px: a content page the Content tab
 * lists as active is served at its own path with its SEO fields, and stops when made inactive; an
 * unknown address says "Page not found" above the home page, with status 404; a fresh server's
 * blog has the day-one articles and a trending list that is not empty.
 */
import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { deleteBySlug, expect, test } from "./fixtures";

const DAY_ONE_TITLES = [
  "Preservation and pH: Why a Preservative Works in One Cream and Fails in the Next",
  "EU Cosmetic Labelling: INCI Lists, PAO and What Regulation 1223/2009 Asks For",
  "Scaling a Batch from the Lab to Production Without Surprises",
  "Choosing a Surfactant System for a Mild Cleanser",
  "CLP Basics for Small Makers of Cleaning Products",
];

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an active content page is served at its path with its SEO fields; inactive, it is not found", async ({
      adminPage,
      browser,
      baseURL,
      allowConsoleError,
    }, testInfo) => {
      allowConsoleError(/status of 404/);
      const slug = `sample-policy-${viewport.width}-${Date.now().toString(36)}`;
      try {
        await adminPage.goto("/admin/content");
        await adminPage.getByRole("button", { name: "New Page" }).click();
        const dialog = adminPage.getByRole("dialog", { name: "Create New Page" });
        await dialog.getByLabel("Slug").fill(slug);
        await dialog.getByLabel("Title").fill("Samples for Makers");
        await dialog
          .getByLabel("Content (HTML)")
          .fill(
            '<h2>How samples work</h2><p>We send <strong>50 g</strong> of any base.</p><p onclick="x()">Ask us.</p>',
          );
        await dialog.getByLabel(/Meta description/).fill("How to order 50 g samples of our formulation bases.");
        await dialog.getByRole("button", { name: "Create Page" }).click();
        await expect(adminPage.getByText("Page created")).toBeVisible();
        const card = adminPage.getByTestId("page-card").filter({ hasText: "Samples for Makers" });
        await expect(card.getByRole("link", { name: `/${slug}` })).toHaveAttribute("href", `/${slug}`);

        const visitor = await browser.newContext({ baseURL, viewport });
        const page = await visitor.newPage();
        const response = await page.goto(`/${slug}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: "Samples for Makers" })).toBeVisible();
        await expect(page.getByText("How to order 50 g samples of our formulation bases.")).toBeVisible();
        await expect(page.getByRole("heading", { level: 2, name: "How samples work" })).toBeVisible();
        await expect(page.locator("strong", { hasText: "50 g" })).toBeVisible();
        await expect(page.locator("[onclick]")).toHaveCount(0);
        await expect(page).toHaveTitle("Samples for Makers | Formulab");
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          "How to order 50 g samples of our formulation bases.",
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${slug}$`));
        await expect(page.getByTestId("not-found-notice")).toHaveCount(0);
        await expectNoSidewaysScroll(page, viewport.width);
        await expectNoSeriousViolations(page);
        await page.screenshot({ path: testInfo.outputPath(`cms-page-${viewport.width}.png`), fullPage: true });
        expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/${slug}</loc>`);

        await adminPage.getByRole("button", { name: "Edit Samples for Makers" }).click();
        const edit = adminPage.getByRole("dialog", { name: "Edit Page" });
        await edit.getByLabel("Active (shown on the site)").uncheck();
        await edit.getByRole("button", { name: "Update Page" }).click();
        await expect(adminPage.getByText("Page updated")).toBeVisible();
        const gone = await page.goto(`/${slug}`);
        expect(gone?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
        await visitor.close();
      } finally {
        await deleteBySlug(adminPage, "pages", [slug]);
      }
    });

    test("an unknown address says 'Page not found' above the home page, with status 404", async ({
      page,
      allowConsoleError,
    }, testInfo) => {
      allowConsoleError(/status of 404/);
      const response = await page.goto("/no-such-page/anywhere-here");
      expect(response?.status()).toBe(404);
      const notice = page.getByRole("region", { name: "Page not found" });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("There is no page at /no-such-page/anywhere-here.");
      await expect(notice).toBeInViewport();
      // The home page follows: its categories are one tap away.
      await expect(page.getByRole("heading", { name: "Professional Chemical Formulations" })).toBeVisible();
      const noticeBox = await notice.boundingBox();
      const heroBox = await page.getByRole("heading", { name: "Professional Chemical Formulations" }).boundingBox();
      expect(noticeBox && heroBox && noticeBox.y < heroBox.y).toBe(true);
      await expect(page).toHaveTitle("Page not found – Formulab");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expectNoSidewaysScroll(page, viewport.width);
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`not-found-${viewport.width}.png`) });
    });

    test("the blog of a fresh server has the day-one articles and a trending list", async ({ page }, testInfo) => {
      await page.goto("/blog");
      for (const title of DAY_ONE_TITLES) {
        await expect(page.getByRole("link", { name: `Read More: ${title}` })).toBeVisible();
      }
      await expect(page.getByText("Coming Soon")).toHaveCount(0);
      const widget = page.getByRole("region", { name: "Trending Formulations" });
      const cards = widget.getByTestId("trending-card");
      await expect(cards.first()).toBeVisible();
      // Either real activity, or the newest formulations said to be new: never an empty widget,
      // and every card says which it is.
      await expect(cards.filter({ hasNotText: /New in the library|Popularity \d+\/100/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page, viewport.width);
      await page.screenshot({ path: testInfo.outputPath(`blog-day-one-${viewport.width}.png`), fullPage: true });

      await page.getByRole("link", { name: `Read More: ${DAY_ONE_TITLES[0]}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: DAY_ONE_TITLES[0] })).toBeVisible();
      const content = page.getByTestId("article-content");
      await expect(content.getByRole("row", { name: /Phenoxyethanol/ })).toBeVisible();
      const link = content.getByRole("link", { name: "Gentle Fragrance-Free Baby Lotion" });
      await expectNoSidewaysScroll(page, viewport.width);
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`article-day-one-${viewport.width}.png`), fullPage: true });
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: "Gentle Fragrance-Free Baby Lotion" })).toBeVisible();
    });
  });
}
