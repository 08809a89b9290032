/**
 * Multi-factor sign-in (ADR 0055): TOTP codes (RFC 6238: six digits, 30-second steps, HMAC-SHA-1,
 * what every authenticator app reads from an otpauth:// URI) computed by @oslojs/otp, and ten
 * single-use recovery codes kept only as SHA-256 hashes.
 *
 * Sign-in: a correct password (or identity-provider answer) for an account with a second factor
 * starts no session; `startSecondStep` makes a five-minute, single-use step instead, and
 * `verifySecondFactor` turns it into a session marked as having proved the second factor (the
 * mark admin rights need). Codes of the previous and next step are accepted for clock skew, and a
 * code whose step was already used is refused, so a code seen over a shoulder cannot be replayed.
 * Every check is rate-limited per client address and per account; failures, enrolment, removal
 * and recovery-code use are security events (ADR 0054) that never contain a code or the secret.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import {
  decodeBase32IgnorePadding,
  encodeBase32LowerCaseNoPadding,
  encodeBase32UpperCaseNoPadding,
  encodeHexLowerCase,
} from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { and, count, eq, gt, isNull, lt, lte, or } from "drizzle-orm";
import { z } from "zod";
import {
  MfaBeginSchema,
  MfaConfirmSchema,
  MfaRecoveryCodesSchema,
  MfaRemoveSchema,
  RecoveryCodeSchema,
  SecondFactorCodeSchema,
} from "#app/features/accounts/schema";
import { AppError } from "#app/server/app-error";
import { claimAttempt, clearFailures, enforce, LIMITS, RATE_LIMIT_MESSAGE } from "#app/server/auth/rate-limit.server";
import { forgetUserSessions } from "#app/server/auth/recent-sessions.server";
import {
  createSession,
  generateSessionToken,
  invalidateOtherSessions,
  sessionIdOf,
} from "#app/server/auth/session.server";
import type { Database } from "#app/server/db/client.server";
import { mfaChallenges, mfaRecoveryCodes, sessions, totpCredentials, users } from "#app/server/db/schema";
import { recordSecurityEvent } from "#app/server/security-events.server";
import { type Caller, defineUseCase, type ServiceContext, type UserContext } from "#app/server/use-case.server";
import type { SignedIn } from "./accounts.server";
import { verifyPassword } from "./password.server";
import { mfaRequired, type UserRow } from "./users.server";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second sign-in step waits for its code, and how many wrong codes it takes. */
export const SECOND_STEP_MS = 5 * 60_000;
export const SECOND_STEP_MAX_FAILURES = 5;
/** A key shown for enrolment but not confirmed within this time is replaced when asked again. */
export const ENROLMENT_MS = 30 * 60_000;
/** The name authenticator apps list the account under. */
export const TOTP_ISSUER = "Formulab";

export const CODE_WRONG = "That code is not right. Check that your phone's clock is set automatically and try again.";
export const CODE_REUSED = "That code was just used. Wait for the next code in your app.";
export const RECOVERY_CODE_WRONG = "That recovery code is not right, or it has already been used.";
export const SECOND_STEP_EXPIRED = "Your sign-in step expired. Please log in again.";
export const TOO_MANY_CODES = "Too many wrong codes. Please log in again.";
export const MFA_ALREADY_ON = "Two-factor authentication is already on.";
export const MFA_NOT_ON = "Two-factor authentication is not on.";
export const ENROLMENT_EXPIRED = "This set-up key has expired. Please start again.";
export const ADMIN_KEEPS_MFA =
  "Administrators must keep two-factor authentication on. Ask another administrator to revoke your admin rights first.";
export const MFA_ENROL_REQUIRED =
  "Administrators must turn on two-factor authentication. Your admin rights start once it is on.";
export const REMOVE_PROOF_WRONG = "That password or code is not right.";

const encoder = new TextEncoder();

function stepAt(now: number): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The step a code belongs to — this one, or the one before or after (clock skew) — or null. */
export function totpStep(key: Uint8Array, code: string, now = Date.now()): number | null {
  const typed = encoder.encode(code);
  const current = stepAt(now);
  for (const step of [current, current - 1, current + 1]) {
    const expected = encoder.encode(generateHOTP(key, BigInt(step), TOTP_DIGITS));
    if (expected.length === typed.length && constantTimeEqual(expected, typed)) return step;
  }
  return null;
}

type CodeOutcome = "ok" | "wrong" | "reused";

/**
 * Checks a code against the user's secret and, when it is right, claims its step atomically: of
 * two requests with one code (or a later replay) only the first moves `last_used_step` on.
 */
async function acceptTotp(db: Database, userId: string, code: string, now = Date.now()): Promise<CodeOutcome> {
  const credential = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId)).get();
  if (!credential) return "wrong";
  const step = totpStep(decodeBase32IgnorePadding(credential.secret), code, now);
  if (step === null) return "wrong";
  const claimed = await db
    .update(totpCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return claimed.length ? "ok" : "reused";
}

function recoveryCodeHash(normalized: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(`recovery-code:${normalized}`)));
}

/** Ten new codes of 50 random bits (`abcde-fghij`), replacing any the user had; returned once, kept hashed. */
async function replaceRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10),
  );
  await db.batch([
    db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId)),
    db.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) }))),
  ]);
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Spends one recovery code (already normalised by the schema); false when it is unknown or used. */
async function spendRecoveryCode(db: Database, userId: string, normalized: string): Promise<boolean> {
  const spent = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, recoveryCodeHash(normalized)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)))
    .get();
  return row?.n ?? 0;
}

function failedCode(db: Database, caller: Caller, user: UserRow, detail: { stage: string; method: string }) {
  return recordSecurityEvent(db, { type: "mfa-failed", caller, userId: user.id, email: user.email, detail });
}

function wrongCode(outcome: CodeOutcome, field: "code" | "recoveryCode"): AppError {
  const message = field === "recoveryCode" ? RECOVERY_CODE_WRONG : outcome === "reused" ? CODE_REUSED : CODE_WRONG;
  return new AppError(400, message, { [field]: [message] });
}

/** Per address and per account: six digits are a million guesses, so an account gets few tries. */
async function limitCodeChecks(db: Database, caller: Caller, userId: string) {
  await enforce(db, `mfa:ip:${caller.ip}`, LIMITS.mfaPerIp, caller);
  await enforce(db, `mfa:user:${userId}`, LIMITS.mfaPerAccount, caller, RATE_LIMIT_MESSAGE, userId);
}

// ——— Sign-in ———

/** After the first factor, for an account with a second one: the step's token for its cookie. */
export type SecondStep = { user: UserRow; challenge: { token: string; expiresAt: Date }; deviceToken?: string };

export async function startSecondStep(db: Database, user: UserRow, method: string, now = Date.now()) {
  const token = generateSessionToken();
  const expiresAt = new Date(now + SECOND_STEP_MS);
  await db.batch([
    db.delete(mfaChallenges).where(and(eq(mfaChallenges.userId, user.id), lte(mfaChallenges.expiresAt, new Date(now)))),
    db.insert(mfaChallenges).values({ id: sessionIdOf(token), userId: user.id, method, expiresAt }),
  ]);
  return { user, challenge: { token, expiresAt } } satisfies SecondStep;
}

/** The step's token rides in its cookie; the page or API adds it to the code typed. */
const SecondStepInput = z
  .object({ token: z.string().max(100).optional() })
  .and(z.union([SecondFactorCodeSchema, RecoveryCodeSchema]));

export type SecondFactorSignedIn = SignedIn & { recoveryCodesLeft?: number };

/**
 * The second sign-in step. The step is taken (deleted) before the code is checked, so two requests
 * cannot both use it; a wrong code puts it back with one more failure, until the fifth.
 */
export const verifySecondFactor = defineUseCase(
  SecondStepInput,
  async ({ db, caller }: ServiceContext, input): Promise<SecondFactorSignedIn> => {
    const now = Date.now();
    const id = input.token ? sessionIdOf(input.token) : undefined;
    const live = id
      ? await db
          .select({ challenge: mfaChallenges, user: users })
          .from(mfaChallenges)
          .innerJoin(users, eq(users.id, mfaChallenges.userId))
          .where(and(eq(mfaChallenges.id, id), gt(mfaChallenges.expiresAt, new Date(now))))
          .get()
      : undefined;
    if (!id || !live) throw new AppError(401, SECOND_STEP_EXPIRED);
    const { user } = live;
    await limitCodeChecks(db, caller, user.id);
    const [taken] = await db.delete(mfaChallenges).where(eq(mfaChallenges.id, id)).returning();
    if (!taken) throw new AppError(401, SECOND_STEP_EXPIRED);
    const viaRecovery = "recoveryCode" in input;
    const outcome: CodeOutcome = viaRecovery
      ? (await spendRecoveryCode(db, user.id, input.recoveryCode))
        ? "ok"
        : "wrong"
      : await acceptTotp(db, user.id, input.code, now);
    if (outcome !== "ok") {
      await failedCode(db, caller, user, { stage: "sign-in", method: viaRecovery ? "recovery" : "totp" });
      if (taken.failures + 1 >= SECOND_STEP_MAX_FAILURES) throw new AppError(401, TOO_MANY_CODES);
      await db.insert(mfaChallenges).values({ ...taken, failures: taken.failures + 1 });
      throw wrongCode(outcome, viaRecovery ? "recoveryCode" : "code");
    }
    const session = await createSession(db, user.id, { userAgent: caller.userAgent, secondFactor: true });
    await recordSecurityEvent(db, {
      type: "sign-in-succeeded",
      caller,
      userId: user.id,
      email: user.email,
      detail: { method: taken.method, secondFactor: viaRecovery ? "recovery" : "totp" },
    });
    if (!viaRecovery) return { user, session };
    const left = await recoveryCodesLeft(db, user.id);
    await recordSecurityEvent(db, {
      type: "recovery-code-used",
      caller,
      userId: user.id,
      email: user.email,
      detail: { remaining: left },
    });
    return { user, session, recoveryCodesLeft: left };
  },
);

// ——— My Account ———

export type MfaStatus = {
  enabled: boolean;
  enrolledAt: string | null;
  recoveryCodesLeft: number;
  /** The account must have a second factor (an administrator, unless the exempt local one). */
  required: boolean;
};

export async function mfaStatus(db: Database, user: UserRow): Promise<MfaStatus> {
  return {
    enabled: Boolean(user.mfaEnabledAt),
    enrolledAt: user.mfaEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: user.mfaEnabledAt ? await recoveryCodesLeft(db, user.id) : 0,
    required: mfaRequired(user),
  };
}

/** What the enrolment step shows: the key in groups of four, and the otpauth:// URI apps read. */
export type Enrolment = { key: string; uri: string; expiresAt: string };

function enrolmentOf(user: UserRow, secret: string, createdAt: Date): Enrolment {
  const uri = createTOTPKeyURI(
    TOTP_ISSUER,
    user.email,
    decodeBase32IgnorePadding(secret),
    TOTP_PERIOD_SECONDS,
    TOTP_DIGITS,
  );
  return {
    key: secret.match(/.{1,4}/g)?.join(" ") ?? secret,
    uri,
    expiresAt: new Date(createdAt.getTime() + ENROLMENT_MS).toISOString(),
  };
}

/** The enrolment under way (started, not yet confirmed, not expired), or null. Never once enabled. */
export async function pendingEnrolment(db: Database, user: UserRow, now = Date.now()): Promise<Enrolment | null> {
  if (user.mfaEnabledAt) return null;
  const row = await db
    .select()
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, user.id), gt(totpCredentials.createdAt, new Date(now - ENROLMENT_MS))))
    .get();
  return row ? enrolmentOf(user, row.secret, row.createdAt) : null;
}

/** Step one: a new random 160-bit key (RFC 4226's recommended length) for the app to add. */
export const beginMfaEnrolment = defineUseCase(
  MfaBeginSchema,
  async ({ db, user }: UserContext): Promise<Enrolment> => {
    if (user.mfaEnabledAt) throw new AppError(409, MFA_ALREADY_ON);
    const secret = encodeBase32UpperCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
    const createdAt = new Date();
    await db
      .insert(totpCredentials)
      .values({ userId: user.id, secret, createdAt })
      .onConflictDoUpdate({ target: totpCredentials.userId, set: { secret, lastUsedStep: null, createdAt } });
    return enrolmentOf(user, secret, createdAt);
  },
);

/**
 * Step two: a first correct code turns the second factor on. This session counts as having proved
 * it; every other session (signed in with the password alone) ends. The recovery codes are
 * returned here once and never again.
 */
export const confirmMfaEnrolment = defineUseCase(
  MfaConfirmSchema,
  async ({ db, user, caller, sessionId }: UserContext, input): Promise<{ recoveryCodes: string[] }> => {
    await limitCodeChecks(db, caller, user.id);
    if (user.mfaEnabledAt) throw new AppError(409, MFA_ALREADY_ON);
    if (!(await pendingEnrolment(db, user))) throw new AppError(400, ENROLMENT_EXPIRED);
    const outcome = await acceptTotp(db, user.id, input.code);
    if (outcome !== "ok") {
      await failedCode(db, caller, user, { stage: "enrol", method: "totp" });
      throw wrongCode(outcome, "code");
    }
    const now = new Date();
    await db.update(users).set({ mfaEnabledAt: now }).where(eq(users.id, user.id));
    const recoveryCodes = await replaceRecoveryCodes(db, user.id);
    if (sessionId) {
      await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
      await invalidateOtherSessions(db, user.id, sessionId);
    }
    forgetUserSessions(user.id);
    await recordSecurityEvent(db, { type: "mfa-enrolled", caller, userId: user.id, email: user.email });
    return { recoveryCodes };
  },
);

/** New recovery codes (the old ones stop working), for a current code from the app. */
export const replaceMfaRecoveryCodes = defineUseCase(
  MfaRecoveryCodesSchema,
  async ({ db, user, caller }: UserContext, input): Promise<{ recoveryCodes: string[] }> => {
    await limitCodeChecks(db, caller, user.id);
    if (!user.mfaEnabledAt) throw new AppError(409, MFA_NOT_ON);
    const outcome = await acceptTotp(db, user.id, input.code);
    if (outcome !== "ok") {
      await failedCode(db, caller, user, { stage: "recovery-codes", method: "totp" });
      throw wrongCode(outcome, "code");
    }
    const recoveryCodes = await replaceRecoveryCodes(db, user.id);
    await recordSecurityEvent(db, { type: "recovery-codes-replaced", caller, userId: user.id, email: user.email });
    return { recoveryCodes };
  },
);

/**
 * Turns the second factor off, for the password or a current code. An administrator who must have
 * one cannot: admin rights are revoked first (`npm run admin:revoke`).
 */
export const removeMfa = defineUseCase(
  MfaRemoveSchema,
  async ({ db, user, caller }: UserContext, input): Promise<{ enabled: false }> => {
    await limitCodeChecks(db, caller, user.id);
    if (!user.mfaEnabledAt) throw new AppError(409, MFA_NOT_ON);
    if (mfaRequired(user)) throw new AppError(403, ADMIN_KEEPS_MFA);
    let proven = false;
    if (input.code) {
      proven = (await acceptTotp(db, user.id, input.code)) === "ok";
    } else if (input.password && user.password) {
      // Guessing the password from a stolen session is throttled like a log-in.
      const key = `password:user:${user.id}`;
      await claimAttempt(db, key);
      proven = await verifyPassword(input.password, user.password);
      if (proven) await clearFailures(db, key);
    }
    if (!proven) {
      await failedCode(db, caller, user, { stage: "remove", method: input.code ? "totp" : "password" });
      throw new AppError(400, REMOVE_PROOF_WRONG, { [input.code ? "code" : "password"]: [REMOVE_PROOF_WRONG] });
    }
    await db.batch([
      db.delete(totpCredentials).where(eq(totpCredentials.userId, user.id)),
      db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id)),
      db.update(users).set({ mfaEnabledAt: null }).where(eq(users.id, user.id)),
    ]);
    forgetUserSessions(user.id);
    await recordSecurityEvent(db, { type: "mfa-removed", caller, userId: user.id, email: user.email });
    return { enabled: false };
  },
);
