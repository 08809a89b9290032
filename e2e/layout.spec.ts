import { expect, test } from "./fixtures";

const HERO = "Professional Chemical Formulations";

test("the home page shows the hero and the 22 categories", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByTestId("category-card")).toHaveCount(22);
  await expect(page.getByRole("link", { name: /Skin Care/ }).first()).toHaveAttribute(
    "href",
    "/category/skin-care-formulations",
  );
  await expect(page).toHaveTitle("Formulab – Professional Chemical Formulations");
});

// No link in the navigation or the footer may lead to a 404 (the console guard would see it).
test("navigation links navigate and highlight the active route", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
  for (const [label, path, heading] of [
    ["Find Formulation", "/browse", "Find Your Formulation"],
    ["About", "/about", "About Formulab"],
    ["FAQ", "/faq", "Frequently Asked Questions"],
    ["Blog", "/blog", "Formulab Blog"],
    ["Home", "/", HERO],
  ] as const) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await nav.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL("/login");
  await nav.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL("/signup");
});

test("footer links navigate", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "support@formulab.app" })).toHaveAttribute(
    "href",
    "mailto:support@formulab.app",
  );
  for (const name of ["YouTube", "TikTok", "Instagram", "Facebook"]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
  }
  for (const [label, path] of [
    ["Skin Care", "/category/skin-care-formulations"],
    ["Beauty Products", "/category/beauty-products-formulations"],
    ["Cleaning Products", "/category/cleaning-products-formulations"],
    ["Organic Care Products", "/category/organic-care-products-formulations"],
    ["Find Formulation", "/browse"],
    ["About Us", "/about"],
    ["FAQ", "/faq"],
    ["Blog", "/blog"],
    ["Terms & Conditions", "/terms-of-service"],
    ["Privacy Policy", "/privacy-policy"],
    ["Disclaimer of Use", "/disclaimer"],
  ] as const) {
    await footer.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
});

test("the mobile menu opens, and closes when a link is tapped", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(page.locator("#mobile-menu")).toHaveCount(0);
  await toggle.click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toHaveCount(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL("/faq");
  await expect(page.locator("#mobile-menu")).toHaveCount(0);
});

test("the navigation search opens the results, categories and formulations, with the term kept", async ({
  page,
  request,
}) => {
  // A category matches by its own name or description, or through a matching formulation: the
  // results show what the API answers for the same term (one search rule).
  const expected = ((await (await request.get("/api/categories?search=leather")).json()) as { name: string }[]).map(
    (c) => c.name,
  );
  expect(expected).toContain("Leather Products");
  await page.goto("/");
  const search = page.getByRole("navigation", { name: "Main" }).getByPlaceholder("Search formulations...");
  await search.fill("leather");
  await search.press("Enter");
  // The results are scrolled into view and the box keeps the term; 'Clear search' empties it.
  await expect(page).toHaveURL("/browse?search=leather#search-results");
  await expect(page.getByRole("heading", { name: "Search Results for “leather”" })).toBeInViewport();
  await expect(page.getByTestId("formulation-result").first()).toBeVisible();
  await expect(page.getByTestId("category-card").getByRole("heading")).toHaveText(expected);
  await expect(search).toHaveValue("leather");
  await page.getByRole("link", { name: "Clear search and show all categories" }).click();
  await expect(page.getByRole("heading", { name: "All categories" })).toBeVisible();
  await expect(search).toHaveValue("");
  // An old link to the home page's search opens the same results.
  await page.goto("/?q=leather");
  await expect(page).toHaveURL("/browse?search=leather#search-results");
});

test("an unknown path shows the home content with status 404", async ({ page, allowConsoleError }) => {
  allowConsoleError(/127\.0\.0\.1:\d+\/no\/such\/page$/);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByTestId("category-card")).toHaveCount(22);
  await expect(page).toHaveTitle("Page not found – Formulab");
});

test("an unknown API path answers JSON 404", async ({ request }) => {
  const response = await request.get("/api/no-such-endpoint");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: "Not found" });
});
