/**
 * Account use cases: sign up, log in, log out, change password. Each owns its input schema (the
 * spec's messages live in ~/lib/auth-schemas, shared with the browser), its rules (rate limits,
 * one message for unknown e-mail and wrong password) and its output: the user and, where one
 * starts, the new session. Setting the cookie is the caller's business.
 */
import { z } from "zod";
import { ChangePasswordSchema, LoginSchema, SignupSchema } from "~/lib/auth-schemas";
import { AppError } from "../app-error";
import type { Database } from "../db/client.server";
import { defineUseCase, type ServiceContext, type UserContext } from "../use-case.server";
import { verifyPassword } from "./password.server";
import { hit, LIMITS, RATE_LIMIT_MESSAGE } from "./rate-limit.server";
import { createSession, invalidateSession } from "./session.server";
import { authenticate, EmailTakenError, INVALID_LOGIN, setPassword, signUpUser, type UserRow } from "./users.server";

export type NewSession = { token: string; expiresAt: Date };
export type SignedIn = { user: UserRow; session: NewSession };

export async function startSession(db: Database, user: UserRow): Promise<SignedIn> {
  return { user, session: await createSession(db, user.id) };
}

async function limit(db: Database, key: string, rule: (typeof LIMITS)[keyof typeof LIMITS]) {
  if (!(await hit(db, key, rule))) throw new AppError(429, RATE_LIMIT_MESSAGE);
}

export const signUp = defineUseCase(SignupSchema, async ({ db, caller }: ServiceContext, input): Promise<SignedIn> => {
  await limit(db, `signup:ip:${caller.ip}`, LIMITS.signupPerIp);
  try {
    return await startSession(db, await signUpUser(db, input));
  } catch (error) {
    if (error instanceof EmailTakenError) throw new AppError(409, error.message, { email: [error.message] });
    throw error;
  }
});

export const logIn = defineUseCase(LoginSchema, async ({ db, caller }: ServiceContext, input): Promise<SignedIn> => {
  await limit(db, `login:ip:${caller.ip}`, LIMITS.loginPerIp);
  await limit(db, `login:account:${input.email}`, LIMITS.loginPerAccount);
  const user = await authenticate(db, input.email, input.password);
  if (!user) throw new AppError(401, INVALID_LOGIN);
  return startSession(db, user);
});

/** Ends the session the token belongs to; unknown or missing tokens are fine (logging out twice is harmless). */
export const logOut = defineUseCase(
  z.object({ token: z.string().optional() }),
  async ({ db }: ServiceContext, { token }) => {
    if (token) await invalidateSession(db, token);
  },
);

export const CURRENT_PASSWORD_WRONG = "Your current password is not correct";

/** Every session of the user ends; the caller's browser gets the fresh session returned here. */
export const changePassword = defineUseCase(
  ChangePasswordSchema,
  async ({ db, user }: UserContext, input): Promise<SignedIn> => {
    if (!user.password || !(await verifyPassword(input.currentPassword, user.password))) {
      throw new AppError(400, CURRENT_PASSWORD_WRONG, { currentPassword: [CURRENT_PASSWORD_WRONG] });
    }
    await setPassword(db, user.id, input.newPassword);
    return startSession(db, user);
  },
);
