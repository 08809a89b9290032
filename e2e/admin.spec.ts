import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

test("an administrator's overview: counters, recent categories, the system-category explanation, tabs as URLs", async ({
  adminPage: page,
  admin,
}) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByTestId("admin-email")).toHaveText(admin.email);
  await expect(page.getByTestId("counter-Total Categories")).toHaveText("22");
  const total = Number(await page.getByTestId("counter-Total Formulations").textContent());
  const active = Number(await page.getByTestId("counter-Active Formulations").textContent());
  const drafts = Number(await page.getByTestId("counter-Draft Formulations").textContent());
  expect(total).toBeGreaterThanOrEqual(162);
  expect(active + drafts).toBe(total);
  await expect(page.getByTestId("recent-categories").getByRole("listitem")).toHaveCount(5);
  // The site's own chrome stays out of the back office.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Add New Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Categories are system-defined" });
  await expect(dialog).toContainText("22 fixed categories");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // Tabs are URLs: a deep link opens one, the back button returns to the previous one.
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByTestId("logo-settings")).toBeVisible();
  await page.getByRole("link", { name: "Test AI System" }).click();
  await expect(page).toHaveURL(/\/admin\/test-ai$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousViolations(page);
});

test("the site footer comes back after a visit to the back office, which hides it (ADR 0037)", async ({
  adminPage: page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  // In the document's own data the footer is a reference to this element (ADR 0037).
  await expect(footer).toHaveAttribute("data-html", /^h\d+$/);
  await expect(footer.getByRole("link", { name: "support@formulab.app" })).toBeVisible();
  // Client-side navigations: the footer's element is gone while the back office is shown.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(footer).toHaveCount(0);
  await page.getByRole("link", { name: "← Back to Site" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(footer.getByRole("link", { name: "support@formulab.app" })).toBeVisible();
  // Client-side data carries the markup itself.
  await expect(footer).not.toHaveAttribute("data-html");
});

test("the Test AI System tab generates and validates a formulation", async ({ adminPage: page }) => {
  await page.goto("/admin/test-ai");
  await page.getByRole("button", { name: "Skin Care" }).first().click();
  await page.getByRole("button", { name: "Generate & Test Formulation" }).click();
  await expect(page.getByText(/Valid Formulation Generated|Invalid Formulation Generated/).first()).toBeVisible();
  await expect(page.getByRole("table")).toContainText("%");
  await expectNoSeriousViolations(page);
});

test("the admin tour starts after a second and is not shown again once finished", async ({ adminPage: page }) => {
  await page.addInitScript(() => localStorage.setItem("formulab:completed-tours", "[]"));
  await page.goto("/admin");
  const card = page.getByRole("dialog").filter({ hasText: "Your catalogue at a glance" });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Skip tour" }).click();
  const completed = await page.evaluate(() => localStorage.getItem("formulab:completed-tours"));
  expect(JSON.parse(completed ?? "[]")).toContain("admin-overview");
});

test("anonymous visitors are told and sent to sign in, returning to the admin page", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/401/);
  await page.goto("/admin/settings");
  await expect(
    page.getByText("You need to log in to access the admin dashboard. Redirecting...").first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fsettings$/);
});

test("a signed-in user who is not an admin is refused and sent home", async ({
  signedInPage: page,
  allowConsoleError,
}) => {
  allowConsoleError(/403/);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("You don't have admin privileges to access this page.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
