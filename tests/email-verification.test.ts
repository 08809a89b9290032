/**
 * E-mail verification: sign-up e-mails a one-time link; opening it verifies the address once; a
 * verified password account is the one an identity-provider sign-in may attach to.
 */
import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { VERIFY_LINK_INVALID } from "#app/features/accounts/email-verification.server";
import * as signupRoute from "#app/features/accounts/routes/api/signup";
import * as verifyPage from "#app/features/accounts/routes/verify-email";
import { userForProvider } from "#app/features/accounts/users.server";
import { getDb } from "#app/server/db/client.server";
import { call } from "./helpers";

async function signUp(email: string) {
  const res = await call(
    signupRoute.action,
    new Request("http://localhost/api/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "10.7.0.1" },
      body: JSON.stringify({
        firstName: "Rosalind",
        lastName: "Franklin",
        country: "United Kingdom",
        email,
        password: "photo-fifty-one",
        confirmPassword: "photo-fifty-one",
      }),
    }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { user: { id: string; emailVerified: boolean } };
}

async function linkFor(email: string): Promise<string> {
  const mail = await env.DB.prepare('SELECT text FROM email_outbox WHERE "to" = ? ORDER BY created_at DESC LIMIT 1')
    .bind(email)
    .first<{ text: string }>();
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no verification link e-mailed to ${email}`);
  return link;
}

const open = (link: string) =>
  verifyPage.loader({
    request: new Request(link.replace(/^https?:\/\/[^/]+/, "http://localhost")),
    params: {},
    context: {},
  } as never);

test("sign-up e-mails a link that verifies the address once", async () => {
  const { user } = await signUp("rosalind@example.com");
  expect(user.emailVerified).toBe(false);
  const link = await linkFor("rosalind@example.com");
  expect(await open(link)).toMatchObject({ verified: true, email: "rosalind@example.com" });
  const row = await env.DB.prepare("SELECT email_verified_at FROM users WHERE id = ?")
    .bind(user.id)
    .first<{ email_verified_at: number | null }>();
  expect(row?.email_verified_at).toBeGreaterThan(0);
  // Spent: the same link does nothing more, and a made-up one is refused with the message.
  expect(await open(link)).toMatchObject({ verified: false, message: VERIFY_LINK_INVALID });
  expect(await open("http://localhost/verify-email?token=made-up-token-made-up")).toMatchObject({ verified: false });
  expect(await open("http://localhost/verify-email")).toMatchObject({ verified: false });
});

test("an expired link does not verify", async () => {
  await signUp("late@example.com");
  const link = await linkFor("late@example.com");
  await env.DB.prepare("UPDATE email_verification_tokens SET expires_at = ?")
    .bind(Date.now() - 1000)
    .run();
  expect(await open(link)).toMatchObject({ verified: false, message: VERIFY_LINK_INVALID });
});

test("a provider sign-in attaches to a password account only once its owner verified the address", async () => {
  const db = getDb();
  await signUp("owner@example.com");
  const profile = { provider: "oidc", subject: "owner-subject", email: "owner@example.com", emailVerified: true };
  await expect(userForProvider(db, profile)).rejects.toMatchObject({ status: 409 });
  await open(await linkFor("owner@example.com"));
  const user = await userForProvider(db, profile);
  expect(user.email).toBe("owner@example.com");
  expect(user.password).not.toBeNull();
});
