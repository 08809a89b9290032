/**
 * The return address survives the way to a new account: the download dialog's "Create an account"
 * opens /signup with it, the log-in and sign-up pages link to each other with it, and a new
 * account lands back on the formulation with the download flag the page acts on once.
 */
import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import * as loginPage from "#app/features/accounts/routes/login";
import * as signupPage from "#app/features/accounts/routes/signup";
import { accountPageReturningTo } from "#app/lib/redirect";

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
