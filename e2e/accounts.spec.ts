import { eq } from "drizzle-orm";
import { userFavorites } from "../app/server/db/schema";
import { expectNoSeriousViolations } from "./axe";
import { expect, sessionCount, test } from "./fixtures";

const PASSWORD = "cobol-1959-rocks";

test("sign up through the form", async ({ page, accounts }) => {
  // The one test that makes its account through the UI; every other test gets a fixture user.
  const email = accounts.uniqueEmail();
  accounts.deleteAfterTest(email);
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
  e2eDb,
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
  expect(await sessionCount(e2eDb, user.id)).toBe(0);

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Ada Lovelace" })).toBeVisible();
  expect(await sessionCount(e2eDb, user.id)).toBe(1);

  await nav.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  // Logging out ends the session on the server, not only in the browser.
  await expect.poll(() => sessionCount(e2eDb, user.id)).toBe(0);
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

test("a favourite saved while another process holds the database's write lock is saved, not an error", async ({
  signedInPage: page,
  user,
  request,
  e2eDb,
}) => {
  // Local D1 is a SQLite file; the fixtures write into it too, and workerd's writer has no busy
  // timeout. The lock is held well past the moment the click's write reaches the database (about
  // 150 ms here) and well within the app's retries (1.3 s).
  const [item] = (await (await request.get("/api/formulations?categoryId=oral-care-formulations")).json()) as {
    id: string;
    slug: string;
  }[];
  if (!item) throw new Error("no formulations");
  await page.goto(`/formulation/${item.slug}`);
  const lock = e2eDb.holdWriteLock(600);
  await page.getByRole("button", { name: "♡ Save to Favorites" }).click();
  await lock;
  await expect(page.getByText("Added to Favorites")).toBeVisible();
  await expect(page.getByRole("button", { name: "♥ Favorited" })).toHaveAttribute("aria-pressed", "true");
  const saved = await e2eDb
    .select({ formulationId: userFavorites.formulationId })
    .from(userFavorites)
    .where(eq(userFavorites.userId, user.id));
  expect(saved).toEqual([{ formulationId: item.id }]);
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
