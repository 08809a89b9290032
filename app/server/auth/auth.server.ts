/**
 * The sign-up, log-in and log-out flows shared by the pages' actions and the JSON API, so one
 * set of rules (validation, rate limits, messages) serves both.
 */
import type { LoginInput, SignupInput } from "~/lib/auth-schemas";
import type { Database } from "../db/client.server";
import { jsonError } from "../http.server";
import { clearSessionCookie, readSessionToken, sessionCookie } from "./cookies.server";
import { clientIp, hit, LIMITS, RATE_LIMIT_MESSAGE } from "./rate-limit.server";
import { createSession, invalidateSession } from "./session.server";
import { authenticate, EmailTakenError, INVALID_LOGIN, signUp, type UserRow } from "./users.server";

export type AuthOutcome = { user: UserRow; setCookie: string };

async function startSession(db: Database, request: Request, user: UserRow): Promise<AuthOutcome> {
  const session = await createSession(db, user.id);
  return { user, setCookie: sessionCookie(request, session.token, session.expiresAt) };
}

/** Throws a JSON Response (409 e-mail taken, 429 too many) on failure. */
export async function signUpAndSignIn(db: Database, request: Request, input: SignupInput): Promise<AuthOutcome> {
  if (!(await hit(db, `signup:ip:${clientIp(request)}`, LIMITS.signupPerIp))) throw jsonError(429, RATE_LIMIT_MESSAGE);
  try {
    return await startSession(db, request, await signUp(db, input));
  } catch (error) {
    if (error instanceof EmailTakenError) throw jsonError(409, error.message, { email: [error.message] });
    throw error;
  }
}

/** Throws a JSON Response (401 with one message for unknown e-mail and wrong password, 429) on failure. */
export async function logIn(db: Database, request: Request, input: LoginInput): Promise<AuthOutcome> {
  const ipOk = await hit(db, `login:ip:${clientIp(request)}`, LIMITS.loginPerIp);
  const accountOk = await hit(db, `login:account:${input.email}`, LIMITS.loginPerAccount);
  if (!ipOk || !accountOk) throw jsonError(429, RATE_LIMIT_MESSAGE);
  const user = await authenticate(db, input.email, input.password);
  if (!user) throw jsonError(401, INVALID_LOGIN);
  return startSession(db, request, user);
}

export async function logOut(db: Database, request: Request): Promise<string> {
  const token = readSessionToken(request);
  if (token) await invalidateSession(db, token);
  return clearSessionCookie(request);
}
