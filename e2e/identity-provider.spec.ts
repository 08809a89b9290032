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
