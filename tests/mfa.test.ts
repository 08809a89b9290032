/**
 * Multi-factor sign-in (ADR 0055): enrolment with a first code, the second sign-in step, recovery
 * codes that work once and are renewed with a current code, a reset link that still asks for the
 * second factor, replayed codes refused, the per-account rate limit, administrators with no
 * admin rights until they have proved a second factor, the local exemption that a deployed worker
 * refuses, GET /api/auth/mfa, and the security events, none of which holds a code or the secret.
 */
import { env } from "cloudflare:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { beforeAll, describe, expect, test } from "vitest";
import { CODE_REUSED, CODE_WRONG, RECOVERY_CODE_WRONG, TOO_MANY_CODES } from "#app/features/accounts/mfa.server";
import { hashPassword } from "#app/features/accounts/password.server";
import { resetPassword } from "#app/features/accounts/password-reset.server";
import * as authMfaRoute from "#app/features/accounts/routes/api/auth-mfa";
import * as authUserRoute from "#app/features/accounts/routes/api/auth-user";
import * as loginRoute from "#app/features/accounts/routes/api/login";
import * as loginMfaRoute from "#app/features/accounts/routes/api/login-mfa";
import * as loginPage from "#app/features/accounts/routes/login";
import * as adminUsersRoute from "#app/features/admin/routes/api/admin/users";
import { LIMITS } from "#app/server/auth/rate-limit.server";
import { generateSessionToken, sessionIdOf } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { CONFIGURATION_REFUSED, MFA_EXEMPT_DEPLOYED, parseConfig, refusedConfiguration } from "#app/server/env.server";
import { call } from "./helpers";

const PASSWORD = "difference-engine-2";
/** The log-in page's form action; it answers a redirect here (a form error is React Router's data). */
const pageAction = loginPage.action as (args: never) => Promise<Response>;
let hash = "";
let ipCounter = 0;
/** A client address of its own for each request group: the limits are per address too. */
const nextIp = () => `203.0.113.${++ipCounter}`;

async function makeUser(email: string, isAdmin = false) {
  const [user] = await getDb().insert(users).values({ email, password: hash, firstName: "Ada", isAdmin }).returning();
  if (!user) throw new Error("user not created");
  return user;
}

function request(path: string, init: { method?: string; body?: unknown; cookie?: string; ip?: string } = {}) {
  return new Request(`http://localhost${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": init.ip ?? nextIp(),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The name=value pairs of a response's Set-Cookie headers (cleared cookies left out). */
function cookiesOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const header of res.headers.getSetCookie()) {
    const [pair = ""] = header.split(";");
    const [name = "", value = ""] = pair.split("=");
    if (value) out[name] = value;
  }
  return out;
}

async function logIn(email: string, ip = nextIp()) {
  const res = await call(loginRoute.action, request("/api/login", { body: { email, password: PASSWORD }, ip }));
  expect(res.status).toBe(200);
  return { res, cookies: cookiesOf(res), body: (await res.json()) as { secondFactor?: boolean } };
}

const mfaApi = (cookie: string, body?: unknown, ip?: string) =>
  call(body === undefined ? authMfaRoute.loader : authMfaRoute.action, request("/api/auth/mfa", { body, cookie, ip }));

/** The code an authenticator app shows `offsetSteps` 30-second steps from now. */
function codeFor(key: string, offsetSteps = 0): string {
  const step = Math.floor(Date.now() / 30_000) + offsetSteps;
  return generateHOTP(decodeBase32IgnorePadding(key.replace(/\s+/g, "")), BigInt(step), 6);
}

/** A six-digit code that is none of the three accepted now. */
function wrongCodeFor(key: string): string {
  const accepted = new Set([codeFor(key, -1), codeFor(key), codeFor(key, 1)]);
  let n = 123456;
  while (accepted.has(String(n))) n++;
  return String(n);
}

async function events(type: string, userId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM security_events WHERE type = ? AND user_id = ? ORDER BY at")
    .bind(type, userId)
    .all<{ detail: string | null }>();
  return results;
}

/** Signs in with the password alone (an account without a second factor) and enrols; returns its key and codes. */
async function enrol(email: string) {
  const { cookies } = await logIn(email);
  const cookie = `formulab_session=${cookies.formulab_session}`;
  const begun = await mfaApi(cookie, { intent: "mfa-begin" });
  expect(begun.status).toBe(200);
  const { key, uri } = (await begun.json()) as { key: string; uri: string };
  const confirmed = await mfaApi(cookie, { intent: "mfa-confirm", code: codeFor(key) });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { cookie, key, uri, recoveryCodes };
}

beforeAll(async () => {
  hash = await hashPassword(PASSWORD);
});

describe("enrolment", () => {
  test("a wrong first code is refused and recorded; a right one turns it on with ten recovery codes, shown once", async () => {
    const user = await makeUser("enrol.mfa@example.com");
    const { cookies } = await logIn(user.email);
    const cookie = `formulab_session=${cookies.formulab_session}`;
    const begun = await mfaApi(cookie, { intent: "mfa-begin" });
    const { key, uri } = (await begun.json()) as { key: string; uri: string };
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Formulab:enrol\.mfa%40example\.com\?/);

    const wrong = await mfaApi(cookie, { intent: "mfa-confirm", code: wrongCodeFor(key) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: CODE_WRONG });
    expect(await events("mfa-failed", user.id)).toHaveLength(1);

    const right = await mfaApi(cookie, { intent: "mfa-confirm", code: codeFor(key) });
    expect(right.status).toBe(200);
    const { recoveryCodes } = (await right.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const status = await mfaApi(cookie);
    const body = await status.text();
    expect(JSON.parse(body)).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // The secret and the codes are never in an answer again, nor in D1 as written.
    expect(body).not.toContain(key.replace(/\s+/g, "").slice(0, 8));
    const stored = await env.DB.prepare("SELECT code_hash FROM mfa_recovery_codes WHERE user_id = ?")
      .bind(user.id)
      .all<{ code_hash: string }>();
    expect(stored.results).toHaveLength(10);
    for (const { code_hash } of stored.results) expect(recoveryCodes.join()).not.toContain(code_hash.slice(0, 10));
    expect(await (await mfaApi(cookie, { intent: "mfa-begin" })).json()).toMatchObject({
      message: "Two-factor authentication is already on.",
    });

    const enrolled = await events("mfa-enrolled", user.id);
    expect(enrolled).toHaveLength(1);
    for (const row of [...enrolled, ...(await events("mfa-failed", user.id))]) {
      expect(JSON.stringify(row)).not.toContain(codeFor(key));
    }
  });
});

describe("signing in", () => {
  test("the password alone starts no session: the second step asks for a code, which cannot be replayed", async () => {
    const user = await makeUser("signin.mfa@example.com");
    const { key } = await enrol(user.email);

    const first = await logIn(user.email);
    expect(first.body).toEqual({ secondFactor: true });
    expect(first.cookies.formulab_session).toBeUndefined();
    expect(first.cookies.formulab_mfa).toMatch(/^[a-z2-7]{32}$/);
    // The step's cookie is no session.
    const me = await call(
      authUserRoute.loader,
      request("/api/auth/user", { cookie: `formulab_mfa=${first.cookies.formulab_mfa}` }),
    );
    expect(me.status).toBe(401);

    // The enrolment used this step's code: the next step's (clock skew) signs in.
    const code = codeFor(key, 1);
    const second = await call(
      loginMfaRoute.action,
      request("/api/login/mfa", { body: { code }, cookie: `formulab_mfa=${first.cookies.formulab_mfa}` }),
    );
    expect(second.status).toBe(200);
    const session = cookiesOf(second).formulab_session;
    expect(session).toBeTruthy();
    const status = await mfaApi(`formulab_session=${session}`);
    expect(await status.json()).toMatchObject({ enabled: true });

    // The step was single-use, and the same code in a new sign-in is a replay.
    const again = await call(
      loginMfaRoute.action,
      request("/api/login/mfa", { body: { code }, cookie: `formulab_mfa=${first.cookies.formulab_mfa}` }),
    );
    expect(again.status).toBe(401);
    const next = await logIn(user.email);
    const replay = await call(
      loginMfaRoute.action,
      request("/api/login/mfa", { body: { code }, cookie: `formulab_mfa=${next.cookies.formulab_mfa}` }),
    );
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ message: CODE_REUSED });

    const signIns = await events("sign-in-succeeded", user.id);
    expect(signIns.at(-1)?.detail).toContain('"secondFactor":"totp"');
  });

  test("the log-in page sends an account with a second factor to the second step, keeping where it was going", async () => {
    const user = await makeUser("page.mfa@example.com");
    await enrol(user.email);
    const res = await call(
      pageAction,
      new Request("http://localhost/login?redirectTo=%2Fmy-account%3Ftab%3Dfavorites", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp() },
        body: new URLSearchParams({ email: user.email, password: PASSWORD }),
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login/mfa?redirectTo=%2Fmy-account%3Ftab%3Dfavorites");
    expect(cookiesOf(res).formulab_session).toBeUndefined();
    expect(cookiesOf(res).formulab_mfa).toBeTruthy();
  });

  test("a recovery code signs in once, says how many are left, and is recorded", async () => {
    const user = await makeUser("recovery.mfa@example.com");
    const { recoveryCodes } = await enrol(user.email);
    const [code = ""] = recoveryCodes;

    const first = await logIn(user.email);
    const used = await call(
      loginMfaRoute.action,
      request("/api/login/mfa", {
        body: { recoveryCode: code.toUpperCase() },
        cookie: `formulab_mfa=${first.cookies.formulab_mfa}`,
      }),
    );
    expect(used.status).toBe(200);
    expect(await used.json()).toMatchObject({ recoveryCodesLeft: 9 });
    const recorded = await events("recovery-code-used", user.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.detail).toBe('{"remaining":9}');
    expect(JSON.stringify(recorded)).not.toContain(code.replace("-", ""));

    const second = await logIn(user.email);
    const reused = await call(
      loginMfaRoute.action,
      request("/api/login/mfa", {
        body: { recoveryCode: code },
        cookie: `formulab_mfa=${second.cookies.formulab_mfa}`,
      }),
    );
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ message: RECOVERY_CODE_WRONG });
  });

  test("five wrong codes end the step; the password is asked again", async () => {
    const user = await makeUser("five.mfa@example.com");
    const { key } = await enrol(user.email);
    const { cookies } = await logIn(user.email);
    const cookie = `formulab_mfa=${cookies.formulab_mfa}`;
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      const res = await call(
        loginMfaRoute.action,
        request("/api/login/mfa", { body: { code: wrongCodeFor(key) }, cookie }),
      );
      statuses.push(res.status);
      if (n === 4) expect(await res.json()).toMatchObject({ message: TOO_MANY_CODES });
    }
    expect(statuses).toEqual([400, 400, 400, 400, 401]);
    const after = await call(
      loginMfaRoute.action,
      request("/api/login/mfa", { body: { code: codeFor(key, 1) }, cookie }),
    );
    expect(after.status).toBe(401);
    expect(await events("mfa-failed", user.id)).toHaveLength(5);
  });

  test("code checks are rate-limited per account, whatever the address", async () => {
    const user = await makeUser("limit.mfa@example.com");
    const { cookies } = await logIn(user.email);
    const cookie = `formulab_session=${cookies.formulab_session}`;
    const { key } = (await (await mfaApi(cookie, { intent: "mfa-begin" })).json()) as { key: string };
    const statuses: number[] = [];
    for (let n = 0; n < LIMITS.mfaPerAccount.max + 1; n++) {
      const res = await mfaApi(cookie, { intent: "mfa-confirm", code: wrongCodeFor(key) }, nextIp());
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Even the right code waits now.
    expect((await mfaApi(cookie, { intent: "mfa-confirm", code: codeFor(key) })).status).toBe(429);
  });
});

describe("recovery and resets", () => {
  test("new recovery codes need a current code, and the old ones stop working", async () => {
    const user = await makeUser("renew.mfa@example.com");
    const { cookie, key, recoveryCodes: old } = await enrol(user.email);
    const wrong = await mfaApi(cookie, { intent: "mfa-recovery-codes", code: wrongCodeFor(key) });
    expect(wrong.status).toBe(400);
    const renewed = await mfaApi(cookie, { intent: "mfa-recovery-codes", code: codeFor(key, 1) });
    expect(renewed.status).toBe(200);
    const { recoveryCodes } = (await renewed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.filter((c) => old.includes(c))).toEqual([]);
    expect(await events("recovery-codes-replaced", user.id)).toHaveLength(1);

    const step = await logIn(user.email);
    const stale = await call(
      loginMfaRoute.action,
      request("/api/login/mfa", {
        body: { recoveryCode: old[0] },
        cookie: `formulab_mfa=${step.cookies.formulab_mfa}`,
      }),
    );
    expect(stale.status).toBe(400);
    const fresh = await call(
      loginMfaRoute.action,
      request("/api/login/mfa", {
        body: { recoveryCode: recoveryCodes[0] },
        cookie: `formulab_mfa=${step.cookies.formulab_mfa}`,
      }),
    );
    expect(await fresh.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  test("a reset link proves the e-mail, not the second factor: it leads to the second step, not a session", async () => {
    const user = await makeUser("reset.mfa@example.com");
    await enrol(user.email);
    const token = generateSessionToken();
    await env.DB.prepare("INSERT INTO password_reset_tokens (id, user_id, expires_at) VALUES (?, ?, ?)")
      .bind(sessionIdOf(token), user.id, Date.now() + 60_000)
      .run();
    const outcome = await resetPassword(
      { db: getDb(), caller: { ip: nextIp() } },
      { token, password: "a-brand-new-passphrase", confirmPassword: "a-brand-new-passphrase" },
    );
    expect(outcome).toHaveProperty("challenge");
    expect(outcome).not.toHaveProperty("session");
  });
});

describe("administrators", () => {
  test("an administrator without a second factor has no admin rights and is sent to enrol; once enrolled, they do", async () => {
    const admin = await makeUser("needs.mfa@example.com", true);
    const ip = nextIp();
    const page = await call(
      pageAction,
      new Request("http://localhost/login?redirectTo=%2Fadmin", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
        body: new URLSearchParams({ email: admin.email, password: PASSWORD }),
      }),
    );
    expect(page.headers.get("Location")).toBe("/my-account?mfa=required");
    const cookie = `formulab_session=${cookiesOf(page).formulab_session}`;

    expect((await call(adminUsersRoute.loader, request("/api/admin/users", { cookie }))).status).toBe(403);
    const me = (await (await call(authUserRoute.loader, request("/api/auth/user", { cookie }))).json()) as {
      isAdmin: boolean;
    };
    expect(me.isAdmin).toBe(false);
    expect(await (await mfaApi(cookie)).json()).toEqual({
      enabled: false,
      enrolledAt: null,
      recoveryCodesLeft: 0,
      required: true,
    });

    // Enrolling proves the factor in this very session: its admin rights start at once.
    const { key } = (await (await mfaApi(cookie, { intent: "mfa-begin" })).json()) as { key: string };
    expect((await mfaApi(cookie, { intent: "mfa-confirm", code: codeFor(key) })).status).toBe(200);
    expect((await call(adminUsersRoute.loader, request("/api/admin/users", { cookie }))).status).toBe(200);

    // …and it cannot be turned off while they are an administrator.
    const remove = await mfaApi(cookie, { intent: "mfa-remove", password: PASSWORD });
    expect(remove.status).toBe(403);

    // A later sign-in gets admin rights only through the second step.
    const next = await logIn(admin.email);
    expect(next.body).toEqual({ secondFactor: true });
    const second = await call(
      loginMfaRoute.action,
      request("/api/login/mfa", {
        body: { code: codeFor(key, 1) },
        cookie: `formulab_mfa=${next.cookies.formulab_mfa}`,
      }),
    );
    expect(await second.json()).toMatchObject({ user: { isAdmin: true } });
    const fresh = `formulab_session=${cookiesOf(second).formulab_session}`;
    expect((await call(adminUsersRoute.loader, request("/api/admin/users", { cookie: fresh }))).status).toBe(200);
  });

  test("a user who is not an administrator may turn the second factor off with the password, and it is recorded", async () => {
    const user = await makeUser("off.mfa@example.com");
    const { cookie, key } = await enrol(user.email);
    const wrong = await mfaApi(cookie, { intent: "mfa-remove", password: "not-my-password" });
    expect(wrong.status).toBe(400);
    const off = await mfaApi(cookie, { intent: "mfa-remove", password: PASSWORD });
    expect(off.status).toBe(200);
    expect(await (await mfaApi(cookie)).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const removed = await events("mfa-removed", user.id);
    expect(removed).toHaveLength(1);
    expect(JSON.stringify(removed)).not.toContain(PASSWORD);
    expect((await logIn(user.email)).body).toHaveProperty("user");
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM totp_credentials WHERE user_id = ?").bind(user.id).first(),
    ).toEqual({ n: 0 });
    expect(key).toBeTruthy();
  });
});

describe("the local exemption", () => {
  test("locally, the seeded administrator named in LOCAL_ADMIN_EMAIL acts as admin with the password alone", async () => {
    const local = await makeUser("local.admin@example.com", true);
    const { cookies, body } = await logIn(local.email);
    expect(body).toMatchObject({ user: { isAdmin: true } });
    const cookie = `formulab_session=${cookies.formulab_session}`;
    expect((await call(adminUsersRoute.loader, request("/api/admin/users", { cookie }))).status).toBe(200);
    expect(await (await mfaApi(cookie)).json()).toMatchObject({ enabled: false, required: false });
    // Any other administrator still needs the second factor.
    const other = await makeUser("other.local@example.com", true);
    const otherCookie = `formulab_session=${(await logIn(other.email)).cookies.formulab_session}`;
    expect((await call(adminUsersRoute.loader, request("/api/admin/users", { cookie: otherCookie }))).status).toBe(403);
  });

  test("a deployed worker (PUBLIC_ORIGIN set) refuses to start with the exemption, answering 503", () => {
    const local = parseConfig({ LOCAL_ADMIN_EMAIL: "Local.Admin@example.com", LOCAL_ADMIN_MFA_EXEMPT: "on" });
    expect(local.mfaExemptAdmins).toEqual(["local.admin@example.com"]);
    expect(parseConfig({ LOCAL_ADMIN_EMAIL: "local.admin@example.com" }).mfaExemptAdmins).toEqual([]);
    const deployed = { PUBLIC_ORIGIN: "https://formulab.example", LOCAL_ADMIN_MFA_EXEMPT: "on" };
    expect(() => parseConfig(deployed)).toThrow(MFA_EXEMPT_DEPLOYED);
    expect(parseConfig({ PUBLIC_ORIGIN: "https://formulab.example" }).mfaExemptAdmins).toEqual([]);

    const refused = refusedConfiguration(() => parseConfig(deployed));
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(refusedConfiguration(() => parseConfig({}))).toBeNull();
    return refused?.text().then((text) => expect(text).toBe(CONFIGURATION_REFUSED));
  });
});

test("GET /api/auth/mfa is 401 anonymous", async () => {
  expect((await mfaApi("")).status).toBe(401);
});
