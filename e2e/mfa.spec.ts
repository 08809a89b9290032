import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

const PASSWORD = "enigma-bletchley-1941";

/** The code an authenticator app shows for the key `offsetSteps` 30-second steps from now. */
function totp(key: string, offsetSteps = 0): string {
  const step = Math.floor(Date.now() / 30_000) + offsetSteps;
  return generateHOTP(decodeBase32IgnorePadding(key.replace(/\s+/g, "")), BigInt(step), 6);
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
}

async function logInWithPassword(page: Page, email: string) {
  await page.goto("/api/logout");
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/login/mfa");
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor authentication" })).toBeVisible();
  await fitsThePhone(page);
  await expectNoSeriousViolations(page);
}

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone: sign up, turn on two-factor authentication, then sign in with a code and once with a recovery code", async ({
  page,
  accounts,
}) => {
  const email = accounts.uniqueEmail();
  await page.goto("/signup");
  await page.getByLabel("First Name").fill("Alan");
  await page.getByLabel("Last Name").fill("Turing");
  await page.getByLabel("Country").selectOption("United Kingdom");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL("/my-account");

  // Enrol: the key the page shows goes into the "app" (computed here), its first code confirms it.
  const panel = page.getByRole("region", { name: "Two-factor authentication" });
  await panel.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  const key = (await panel.getByTestId("mfa-key").textContent()) ?? "";
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expect(panel.getByRole("link", { name: "open the set-up link in your authenticator app" })).toHaveAttribute(
    "href",
    /^otpauth:\/\/totp\/Formulab:/,
  );
  await panel.getByLabel("Code").fill(totp(key));
  await panel.getByRole("button", { name: "Turn on" }).click();
  await expect(panel.getByText("Save these recovery codes now.")).toBeVisible();
  const codes = await panel.getByTestId("recovery-code").allTextContents();
  expect(codes).toHaveLength(10);
  await expect(panel.getByTestId("recovery-codes-left")).toHaveText("10");
  await fitsThePhone(page);
  await expectNoSeriousViolations(page);

  // Password, then a code. The enrolment spent this step's code, so the app's next one (accepted
  // for clock skew) is typed, as a person would after waiting a moment.
  await logInWithPassword(page, email);
  await page.getByLabel("Authentication code").fill(totp(key, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByText("Login successful!")).toBeVisible();

  // Password, then a recovery code: it works once and the page says how many are left.
  await logInWithPassword(page, email);
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await expect(page).toHaveURL("/login/mfa?recovery=1");
  await page.getByLabel("Recovery code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByText("You have 9 recovery codes left.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Two-factor authentication" }).getByTestId("recovery-codes-left"),
  ).toHaveText("9");
  await fitsThePhone(page);
});
