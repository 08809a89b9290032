/**
 * A new visitor on a 390 px phone: every table column on
 * screen, distinct category pictures, toasts that can be swiped away and never printed, and the
 * keyboard paths through the tour and the sign-in dialog.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { boxOf, feedInView, overlaps, partsUnderLaunchers, showNotifier } from "./floating";

const PHONE = { width: 390, height: 844 };
const FORMULATION = "/formulation/aha-exfoliating-toner-glycolic-lactic";

/** Right edge of an element, to compare with the viewport's width. */
async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return box.x + box.width;
}

async function sourcesOf(pictures: Locator): Promise<(string | null)[]> {
  return Promise.all((await pictures.all()).map((img) => img.getAttribute("src")));
}

/** A computed style of the first element matching a CSS selector (a string: e2e code has no DOM types). */
function styleOf(page: Page, selector: string, property: string): Promise<string> {
  return page.evaluate<string>(
    `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).getPropertyValue(${JSON.stringify(property)})`,
  );
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(PHONE.width);
}

test.describe("at 390 px", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the formulation's ingredient table shows every row's Percentage and Function on screen", async ({ page }) => {
    await page.goto(FORMULATION);
    const table = page.getByRole("table").first();
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThan(5);
    for (const row of await rows.all()) {
      for (const label of ["Percentage", "Function"]) {
        const cell = row.locator(`td[data-label="${label}"]`);
        await expect(cell).toBeVisible();
        expect(await rightEdge(cell)).toBeLessThanOrEqual(PHONE.width);
      }
    }
    await expect(rows.first().locator('td[data-label="Percentage"]')).toContainText("%");
    await expectNoSidewaysScroll(page);
  });

  test("printing keeps the ingredient table a table, without the toast", async ({ page }) => {
    await page.addInitScript("window.print = () => {}");
    await page.goto(FORMULATION);
    await page.getByRole("button", { name: "Print Formula" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Print Dialog Opened" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("status").filter({ hasText: "Print Dialog Opened" })).toBeHidden();
    await expect(page.getByRole("columnheader", { name: "Percentage" })).toBeVisible();
    expect(await styleOf(page, "table.stacked-table", "display")).toBe("table");
  });

  test("the demo's result table shows Percentage and Function on screen", async ({ page }) => {
    await page.goto("/demo");
    await page.getByLabel("Category").selectOption("skin-care");
    await page.getByLabel("Product description").fill("A light daily moisturiser with niacinamide");
    await page.getByRole("button", { name: "Generate & Test Formulation" }).click();
    const result = page.getByTestId("demo-result");
    await expect(result).toBeVisible();
    const first = result.locator("tbody tr").first();
    for (const label of ["Percentage", "Function"]) {
      const cell = first.locator(`td[data-label="${label}"]`);
      await expect(cell).toBeVisible();
      expect(await rightEdge(cell)).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoSidewaysScroll(page);
  });

  test("the batch record's wide weighing table says it scrolls sideways; paper does not get the hint", async ({
    page,
  }) => {
    await page.goto("/formulation/aha-exfoliating-toner-glycolic-lactic/batch-record?size=1&unit=kg");
    const hint = page.getByText("Swipe the table sideways to see every column →").first();
    await expect(hint).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.emulateMedia({ media: "print" });
    await expect(hint).toBeHidden();
  });

  test("category tiles show a different, loaded picture for each category", async ({ page }) => {
    for (const path of ["/", "/browse"]) {
      await page.goto(path);
      const pictures = page.getByTestId("category-card").locator("img");
      await expect(pictures).toHaveCount(22);
      const sources = await sourcesOf(pictures);
      expect(new Set(sources).size).toBe(22);
      const first = pictures.first();
      await first.scrollIntoViewIfNeeded();
      await expect
        .poll(() => page.evaluate<number>("document.querySelector('[data-testid=category-card] img').naturalWidth"))
        .toBeGreaterThan(0);
      await expect(first).toHaveAttribute("alt", "");
      await expectNoSidewaysScroll(page);
    }
  });

  test("a toast follows a finger swiped right and goes away", async ({ page }) => {
    await page.addInitScript("window.print = () => {}");
    await page.goto(FORMULATION);
    await page.getByRole("button", { name: "Print Formula" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Print Dialog Opened" });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    if (!box) throw new Error("toast not rendered");
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    // Real touch input through the browser's gesture handling, where a page scroll could take it.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", tx: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x: tx, y }],
      });
    await touch("touchStart", x);
    for (const dx of [10, 25, 40, 60, 80]) await touch("touchMove", x + dx);
    await touch("touchEnd", x + 80);
    // Well before its 5 s would run out on their own.
    await expect(toast).toHaveCount(0, { timeout: 2000 });
  });

  test("signed in, /login and /signup send the visitor on instead of showing a form", async ({
    signedInPage: page,
  }) => {
    await page.goto("/login");
    await expect(page).toHaveURL("/my-account");
    await page.goto("/login?redirectTo=%2Fbrowse");
    await expect(page).toHaveURL("/browse");
    await page.goto("/signup");
    await expect(page).toHaveURL("/my-account");
  });

  test("the account avatar stays a circle next to a very long e-mail", async ({ page, accounts }) => {
    const user = await accounts.create({
      email: `a.very.long.address.for.testing.wrapping.${Date.now()}@subdomain.example-company.com`,
      firstName: "Al",
      lastName: "Wu",
    });
    await accounts.signIn(page.context(), user);
    await page.goto("/my-account");
    await expect(page.getByText(user.email)).toBeVisible();
    const avatar = page.locator("section span.rounded-full").first();
    const box = await avatar.boundingBox();
    expect(box?.width).toBe(64);
    expect(box?.height).toBe(64);
    await expectNoSidewaysScroll(page);
  });
});

for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a toast, the activity feed and the chat and assistant buttons never cover each other", async ({ page }) => {
      await showNotifier(page, "overlay-e2e");
      await page.addInitScript("window.print = () => {}");
      await page.goto(FORMULATION);
      const launchers = [
        page.getByRole("button", { name: "Chat with our formulators" }),
        page.getByRole("button", { name: "Ask the formulation assistant" }),
      ];
      // The feed is in its own slot above the footer: scrolled to where it is seen, the buttons
      // keep clear of it, and what is drawn at its text and its 'Turn off' is the feed itself.
      const notifier = await feedInView(page);
      await expect(notifier).toBeInViewport();
      for (const launcher of launchers) expect(overlaps(await boxOf(notifier), await boxOf(launcher))).toBe(false);
      for (const part of [notifier.getByRole("link"), notifier.getByRole("button", { name: /Turn off/ })]) {
        const b = await boxOf(part);
        const own = await page.evaluate<boolean>(
          `!!document.elementFromPoint(${b.x + b.width / 2}, ${b.y + b.height / 2})?.closest("[data-testid='activity-feed']")`,
        );
        expect(own).toBe(true);
      }

      await page.getByRole("button", { name: "Print Formula" }).click();
      const toast = page.getByRole("status").filter({ hasText: "Print Dialog Opened" });
      await expect(toast).toBeVisible();
      const box = await boxOf(toast);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      for (const launcher of launchers) expect(overlaps(box, await boxOf(launcher))).toBe(false);
    });

    test("the last search result, an article's last box and the footer's links scroll clear of the chat and assistant buttons", async ({
      page,
    }) => {
      await page.goto("/browse?search=cream");
      const results = page.getByTestId("formulation-result");
      await expect(results.first()).toBeVisible();
      expect(await partsUnderLaunchers(page, results.last())).toEqual([]);

      await page.goto("/blog/preservation-and-ph-in-water-based-cosmetics");
      // The article ends with its call to action: its text and both of its links.
      const lastBox = page.locator("main aside").filter({ hasText: "Ready to Start Formulating?" });
      await expect(lastBox.getByRole("link", { name: "Read More Articles" })).toBeVisible();
      expect(await partsUnderLaunchers(page, lastBox.locator("h2, p, a"))).toEqual([]);

      // The footer ends every page: each of its links and lines, the last ones included.
      expect(await partsUnderLaunchers(page, page.locator("footer").locator("a, p"))).toEqual([]);
    });
  });
}

test("the hero's button shows a white focus ring on the dark green hero", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("link", { name: "Explore categories" });
  await page.keyboard.press("Tab");
  await button.focus();
  const selector = 'a[href="#categories"]';
  // Polled: the button's colour transition covers the outline colour too (150 ms).
  await expect.poll(() => styleOf(page, selector, "outline-color")).toBe("rgb(255, 255, 255)");
  expect(await styleOf(page, selector, "outline-style")).toBe("solid");
  expect(await styleOf(page, selector, "outline-width")).toBe("2px");
});

test("Cancel in the sign-in dialog returns focus to the button that opened it", async ({ page }) => {
  await page.goto(FORMULATION);
  const download = page.getByRole("button", { name: "Download PDF" });
  await download.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Sign In to Download" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(download).toBeFocused();
});

test.describe("the tour from the keyboard", () => {
  test.use({ skipTours: false });

  test("a step takes focus, Tab reaches 'Skip tour' first, and Escape closes the tour for good", async ({ page }) => {
    await page.clock.install();
    await page.goto("/browse");
    const step = page.getByRole("dialog", { name: "Search everything" });
    await expect(step).toBeVisible();
    await expect(step).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(step.getByRole("button", { name: "Skip tour" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("formulab:completed-tours"))).toBe('["browse"]');
  });
});
