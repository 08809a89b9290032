/**
 * What the security event log records and the Security tab and its API agree on (ADR 0054).
 * Shared by server and browser code: the event types, their labels, page size and filters' limits.
 * Multi-factor sign-in (ADR 0055) records its events here too; the table takes any type.
 */
export const SECURITY_EVENT_TYPES = [
  "sign-in-succeeded",
  "sign-in-failed",
  "sign-in-throttled",
  "rate-limited",
  "password-reset-requested",
  "password-reset-completed",
  "password-changed",
  "admin-granted",
  "admin-revoked",
  "admin-access-refused",
  "mfa-enrolled",
  "mfa-removed",
  "mfa-failed",
  "recovery-code-used",
  "recovery-codes-replaced",
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const SECURITY_EVENT_LABELS: Record<SecurityEventType, string> = {
  "sign-in-succeeded": "Sign-in",
  "sign-in-failed": "Failed sign-in",
  "sign-in-throttled": "Sign-in delayed (throttled)",
  "rate-limited": "Rate limit refusal",
  "password-reset-requested": "Password reset requested",
  "password-reset-completed": "Password reset completed",
  "password-changed": "Password changed",
  "admin-granted": "Admin rights granted",
  "admin-revoked": "Admin rights revoked",
  "admin-access-refused": "Admin access refused (401/403)",
  "mfa-enrolled": "Second factor enrolled",
  "mfa-removed": "Second factor removed",
  "mfa-failed": "Second factor failed",
  "recovery-code-used": "Recovery code used",
  "recovery-codes-replaced": "New recovery codes",
};

/** How long events are kept: rows older than this are deleted as new ones are written. */
export const SECURITY_RETENTION_DAYS = 180;

/**
 * The in-app alert: one account (e-mail as typed) or one client address with at least this many
 * failed or throttled sign-ins within the window is listed in a banner on the Security tab.
 */
export const SECURITY_ALERT = { failedSignIns: 10, windowMinutes: 15 } as const;

/** Rows per page on /admin/security, and the API's default `limit` (at most 100). */
export const SECURITY_PAGE_SIZE = 50;
export const SECURITY_FILTER_MAX_LENGTH = 254;
