/**
 * Page forms (one pattern: Conform + the use case's schema, see ADR 0014): what a browser that
 * posts the form gets back, and what anything else that posts to a page gets — a clear 4xx,
 * never a 500, never a half-written record.
 */
import { env } from "cloudflare:test";
import { beforeEach, expect, test } from "vitest";
import * as loginPage from "#app/features/accounts/routes/login";
import * as myAccountPage from "#app/features/accounts/routes/my-account";
import * as signupPage from "#app/features/accounts/routes/signup";
import * as demoPage from "#app/features/demo/routes/demo";
import * as formulationPage from "#app/features/formulation/routes/formulation";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { runSeed } from "./helpers";

type Reply = {
  status?: string;
  error?: Record<string, string[] | null>;
  initialValue?: Record<string, unknown> | null;
};

let ip = 0;
beforeEach(() => {
  ip++;
});

function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `10.1.0.${ip}`, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Calls a page action as React Router does and normalises `data()` and Response results. */
async function act(action: (args: never) => unknown, request: Request, params: Record<string, string> = {}) {
  const outcome = await (action as (args: unknown) => unknown)({ request, params, context: {} });
  if (outcome instanceof Response) return { status: outcome.status, headers: outcome.headers, reply: undefined };
  if (outcome && typeof outcome === "object" && "init" in outcome && "data" in outcome) {
    const { data, init } = outcome as { data: Reply; init?: { status?: number; headers?: HeadersInit } | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), reply: data };
  }
  return { status: 200, headers: new Headers(), reply: outcome as Reply };
}

const SIGNUP = {
  firstName: "Rosalind",
  lastName: "Franklin",
  country: "United Kingdom",
  email: "rosalind@example.com",
  password: "photo-51-x-ray",
  confirmPassword: "photo-51-x-ray",
};

test("sign-up through the page form starts a session and redirects to the account", async () => {
  const res = await act(signupPage.action, formPost("/signup", SIGNUP));
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/my-account?welcome=signup");
  expect(res.headers.get("Set-Cookie")).toMatch(/^formulab_session=/);
});

test("invalid fields come back with the spec's messages, values kept and passwords never echoed", async () => {
  const res = await act(
    signupPage.action,
    formPost("/signup", { ...SIGNUP, email: "not-an-email", confirmPassword: "something-else" }),
  );
  expect(res.status).toBe(400);
  expect(res.reply?.error?.email).toEqual(["Invalid email address"]);
  expect(res.reply?.error?.confirmPassword).toEqual(["Passwords don't match"]);
  expect(res.reply?.initialValue).toMatchObject({ firstName: "Rosalind", email: "not-an-email" });
  expect(JSON.stringify(res.reply)).not.toContain("photo-51-x-ray");
  expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'not-an-email'").first()).toEqual({
    n: 0,
  });
});

test("a rule the use case enforces (e-mail taken) arrives as a field error with its status", async () => {
  await act(signupPage.action, formPost("/signup", { ...SIGNUP, email: "taken@example.com" }));
  const res = await act(signupPage.action, formPost("/signup", { ...SIGNUP, email: "taken@example.com" }));
  expect(res.status).toBe(409);
  expect(res.reply?.error?.email?.[0]).toMatch(/already exists/);
});

test("a wrong password gets the one log-in message as a form error, with a 401", async () => {
  const res = await act(loginPage.action, formPost("/login", { email: "nobody@example.com", password: "whatever" }));
  expect(res.status).toBe(401);
  expect(res.reply?.error?.[""]).toEqual(["Invalid email or password."]);
});

test("non-form bodies sent to a page action get a 4xx, never a 500", async () => {
  const json = new Request("http://localhost/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "a@b.c", password: "x" }),
  });
  expect((await act(loginPage.action, json)).status).toBe(415);
  const text = new Request("http://localhost/login", {
    method: "POST",
    headers: { "Content-Type": "text/plain" },
    body: "email=a",
  });
  expect((await act(loginPage.action, text)).status).toBe(415);
  const brokenMultipart = new Request("http://localhost/signup", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
    body: "--xyz\r\nnot a part",
  });
  expect((await act(signupPage.action, brokenMultipart)).status).toBe(400);
  const huge = formPost("/demo", { category: "skin-care", description: "x".repeat(40_000) });
  expect((await act(demoPage.action, huge)).status).toBe(413);
});

test("the demo form answers with the same result as the API, and the spec's message when fields are missing", async () => {
  const missing = await act(demoPage.action, formPost("/demo", { category: "", description: "" }));
  expect(missing.status).toBe(400);
  expect(missing.reply?.error?.category).toEqual(["Please select a category and enter a product description"]);
  const ok = await act(
    demoPage.action,
    formPost("/demo", { category: "skin-care", description: "a light face serum" }),
  );
  expect(ok.status).toBe(200);
  const result = (ok.reply as unknown as { result: { formulation: { name: string }; total: number } }).result;
  expect(result.formulation.name.length).toBeGreaterThan(3);
  expect(result.total).toBe(100);
});

async function signedInCookie(email: string) {
  const db = getDb();
  const [user] = await db.insert(users).values({ email, firstName: "Form" }).returning();
  if (!user) throw new Error("no user");
  const session = await createSession(db, user.id);
  return { user, cookie: `formulab_session=${session.token}` };
}

test("the favourite toggle posts to the formulation page; anonymous visitors are asked to log in", async () => {
  await runSeed();
  const formulation = await env.DB.prepare("SELECT id FROM formulations LIMIT 1").first<{ id: string }>();
  const id = formulation?.id ?? "";
  const anonymous = await act(
    formulationPage.action,
    formPost(`/formulation/${id}`, { formulationId: id, favorite: "true" }),
    { id },
  );
  expect(anonymous.status).toBe(401);
  expect(anonymous.reply?.error?.[""]).toEqual(["Please log in to continue."]);

  const { user, cookie } = await signedInCookie("favourite.form@example.com");
  const add = await act(
    formulationPage.action,
    formPost(`/formulation/${id}`, { formulationId: id, favorite: "true" }, { Cookie: cookie }),
    { id },
  );
  expect(add.reply).toMatchObject({ status: "success", favorite: true });
  const count = () =>
    env.DB.prepare("SELECT count(*) AS n FROM user_favorites WHERE user_id = ?").bind(user.id).first<{ n: number }>();
  expect(await count()).toEqual({ n: 1 });
  const remove = await act(
    formulationPage.action,
    formPost(`/formulation/${id}`, { formulationId: id, favorite: "false" }, { Cookie: cookie }),
    { id },
  );
  expect(remove.reply).toMatchObject({ status: "success", favorite: false });
  expect(await count()).toEqual({ n: 0 });
});

test("changing the password on the account page needs the current one and returns a fresh session", async () => {
  const { cookie } = await signedInCookie("password.form@example.com");
  const res = await act(
    myAccountPage.action,
    formPost("/my-account", { currentPassword: "x", newPassword: "long-enough-pass" }, { Cookie: cookie }),
  );
  // This account signed in through a provider and has no password: the current one cannot match.
  expect(res.status).toBe(400);
  expect(res.reply?.error?.currentPassword).toEqual(["Your current password is not correct"]);
  const tooShort = await act(
    myAccountPage.action,
    formPost("/my-account", { currentPassword: "x", newPassword: "short" }, { Cookie: cookie }),
  );
  expect(tooShort.reply?.error?.newPassword).toEqual(["Password must be at least 8 characters"]);
});

test("logging in from a page that asked for it goes back to that page, and never off the site", async () => {
  await act(signupPage.action, formPost("/signup", { ...SIGNUP, email: "return.to@example.com" }));
  const login = (redirectTo: string) =>
    act(
      loginPage.action,
      formPost(`/login?${new URLSearchParams({ redirectTo })}`, {
        email: "return.to@example.com",
        password: SIGNUP.password,
      }),
    );
  const back = await login("/formulation/some-slug?download=1");
  expect(back.status).toBe(302);
  expect(back.headers.get("Location")).toBe("/formulation/some-slug?download=1");
  const offSite = await login("//evil.example/steal");
  expect(offSite.headers.get("Location")).toBe("/my-account?welcome=login");
});

/** A page loader as React Router calls it: a thrown redirect comes back as its Response. */
async function load(loader: (args: never) => unknown, request: Request) {
  try {
    return await (loader as (args: unknown) => unknown)({ request, params: {}, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

test("signed-in visitors opening /login or /signup are sent on: to a safe redirectTo, else their account", async () => {
  const { cookie } = await signedInCookie("already.in@example.com");
  const open = (path: string, loader: (args: never) => unknown) =>
    load(loader, new Request(`http://localhost${path}`, { headers: { Cookie: cookie } })) as Promise<Response>;

  const back = await open("/login?redirectTo=%2Fformulation%2Fx%3Fdownload%3D1", loginPage.loader);
  expect(back.status).toBe(302);
  expect(back.headers.get("Location")).toBe("/formulation/x?download=1");
  expect((await open("/login", loginPage.loader)).headers.get("Location")).toBe("/my-account");
  expect((await open("/signup", signupPage.loader)).headers.get("Location")).toBe("/my-account");
  // Never another site, and never back to a sign-in page (that would loop).
  expect((await open("/login?redirectTo=%2F%2Fevil.example", loginPage.loader)).headers.get("Location")).toBe(
    "/my-account",
  );
  expect((await open("/login?redirectTo=%2Fsignup", loginPage.loader)).headers.get("Location")).toBe("/my-account");

  // Visitors without a session get the form.
  const anonymous = await load(loginPage.loader, new Request("http://localhost/login"));
  expect(anonymous).not.toBeInstanceOf(Response);
  expect(await load(signupPage.loader, new Request("http://localhost/signup"))).not.toBeInstanceOf(Response);
});
