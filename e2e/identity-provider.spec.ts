/**
 * Sign-in through the fake identity provider (test-support/fake-oidc.ts). It signs everyone in as
 * the same person, so these tests run in their own Playwright project with one worker
 * (playwright.config.ts): two copies never race to create that one account.
 */
import { FAKE_OIDC_USER } from "../test-support/fake-oidc";
import { expect, test } from "./fixtures";

test("sign in through the identity provider creates the account, and signs in to it again", async ({
  page,
  accounts,
}) => {
  // Created by the app on first sign-in; removed afterwards so every run starts without it.
  accounts.deleteAfterTest(FAKE_OIDC_USER.email);
  const name = `${FAKE_OIDC_USER.given_name} ${FAKE_OIDC_USER.family_name}`;
  for (const attempt of ["first sign-in (new account)", "second sign-in (linked account)"]) {
    await test.step(attempt, async () => {
      await page.context().clearCookies();
      await page.goto("/login");
      await page.getByRole("link", { name: "Continue with your organisation's account" }).click();
      await expect(page).toHaveURL("/my-account");
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByText(FAKE_OIDC_USER.email)).toBeVisible();
    });
  }
});

test("a password account with the provider's e-mail is not taken over; its owner connects the provider", async ({
  page,
  accounts,
}) => {
  const owner = await accounts.create({
    email: FAKE_OIDC_USER.email,
    firstName: "Owner",
    password: "owner-password-1",
  });
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with your organisation's account" }).click();
  await expect(page).toHaveURL("/login?provider=exists");
  await expect(page.getByRole("alert")).toContainText("An account with this e-mail already exists");

  // The owner signs in with the password and connects the provider from My Account…
  await accounts.signIn(page.context(), owner);
  await page.goto("/my-account");
  await page.getByRole("link", { name: "Connect your organisation's account" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByText("Account connected")).toBeVisible();
  await expect(page.getByText(/Connected: you can log in with/)).toBeVisible();

  // …and from then on the provider signs in to that same account.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with your organisation's account" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByRole("heading", { level: 1, name: /Owner/ })).toBeVisible();
});
