import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { E2E_ORIGIN } from "./server";

const PASSWORD = "cobol-1959-rocks";

/** Whether the app takes these cookies for a signed-in visitor (asked with them alone). */
async function signedIn(request: APIRequestContext, cookies: Awaited<ReturnType<BrowserContext["cookies"]>>) {
  const header = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return (await request.get("/api/auth/user", { headers: { Cookie: header } })).status() === 200;
}

test("sign up through the form", async ({ page, accounts }) => {
  // The one test that makes its account through the UI; every other test gets a fixture user.
  const email = accounts.uniqueEmail();
  await page.goto("/signup");
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Hopper");
  await page.getByLabel("Country").selectOption("United States");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByText("Account created successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Grace Hopper" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Grace Hopper" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
});

test("log in with the form — a wrong password first — then log out", async ({
  page,
  accounts,
  playwright,
  allowConsoleError,
}) => {
  // The wrong password below is answered 401, which the browser logs.
  allowConsoleError(/status of 401/);
  const user = await accounts.create({ firstName: "Ada", lastName: "Lovelace", password: PASSWORD });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  await expect(page.getByText("Login failed")).toBeVisible();
  const outsider = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  expect(await signedIn(outsider, await page.context().cookies())).toBe(false);

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Ada Lovelace" })).toBeVisible();
  const session = await page.context().cookies();
  expect(await signedIn(outsider, session)).toBe(true);

  await nav.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  // Logging out ends the session on the server, not only in the browser: its cookie no longer works.
  await expect.poll(() => signedIn(outsider, session)).toBe(false);
  await outsider.dispose();
});

test("a fixture session signs the visitor in", async ({ signedInPage: page, user }) => {
  await page.goto("/my-account");
  await expect(page.getByRole("heading", { level: 1, name: `${user.firstName} ${user.lastName}` })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
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

test("a duplicate e-mail gets a clear message", async ({ page, user, allowConsoleError }) => {
  allowConsoleError(/status of 409/);
  await page.goto("/signup");
  await page.getByLabel("First Name").fill("Again");
  await page.getByLabel("Last Name").fill("Person");
  await page.getByLabel("Country").selectOption("France");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("second-attempt-9");
  await page.getByLabel("Confirm Password").fill("second-attempt-9");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText("An account with this email already exists. Please log in instead.").first(),
  ).toBeVisible();
  await expect(page.getByText("Signup failed")).toBeVisible();
  await expect(page).toHaveURL("/signup");
});

test("favourite a formulation from its page, see it on the account page, remove it", async ({
  signedInPage: page,
  request,
}) => {
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

test("the account page signed out says access is denied, with status 401", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 401/);
  const response = await page.goto("/my-account");
  expect(response?.status()).toBe(401);
  await expect(
    page.getByRole("heading", { name: "Access Denied — Please log in to view your account." }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL("/");
});

for (const path of ["/login", "/signup", "/my-account"]) {
  test(`${path} has no serious accessibility violations`, async ({ page, allowConsoleError }) => {
    // Signed out, the account page answers 401 (and says so); the browser logs the status.
    allowConsoleError(/status of 401 .*\/my-account$/);
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test("/my-account signed in has no serious accessibility violations", async ({ signedInPage: page, user }) => {
  await page.goto("/my-account");
  await expect(page.getByRole("heading", { level: 1, name: `${user.firstName} ${user.lastName}` })).toBeVisible();
  await expectNoSeriousViolations(page);
});
