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
