/**
 * The return address survives the way to a new account: the download dialog's "Create an account"
 * opens /signup with it, the log-in and sign-up pages link to each other with it, and a new
 * account lands back on the formulation with the download flag the page acts on once.
 */
import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import * as callbackRoute from "#app/features/accounts/routes/api/callback";
import * as providerLoginRoute from "#app/features/accounts/routes/api/login";
import * as loginPage from "#app/features/accounts/routes/login";
import * as signupPage from "#app/features/accounts/routes/signup";
import { PROVIDER_RETURN_COOKIE, providerReturnOf } from "#app/features/accounts/sign-in-redirect.server";
import { accountPageReturningTo } from "#app/lib/redirect";
import { call, get } from "./helpers";

let ipSeq = 0;
const ip = () => `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const BACK = "/formulation/streak-free-glass-mirror-cleaner?download=1";

async function signUpAt(path: string, email: string): Promise<Response> {
  const outcome = await (signupPage.action as (args: unknown) => Promise<unknown>)({
    request: new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip() },
      body: new URLSearchParams({
        firstName: "Mara",
        lastName: "Novak",
        country: "Slovenia",
        email,
        password: "a-long-enough-passphrase",
        confirmPassword: "a-long-enough-passphrase",
      }).toString(),
    }),
    params: {},
    context: {},
  });
  if (!(outcome instanceof Response)) throw new Error(`no redirect: ${JSON.stringify(outcome)}`);
  return outcome;
}

const loaderOf = (page: { loader: unknown }, path: string) =>
  (page.loader as (args: unknown) => Promise<{ back: string | null }>)({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: {},
  });

test("a new account goes back to the formulation it came from, with the download asked for", async () => {
  const res = await signUpAt(accountPageReturningTo("/signup", BACK), "mara.return@example.com");
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe(BACK);
  expect(res.headers.getSetCookie().some((c) => c.startsWith("formulab_session="))).toBe(true);
  const row = await env.DB.prepare("SELECT country FROM users WHERE email = ?").bind("mara.return@example.com").first();
  expect(row).toEqual({ country: "Slovenia" });
});

test("without a return address, or with one off the site, a new account gets the welcome", async () => {
  const plain = await signUpAt("/signup", "plain.return@example.com");
  expect(plain.headers.get("Location")).toBe("/my-account?welcome=signup");
  const evil = await signUpAt("/signup?redirectTo=%2F%2Fevil.example", "evil.return@example.com");
  expect(evil.headers.get("Location")).toBe("/my-account?welcome=signup");
});

test("log-in and sign-up pass the same safe return address to each other", async () => {
  const query = `?${new URLSearchParams({ redirectTo: BACK })}`;
  expect((await loaderOf(loginPage, `/login${query}`)).back).toBe(BACK);
  expect((await loaderOf(signupPage, `/signup${query}`)).back).toBe(BACK);
  expect((await loaderOf(signupPage, "/signup?redirectTo=https%3A%2F%2Fevil.example")).back).toBeNull();
  expect(accountPageReturningTo("/signup", BACK)).toBe(`/signup${query}`);
  expect(accountPageReturningTo("/login", undefined)).toBe("/login");
});

describe("the identity provider's round trip", () => {
  const withReturnCookie = (path: string, value: string) =>
    new Request(`http://localhost${path}`, {
      headers: { Cookie: `${PROVIDER_RETURN_COOKIE}=${value}`, "CF-Connecting-IP": ip() },
    });

  test("the kept return address counts only when it is a same-site path, judged again on the way back", () => {
    expect(providerReturnOf(withReturnCookie("/api/callback", encodeURIComponent(BACK)))).toBe(BACK);
    for (const foreign of [
      "%2F%2Fevil.example",
      "https%3A%2F%2Fevil.example%2Fformulation%2Fx",
      "%2F%5Cevil.example",
      "%2F%252F%252Fevil.example",
      "javascript%3Aalert(1)",
      "%E0%A4%A", // broken percent-encoding
      "",
    ]) {
      expect(providerReturnOf(withReturnCookie("/api/callback", foreign)), foreign).toBeUndefined();
    }
    expect(providerReturnOf(new Request("http://localhost/api/callback"))).toBeUndefined();
  });

  test("the callback sends no one to a foreign address it finds kept, and clears what it kept", async () => {
    // No provider is configured in this runtime: the callback ends on the log-in page, which is
    // where a kept address shows whether it survived.
    const safe = await call(callbackRoute.loader, withReturnCookie("/api/callback", encodeURIComponent(BACK)));
    expect(safe.headers.get("Location")).toBe(accountPageReturningTo("/login", BACK));
    expect(safe.headers.getSetCookie()).toContain(
      `${PROVIDER_RETURN_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    );
    const foreign = await call(callbackRoute.loader, withReturnCookie("/api/callback", "%2F%2Fevil.example"));
    expect(foreign.headers.get("Location")).toBe("/login");
  });

  test("/api/login keeps only a same-site return address", async () => {
    const asked = await call(providerLoginRoute.loader, get(`/api/login?${new URLSearchParams({ redirectTo: BACK })}`));
    expect(asked.headers.get("Location")).toBe(accountPageReturningTo("/login", BACK));
    for (const foreign of ["//evil.example", "https://evil.example/", "/%2F%2Fevil.example"]) {
      const res = await call(
        providerLoginRoute.loader,
        get(`/api/login?${new URLSearchParams({ redirectTo: foreign })}`),
      );
      expect(res.headers.get("Location"), foreign).toBe("/login");
    }
  });
});
