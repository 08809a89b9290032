/**
 * The security event log (ADR 0054): sign-ins write rows with the address and never the
 * password, refusals on admin routes are recorded, the admin API filters and refuses bad input,
 * rows older than 180 days are pruned on write, and the Security tab's alert appears once one
 * account or address reaches the failed sign-in threshold.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { requestPasswordReset } from "#app/features/accounts/password-reset.server";
import * as loginRoute from "#app/features/accounts/routes/api/login";
import * as signupRoute from "#app/features/accounts/routes/api/signup";
import * as securityApi from "#app/features/admin/routes/api/admin/security-events";
import * as securityPage from "#app/features/admin/routes/security";
import { SECURITY_ALERT } from "#app/features/admin/security-events";
import { securityAlerts } from "#app/features/admin/security-events.server";
import { AppError } from "#app/server/app-error";
import { enforce } from "#app/server/auth/rate-limit.server";
import { createSession } from "#app/server/auth/session.server";
import { type Database, getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { DAY_MS, PRUNE_BATCH, recordSecurityEvent } from "#app/server/security-events.server";
import { adminSessionCookie, call } from "./helpers";

const PASSWORD = "analytical-engine";
const BROWSER = "Mozilla/5.0 (security-events test)";

type EventRow = {
  id: string;
  at: number;
  type: string;
  user_id: string | null;
  email: string | null;
  address: string | null;
  user_agent: string | null;
  detail: string | null;
};

async function events(where: string, ...binds: unknown[]): Promise<EventRow[]> {
  const { results } = await env.DB.prepare(`SELECT * FROM security_events WHERE ${where} ORDER BY at`)
    .bind(...binds)
    .all<EventRow>();
  return results;
}

function post(path: string, body: unknown, ip: string) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, "User-Agent": BROWSER },
    body: JSON.stringify(body),
  });
}
const login = (email: string, password: string, ip: string) =>
  call(loginRoute.action, post("/api/login", { email, password }, ip));

function api(query: string, cookie?: string, ip = "198.51.100.9") {
  return call(
    securityApi.loader,
    new Request(`http://localhost/api/admin/security-events${query}`, {
      headers: { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) },
    }),
  );
}

let adminCookie = "";
let plainCookie = "";
let plainId = "";

beforeAll(async () => {
  const db = getDb();
  const [admin] = await db.insert(users).values({ email: "sec-admin@example.com", isAdmin: true }).returning();
  const [plain] = await db.insert(users).values({ email: "sec-plain@example.com" }).returning();
  if (!admin || !plain) throw new Error("test users missing");
  plainId = plain.id;
  adminCookie = await adminSessionCookie(db, admin.id);
  plainCookie = `formulab_session=${(await createSession(db, plain.id)).token}`;
  const signup = await call(
    signupRoute.action,
    post(
      "/api/signup",
      {
        email: "ada.sec@example.com",
        firstName: "Ada",
        lastName: "Lovelace",
        country: "United Kingdom",
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      "192.0.2.200",
    ),
  );
  expect(signup.status).toBe(201);
});

describe("sign-in events", () => {
  test("a failed log-in writes one row with the e-mail as typed and the address, never the password", async () => {
    const res = await login("Ada.Sec@Example.com", "wrong-password-xyzzy", "192.0.2.11");
    expect(res.status).toBe(401);
    const rows = await events("type = 'sign-in-failed' AND address = ?", "192.0.2.11");
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ email: "ada.sec@example.com", address: "192.0.2.11", user_agent: BROWSER });
    expect(JSON.stringify(row)).not.toContain("wrong-password-xyzzy");
    expect(JSON.stringify(row)).not.toContain('password":');
  });

  test("a successful log-in writes one row naming the account", async () => {
    const res = await login("ada.sec@example.com", PASSWORD, "192.0.2.12");
    expect(res.status).toBe(200);
    const rows = await events("type = 'sign-in-succeeded' AND address = ?", "192.0.2.12");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe("ada.sec@example.com");
    expect(rows[0]?.user_id).toBeTruthy();
    expect(JSON.stringify(rows[0])).not.toContain(PASSWORD);
  });
});

describe("other events", () => {
  test("a rate-limit refusal is recorded with the rule's name and the address", async () => {
    const caller = { ip: "203.0.113.30", userAgent: BROWSER };
    const refused = await enforce(getDb(), "notes:ip:203.0.113.30", { max: 0, windowMs: 60_000 }, caller).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    const rows = await events("type = 'rate-limited' AND address = ?", "203.0.113.30");
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.detail ?? "{}")).toEqual({ rule: "notes", max: 0, windowMinutes: 1 });
  });

  test("a password reset request is recorded whether or not the address has an account, without the link", async () => {
    const caller = { ip: "203.0.113.31" };
    const db = getDb();
    for (const email of ["ada.sec@example.com", "nobody.sec@example.com"]) {
      await requestPasswordReset({ db, caller }, { email, origin: "http://localhost" });
    }
    const rows = await events("type = 'password-reset-requested' AND address = ?", "203.0.113.31");
    expect(rows.map((r) => [r.email, JSON.parse(r.detail ?? "{}").account])).toEqual([
      ["ada.sec@example.com", true],
      ["nobody.sec@example.com", false],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/reset-password\?token|token/);
  });

  test("a failed write never breaks the request, and secret-looking detail keys are dropped", async () => {
    const broken = { batch: () => Promise.reject(new Error("D1 is down")) } as unknown as Database;
    await expect(recordSecurityEvent(broken, { type: "sign-in-failed" })).resolves.toBeUndefined();

    await recordSecurityEvent(getDb(), {
      type: "mfa-failed",
      caller: { ip: "203.0.113.32" },
      detail: { password: "hunter2", sessionToken: "abc", recoveryCode: "123", method: "totp" },
    });
    const [row] = await events("address = '203.0.113.32'");
    expect(row?.detail).toBe('{"method":"totp"}');
  });
});

describe("GET /api/admin/security-events", () => {
  test("a signed-in non-administrator gets 403, and the refusal is recorded", async () => {
    const res = await api("", plainCookie, "198.51.100.40");
    expect(res.status).toBe(403);
    const rows = await events("type = 'admin-access-refused' AND address = ?", "198.51.100.40");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: plainId, email: "sec-plain@example.com" });
    expect(JSON.parse(rows[0]?.detail ?? "{}")).toMatchObject({
      status: 403,
      method: "GET",
      path: "/api/admin/security-events",
    });
  });

  test("an anonymous caller gets 401, recorded too", async () => {
    expect((await api("", undefined, "198.51.100.41")).status).toBe(401);
    const rows = await events("type = 'admin-access-refused' AND address = ?", "198.51.100.41");
    expect(rows.map((r) => JSON.parse(r.detail ?? "{}").status)).toEqual([401]);
  });

  test("filters by type and by e-mail (any case), newest first", async () => {
    const db = getDb();
    const at = Date.now() - 60_000;
    for (let i = 0; i < 3; i++) {
      await recordSecurityEvent(db, {
        type: "password-changed",
        email: "filter.me@example.com",
        caller: { ip: "203.0.113.50" },
        at: new Date(at + i * 1000),
        detail: { n: i },
      });
    }
    await recordSecurityEvent(db, {
      type: "sign-in-failed",
      email: "filter.me@example.com",
      caller: { ip: "203.0.113.50" },
    });

    const byEmail = await api("?email=FILTER.ME@example.com", adminCookie);
    expect(byEmail.status).toBe(200);
    const all = (await byEmail.json()) as {
      data: { type: string; detail: string }[];
      pagination: { totalItems: number };
    };
    expect(all.pagination.totalItems).toBe(4);
    expect(all.data[0]?.type).toBe("sign-in-failed");

    const res = await api("?type=password-changed&email=filter.me@example.com&limit=2", adminCookie);
    const page = (await res.json()) as { data: { type: string; detail: string }[]; pagination: unknown };
    expect(page.data.map((e) => e.type)).toEqual(["password-changed", "password-changed"]);
    expect(page.data.map((e) => JSON.parse(e.detail).n)).toEqual([2, 1]);
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 3, itemsPerPage: 2 });
  });

  test.each([
    ["?limit=0", "limit must be a whole number between 1 and 100"],
    ["?limit=101", "limit must be a whole number between 1 and 100"],
    ["?limit=ten", "limit must be a whole number between 1 and 100"],
    ["?limit=1.5", "limit must be a whole number between 1 and 100"],
    ["?type=nope", "type must be one of:"],
    [`?email=${"a".repeat(255)}`, "email is too long (254 characters at most)"],
  ])("%s is refused with a 400 that says why", async (query, message) => {
    const res = await api(query, adminCookie);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });
});

describe("retention", () => {
  test("writing an event prunes rows older than 180 days and keeps younger ones", async () => {
    const db = getDb();
    const now = Date.now();
    const insert = env.DB.prepare(
      "INSERT INTO security_events (id, at, type, address) VALUES (?, ?, 'rate-limited', ?)",
    );
    await env.DB.batch([
      insert.bind("aged-181", now - 181 * DAY_MS, "203.0.113.90"),
      insert.bind("aged-179", now - 179 * DAY_MS, "203.0.113.91"),
    ]);
    expect(await events("address = '203.0.113.90'")).toHaveLength(1);

    await recordSecurityEvent(db, { type: "rate-limited", caller: { ip: "203.0.113.92" } });
    expect(await events("address = '203.0.113.90'")).toHaveLength(0);
    expect(await events("address = '203.0.113.91'")).toHaveLength(1);
    expect(await events("address = '203.0.113.92'")).toHaveLength(1);
  });

  test("one write deletes a bounded batch, the next ones the rest", async () => {
    const old = new Date(Date.now() - 200 * DAY_MS);
    const inserts = Array.from({ length: PRUNE_BATCH + 20 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO security_events (id, at, type, address) VALUES (?, ?, 'rate-limited', '203.0.113.99')",
      ).bind(`old-${i}`, old.getTime() + i),
    );
    await env.DB.batch(inserts);
    await recordSecurityEvent(getDb(), { type: "rate-limited" });
    expect(await events("address = '203.0.113.99'")).toHaveLength(20);
    await recordSecurityEvent(getDb(), { type: "rate-limited" });
    expect(await events("address = '203.0.113.99'")).toHaveLength(0);
  });
});

describe("the in-app alert", () => {
  test("an address with the threshold of failed sign-ins is listed; one short of it is not", async () => {
    const db = getDb();
    const ip = "203.0.113.120";
    for (let i = 0; i < SECURITY_ALERT.failedSignIns - 1; i++) {
      await recordSecurityEvent(db, { type: "sign-in-failed", email: `victim${i}@example.com`, caller: { ip } });
    }
    expect((await securityAlerts(db)).some((a) => a.value === ip)).toBe(false);
    await recordSecurityEvent(db, { type: "sign-in-failed", email: "victim-last@example.com", caller: { ip } });
    expect(await securityAlerts(db)).toContainEqual(
      expect.objectContaining({ kind: "address", value: ip, failures: SECURITY_ALERT.failedSignIns }),
    );
  });

  test("failures older than the window do not count", async () => {
    const db = getDb();
    const ip = "203.0.113.121";
    const old = new Date(Date.now() - (SECURITY_ALERT.windowMinutes + 1) * 60_000);
    for (let i = 0; i < SECURITY_ALERT.failedSignIns; i++) {
      await recordSecurityEvent(db, { type: "sign-in-failed", caller: { ip }, at: old });
    }
    expect((await securityAlerts(db)).some((a) => a.value === ip)).toBe(false);
  });

  test("ten wrong passwords for one account through the log-in (failed, then throttled) put it in the Security tab's banner", {
    timeout: 60_000,
  }, async () => {
    const email = "guessed.account@example.com";
    for (let i = 0; i < SECURITY_ALERT.failedSignIns; i++) {
      const res = await login(email, `guess-${i}-wrong`, `192.0.2.${60 + i}`);
      expect([401, 429]).toContain(res.status);
    }
    expect(await events("email = ? AND type = 'sign-in-failed'", email)).toHaveLength(5);
    expect(await events("email = ? AND type = 'sign-in-throttled'", email)).toHaveLength(5);

    const data = (await securityPage.loader({
      request: new Request("http://localhost/admin/security", { headers: { Cookie: adminCookie } }),
      params: {},
      context: {},
    } as never)) as { alerts: { kind: string; value: string; failures: number }[] };
    expect(data.alerts).toContainEqual({
      kind: "account",
      value: email,
      failures: SECURITY_ALERT.failedSignIns,
      lastAt: expect.any(String),
    });
  });
});
