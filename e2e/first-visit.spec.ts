/**
 * The first visit's everyday paths, at 1280 and 390 px: the header search keeps what
 * was searched for and shows it on screen, a new account made from the download dialog comes back
 * to the same formulation with the download started, and the recent activity feed never tells what
 * a visitor typed and never covers a control.
 */
import { clientAddress, expect, test } from "./fixtures";
import { boxOf, launchersOf, overlaps } from "./floating";

const GLASS = "Streak-Free Glass & Mirror Cleaner";

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  const phone = viewport.width < 768;
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the header search shows the matching formulation in view, and its category keeps the term", async ({
      page,
    }) => {
      await page.goto("/");
      if (phone) await page.getByRole("button", { name: "Open menu" }).click();
      const box = page.locator(phone ? "#nav-search-mobile" : "#nav-search");
      await box.fill("glass cleaner");
      await box.press("Enter");
      await expect(page).toHaveURL("/browse?search=glass+cleaner#search-results");
      await expect(page.getByRole("heading", { name: "Search Results for “glass cleaner”" })).toBeInViewport();
      // The formulation itself is one click away, on screen without scrolling.
      const result = page.getByTestId("formulation-result").filter({ hasText: GLASS });
      await expect(result).toBeInViewport();
      // Its category's link keeps the term; there the matches come first, marked.
      const card = page.getByTestId("category-card").filter({ hasText: "Cleaning Products" });
      await expect(card).toHaveAttribute("href", "/category/cleaning-products-formulations?search=glass%20cleaner");
      await card.click();
      await expect(page.getByTestId("search-summary")).toContainText("Search results for “glass cleaner”");
      const first = page.getByTestId("formulation-card").first();
      await expect(first.getByRole("heading")).toHaveText(GLASS);
      await expect(first).toContainText("Matches “glass cleaner”");
      await expect(first).toBeInViewport({ ratio: 0.3 });

      // And from the search results, one click opens it.
      await page.goBack();
      await page.getByTestId("formulation-result").filter({ hasText: GLASS }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(GLASS);
    });

    test("an account created from the download dialog comes back to the formulation with the download", async ({
      page,
    }) => {
      await page.goto("/browse?search=glass+cleaner");
      await page.getByTestId("formulation-result").filter({ hasText: GLASS }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(GLASS);
      const formulationUrl = page.url();
      await page.getByRole("button", { name: "Download PDF" }).click();
      const dialog = page.getByRole("dialog", { name: "Sign In to Download" });
      await dialog.getByRole("link", { name: "Create an account" }).click();
      await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
      // Choosing to log in instead keeps the way back too.
      await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", /redirectTo=%2Fformulation%2F/);

      const email = `round.trip.${viewport.width}.${Date.now()}@example.com`;
      await page.getByLabel("First Name").fill("Mara");
      await page.getByLabel("Last Name").fill("Novak");
      await page.getByLabel("Country").selectOption("Slovenia");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("a-long-enough-passphrase");
      await page.getByLabel("Confirm Password").fill("a-long-enough-passphrase");
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Create Account" }).click();
      // Back on the same formulation; the download starts by itself, once.
      expect((await download).suggestedFilename()).toMatch(/glass.*\.pdf$/);
      await expect(page).toHaveURL(formulationUrl);
      await expect(page.getByText("PDF Downloaded").first()).toBeVisible();
    });
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the recent activity feed at ${viewport.width} px`, () => {
    test.use({ activityFeed: true, viewport });

    test("never shows a product name a visitor typed, covers no control, and can be turned off", async ({
      signedInPage: page,
      request,
    }) => {
      const typed = `Zanzibar Moonbeam ${Date.now()} Cream`;
      // A visitor (not signed in) generates with a distinctive product name, as the wizard sends it.
      const wizard = await request.post("/api/ai/custom-formulation", {
        headers: { "CF-Connecting-IP": clientAddress() },
        data: { productName: typed, productDescription: "a light night cream", productType: "cream", phLevel: 5.5 },
      });
      expect(wizard.status()).toBe(200);
      // A signed-in user saves a library formulation: that is public news.
      await page.goto("/browse?search=glass+cleaner");
      await page.getByTestId("formulation-result").filter({ hasText: GLASS }).click();
      await page.getByRole("button", { name: "♡ Save to Favorites" }).click();
      await expect(page.getByRole("button", { name: "♥ Favorited" })).toBeVisible();

      await page.goto("/about");
      const feed = page.getByTestId("activity-feed");
      await expect(feed).toBeVisible();
      await expect(feed).toContainText(/Recently: \S+ .*(downloaded|saved to favourites)/);
      await expect(feed).not.toContainText("Zanzibar");
      await expect(page.locator("body")).not.toContainText("Zanzibar");

      // Seen where it is, it covers nothing and the chat and assistant buttons keep clear of it.
      await feed.scrollIntoViewIfNeeded();
      for (const launcher of launchersOf(page)) expect(overlaps(await boxOf(feed), await boxOf(launcher))).toBe(false);
      for (const content of [page.locator("main"), page.locator("footer")])
        expect(overlaps(await boxOf(feed), await boxOf(content))).toBe(false);

      // Turned off, it stays off on the next page, and stops asking.
      await feed.getByRole("button", { name: "Turn off the recent activity feed" }).click();
      await expect(feed).toHaveCount(0);
      const polls: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname === "/api/activity") polls.push(r.url());
      });
      await page.goto("/faq");
      const show = page.getByRole("button", { name: "Show recent activity" });
      await expect(show).toBeVisible();
      await expect(page.getByTestId("activity-feed")).toHaveCount(0);
      expect(polls).toEqual([]);
      // The way back in is not under a floating button either.
      await show.scrollIntoViewIfNeeded();
      for (const launcher of launchersOf(page)) expect(overlaps(await boxOf(show), await boxOf(launcher))).toBe(false);
      await show.click();
      await expect(page.getByTestId("activity-feed")).toBeVisible();
    });
  });
}
