/**
 * Forgot password (ADR 0021): `requestPasswordReset` e-mails a one-time link — a random token
 * whose SHA-256 alone is stored, valid 30 minutes — and answers the same whether or not the
 * e-mail has an account. `resetPassword` spends the token once, sets the new password (the
 * policy applies), ends every session of the account and signs this browser in.
 */
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { ResetPasswordSchema, ResetToken } from "#app/features/accounts/schema";
import { AppError } from "#app/server/app-error";
import { clearFailures, enforce, hit, LIMITS } from "#app/server/auth/rate-limit.server";
import { generateSessionToken, sessionIdOf } from "#app/server/auth/session.server";
import type { Database } from "#app/server/db/client.server";
import { passwordResetTokens, users } from "#app/server/db/schema";
import { mailSender } from "#app/server/mail/mailer.server";
import { recordSecurityEvent } from "#app/server/security-events.server";
import { defineUseCase, type ServiceContext } from "#app/server/use-case.server";
import { type SignedIn, startSignIn } from "./accounts.server";
import { rememberDevice } from "./devices.server";
import type { SecondStep } from "./mfa.server";
import { passwordProblem } from "./password-blocklist.server";
import { setPassword } from "./users.server";

export const RESET_MINUTES = 30;
export const RESET_REQUESTED =
  "If an account exists for that e-mail address, we've sent it a link to choose a new password. The link works for 30 minutes.";
export const RESET_LINK_INVALID = "This link has expired or has already been used. Please ask for a new one.";

const RequestSchema = z.object({
  email: z.string().trim().toLowerCase().email("Invalid email address").max(254),
  origin: z.string().url(),
});

export const requestPasswordReset = defineUseCase(
  RequestSchema,
  async ({ db, caller }: ServiceContext, input): Promise<{ message: string }> => {
    await enforce(db, `reset:ip:${caller.ip}`, LIMITS.resetPerIp, caller);
    const perAddress = await hit(db, `reset:email:${input.email}`, LIMITS.resetPerEmail);
    const user = await db.select().from(users).where(eq(users.email, input.email)).get();
    // Recorded whether or not the address has an account (the answer and its work stay the same).
    await recordSecurityEvent(db, {
      type: "password-reset-requested",
      caller,
      userId: user?.id,
      email: input.email,
      detail: { account: Boolean(user), sent: Boolean(user && perAddress.allowed) },
    });
    // Quietly send nothing more to an address that already got its share: the answer stays the same.
    if (!user || !perAddress.allowed) return { message: RESET_REQUESTED };
    const token = generateSessionToken();
    await db.insert(passwordResetTokens).values({
      id: sessionIdOf(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
    });
    const link = `${input.origin}/reset-password?token=${token}`;
    await mailSender(db).send({
      to: user.email,
      subject: "Choose a new Formulab password",
      text: [
        "Someone — hopefully you — asked to reset the password of your Formulab account.",
        "",
        `Choose a new password here (the link works once, for ${RESET_MINUTES} minutes):`,
        link,
        "",
        "Using it signs you out everywhere. If you didn't ask for this, ignore this e-mail: your password stays as it is.",
      ].join("\n"),
    });
    return { message: RESET_REQUESTED };
  },
);

/**
 * Whether a reset link can still be used: its token is well-formed, unspent and unexpired. Only
 * reads, so opening the link (or a mail scanner fetching it) spends nothing; the page says at once
 * when a link is dead instead of after the new password is typed.
 */
export async function resetLinkIsLive(db: Database, token: string | null): Promise<boolean> {
  const parsed = ResetToken.safeParse(token);
  if (!parsed.success) return false;
  const row = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.id, sessionIdOf(parsed.data)), gt(passwordResetTokens.expiresAt, new Date())))
    .get();
  return Boolean(row);
}

export const resetPassword = defineUseCase(
  ResetPasswordSchema,
  async ({ db, caller }: ServiceContext, input): Promise<SignedIn | SecondStep> => {
    await enforce(db, `reset:ip:${caller.ip}`, LIMITS.resetPerIp, caller);
    const id = sessionIdOf(input.token);
    const row = await db
      .select({ user: users })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(and(eq(passwordResetTokens.id, id), gt(passwordResetTokens.expiresAt, new Date())))
      .get();
    if (!row) throw new AppError(400, RESET_LINK_INVALID);
    const problem = passwordProblem(input.password, row.user);
    if (problem) throw new AppError(400, problem, { password: [problem] });
    // Spend the token: of two uses at once, only the one whose delete removed the row goes on.
    const spent = await db.delete(passwordResetTokens).where(eq(passwordResetTokens.id, id)).returning();
    if (!spent.length) throw new AppError(400, RESET_LINK_INVALID);
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.user.id));
    await setPassword(db, row.user.id, input.password);
    await clearFailures(db, `login:account:${row.user.email}`);
    // A reset link proves the e-mail, not the second factor: an account with one is asked for it.
    const signedIn = await startSignIn(db, row.user, caller, "password-reset");
    await recordSecurityEvent(db, {
      type: "password-reset-completed",
      caller,
      userId: row.user.id,
      email: row.user.email,
    });
    return { ...signedIn, deviceToken: await rememberDevice(db, row.user.id, caller.deviceToken) };
  },
);
