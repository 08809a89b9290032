/**
 * Accounts: sign-up, password sign-in, identity-provider accounts, and the public view of a user.
 * Error messages never reveal whether an e-mail is registered (except at sign-up, where the
 * visitor must be told the address is taken).
 */
import { and, eq } from "drizzle-orm";
import { PROVIDER_ACCOUNT_EXISTS, PROVIDER_LINKED_ELSEWHERE } from "#app/features/accounts/provider-messages";
import type { SignupInput } from "#app/features/accounts/schema";
import { AppError } from "#app/server/app-error";
import { forgetUserSessions } from "#app/server/auth/recent-sessions.server";
import { invalidateUserSessions } from "#app/server/auth/session.server";
import type { Database } from "#app/server/db/client.server";
import { oauthAccounts, users } from "#app/server/db/schema";
import { getConfig } from "#app/server/env.server";
import { recordSecurityEvent } from "#app/server/security-events.server";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.server";
import { needsRehash } from "./password-params";

export const INVALID_LOGIN = "Invalid email or password.";
export const EMAIL_TAKEN = "An account with this email already exists. Please log in instead.";

export type UserRow = typeof users.$inferSelect;

/**
 * The admin role is the stored flag, granted explicitly: by `npm run admin:grant`, or at an
 * identity-provider sign-in whose provider confirmed an address listed in ADMIN_EMAILS (see
 * `userForProvider`). An e-mail nobody proved (a password sign-up) never makes an admin.
 *
 * Admin rights need more (ADR 0055): the account has a second factor and this session proved it.
 * An administrator without one is asked to enrol and is an ordinary user until done. Only the
 * local administrator of a developer's machine may be exempt (`mfaExempt`).
 */
export function isAdmin(
  user: Pick<UserRow, "isAdmin" | "email" | "mfaEnabledAt">,
  secondFactorAt: Date | null | undefined,
): boolean {
  if (!user.isAdmin) return false;
  return Boolean(user.mfaEnabledAt && secondFactorAt) || mfaExempt(user);
}

/** The seeded local administrator under LOCAL_ADMIN_MFA_EXEMPT="on" (never on a deployed worker). */
export function mfaExempt(user: Pick<UserRow, "email">): boolean {
  return getConfig().mfaExemptAdmins.includes(user.email.toLowerCase());
}

/** Whether the account must have a second factor: every administrator, but the exempt local one. */
export function mfaRequired(user: Pick<UserRow, "isAdmin" | "email">): boolean {
  return user.isAdmin && !mfaExempt(user);
}

/**
 * Who a user is where the back office lists them (User Activity, the visitor beside a support
 * chat): the columns to select, each list adding its own after them.
 */
export const userListColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  country: users.country,
};

/**
 * What the browser may see of a user: never the password hash. `isAdmin` is the admin rights of
 * the session asking (`isAdmin` above), not the stored role: an administrator who has not proved
 * a second factor is shown no Admin button.
 */
export function publicUser(user: UserRow, adminRights: boolean) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    country: user.country,
    profileImageUrl: user.profileImageUrl,
    isAdmin: adminRights,
    emailVerified: Boolean(user.emailVerifiedAt),
  };
}
export type PublicUser = ReturnType<typeof publicUser>;

export class EmailTakenError extends Error {}

export async function signUpUser(db: Database, input: SignupInput): Promise<UserRow> {
  // Hashed first, whether or not the address is taken: the answer takes as long either way, so
  // its timing does not tell which e-mails have accounts.
  const password = await hashPassword(input.password);
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get();
  if (existing) throw new EmailTakenError(EMAIL_TAKEN);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        password,
        firstName: input.firstName,
        lastName: input.lastName,
        country: input.country,
      })
      .returning();
    if (!user) throw new Error("user not created");
    return user;
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (String(error).includes("UNIQUE")) throw new EmailTakenError(EMAIL_TAKEN);
    throw error;
  }
}

/** The user for an e-mail and password, or null — in the same time whether or not the e-mail exists. */
export async function authenticate(db: Database, emailAddress: string, password: string): Promise<UserRow | null> {
  const user = await db.select().from(users).where(eq(users.email, emailAddress)).get();
  if (!user?.password) {
    await verifyPassword(password, await dummyPasswordHash());
    return null;
  }
  if (!(await verifyPassword(password, user.password))) return null;
  if (needsRehash(user.password)) {
    await db
      .update(users)
      .set({ password: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  return user;
}

/** Sets a new password and ends every session of the user (the caller starts a fresh one). */
export async function setPassword(db: Database, userId: string, newPassword: string) {
  await db
    .update(users)
    .set({ password: await hashPassword(newPassword) })
    .where(eq(users.id, userId));
  await invalidateUserSessions(db, userId);
}

export type ProviderProfile = {
  provider: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
};

/**
 * The user for an identity-provider sign-in: the linked account if there is one; else the account
 * with the same e-mail when its owner proved that address (a verification link, or a provider
 * that created it); else a new account. A password account whose e-mail nobody proved is never
 * linked here — whoever signed it up may not own the address (pre-account hijacking): its owner
 * verifies the address or connects the provider from the account page (`linkProvider`).
 */
export async function userForProvider(db: Database, profile: ProviderProfile): Promise<UserRow> {
  const linked = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, profile.provider), eq(oauthAccounts.subject, profile.subject)))
    .get();
  if (linked) return grantListedAdmin(db, linked.user, profile);
  if (!profile.email || !profile.emailVerified)
    throw new Error("The identity provider did not confirm an e-mail address");
  const address = profile.email.toLowerCase();
  const existing = await db.select().from(users).where(eq(users.email, address)).get();
  if (existing?.password && !existing.emailVerifiedAt) throw new AppError(409, PROVIDER_ACCOUNT_EXISTS);
  // Two first sign-ins of one person at once (two tabs) race here: the unique e-mail decides,
  // and the loser reads the row the winner wrote instead of failing.
  await db
    .insert(users)
    .values({
      email: address,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.picture,
      // The provider confirmed the address.
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing({ target: users.email });
  const user = await db.select().from(users).where(eq(users.email, address)).get();
  if (!user) throw new Error("user not created");
  if (user.password && !user.emailVerifiedAt) throw new AppError(409, PROVIDER_ACCOUNT_EXISTS);
  await db
    .insert(oauthAccounts)
    .values({ provider: profile.provider, subject: profile.subject, userId: user.id })
    .onConflictDoNothing();
  return grantListedAdmin(db, user, profile);
}

/** The signed-in owner connects a provider account to theirs (from the account page). */
export async function linkProvider(db: Database, userId: string, profile: ProviderProfile): Promise<void> {
  const owner = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, profile.provider), eq(oauthAccounts.subject, profile.subject)))
    .get();
  if (owner && owner.userId !== userId) throw new AppError(409, PROVIDER_LINKED_ELSEWHERE);
  if (!owner) await db.insert(oauthAccounts).values({ provider: profile.provider, subject: profile.subject, userId });
}

/** ADMIN_EMAILS grants admin rights only to an address the provider confirmed, and records the grant. */
async function grantListedAdmin(db: Database, user: UserRow, profile: ProviderProfile): Promise<UserRow> {
  const confirmed = profile.emailVerified && profile.email?.toLowerCase() === user.email.toLowerCase();
  if (user.isAdmin || !confirmed || !getConfig().adminEmails.includes(user.email.toLowerCase())) return user;
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  forgetUserSessions(user.id);
  await recordSecurityEvent(db, {
    type: "admin-granted",
    userId: user.id,
    email: user.email,
    detail: { by: "ADMIN_EMAILS", provider: profile.provider },
  });
  return { ...user, isAdmin: true };
}

/** Whether the user has connected an identity-provider account (the account page shows it). */
export async function hasProviderAccount(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .select({ id: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .get();
  return Boolean(row);
}
