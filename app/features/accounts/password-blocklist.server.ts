/**
 * The blocklist of common passwords (NIST SP 800-63B §5.1.1.2): the 10,000 most common passwords
 * from SecLists (see common-passwords.NOTICE.md), compared case-insensitively after NFKC
 * normalisation. Server-only: the list stays out of the browser bundle; the use cases check it.
 */
import {
  normalizePassword,
  PASSWORD_IS_COMMON,
  type PersonalInfo,
  personalPasswordProblem,
} from "#app/features/accounts/password-policy";
import list from "./common-passwords.txt?raw";

let blocked: Set<string> | undefined;

function blocklist(): Set<string> {
  blocked ??= new Set(
    list
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return blocked;
}

export function blocklistSize(): number {
  return blocklist().size;
}

export function isCommonPassword(password: string): boolean {
  return blocklist().has(normalizePassword(password).toLowerCase());
}

/** Why this password may not be used by this person, or null: common, the site's name, their e-mail or name. */
export function passwordProblem(password: string, person: PersonalInfo): string | null {
  if (isCommonPassword(password)) return PASSWORD_IS_COMMON;
  return personalPasswordProblem(password, person);
}
