/**
 * The SQL `npm run admin:grant` / `admin:revoke` runs: the flag, and in the same request a row in
 * the security event log (ADR 0054) for the account it changed — none when no account has the
 * e-mail. Pure, so the runtime tests run the very statements against D1.
 */
import { sqlLiteral } from "../../app/server/seed/seed-sql";

export type AdminChange = "grant" | "revoke";

export function adminChangeSql(
  change: AdminChange,
  email: string,
  options: { eventId: string; at: number; remote: boolean },
): string[] {
  const flag = change === "grant" ? 1 : 0;
  const type = change === "grant" ? "admin-granted" : "admin-revoked";
  const detail = JSON.stringify({ by: `npm run admin:${change}`, database: options.remote ? "remote" : "local" });
  return [
    `UPDATE users SET is_admin = ${flag} WHERE email = ${sqlLiteral(email)} RETURNING email`,
    `INSERT INTO security_events (id, at, type, user_id, email, detail) SELECT ${[options.eventId, options.at, type]
      .map(sqlLiteral)
      .join(", ")}, id, email, ${sqlLiteral(detail)} FROM users WHERE email = ${sqlLiteral(email)}`,
  ];
}
