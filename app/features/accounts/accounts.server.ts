/**
 * Account use cases: sign up, log in, log out, change password. Each owns its input schema (the
 * spec's messages live in the feature's schema.ts, shared with the browser), its rules (rate limits,
 * one message for unknown e-mail and wrong password) and its output: the user and, where one
 * starts, the new session. Setting the cookie is the caller's business.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { ChangePasswordSchema, LoginSchema, SignupSchema } from "#app/features/accounts/schema";
import { AppError } from "#app/server/app-error";
import { claimAttempt, clearFailures, enforce, LIMITS } from "#app/server/auth/rate-limit.server";
import {
  createSession,
  invalidateOtherSessions,
  invalidateSession,
  invalidateSessionByRef,
  listSessions,
} from "#app/server/auth/session.server";
import type { Database } from "#app/server/db/client.server";
import { sessions } from "#app/server/db/schema";
import { recordSecurityEvent } from "#app/server/security-events.server";
import { type Caller, defineUseCase, type ServiceContext, type UserContext } from "#app/server/use-case.server";
import { deviceIdOf, isKnownDevice, rememberDevice } from "./devices.server";
import { type SecondStep, startSecondStep } from "./mfa.server";
import { verifyPassword } from "./password.server";
import { passwordProblem } from "./password-blocklist.server";
import { authenticate, EmailTakenError, INVALID_LOGIN, setPassword, signUpUser, type UserRow } from "./users.server";

/** `secondFactorAt`: when the session proved a second factor, the mark admin rights need (ADR 0055). */
export type NewSession = { token: string; expiresAt: Date; secondFactorAt: Date | null };
/** `deviceToken`: this browser's device cookie, set after a sign-in with the password (ADR 0021). */
export type SignedIn = { user: UserRow; session: NewSession; deviceToken?: string };

/**
 * A new session for the user, remembering the caller's browser for the account page's list.
 * `secondFactor`: the new session carries on one that proved the second factor (a password change).
 */
export async function startSession(
  db: Database,
  user: UserRow,
  caller?: Caller,
  secondFactor = false,
): Promise<SignedIn> {
  return { user, session: await createSession(db, user.id, { userAgent: caller?.userAgent, secondFactor }) };
}

/**
 * After a first factor (the password, an identity provider, a reset link): a session, or for an
 * account with a second factor the step that asks for its code (ADR 0055).
 */
export async function startSignIn(
  db: Database,
  user: UserRow,
  caller: Caller,
  method: string,
): Promise<SignedIn | SecondStep> {
  return user.mfaEnabledAt ? startSecondStep(db, user, method) : startSession(db, user, caller);
}

/** Whether a sign-in still waits for its second factor (no session yet). */
export function awaitsSecondFactor(outcome: SignedIn | SecondStep): outcome is SecondStep {
  return "challenge" in outcome;
}

/** A session after the password was proven from this browser: it becomes a known device too. */
async function startPasswordSession(
  db: Database,
  user: UserRow,
  caller: ServiceContext["caller"],
  secondFactor = false,
) {
  const signedIn = await startSession(db, user, caller, secondFactor);
  return { ...signedIn, deviceToken: await rememberDevice(db, user.id, caller.deviceToken) };
}

export const signUp = defineUseCase(SignupSchema, async ({ db, caller }: ServiceContext, input): Promise<SignedIn> => {
  await enforce(db, `signup:ip:${caller.ip}`, LIMITS.signupPerIp, caller);
  const problem = passwordProblem(input.password, input);
  if (problem) throw new AppError(400, problem, { password: [problem] });
  try {
    return await startPasswordSession(db, await signUpUser(db, input), caller);
  } catch (error) {
    if (error instanceof EmailTakenError) throw new AppError(409, error.message, { email: [error.message] });
    throw error;
  }
});

/**
 * Per client address a fixed window; per account growing delays after a few failures (never a
 * lock-out). A browser that has signed in to this account before is throttled on its own counter,
 * so its owner gets in with the right password while strangers are being slowed down. An account
 * with a second factor gets the step that asks for its code instead of a session.
 */
export const logIn = defineUseCase(
  LoginSchema,
  async ({ db, caller }: ServiceContext, input): Promise<SignedIn | SecondStep> => {
    await enforce(db, `login:ip:${caller.ip}`, LIMITS.loginPerIp, caller);
    const known = await isKnownDevice(db, caller.deviceToken, input.email);
    const key =
      known && caller.deviceToken
        ? `login:device:${deviceIdOf(caller.deviceToken)}:${input.email}`
        : `login:account:${input.email}`;
    try {
      await claimAttempt(db, key);
    } catch (error) {
      // A growing delay is in force for this account (or this known device of it): a lock-out delay.
      const retryAfter = error instanceof AppError ? error.retryAfter : undefined;
      await recordSecurityEvent(db, { type: "sign-in-throttled", caller, email: input.email, detail: { retryAfter } });
      throw error;
    }
    const user = await authenticate(db, input.email, input.password);
    if (!user) {
      // The e-mail as typed, never the password (ADR 0054).
      await recordSecurityEvent(db, {
        type: "sign-in-failed",
        caller,
        email: input.email,
        detail: { method: "password" },
      });
      throw new AppError(401, INVALID_LOGIN);
    }
    await clearFailures(db, key);
    // The password was proven from this browser either way: it is a known device of the account.
    const deviceToken = await rememberDevice(db, user.id, caller.deviceToken);
    if (user.mfaEnabledAt) return { ...(await startSecondStep(db, user, "password")), deviceToken };
    const signedIn = await startSession(db, user, caller);
    await recordSecurityEvent(db, {
      type: "sign-in-succeeded",
      caller,
      userId: user.id,
      email: user.email,
      detail: { method: "password", knownDevice: known },
    });
    return { ...signedIn, deviceToken };
  },
);

/** Ends the session the token belongs to; unknown or missing tokens are fine (logging out twice is harmless). */
export const logOut = defineUseCase(
  z.object({ token: z.string().optional() }),
  async ({ db }: ServiceContext, { token }) => {
    if (token) await invalidateSession(db, token);
  },
);

export const CURRENT_PASSWORD_WRONG = "Your current password is not correct";

/** Every session of the user ends; the caller's browser gets the fresh session returned here. */
/** Guessing the current password from a stolen session is throttled like a log-in. */
export const changePassword = defineUseCase(
  ChangePasswordSchema,
  async ({ db, user, caller, sessionId }: UserContext, input): Promise<SignedIn> => {
    await enforce(db, `password:ip:${caller.ip}`, LIMITS.passwordChangePerIp, caller);
    const key = `password:user:${user.id}`;
    await claimAttempt(db, key);
    if (!user.password || !(await verifyPassword(input.currentPassword, user.password))) {
      throw new AppError(400, CURRENT_PASSWORD_WRONG, { currentPassword: [CURRENT_PASSWORD_WRONG] });
    }
    await clearFailures(db, key);
    const problem = passwordProblem(input.newPassword, user);
    if (problem) throw new AppError(400, problem, { newPassword: [problem] });
    // The fresh session keeps what this one proved: a second factor is not asked for again.
    const current = sessionId
      ? await db.select({ at: sessions.secondFactorAt }).from(sessions).where(eq(sessions.id, sessionId)).get()
      : undefined;
    await setPassword(db, user.id, input.newPassword);
    const signedIn = await startPasswordSession(db, user, caller, Boolean(current?.at));
    await recordSecurityEvent(db, { type: "password-changed", caller, userId: user.id, email: user.email });
    return signedIn;
  },
);

export const SESSION_NOT_FOUND = "That session has already ended.";
export const USE_LOG_OUT = "To end this device's session, use Log out.";

/** The signed-in user's sessions for the account page (browser, sign-in, last use, this one marked). */
export function mySessions({ db, user, sessionId }: UserContext) {
  return listSessions(db, user.id, sessionId);
}

/** Ends one of the user's other sessions, named by the ref the account page shows. */
export const signOutSession = defineUseCase(
  z.object({ intent: z.literal("sign-out-session"), session: z.string().regex(/^[0-9a-f]{32}$/) }),
  async ({ db, user, sessionId }: UserContext, input) => {
    const mine = await listSessions(db, user.id, sessionId);
    if (mine.find((s) => s.ref === input.session)?.current) throw new AppError(400, USE_LOG_OUT);
    if (!(await invalidateSessionByRef(db, user.id, input.session))) throw new AppError(404, SESSION_NOT_FOUND);
  },
);

/** "Sign out everywhere else": every session of the user but this one ends. */
export const signOutOtherSessions = defineUseCase(
  z.object({ intent: z.literal("sign-out-others") }),
  async ({ db, user, sessionId }: UserContext): Promise<{ ended: number }> => {
    if (!sessionId) throw new AppError(400, USE_LOG_OUT);
    return { ended: await invalidateOtherSessions(db, user.id, sessionId) };
  },
);
