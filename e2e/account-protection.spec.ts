import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { E2E_ORIGIN } from "./server";

const PASSWORD = "cobol-1959-rocks";

test("strangers' wrong guesses slow the account down, but not its owner's browser", async ({
  page,
  browser,
  accounts,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 429/);
  const user = await accounts.create({ firstName: "Ada", lastName: "Lovelace", password: PASSWORD });

  // The owner signs in once: this browser becomes a known device of the account.
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/my-account");
  await page.context().clearCookies({ name: "formulab_session" });

  // Strangers guess from five addresses.
  for (let i = 0; i < 5; i++) {
    const res = await request.post("/api/login", {
      headers: { Origin: E2E_ORIGIN, "CF-Connecting-IP": `198.51.100.${i + 1}` },
      data: { email: user.email, password: `guess-${i}-wrong` },
    });
    expect(res.status()).toBe(401);
  }
  const slowed = await request.post("/api/login", {
    headers: { Origin: E2E_ORIGIN, "CF-Connecting-IP": "198.51.100.9" },
    data: { email: user.email, password: PASSWORD },
  });
  expect(slowed.status()).toBe(429);
  expect(Number(slowed.headers()["retry-after"])).toBeGreaterThan(0);

  // A new browser with the right password is asked to wait…
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto("/login");
  await strangerPage.getByLabel("Email").fill(user.email);
  await strangerPage.getByLabel("Password").fill(PASSWORD);
  await strangerPage.getByRole("button", { name: "Log In" }).click();
  await expect(strangerPage.getByRole("alert")).toHaveText(
    "Too many attempts. Please wait a few minutes and try again.",
  );
  await stranger.close();

  // …while the owner's own browser signs in at once.
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
});

test("sign-up says why a password is refused", async ({ page, accounts, allowConsoleError }) => {
  allowConsoleError(/status of 400/);
  const email = accounts.uniqueEmail();
  await page.goto("/signup");
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Hopper");
  await page.getByLabel("Country").selectOption("United States");
  await page.getByLabel("Email").fill(email);
  const password = page.getByLabel("Password", { exact: true });
  // The e-mail in the password is caught as the visitor types…
  await password.fill(`${email}!`);
  await page.getByLabel("Confirm Password").fill(`${email}!`);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Your password must not contain your e-mail address.")).toBeVisible();
  // …a common password by the server, and the page shows the reason under the field.
  await password.fill("baseball1");
  await page.getByLabel("Confirm Password").fill("baseball1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(/This password is too common/).first()).toBeVisible();
  await expect(page).toHaveURL("/signup");
  // A long passphrase in any script is welcome.
  await password.fill("ein langer Satz über Kaffee ☕ und Tee 🍵");
  await page.getByLabel("Confirm Password").fill("ein langer Satz über Kaffee ☕ und Tee 🍵");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL("/my-account");
});

test("the account page lists sessions and signs out the others", async ({
  signedInPage: page,
  user,
  accounts,
  browser,
}) => {
  const elsewhere = await browser.newContext();
  await accounts.signIn(elsewhere, user);
  await page.goto("/my-account");
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Where you're signed in" })).toBeVisible();
  await expect(rows.filter({ hasText: "This device" })).toHaveCount(1);

  // One other session, from its row.
  await rows
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /Sign out/ })
    .click();
  await expect(page.getByText("Signed out on that device")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText("You're not signed in anywhere else.")).toBeVisible();
  expect((await elsewhere.request.get(`${E2E_ORIGIN}/api/auth/user`)).status()).toBe(401);

  // Everywhere else at once.
  await accounts.signIn(elsewhere, user);
  const third = await browser.newContext();
  await accounts.signIn(third, user);
  await page.reload();
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByText("Signed out everywhere else")).toBeVisible();
  await expect(rows).toHaveCount(1);
  for (const other of [elsewhere, third]) {
    expect((await other.request.get(`${E2E_ORIGIN}/api/auth/user`)).status()).toBe(401);
  }
  const stillMine = await page.request.get("/api/auth/user");
  expect(stillMine.status()).toBe(200);
  await elsewhere.close();
  await third.close();
});

test("forgot password: the e-mailed link (read from the development outbox) sets a new one", async ({
  page,
  accounts,
  browser,
}) => {
  const user = await accounts.create({ firstName: "Ada", lastName: "Lovelace", password: PASSWORD });
  const elsewhere = await browser.newContext();
  await accounts.signIn(elsewhere, user);
  expect((await elsewhere.request.get(`${E2E_ORIGIN}/api/auth/user`)).status()).toBe(200);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that e-mail address");

  await page.goto("/dev/outbox");
  const mail = page.getByTestId("outbox-message").filter({ hasText: user.email }).first();
  await expect(mail).toContainText("Choose a new Formulab password");
  const link = /https?:\/\/\S+\/reset-password\?token=[a-z2-7]{32}/.exec((await mail.textContent()) ?? "")?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? "");
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-passphrase");
  await page.getByLabel("Confirm new password").fill("a-brand-new-passphrase");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByText("Password changed").first()).toBeVisible();
  // Every other session ended.
  expect((await elsewhere.request.get(`${E2E_ORIGIN}/api/auth/user`)).status()).toBe(401);
  await elsewhere.close();
});

for (const path of ["/forgot-password", "/reset-password?token=abc"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}
