/**
 * Admin rights are never inferred from an e-mail nobody proved: a password sign-up with a listed
 * address is an ordinary user; a provider that confirms a listed address grants (and records)
 * them. A provider sign-in never attaches itself to a password account with its e-mail — the
 * account's owner connects it — and a provider account belongs to one Formulab account only.
 * The script that grants and revokes rights records both in the security event log.
 */
import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { PROVIDER_ACCOUNT_EXISTS, PROVIDER_LINKED_ELSEWHERE } from "#app/features/accounts/provider-messages";
import * as authUserRoute from "#app/features/accounts/routes/api/auth-user";
import * as signupRoute from "#app/features/accounts/routes/api/signup";
import { linkProvider, userForProvider } from "#app/features/accounts/users.server";
import * as adminUsersRoute from "#app/features/admin/routes/api/admin/users";
import { getDb } from "#app/server/db/client.server";
import { adminChangeSql } from "../scripts/lib/admin-grant-sql";
import { appErrorOf } from "../test-support/app-error";
import { call } from "./helpers";

const profile = (email: string, subject: string, emailVerified = true) => ({
  provider: "oidc",
  subject,
  email,
  emailVerified,
  firstName: "Grace",
});

test("signing up with an address listed in ADMIN_EMAILS does not make an admin", async () => {
  const res = await call(
    signupRoute.action,
    new Request("http://localhost/api/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "10.9.0.1" },
      body: JSON.stringify({
        firstName: "Mallory",
        lastName: "Intruder",
        country: "Germany",
        email: "listed.admin@example.com",
        password: "first-to-sign-up",
        confirmPassword: "first-to-sign-up",
      }),
    }),
  );
  expect(res.status).toBe(201);
  const cookie = (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const me = (await (
    await call(authUserRoute.loader, new Request("http://localhost/api/auth/user", { headers: { Cookie: cookie } }))
  ).json()) as {
    isAdmin: boolean;
  };
  expect(me.isAdmin).toBe(false);
  const admin = await call(
    adminUsersRoute.loader,
    new Request("http://localhost/api/admin/users", { headers: { Cookie: cookie } }),
  );
  expect(admin.status).toBe(403);
});

test("a provider that confirms a listed address grants admin rights, and records them", async () => {
  const db = getDb();
  const unconfirmed = userForProvider(db, profile("provider.admin@example.com", "admin-subject-0", false));
  await expect(unconfirmed).rejects.toThrow();
  const user = await userForProvider(db, profile("provider.admin@example.com", "admin-subject-1"));
  expect(user.isAdmin).toBe(true);
  const row = await env.DB.prepare("SELECT is_admin FROM users WHERE email = 'provider.admin@example.com'").first();
  expect(row).toEqual({ is_admin: 1 });
  // An address that is not listed stays an ordinary account.
  expect((await userForProvider(db, profile("someone@example.com", "plain-subject-1"))).isAdmin).toBe(false);
});

test("a provider sign-in never takes over a password account with its e-mail; the owner connects it", async () => {
  const db = getDb();
  await env.DB.prepare(
    "INSERT INTO users (id, email, password, first_name) VALUES ('00000000-0000-4000-8000-0000000000aa', 'victim@example.com', '$argon2id$v=19$m=19456,t=2,p=1$x$y', 'Victim')",
  ).run();
  const error = await appErrorOf(userForProvider(db, profile("victim@example.com", "victim-subject")));
  expect(error).toMatchObject({ status: 409, message: PROVIDER_ACCOUNT_EXISTS });
  expect(
    await env.DB.prepare("SELECT count(*) AS n FROM oauth_accounts WHERE subject = 'victim-subject'").first(),
  ).toEqual({
    n: 0,
  });

  // Connected by the signed-in owner, later provider sign-ins reach that account.
  await linkProvider(db, "00000000-0000-4000-8000-0000000000aa", profile("victim@example.com", "victim-subject"));
  expect((await userForProvider(db, profile("victim@example.com", "victim-subject"))).id).toBe(
    "00000000-0000-4000-8000-0000000000aa",
  );
  // …and that provider account cannot be connected to anyone else.
  const other = await userForProvider(db, profile("other@example.com", "other-subject"));
  const taken = await appErrorOf(linkProvider(db, other.id, profile("victim@example.com", "victim-subject")));
  expect(taken).toMatchObject({ status: 409, message: PROVIDER_LINKED_ELSEWHERE });
});

test("npm run admin:grant and admin:revoke record the change in the event log; an unknown e-mail records nothing", async () => {
  const run = (statements: string[]) => env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  await env.DB.prepare(
    "INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-0000000000bb', 'granted@example.com')",
  ).run();
  const at = Date.now();
  const [granted] = await run(
    adminChangeSql("grant", "granted@example.com", { eventId: "grant-event", at, remote: false }),
  );
  expect(granted?.results).toEqual([{ email: "granted@example.com" }]);
  await run(adminChangeSql("revoke", "granted@example.com", { eventId: "revoke-event", at: at + 1, remote: true }));
  await run(adminChangeSql("grant", "nobody@example.com", { eventId: "nobody-event", at, remote: false }));
  const { results } = await env.DB.prepare(
    "SELECT id, type, user_id, email, detail FROM security_events WHERE id IN ('grant-event', 'revoke-event', 'nobody-event') ORDER BY at",
  ).all();
  expect(results).toEqual([
    {
      id: "grant-event",
      type: "admin-granted",
      user_id: "00000000-0000-4000-8000-0000000000bb",
      email: "granted@example.com",
      detail: '{"by":"npm run admin:grant","database":"local"}',
    },
    {
      id: "revoke-event",
      type: "admin-revoked",
      user_id: "00000000-0000-4000-8000-0000000000bb",
      email: "granted@example.com",
      detail: '{"by":"npm run admin:revoke","database":"remote"}',
    },
  ]);
  expect(await env.DB.prepare("SELECT is_admin FROM users WHERE email = 'granted@example.com'").first()).toEqual({
    is_admin: 0,
  });
});
