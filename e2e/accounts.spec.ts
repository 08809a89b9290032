import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

const unique = () => `user.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function signUp(page: import("@playwright/test").Page, email: string) {
  await page.goto("/signup");
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Hopper");
  await page.getByLabel("Country").selectOption("United States");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("cobol-1959-rocks");
  await page.getByLabel("Confirm Password").fill("cobol-1959-rocks");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL("/my-account");
}

test("sign up, log out, log in again", async ({ page, allowConsoleError }) => {
  // The wrong password below is answered 401, which the browser logs.
  allowConsoleError(/status of 401/);
  const email = unique();
  await signUp(page, email);
  await expect(page.getByText("Account created successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Grace Hopper" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Grace Hopper" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();

  await nav.getByRole("link", { name: "Login" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  await expect(page.getByText("Login failed")).toBeVisible();
  await page.getByLabel("Password").fill("cobol-1959-rocks");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByText("Login successful!")).toBeVisible();
});

test("sign-up checks the form with the spec's messages", async ({ page }) => {
  await page.goto("/signup");
  await expect(page.getByLabel("Country").locator("option")).toHaveCount(197);
  await expect(page.getByLabel("Country").locator("option").nth(1)).toHaveText("Afghanistan");
  await expect(page.getByLabel("Country").locator("option").last()).toHaveText("Zimbabwe");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("different");
  await page.getByRole("button", { name: "Create Account" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Please select your country",
    "Invalid email address",
    "Password must be at least 8 characters",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel("Password", { exact: true }).fill("long-enough-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
});

test("a duplicate e-mail gets a clear message", async ({ page, browser, allowConsoleError }) => {
  allowConsoleError(/status of 409/);
  const email = unique();
  const first = await browser.newContext();
  await signUp(await first.newPage(), email);
  await first.close();
  await page.goto("/signup");
  await page.getByLabel("First Name").fill("Again");
  await page.getByLabel("Last Name").fill("Person");
  await page.getByLabel("Country").selectOption("France");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password-again-1");
  await page.getByLabel("Confirm Password").fill("password-again-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText("An account with this email already exists. Please log in instead.").first(),
  ).toBeVisible();
  await expect(page.getByText("Signup failed")).toBeVisible();
});

test("favourite a formulation from its page, see it on the account page, remove it", async ({ page, request }) => {
  await signUp(page, unique());
  const [item] = (await (await request.get("/api/formulations?categoryId=baby-care-formulations")).json()) as {
    slug: string;
    name: string;
  }[];
  if (!item) throw new Error("no formulations");
  await page.goto(`/formulation/${item.slug}`);
  await page.getByRole("button", { name: "♡ Save to Favorites" }).click();
  await expect(page.getByText("Added to Favorites")).toBeVisible();
  await expect(page.getByRole("button", { name: "♥ Favorited" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "♥ Favorited" })).toBeVisible();

  await page.goto("/my-account");
  await page.getByRole("tab", { name: /My Favorites/ }).click();
  const row = page.getByTestId("favorite-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(item.name);
  await row.getByRole("button", { name: /Remove/ }).click();
  await expect(page.getByText("Formula has been removed from your favorites.")).toBeVisible();
  await expect(page.getByText("You haven't added any favorites yet.")).toBeVisible();
  await page.getByRole("tab", { name: /My Downloads/ }).click();
  await expect(page.getByText("You haven't downloaded any formulas yet.")).toBeVisible();
});

test("a signed-out visitor who tries to save a favourite is asked to sign in", async ({ page, request }) => {
  const [item] = (await (await request.get("/api/formulations?categoryId=beauty-products-formulations")).json()) as {
    slug: string;
  }[];
  await page.goto(`/formulation/${item?.slug}`);
  await page.getByRole("button", { name: "♡ Save to Favorites" }).click();
  await expect(page.getByRole("dialog", { name: "Sign In Required" })).toBeVisible();
});

test("sign in through the identity provider", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with your organisation's account" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByRole("heading", { level: 1, name: "Olivia Idp" })).toBeVisible();
  await expect(page.getByText("oidc.user@example.com")).toBeVisible();
});

test("the account page signed out says access is denied", async ({ page }) => {
  await page.goto("/my-account");
  await expect(
    page.getByRole("heading", { name: "Access Denied — Please log in to view your account." }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL("/");
});

for (const path of ["/login", "/signup", "/my-account"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}
