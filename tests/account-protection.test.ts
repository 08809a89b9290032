/**
 * Account protection (ADR 0021): strangers cannot lock an owner out,
 * every 429 says when to retry, guessing the current password is throttled, weak passwords are
 * refused with the reason, and sessions have an absolute lifetime and can be listed and ended.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, test } from "vitest";
import { blocklistSize, isCommonPassword } from "#app/features/accounts/password-blocklist.server";
import {
  PASSWORD_HAS_EMAIL,
  PASSWORD_HAS_NAME,
  PASSWORD_HAS_SITE_NAME,
  PASSWORD_IS_COMMON,
} from "#app/features/accounts/password-policy";
import * as authUserRoute from "#app/features/accounts/routes/api/auth-user";
import * as loginRoute from "#app/features/accounts/routes/api/login";
import * as signupRoute from "#app/features/accounts/routes/api/signup";
import * as passwordRoute from "#app/features/accounts/routes/api/user-password";
import * as loginPage from "#app/features/accounts/routes/login";
import * as myAccountPage from "#app/features/accounts/routes/my-account";
import * as signupPage from "#app/features/accounts/routes/signup";
import { backoffDelayMs, claimAttempt, LIMITS } from "#app/server/auth/rate-limit.server";
import { sessionIdOf } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { call } from "./helpers";

const PASSWORD = "analytical-engine";
const SIGNUP = {
  firstName: "Ada",
  lastName: "Lovelace",
  country: "United Kingdom",
  password: PASSWORD,
  confirmPassword: PASSWORD,
};

let n = 0;
beforeEach(() => {
  n++;
});
/** A fresh client address per call unless one is given: the per-address limit stays out of the way. */
let ipSeq = 0;
const freshIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp(), ...headers },
    body: JSON.stringify(body),
  });
}
/** `name=value` pairs of every Set-Cookie of a response. */
function cookiesOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const [name = "", ...value] = pair.split("=");
    out[name] = value.join("=");
  }
  return out;
}
const message = async (res: Response) => ((await res.clone().json()) as { message: string }).message;

async function signUp(email: string) {
  const res = await call(signupRoute.action, post("/api/signup", { ...SIGNUP, email }));
  expect(res.status).toBe(201);
  return cookiesOf(res);
}
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  call(loginRoute.action, post("/api/login", { email, password }, headers));

/**
 * Fixed windows restart on the clock (every 15 minutes, every hour): a test that counts up to a
 * limit waits out the last half minute of a window rather than straddle its end.
 */
async function clearOfWindowEnd(windowMs: number) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

function expectRetryAfter(res: Response, atMost: number) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get("Retry-After"));
  expect(seconds, "Retry-After in whole seconds").toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(atMost);
}

describe("log-in throttling (no lock-out)", { timeout: 60_000 }, () => {
  test("strangers' failures slow the account down but the owner's known device still gets in", async () => {
    const email = `owner${n}@example.com`;
    const { formulab_device: device } = await signUp(email);
    expect(device, "sign-up makes this browser a known device").toMatch(/^[a-z2-7]{32}$/);

    for (let i = 0; i < 5; i++) expect((await login(email, `guess-${i}-wrong`)).status).toBe(401);
    const slowed = await login(email, `guess-5-wrong`);
    expectRetryAfter(slowed, 30);
    expect(await message(slowed)).toBe("Too many attempts. Please wait a few minutes and try again.");
    // A stranger with the right password waits too: the account is throttled for unknown devices…
    expectRetryAfter(await login(email, PASSWORD), 30);
    // …but its owner, on a browser that signed in before, is not held up by the strangers.
    const owner = await login(email, PASSWORD, { Cookie: `formulab_device=${device}` });
    expect(owner.status).toBe(200);
    expect(cookiesOf(owner).formulab_device).toBe(device);
  });

  test("a known device's own failures are throttled on its own counter", async () => {
    const email = `device${n}@example.com`;
    const { formulab_device: device } = await signUp(email);
    const cookie = { Cookie: `formulab_device=${device}` };
    for (let i = 0; i < 5; i++) expect((await login(email, `typo-${i}-wrong`, cookie)).status).toBe(401);
    expectRetryAfter(await login(email, PASSWORD, cookie), 30);
    // Strangers' counter is untouched by the owner's typos.
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  test("a device cookie of another account does not bypass this account's throttle", async () => {
    const victim = `victim${n}@example.com`;
    await signUp(victim);
    const { formulab_device: attackerDevice } = await signUp(`attacker${n}@example.com`);
    for (let i = 0; i < 5; i++) await login(victim, `guess-${i}-wrong`);
    expectRetryAfter(await login(victim, `guess-x-wrong`, { Cookie: `formulab_device=${attackerDevice}` }), 30);
  });

  test("delays grow after five failures and are capped at fifteen minutes", async () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 50].map((f) => backoffDelayMs(f) / 1000)).toEqual([
      0, 30, 60, 120, 240, 480, 900, 900, 900,
    ]);
    const db = getDb();
    const key = `test:backoff:${n}`;
    let now = 1_000_000;
    for (let i = 0; i < 5; i++) await claimAttempt(db, key, now);
    await expect(claimAttempt(db, key, now + 29_000)).rejects.toMatchObject({ status: 429, retryAfter: 1 });
    now += 30_000;
    await claimAttempt(db, key, now); // the 6th failure: the next attempt waits a minute
    await expect(claimAttempt(db, key, now + 59_000)).rejects.toMatchObject({ status: 429 });
    await claimAttempt(db, key, now + 60_000);
    // A day without failures forgets them.
    await claimAttempt(db, key, now + 60_000 + 86_400_001);
    const row = await env.DB.prepare("SELECT failures FROM auth_throttles WHERE key = ?").bind(key).first();
    expect(row).toEqual({ failures: 1 });
  });

  test("parallel guesses cannot all slip into the free attempts", async () => {
    const email = `burst${n}@example.com`;
    await signUp(email);
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => login(email, `burst-${i}-wrong`)));
    expect(statuses.filter((r) => r.status === 401)).toHaveLength(5);
    expect(statuses.filter((r) => r.status === 429)).toHaveLength(7);
  });

  test("a success clears the account's failures", async () => {
    const email = `clears${n}@example.com`;
    await signUp(email);
    for (let i = 0; i < 4; i++) await login(email, `nope-${i}-wrong`);
    expect((await login(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(email, `nope-${i}-again`)).status).toBe(401);
  });
});

describe("per-address limits and Retry-After", { timeout: 60_000 }, () => {
  test("log-in attempts per address answer 429 with Retry-After; the address is CF-Connecting-IP only", async () => {
    const ip = `10.88.0.${n}`;
    await clearOfWindowEnd(LIMITS.loginPerIp.windowMs);
    const statuses: Response[] = [];
    for (let i = 0; i < 21; i++) {
      // A forged X-Forwarded-For changes nothing: the key is the address Cloudflare saw.
      const headers = { "CF-Connecting-IP": ip, "X-Forwarded-For": `192.0.2.${i}` };
      statuses.push(await login(`nobody${i}.${n}@example.com`, "whatever-it-is", headers));
    }
    expect(statuses.slice(0, 20).every((r) => r.status === 401)).toBe(true);
    expectRetryAfter(statuses[20] as Response, 15 * 60);
  });

  test("sign-ups per address: the 429 carries Retry-After", async () => {
    const ip = `10.89.0.${n}`;
    await clearOfWindowEnd(LIMITS.signupPerIp.windowMs);
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await call(
        signupRoute.action,
        post("/api/signup", { ...SIGNUP, email: `many${i}.${n}@example.com` }, { "CF-Connecting-IP": ip }),
      );
    }
    expectRetryAfter(last as Response, 60 * 60);
  });

  test("the page form's 429 carries Retry-After too", async () => {
    const email = `form${n}@example.com`;
    await signUp(email);
    let outcome: unknown;
    for (let i = 0; i < 6; i++) {
      outcome = await (loginPage.action as (args: unknown) => unknown)({
        request: new Request("http://localhost/login", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
          body: new URLSearchParams({ email, password: `wrong-${i}-pass` }).toString(),
        }),
        params: {},
        context: {},
      });
    }
    const { init } = outcome as { init: { status: number; headers: HeadersInit } };
    expect(init.status).toBe(429);
    expect(Number(new Headers(init.headers).get("Retry-After"))).toBeGreaterThanOrEqual(1);
  });
});

describe("changing the password", { timeout: 60_000 }, () => {
  const change = (cookie: string, currentPassword: string, ip = freshIp()) =>
    call(
      passwordRoute.action,
      new Request("http://localhost/api/user/password", {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie, "CF-Connecting-IP": ip },
        body: JSON.stringify({ currentPassword, newPassword: "a-new-long-passphrase" }),
      }),
    );

  test("wrong current passwords are throttled per account, even with the right one next", async () => {
    const cookies = await signUp(`change${n}@example.com`);
    const cookie = `formulab_session=${cookies.formulab_session}`;
    for (let i = 0; i < 5; i++) expect((await change(cookie, `not-it-${i}-at-all`)).status).toBe(400);
    expectRetryAfter(await change(cookie, `not-it-5-at-all`), 30);
    expectRetryAfter(await change(cookie, PASSWORD), 30);
    expect(
      (await call(authUserRoute.loader, new Request("http://localhost/api/auth/user", { headers: { Cookie: cookie } })))
        .status,
    ).toBe(200);
  });

  test("and per address", async () => {
    const ip = `10.90.0.${n}`;
    await clearOfWindowEnd(LIMITS.passwordChangePerIp.windowMs);
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      const cookies = await signUp(`addr${i}.${n}@example.com`);
      for (let j = 0; j < 5 && i * 5 + j < 21; j++) {
        last = await change(`formulab_session=${cookies.formulab_session}`, `wrong-${j}-current`, ip);
      }
    }
    expectRetryAfter(last as Response, 15 * 60);
  });
});

describe("password policy", { timeout: 60_000 }, () => {
  const signUpWith = (password: string, extra: Record<string, string> = {}) =>
    call(
      signupRoute.action,
      post("/api/signup", {
        ...SIGNUP,
        email: `policy${n}.${++ipSeq}@example.com`,
        password,
        confirmPassword: password,
        ...extra,
      }),
    );
  const fieldError = async (res: Response, field: string) =>
    ((await res.clone().json()) as { fieldErrors?: Record<string, string[]> }).fieldErrors?.[field]?.[0];

  test("the bundled blocklist holds the 10,000 most common passwords", () => {
    expect(blocklistSize()).toBe(10_000);
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("PassWord")).toBe(true);
    expect(isCommonPassword("ｐａｓｓｗｏｒｄ")).toBe(true); // full-width letters normalise to 'password'
    expect(isCommonPassword("analytical-engine")).toBe(false);
  });

  test("common passwords, the site's name, the e-mail and the names are refused with the reason", async () => {
    const cases: [string, string, Record<string, string>?][] = [
      ["password", PASSWORD_IS_COMMON],
      ["12345678", PASSWORD_IS_COMMON],
      ["Baseball", PASSWORD_IS_COMMON],
      ["formulab", PASSWORD_HAS_SITE_NAME],
      ["MyFormulab2026!", PASSWORD_HAS_SITE_NAME],
      ["ada.lovelace@example.com", PASSWORD_HAS_EMAIL, { email: "ada.lovelace@example.com" }],
      ["ada.lovelace-1815", PASSWORD_HAS_EMAIL, { email: "ada.lovelace@example.com" }],
      ["i-am-lovelace-1815", PASSWORD_HAS_NAME],
    ];
    for (const [password, reason, extra] of cases) {
      const res = await signUpWith(password, extra);
      expect(res.status, password).toBe(400);
      expect(await message(res), password).toBe(reason);
      expect(await fieldError(res, "password"), password).toBe(reason);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email LIKE 'ada.lovelace@%'").first()).toEqual({
      n: 0,
    });
  });

  test("long passphrases and any Unicode are welcome; length counts characters, not UTF-16 units", async () => {
    const long = "correct horse battery staple ".repeat(8).trim(); // 231 characters
    const emoji = "🔐🌋🦉🎻🧪🪐🍋🚲"; // 8 characters, 16 UTF-16 units
    const japanese = "長い合言葉は安全です"; // 10 characters
    for (const password of [long, emoji, japanese]) {
      const email = `unicode${n}.${++ipSeq}@example.com`;
      const res = await call(
        signupRoute.action,
        post("/api/signup", { ...SIGNUP, email, password, confirmPassword: password }),
      );
      expect(res.status, password).toBe(201);
      expect((await login(email, password)).status, password).toBe(200);
    }
    const tooShort = await signUpWith("🔐🌋🦉🎻"); // 4 characters, 8 UTF-16 units
    expect(await message(tooShort)).toBe("Password must be at least 8 characters");
    const tooLong = await signUpWith("x".repeat(257));
    expect(await message(tooLong)).toBe("Password must be at most 256 characters");
  });

  test("passwords are compared in NFKC form", async () => {
    const email = `nfkc${n}@example.com`;
    const typed = "ﬁne-ｗｉｄｅ-words"; // a ligature and full-width letters
    const res = await call(
      signupRoute.action,
      post("/api/signup", { ...SIGNUP, email, password: typed, confirmPassword: typed }),
    );
    expect(res.status).toBe(201);
    expect((await login(email, "fine-wide-words")).status).toBe(200);
  });

  test("a new password gets the same rules, with the account's own e-mail and names", async () => {
    const email = `newpass${n}@example.com`;
    const cookies = await signUp(email);
    for (const [newPassword, reason] of [
      ["iloveyou", PASSWORD_IS_COMMON],
      [`${email}!`, PASSWORD_HAS_EMAIL],
      ["ada-lovelace-1815", PASSWORD_HAS_NAME],
    ]) {
      const res = await call(
        passwordRoute.action,
        new Request("http://localhost/api/user/password", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Cookie: `formulab_session=${cookies.formulab_session}`,
            "CF-Connecting-IP": freshIp(),
          },
          body: JSON.stringify({ currentPassword: PASSWORD, newPassword }),
        }),
      );
      expect(res.status, newPassword).toBe(400);
      expect(await fieldError(res, "newPassword"), newPassword).toBe(reason);
    }
  });

  test("the sign-up page's form shows the reason under the password", async () => {
    const outcome = (await (signupPage.action as (args: unknown) => unknown)({
      request: new Request("http://localhost/signup", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
        body: new URLSearchParams({
          ...SIGNUP,
          email: `page${n}@example.com`,
          password: "qwertyuiop",
          confirmPassword: "qwertyuiop",
        }).toString(),
      }),
      params: {},
      context: {},
    })) as { data: { error: Record<string, string[]> }; init: { status: number } };
    expect(outcome.init.status).toBe(400);
    expect(outcome.data.error.password).toEqual([PASSWORD_IS_COMMON]);
  });
});

describe("sessions: absolute lifetime, list, sign out elsewhere", { timeout: 60_000 }, () => {
  const DAY = 86_400_000;
  const CHROME_WINDOWS =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const SAFARI_IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
  const me = (cookie: string) =>
    call(authUserRoute.loader, new Request("http://localhost/api/auth/user", { headers: { Cookie: cookie } }));
  const sessionOf = (cookies: Record<string, string>) => `formulab_session=${cookies.formulab_session}`;
  const idOf = (cookie: string) => sessionIdOf(cookie.split("=")[1] ?? "");

  type AccountData = { sessions: { ref: string; device: string; current: boolean; lastSeenAt: string }[] };
  async function accountPage(cookie: string): Promise<AccountData> {
    return (await myAccountPage.loader({
      request: new Request("http://localhost/my-account", { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    } as never)) as AccountData;
  }
  async function postAccount(cookie: string, fields: Record<string, string>) {
    const outcome = (await (myAccountPage.action as (args: unknown) => unknown)({
      request: new Request("http://localhost/my-account", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "CF-Connecting-IP": freshIp() },
        body: new URLSearchParams(fields).toString(),
      }),
      params: {},
      context: {},
    })) as { data: { status: string; error?: Record<string, string[]> }; init?: { status?: number } };
    return { status: outcome.init?.status ?? 200, reply: outcome.data };
  }

  test("a session ends 90 days after sign-in however often it is used", async () => {
    const cookie = sessionOf(await signUp(`absolute${n}@example.com`));
    const id = idOf(cookie);
    // Signed in 80 days ago, used often: extended, but only up to day 90.
    await env.DB.prepare("UPDATE sessions SET created_at = ?, expires_at = ? WHERE id = ?")
      .bind(Date.now() - 80 * DAY, Date.now() + 5 * DAY, id)
      .run();
    expect((await me(cookie)).status).toBe(200);
    const row = await env.DB.prepare("SELECT created_at, expires_at FROM sessions WHERE id = ?")
      .bind(id)
      .first<{ created_at: number; expires_at: number }>();
    expect(row?.expires_at).toBe((row?.created_at ?? 0) + 90 * DAY);
    // Past day 90 it is refused and deleted, even though its sliding end is still ahead.
    await env.DB.prepare("UPDATE sessions SET created_at = ?, expires_at = ? WHERE id = ?")
      .bind(Date.now() - 90 * DAY - 1000, Date.now() + 20 * DAY, id)
      .run();
    expect((await me(cookie)).status).toBe(401);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE id = ?").bind(id).first()).toEqual({ n: 0 });
  });

  test("the account page lists the sessions with their browser and last use, this one marked", async () => {
    const email = `list${n}@example.com`;
    await call(signupRoute.action, post("/api/signup", { ...SIGNUP, email }, { "User-Agent": CHROME_WINDOWS }));
    const phone = sessionOf(cookiesOf(await login(email, PASSWORD, { "User-Agent": SAFARI_IPHONE })));
    // Seen ten minutes ago: the next request records the new last use.
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ?")
      .bind(Date.now() - 10 * 60_000, idOf(phone))
      .run();
    const { sessions } = await accountPage(phone);
    expect(sessions.map((s) => [s.device, s.current]).sort()).toEqual([
      ["Chrome on Windows", false],
      ["Safari on iPhone", true],
    ]);
    const mine = sessions.find((s) => s.current);
    expect(Date.now() - Date.parse(mine?.lastSeenAt ?? "")).toBeLessThan(60_000);
    expect(JSON.stringify(sessions)).not.toContain(idOf(phone));
  });

  test("sign out everywhere else ends the other sessions and keeps this one", async () => {
    const email = `others${n}@example.com`;
    const first = sessionOf(await signUp(email));
    const second = sessionOf(cookiesOf(await login(email, PASSWORD)));
    const third = sessionOf(cookiesOf(await login(email, PASSWORD)));
    const { status } = await postAccount(second, { intent: "sign-out-others" });
    expect(status).toBe(200);
    expect([(await me(first)).status, (await me(second)).status, (await me(third)).status]).toEqual([401, 200, 401]);
    expect((await accountPage(second)).sessions).toHaveLength(1);
  });

  test("one other session can be signed out by its ref; another user's or this one's cannot", async () => {
    const email = `one${n}@example.com`;
    const laptop = sessionOf(await signUp(email));
    const phone = sessionOf(cookiesOf(await login(email, PASSWORD)));
    const stranger = sessionOf(await signUp(`stranger${n}@example.com`));
    const [phoneRow] = (await accountPage(laptop)).sessions.filter((s) => !s.current);
    const [laptopRow] = (await accountPage(laptop)).sessions.filter((s) => s.current);
    // Another account cannot end it…
    expect((await postAccount(stranger, { intent: "sign-out-session", session: phoneRow?.ref ?? "" })).status).toBe(
      404,
    );
    expect((await me(phone)).status).toBe(200);
    // …this session is ended with Log out, not from the list…
    expect((await postAccount(laptop, { intent: "sign-out-session", session: laptopRow?.ref ?? "" })).status).toBe(400);
    // …and the owner can.
    expect((await postAccount(laptop, { intent: "sign-out-session", session: phoneRow?.ref ?? "" })).status).toBe(200);
    expect([(await me(laptop)).status, (await me(phone)).status]).toEqual([200, 401]);
  });

  test("the password form without an intent still changes the password", async () => {
    const cookie = sessionOf(await signUp(`intentless${n}@example.com`));
    const { status, reply } = await postAccount(cookie, {
      currentPassword: PASSWORD,
      newPassword: "a-fresh-long-passphrase",
    });
    expect([status, reply.status]).toEqual([200, "success"]);
  });
});
