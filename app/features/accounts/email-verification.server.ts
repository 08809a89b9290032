/**
 * E-mail verification (ADR 0009, 0021): the same mechanism as password reset — a random token
 * e-mailed as a link, only its SHA-256 stored, valid 24 hours, spent once. A verified address is
 * what lets an identity-provider sign-in attach to a password account (`userForProvider`).
 */
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "#app/server/app-error";
import { enforce } from "#app/server/auth/rate-limit.server";
import { forgetUserSessions } from "#app/server/auth/recent-sessions.server";
import { generateSessionToken, sessionIdOf } from "#app/server/auth/session.server";
import type { Database } from "#app/server/db/client.server";
import { emailVerificationTokens, users } from "#app/server/db/schema";
import { publicOrigin } from "#app/server/env.server";
import { mailSender } from "#app/server/mail/mailer.server";
import { defineUseCase, type ServiceContext, type UserContext } from "#app/server/use-case.server";
import type { UserRow } from "./users.server";

export const VERIFY_HOURS = 24;
export const VERIFICATION_SENT = "We've sent a verification link to your e-mail address. It works for 24 hours.";
export const ALREADY_VERIFIED = "Your e-mail address is already verified.";
export const VERIFY_LINK_INVALID =
  "This verification link has expired or has already been used. Send a new one from My Account.";
const VERIFY_LIMIT = { max: 3, windowMs: 60 * 60_000 } as const;

/** E-mails a fresh verification link to the user's address. */
export async function sendVerificationEmail(db: Database, user: Pick<UserRow, "id" | "email">, origin: string) {
  const token = generateSessionToken();
  await db.insert(emailVerificationTokens).values({
    id: sessionIdOf(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + VERIFY_HOURS * 3_600_000),
  });
  await mailSender(db).send({
    to: user.email,
    subject: "Verify your Formulab e-mail address",
    text: [
      "Please confirm that this is your e-mail address for your Formulab account:",
      `${origin}/verify-email?token=${token}`,
      "",
      `The link works for ${VERIFY_HOURS} hours. If you didn't create a Formulab account, ignore this e-mail.`,
    ].join("\n"),
  });
}

/** The signed-in owner asks for a (new) link; at most three an hour. */
export const requestEmailVerification = defineUseCase(
  z.object({ origin: z.string().url() }),
  async ({ db, user, caller }: UserContext, { origin }): Promise<{ message: string }> => {
    if (user.emailVerifiedAt) return { message: ALREADY_VERIFIED };
    await enforce(db, `verify:user:${user.id}`, VERIFY_LIMIT, caller, undefined, user.id);
    await sendVerificationEmail(db, user, origin);
    return { message: VERIFICATION_SENT };
  },
);

/** Spends a link: the address is verified and every link for it is gone. */
export const verifyEmail = defineUseCase(
  z.object({
    token: z.string({ error: VERIFY_LINK_INVALID }).min(16, VERIFY_LINK_INVALID).max(128, VERIFY_LINK_INVALID),
  }),
  async ({ db }: ServiceContext, { token }): Promise<{ email: string }> => {
    const row = await db
      .select({ userId: emailVerificationTokens.userId, email: users.email })
      .from(emailVerificationTokens)
      .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
      .where(and(eq(emailVerificationTokens.id, sessionIdOf(token)), gt(emailVerificationTokens.expiresAt, new Date())))
      .get();
    if (!row) throw new AppError(400, VERIFY_LINK_INVALID);
    await db.batch([
      db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, row.userId)),
      db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, row.userId)),
    ]);
    forgetUserSessions(row.userId);
    return { email: row.email };
  },
);

/** After sign-up: the first link. A mail failure does not undo the account (a new link is one click away). */
export async function sendFirstVerification(db: Database, user: Pick<UserRow, "id" | "email">, request: Request) {
  try {
    await sendVerificationEmail(db, user, publicOrigin(request));
  } catch (error) {
    console.error(JSON.stringify({ at: "verify-email", error: String(error) }));
  }
}
