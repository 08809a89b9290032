/**
 * Issue 30, the open redirect: `/login?redirectTo=/.//evil.example` ended at
 * `Location: //evil.example`, because the target was checked before it was normalised. Through the
 * real log-in page — its form action (signing in) and its loader (already signed in) — every
 * known bypass must leave the visitor on the site, and a real path of the site still works.
 */
import { beforeAll, expect, test } from "vitest";
import * as signupRoute from "#app/features/accounts/routes/api/signup";
import * as loginPage from "#app/features/accounts/routes/login";
import { call } from "./helpers";

const SITE = "http://localhost";
const PASSWORD = "analytical-engine-47";
const EMAIL = "redirect.tester@example.com";
let cookie = "";
let ip = 0;
const freshIp = () => `10.88.0.${++ip}`;

beforeAll(async () => {
  const res = await call(
    signupRoute.action,
    new Request(`${SITE}/api/signup`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: JSON.stringify({
        email: EMAIL,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: "Grace",
        lastName: "Hopper",
        country: "United States",
      }),
    }),
  );
  expect(res.status).toBe(201);
  cookie = (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
});

const loginUrl = (target: string) => `${SITE}/login?${new URLSearchParams({ redirectTo: target })}`;

/** Signing in on /login?redirectTo=…: where the form action sends the browser. */
async function signInTo(target: string): Promise<string | null> {
  const outcome = await (loginPage.action as (args: unknown) => Promise<unknown>)({
    request: new Request(loginUrl(target), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
      body: new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString(),
    }),
    params: {},
    context: {},
  });
  if (!(outcome instanceof Response)) throw new Error(`the log-in did not redirect: ${JSON.stringify(outcome)}`);
  expect(outcome.status).toBe(302);
  return outcome.headers.get("Location");
}

/** Opening /login?redirectTo=… while signed in: where the loader sends the browser on. */
async function alreadySignedInTo(target: string): Promise<string | null> {
  const thrown = await (loginPage.loader as (args: unknown) => Promise<unknown>)({
    request: new Request(loginUrl(target), { headers: { Cookie: cookie } }),
    params: {},
    context: {},
  }).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(thrown instanceof Response)) throw new Error("a signed-in visitor was not sent on");
  return thrown.headers.get("Location");
}

const BYPASSES = [
  "/.//evil.example",
  "/..//evil.example",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/%09/evil",
  "@evil.example",
  "https://evil.example",
  "http:evil.example",
  "data:text/html,x",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
];

/** The Location resolves, as a browser resolves it against the page, to this site. */
function staysOnSite(location: string | null) {
  expect(location).toBeTruthy();
  expect(new URL(location ?? "", loginUrl("/")).origin).toBe(SITE);
  expect(location?.startsWith("//")).toBe(false);
}

test("signing in never sends the visitor off the site, whatever redirectTo says", async () => {
  for (const target of BYPASSES) {
    const location = await signInTo(target);
    staysOnSite(location);
    expect(location, target).toBe("/my-account?welcome=login");
  }
  expect(await signInTo("/formulation/aha-toner?download=1")).toBe("/formulation/aha-toner?download=1");
});

test("a signed-in visitor opening the log-in page is sent on within the site", async () => {
  for (const target of BYPASSES) {
    const location = await alreadySignedInTo(target);
    staysOnSite(location);
    expect(location, target).toBe("/my-account");
  }
  expect(await alreadySignedInTo("/about")).toBe("/about");
  // The pages only an anonymous visitor can use would loop: the account page instead.
  expect(await alreadySignedInTo("/signup")).toBe("/my-account");
});
