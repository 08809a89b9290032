import { env } from "cloudflare:test";
import { beforeEach, describe, expect, test } from "vitest";
import * as authUserRoute from "#app/features/accounts/routes/api/auth-user";
import * as loginRoute from "#app/features/accounts/routes/api/login";
import * as logoutRoute from "#app/features/accounts/routes/api/logout";
import * as signupRoute from "#app/features/accounts/routes/api/signup";
import * as passwordRoute from "#app/features/accounts/routes/api/user-password";
import { userForProvider } from "#app/features/accounts/users.server";
import { sessionIdOf } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { call } from "./helpers";

const SIGNUP = {
  firstName: "Ada",
  lastName: "Lovelace",
  country: "United Kingdom",
  email: "Ada@Example.com",
  password: "analytical-engine",
  confirmPassword: "analytical-engine",
};

let ipCounter = 0;
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `10.0.0.${ipCounter}`, ...headers },
    body: JSON.stringify(body),
  });
}
function withCookie(path: string, cookie: string, init: RequestInit = {}) {
  return new Request(`http://localhost${path}`, { ...init, headers: { ...(init.headers ?? {}), Cookie: cookie } });
}
const cookieOf = (res: Response) => (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
const message = async (res: Response) => ((await res.clone().json()) as { message: string }).message;

beforeEach(() => {
  ipCounter++;
});

describe("sign-up", () => {
  test("creates the account, signs in with a secure session cookie and never returns the hash", async () => {
    const res = await call(signupRoute.action, post("/api/signup", SIGNUP));
    expect(res.status).toBe(201);
    const [setCookie = "", deviceCookie = ""] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^formulab_session=[a-z2-7]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    expect(deviceCookie).toMatch(/^formulab_device=[a-z2-7]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ email: "ada@example.com", firstName: "Ada", isAdmin: false });
    expect(JSON.stringify(body)).not.toContain("argon2");
    const row = await env.DB.prepare("SELECT password FROM users WHERE email = 'ada@example.com'").first<{
      password: string;
    }>();
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const token = cookieOf(res).split("=")[1] ?? "";
    const session = await env.DB.prepare("SELECT id FROM sessions").first<{ id: string }>();
    expect(session?.id).toBe(sessionIdOf(token));
    expect(session?.id).not.toBe(token);
  });

  test("https requests get the __Host- prefixed Secure cookie", async () => {
    const res = await call(
      signupRoute.action,
      new Request("https://formulab.example/api/signup", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...SIGNUP, email: "secure@example.com" }),
      }),
    );
    const [session, device] = res.headers.getSetCookie();
    expect(session).toMatch(/^__Host-formulab_session=.*; Secure$/);
    expect(device).toMatch(/^__Host-formulab_device=.*; Secure$/);
  });

  test("validation uses the spec's messages, on the server too", async () => {
    const cases: [Partial<typeof SIGNUP>, string][] = [
      [{ firstName: "" }, "First name is required"],
      [{ lastName: "" }, "Last name is required"],
      [{ country: "Atlantis" }, "Please select your country"],
      [{ email: "not-an-email" }, "Invalid email address"],
      [{ password: "short", confirmPassword: "short" }, "Password must be at least 8 characters"],
      [{ confirmPassword: "" }, "Please confirm your password"],
      [{ confirmPassword: "something-else" }, "Passwords don't match"],
    ];
    for (const [patch, expected] of cases) {
      const res = await call(signupRoute.action, post("/api/signup", { ...SIGNUP, email: "v@example.com", ...patch }));
      expect(res.status, expected).toBe(400);
      expect(await message(res)).toBe(expected);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'v@example.com'").first()).toEqual({
      n: 0,
    });
  });

  test("a duplicate e-mail gets a clear 409, not a 500", async () => {
    await call(signupRoute.action, post("/api/signup", { ...SIGNUP, email: "dup@example.com" }));
    const again = await call(signupRoute.action, post("/api/signup", { ...SIGNUP, email: "DUP@example.com" }));
    expect(again.status).toBe(409);
    expect(await message(again)).toBe("An account with this email already exists. Please log in instead.");
  });

  test("sign-ups are rate-limited per IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(
        signupRoute.action,
        post("/api/signup", { ...SIGNUP, email: `rl${i}@example.com` }, { "CF-Connecting-IP": "10.9.9.9" }),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("log-in, sessions and log-out", () => {
  async function signUp(email: string) {
    const res = await call(signupRoute.action, post("/api/signup", { ...SIGNUP, email }));
    return cookieOf(res);
  }

  test("the right password signs in; unknown e-mail and wrong password get the same message", async () => {
    await signUp("login@example.com");
    const ok = await call(
      loginRoute.action,
      post("/api/login", { email: "LOGIN@example.com", password: SIGNUP.password }),
    );
    expect(ok.status).toBe(200);
    expect(cookieOf(ok)).toMatch(/^formulab_session=/);
    const wrong = await call(
      loginRoute.action,
      post("/api/login", { email: "login@example.com", password: "nope-nope-nope" }),
    );
    const unknown = await call(
      loginRoute.action,
      post("/api/login", { email: "ghost@example.com", password: "nope-nope-nope" }),
    );
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await message(wrong)).toBe("Invalid email or password.");
    expect(await message(unknown)).toBe("Invalid email or password.");
    const missing = await call(loginRoute.action, post("/api/login", { email: "login@example.com", password: "" }));
    expect(await message(missing)).toBe("Password is required");
  });

  test("repeated failures for one account slow it down with a 429 and Retry-After (see account-protection)", async () => {
    await signUp("target@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      ipCounter++;
      statuses.push(
        (await call(loginRoute.action, post("/api/login", { email: "target@example.com", password: `wrong-${i}-xx` })))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    ipCounter++;
    const blocked = await call(
      loginRoute.action,
      post("/api/login", { email: "target@example.com", password: SIGNUP.password }),
    );
    expect(await message(blocked)).toBe("Too many attempts. Please wait a few minutes and try again.");
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  test("GET /api/auth/user: 401 anonymous, the public user when signed in", async () => {
    const anon = await call(authUserRoute.loader, new Request("http://localhost/api/auth/user"));
    expect(anon.status).toBe(401);
    const cookie = await signUp("me@example.com");
    const me = await call(authUserRoute.loader, withCookie("/api/auth/user", cookie));
    const body = (await me.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      "country",
      "email",
      "emailVerified",
      "firstName",
      "id",
      "isAdmin",
      "lastName",
      "profileImageUrl",
    ]);
  });

  test("expired sessions are refused and deleted; old ones are extended when used", async () => {
    const cookie = await signUp("expiry@example.com");
    const id = sessionIdOf(cookie.split("=")[1] ?? "");
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() + 5 * 86_400_000, id)
      .run();
    const extended = await call(authUserRoute.loader, withCookie("/api/auth/user", cookie));
    expect(extended.status).toBe(200);
    const after = await env.DB.prepare("SELECT expires_at FROM sessions WHERE id = ?")
      .bind(id)
      .first<{ expires_at: number }>();
    expect((after?.expires_at ?? 0) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    expect((await call(authUserRoute.loader, withCookie("/api/auth/user", cookie))).status).toBe(401);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE id = ?").bind(id).first()).toEqual({ n: 0 });
  });

  test("log-out ends the session on the server and clears the cookie", async () => {
    const cookie = await signUp("bye@example.com");
    const res = await call(logoutRoute.loader, withCookie("/api/logout", cookie));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/^formulab_session=; .*Max-Age=0/);
    expect((await call(authUserRoute.loader, withCookie("/api/auth/user", cookie))).status).toBe(401);
  });

  test("a link or image on another site cannot log the visitor out; the site's own link can", async () => {
    const cookie = await signUp("stay@example.com");
    for (const [site, mode] of [
      ["cross-site", "navigate"],
      ["cross-site", "no-cors"],
      ["same-origin", "no-cors"],
    ] as const) {
      const res = await call(
        logoutRoute.loader,
        withCookie("/api/logout", cookie, { headers: { "Sec-Fetch-Site": site, "Sec-Fetch-Mode": mode } }),
      );
      expect(res.status, `${site} ${mode}`).toBe(303);
      expect(res.headers.get("Set-Cookie")).toBeNull();
      expect((await call(authUserRoute.loader, withCookie("/api/auth/user", cookie))).status).toBe(200);
    }
    const own = await call(
      logoutRoute.loader,
      withCookie("/api/logout", cookie, { headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" } }),
    );
    expect(own.status).toBe(302);
    expect((await call(authUserRoute.loader, withCookie("/api/auth/user", cookie))).status).toBe(401);
  });

  test("changing the password revokes every other session", async () => {
    const first = await signUp("rotate@example.com");
    const second = cookieOf(
      await call(loginRoute.action, post("/api/login", { email: "rotate@example.com", password: SIGNUP.password })),
    );
    const wrong = await call(
      passwordRoute.action,
      withCookie("/api/user/password", first, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ currentPassword: "not-it-at-all", newPassword: "new-password-123" }),
      }),
    );
    expect(wrong.status).toBe(400);
    const res = await call(
      passwordRoute.action,
      withCookie("/api/user/password", first, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ currentPassword: SIGNUP.password, newPassword: "new-password-123" }),
      }),
    );
    expect(res.status).toBe(200);
    const fresh = cookieOf(res);
    expect((await call(authUserRoute.loader, withCookie("/api/auth/user", first))).status).toBe(401);
    expect((await call(authUserRoute.loader, withCookie("/api/auth/user", second))).status).toBe(401);
    expect((await call(authUserRoute.loader, withCookie("/api/auth/user", fresh))).status).toBe(200);
    const relog = await call(
      loginRoute.action,
      post("/api/login", { email: "rotate@example.com", password: "new-password-123" }),
    );
    expect(relog.status).toBe(200);
  });

  test("identity-provider sign-in without configuration sends visitors to /login", async () => {
    const res = await call(loginRoute.loader, new Request("http://localhost/api/login"));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login");
  });
});

describe("identity-provider sign-in", () => {
  test("two first sign-ins of the same person at once end in one account, linked once", async () => {
    const profile = {
      provider: "oidc",
      subject: "race-subject-1",
      email: "Race@Example.com",
      emailVerified: true,
      firstName: "Race",
    };
    const db = getDb();
    const [a, b] = await Promise.all([userForProvider(db, profile), userForProvider(db, profile)]);
    expect(a.id).toBe(b.id);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'race@example.com'").first()).toEqual({
      n: 1,
    });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM oauth_accounts WHERE subject = 'race-subject-1'").first(),
    ).toEqual({ n: 1 });
  });
});
