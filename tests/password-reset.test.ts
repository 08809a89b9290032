/**
 * Forgot password (ADR 0021): a one-time e-mailed link, hashed in D1, 30
 * minutes, single use, ending every session; the same answer whether or not the e-mail exists.
 */
import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { PASSWORD_IS_COMMON } from "#app/features/accounts/password-policy";
import { RESET_LINK_INVALID, RESET_REQUESTED } from "#app/features/accounts/password-reset.server";
import * as authUserRoute from "#app/features/accounts/routes/api/auth-user";
import * as loginRoute from "#app/features/accounts/routes/api/login";
import * as signupRoute from "#app/features/accounts/routes/api/signup";
import * as devOutboxPage from "#app/features/accounts/routes/dev-outbox";
import * as forgotPage from "#app/features/accounts/routes/forgot-password";
import * as resetPage from "#app/features/accounts/routes/reset-password";
import { sessionIdOf } from "#app/server/auth/session.server";
import { call } from "./helpers";

const PASSWORD = "analytical-engine";
let ipSeq = 0;
const ip = () => `10.66.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function signUp(email: string) {
  const res = await call(
    signupRoute.action,
    new Request("http://localhost/api/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip() },
      body: JSON.stringify({
        firstName: "Ada",
        lastName: "Lovelace",
        country: "United Kingdom",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    }),
  );
  expect(res.status).toBe(201);
  return (res.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
}

type Outcome = { status: number; headers: Headers; data?: { sent?: string; error?: Record<string, string[]> } };
async function act(action: (args: never) => unknown, path: string, fields: Record<string, string>): Promise<Outcome> {
  const outcome = await (action as (args: unknown) => unknown)({
    request: new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip() },
      body: new URLSearchParams(fields).toString(),
    }),
    params: {},
    context: {},
  });
  if (outcome instanceof Response) return { status: outcome.status, headers: outcome.headers };
  if (outcome && typeof outcome === "object" && "init" in outcome && "data" in outcome) {
    const { data, init } = outcome as { data: Outcome["data"]; init?: { status?: number; headers?: HeadersInit } };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
  }
  return { status: 200, headers: new Headers(), data: outcome as Outcome["data"] };
}

/** The reset mails an address got (sign-up also sends it a verification mail, not counted here). */
async function outboxFor(to: string) {
  const { results } = await env.DB.prepare(
    "SELECT * FROM email_outbox WHERE \"to\" = ? AND subject = 'Choose a new Formulab password' ORDER BY created_at",
  )
    .bind(to)
    .all<{ subject: string; text: string }>();
  return results;
}
const tokenIn = (text: string) => /\/reset-password\?token=([a-z2-7]{32})/.exec(text)?.[1] ?? "";
/** What the reset page says when the link is opened (before anything is typed). */
const opened = (token: string) =>
  resetPage.loader({
    request: new Request(`http://localhost/reset-password?token=${token}`),
    params: {},
    context: {},
  } as never);
const me = (cookie: string) =>
  call(authUserRoute.loader, new Request("http://localhost/api/auth/user", { headers: { Cookie: cookie } }));

describe("forgot password", { timeout: 60_000 }, () => {
  test("the same answer whether or not the e-mail has an account; only an account gets mail", async () => {
    await signUp("known@example.com");
    const known = await act(forgotPage.action, "/forgot-password", { email: "Known@example.com" });
    const unknown = await act(forgotPage.action, "/forgot-password", { email: "nobody@example.com" });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.data?.sent).toBe(RESET_REQUESTED);
    expect(unknown.data?.sent).toBe(RESET_REQUESTED);
    expect(await outboxFor("nobody@example.com")).toHaveLength(0);
    const [mail] = await outboxFor("known@example.com");
    expect(mail?.subject).toBe("Choose a new Formulab password");
    const token = tokenIn(mail?.text ?? "");
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    // Only the token's hash is stored.
    const row = await env.DB.prepare("SELECT id, expires_at FROM password_reset_tokens").first<{
      id: string;
      expires_at: number;
    }>();
    expect(row?.id).toBe(sessionIdOf(token));
    expect((row?.expires_at ?? 0) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((row?.expires_at ?? 0) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  test("the link sets a new password once, ends every session and signs this browser in", async () => {
    const email = "reset@example.com";
    const oldSession = await signUp(email);
    await act(forgotPage.action, "/forgot-password", { email });
    const token = tokenIn((await outboxFor(email))[0]?.text ?? "");
    // Opening the link shows the form and spends nothing (opening it twice changes nothing).
    expect(await opened(token)).toEqual({ live: true, problem: null });
    expect(await opened(token)).toEqual({ live: true, problem: null });

    const common = await act(resetPage.action, "/reset-password", {
      token,
      password: "password1",
      confirmPassword: "password1",
    });
    expect(common.status).toBe(400);
    expect(common.data?.error?.password).toEqual([PASSWORD_IS_COMMON]);

    const done = await act(resetPage.action, "/reset-password", {
      token,
      password: "a-brand-new-passphrase",
      confirmPassword: "a-brand-new-passphrase",
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/my-account?welcome=reset");
    const fresh = (done.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    expect((await me(oldSession)).status).toBe(401);
    expect((await me(fresh)).status).toBe(200);
    const login = (password: string) =>
      call(
        loginRoute.action,
        new Request("http://localhost/api/login", {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip() },
          body: JSON.stringify({ email, password }),
        }),
      );
    expect((await login(PASSWORD)).status).toBe(401);
    expect((await login("a-brand-new-passphrase")).status).toBe(200);

    const again = await act(resetPage.action, "/reset-password", {
      token,
      password: "yet-another-passphrase",
      confirmPassword: "yet-another-passphrase",
    });
    expect(again.status).toBe(400);
    expect(again.data?.error?.[""]).toEqual([RESET_LINK_INVALID]);
    // A used link says so as soon as it is opened again, before a new password is typed.
    expect(await opened(token)).toEqual({ live: false, problem: RESET_LINK_INVALID });
  });

  test("a link that is cut short or made up says so when opened", async () => {
    expect(await opened("abc")).toEqual({ live: false, problem: RESET_LINK_INVALID });
    expect(await opened("a".repeat(32))).toEqual({ live: false, problem: RESET_LINK_INVALID });
  });

  test("a link older than 30 minutes is refused", async () => {
    const email = "late@example.com";
    await signUp(email);
    await act(forgotPage.action, "/forgot-password", { email });
    const token = tokenIn((await outboxFor(email))[0]?.text ?? "");
    await env.DB.prepare("UPDATE password_reset_tokens SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, sessionIdOf(token))
      .run();
    expect(await opened(token)).toEqual({ live: false, problem: RESET_LINK_INVALID });
    const late = await act(resetPage.action, "/reset-password", {
      token,
      password: "too-late-passphrase",
      confirmPassword: "too-late-passphrase",
    });
    expect(late.status).toBe(400);
    expect(late.data?.error?.[""]).toEqual([RESET_LINK_INVALID]);
  });

  test("an address gets at most three links an hour, with the same answer", async () => {
    const email = "flood@example.com";
    await signUp(email);
    for (let i = 0; i < 5; i++) {
      const res = await act(forgotPage.action, "/forgot-password", { email });
      expect(res.data?.sent).toBe(RESET_REQUESTED);
    }
    expect(await outboxFor(email)).toHaveLength(3);
  });

  test("the development outbox shows the mail locally and is 404 elsewhere", async () => {
    await signUp("outbox@example.com");
    await act(forgotPage.action, "/forgot-password", { email: "outbox@example.com" });
    const local = (await devOutboxPage.loader({
      request: new Request("http://localhost/dev/outbox"),
      params: {},
      context: {},
    } as never)) as { messages: { to: string }[] };
    expect(local.messages.map((m) => m.to)).toContain("outbox@example.com");
    await expect(
      devOutboxPage.loader({
        request: new Request("https://formulab.example/dev/outbox"),
        params: {},
        context: {},
      } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
