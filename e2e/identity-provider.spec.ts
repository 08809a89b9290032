/**
 * Sign-in through the fake identity provider (test-support/fake-oidc.ts). It signs in as the person
 * the last authorization request named, so these tests run in their own Playwright project with
 * one worker (playwright.config.ts); each names a person of its own, with a new e-mail address.
 */
import type { Page } from "@playwright/test";
import { FAKE_OIDC_PERSON_PARAM } from "../test-support/fake-oidc";
import { expect, test } from "./fixtures";
import { E2E_OIDC_ORIGIN } from "./server";

type Person = { email: string; given_name: string; family_name: string };

/**
 * The provider signs this page in as `person`: the app's redirect to its authorization endpoint
 * names them on the way (a redirect's target cannot be routed itself, so the redirect is).
 */
async function providerSignsIn(page: Page, person: Person) {
  await page.route(
    (url) => url.pathname === "/api/login",
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers().location;
      const url = location ? new URL(location) : undefined;
      if (url?.port !== new URL(E2E_OIDC_ORIGIN).port) return route.fulfill({ response });
      for (const [field, value] of Object.entries(person))
        url.searchParams.set(`${FAKE_OIDC_PERSON_PARAM}${field}`, value);
      return route.fulfill({ response, headers: { ...response.headers(), location: url.toString() } });
    },
  );
}

test("sign in through the identity provider creates the account, and signs in to it again", async ({
  page,
  accounts,
}) => {
  // A new person: the app creates the account on the first sign-in.
  const person = { email: accounts.uniqueEmail(), given_name: "Olivia", family_name: "Idp" };
  await providerSignsIn(page, person);
  const name = `${person.given_name} ${person.family_name}`;
  for (const attempt of ["first sign-in (new account)", "second sign-in (linked account)"]) {
    await test.step(attempt, async () => {
      await page.context().clearCookies();
      await page.goto("/login");
      await page.getByRole("link", { name: "Continue with your organisation's account" }).click();
      await expect(page).toHaveURL("/my-account");
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByText(person.email)).toBeVisible();
    });
  }
});

test("a password account with the provider's e-mail is not taken over; its owner connects the provider", async ({
  page,
  accounts,
}) => {
  const owner = await accounts.create({ firstName: "Owner", password: "connects-later-2024" });
  await providerSignsIn(page, { email: owner.email, given_name: "Olivia", family_name: "Idp" });
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

const GLASS = "Streak-Free Glass & Mirror Cleaner";

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, a visitor who signs in with the provider from the download dialog comes back to the formulation with the download`, async ({
    page,
    accounts,
  }) => {
    await page.setViewportSize(viewport);
    await providerSignsIn(page, {
      email: accounts.uniqueEmail(),
      given_name: "Ines",
      family_name: `Roundtrip${viewport.width}`,
    });
    await page.goto("/browse?search=glass+cleaner");
    await page.getByTestId("formulation-result").filter({ hasText: GLASS }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GLASS);
    const formulationUrl = page.url();
    await page.getByRole("button", { name: "Download PDF" }).click();
    await page.getByRole("dialog", { name: "Sign In to Download" }).getByRole("link", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Continue with your organisation's account" }).click();
    // Back on the same formulation, signed in, and the download starts by itself.
    expect((await download).suggestedFilename()).toMatch(/glass.*\.pdf$/);
    await expect(page).toHaveURL(formulationUrl);
    await expect(page.getByText("PDF Downloaded").first()).toBeVisible();
  });
}

test("a return address from elsewhere is never followed: the provider's sign-in lands on My Account", async ({
  page,
  accounts,
}) => {
  const person = { email: accounts.uniqueEmail(), given_name: "Oskar", family_name: "Offsite" };
  await providerSignsIn(page, person);
  // Asked for by a link to another site…
  await page.goto(`/api/login?${new URLSearchParams({ redirectTo: "//evil.example/phish" })}`);
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByText(person.email)).toBeVisible();

  // …or planted in the cookie that carries the address through the round trip.
  await page.context().clearCookies();
  await page.route(
    (url) => url.pathname === "/api/callback",
    async (route) => {
      const headers = route.request().headers();
      await route.continue({ headers: { ...headers, cookie: `${headers.cookie}; oauth_return=%2F%2Fevil.example` } });
    },
  );
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with your organisation's account" }).click();
  await expect(page).toHaveURL("/my-account");
  await expect(page.getByText(person.email)).toBeVisible();
});
