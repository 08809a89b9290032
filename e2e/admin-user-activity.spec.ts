/**
 * /admin/user-activity as people use it: an administrator reads the Users,
 * Downloads and Favorites tabs with the spec's formats, searches, pages through URL state,
 * exports CSV; anonymous visitors and ordinary users get the page's two 'Access Denied' variants.
 */
import { readFile } from "node:fs/promises";
import { ACTIVITY } from "../test-support/e2e-accounts";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

/** What the scroll checks read of an element (e2e code is compiled without the DOM types). */
type Scrollable = { scrollWidth: number; clientWidth: number };

const PATH = "/admin/user-activity";

/**
 * Two users with a surname no other test uses, one download and one favourite at known past times,
 * seeded before the server started (test-support/e2e-accounts.ts): the tests only read them.
 */
const withActivity = test.extend<{
  marker: string;
  zoe: typeof ACTIVITY.zoe;
  omar: typeof ACTIVITY.omar;
  formulaNames: string[];
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  marker: async ({}, use) => use(ACTIVITY.marker),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  zoe: async ({}, use) => use(ACTIVITY.zoe),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  omar: async ({}, use) => use(ACTIVITY.omar),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  formulaNames: async ({}, use) => use([ACTIVITY.download.name, ACTIVITY.favorite.name]),
});

withActivity(
  "an administrator reads each tab with the spec's formats, searches, moves back and exports CSV",
  async ({ adminPage: page, marker, zoe, omar, formulaNames }) => {
    await page.goto(`${PATH}?q=${marker}`);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Activity lists" });
    // The search matches Zoe by surname and Omar by e-mail.
    await expect(tabs.getByRole("link", { name: "Users (2)" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Downloads (1)" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Favorites (1)" })).toBeVisible();
    const table = page.getByTestId("activity-table");
    await expect(table.getByRole("columnheader")).toHaveText(["Name", "Email", "Country", "Joined", "Admin"]);
    const zoeRow = table.getByRole("row").filter({ hasText: zoe.email });
    await expect(zoeRow.getByRole("cell")).toHaveText([
      `Zoe ${marker}`,
      zoe.email,
      "France",
      /^[A-Z][a-z]{2} \d{2}, \d{4}$/,
      "✓",
    ]);
    const omarRow = table.getByRole("row").filter({ hasText: omar.email });
    await expect(omarRow.getByRole("cell").nth(0)).toHaveText("Omar");
    await expect(omarRow.getByRole("cell").nth(2)).toHaveText("N/A");
    await expect(omarRow.getByRole("img", { name: "Administrator" })).toHaveCount(0);
    await expect(page.getByTestId("pager-summary")).toHaveText("Showing 1 to 2 of 2 results");
    await expectNoSeriousViolations(page);

    await tabs.getByRole("link", { name: /Downloads/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=downloads&q=${marker}$`));
    await expect(table.getByRole("columnheader")).toHaveText(["User", "Email", "Country", "Formula", "Downloaded"]);
    await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      `Zoe ${marker}`,
      zoe.email,
      "France",
      formulaNames[0] ?? "",
      "Mar 09, 2025 14:05",
    ]);

    await tabs.getByRole("link", { name: /Favorites/ }).click();
    await expect(table.getByRole("columnheader")).toHaveText(["User", "Email", "Country", "Formula", "Added"]);
    await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      "Omar",
      omar.email,
      "N/A",
      formulaNames[1] ?? "",
      "Apr 01, 2025 08:30",
    ]);
    await expectNoSeriousViolations(page);

    // The back button returns to the previous tab.
    await page.goBack();
    await expect(page).toHaveURL(/tab=downloads/);
    await expect(tabs.getByRole("link", { name: /Downloads/ })).toHaveAttribute("aria-current", "page");

    // A search narrows the list and stays on the tab; one that matches nobody says so.
    const search = page.getByRole("searchbox", { name: "Search by name or email" });
    await search.fill(omar.email.toUpperCase());
    await search.press("Enter");
    await expect(page).toHaveURL(/tab=downloads&q=OMAR/);
    await expect(page.getByText("No downloads found.")).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Favorites (1)" })).toBeVisible();
    await tabs.getByRole("link", { name: /Users/ }).click();
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table).toContainText(omar.email);
    await search.fill(`nobody-${marker}`);
    await search.press("Enter");
    await expect(page.getByText("No users found.")).toBeVisible();
    await tabs.getByRole("link", { name: /Favorites/ }).click();
    await expect(page.getByText("No favorites found.")).toBeVisible();

    // The export holds the same filtered list as the table.
    await page.goto(`${PATH}?tab=downloads&q=${marker}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^downloads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
    expect(csv.trimEnd().split("\r\n")).toEqual([
      "First Name,Last Name,Email,Country,Formula,Category,Downloaded (UTC)",
      expect.stringMatching(
        new RegExp(`^Zoe,${marker},${zoe.email.replaceAll(".", "\\.")},France,.*,2025-03-09 14:05:00$`),
      ),
    ]);
  },
);

withActivity("the next tab shows a skeleton while it loads", async ({ adminPage: page, marker, formulaNames }) => {
  await page.goto(`${PATH}?q=${marker}`);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/admin/user-activity.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: /Favorites/ }).click();
  await expect(page.getByTestId("activity-skeleton")).toBeVisible();
  release();
  await expect(page.getByTestId("activity-skeleton")).toHaveCount(0);
  await expect(page.getByTestId("activity-table")).toContainText(formulaNames[1] ?? "");
});

withActivity(
  "on a phone the table scrolls inside its card, not the page",
  async ({ adminPage: page, marker, formulaNames }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${PATH}?tab=downloads&q=${marker}`);
    await expect(page.getByTestId("activity-table")).toContainText(formulaNames[0] ?? "");
    const region = page.getByRole("region", { name: "Results" });
    const { inner, outer } = await region.evaluate((el) => ({
      inner: (el as unknown as Scrollable).scrollWidth,
      outer: (el as unknown as Scrollable).clientWidth,
    }));
    expect(inner).toBeGreaterThan(outer);
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath("user-activity-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath("user-activity-1280.png"), fullPage: true });
  },
);

test("anonymous visitors are told to log in, with a link back here", async ({ page, allowConsoleError }) => {
  allowConsoleError(/401/);
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Please log in to access the admin dashboard.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Login" })).toHaveAttribute(
    "href",
    "/login?redirectTo=%2Fadmin%2Fuser-activity",
  );
  // The page stays: no toast-and-redirect as on the other admin tabs.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expectNoSeriousViolations(page);
});

test("a signed-in user who is not an admin is refused", async ({ signedInPage: page, allowConsoleError }) => {
  allowConsoleError(/403/);
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access the admin dashboard.")).toBeVisible();
  await expect(page.getByText("Admin privileges are required to view this page.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
