/**
 * The password rules every page and the server share (ADR 0021, NIST SP 800-63B §5.1.1.2):
 * at least 8 and at most 256 characters, counted as Unicode code points after NFKC normalisation
 * (so any script, emoji and spaces are fine, and one character is one character), not the site's
 * name, not the person's e-mail address or name. The blocklist of common passwords is checked on
 * the server only (`password-blocklist.server.ts` beside this file): it must not ship to browsers.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;
export const PASSWORD_IS_COMMON =
  "This password is too common: it is on lists of leaked passwords that attackers try first. Please choose another.";
export const PASSWORD_HAS_SITE_NAME = "This password is too easy to guess: it contains the name of this site.";
export const PASSWORD_HAS_EMAIL = "Your password must not contain your e-mail address.";
export const PASSWORD_HAS_NAME = "Your password must not contain your name.";

/** The form a password is hashed and compared in: NFKC, so equivalent spellings are one password. */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

/** Length in characters as people count them (code points), after normalisation. */
export function passwordLength(password: string): number {
  return [...normalizePassword(password)].length;
}

/** Words that make a password easy to guess on this site, whoever the user is. */
const SITE_WORDS = ["formulab"];

export type PersonalInfo = { email?: string | null; firstName?: string | null; lastName?: string | null };

const fold = (s: string) => normalizePassword(s).toLowerCase();

/**
 * Why a password is too easy to guess for this person on this site, or null. Words shorter than
 * three characters are ignored (an initial inside a long passphrase is no weakness).
 */
export function personalPasswordProblem(password: string, person: PersonalInfo = {}): string | null {
  const p = fold(password);
  if (SITE_WORDS.some((w) => p.includes(w))) return PASSWORD_HAS_SITE_NAME;
  const email = fold(person.email ?? "").trim();
  const local = email.split("@")[0] ?? "";
  if ((email && p.includes(email)) || ([...local].length >= 3 && p.includes(local))) return PASSWORD_HAS_EMAIL;
  for (const name of [person.firstName, person.lastName]) {
    const n = fold(name ?? "").trim();
    if ([...n].length >= 3 && p.includes(n)) return PASSWORD_HAS_NAME;
  }
  return null;
}
