/**
 * Grants or revokes admin rights on an existing account — the only way a password account
 * becomes an administrator (an unproven e-mail never does):
 *
 *   npm run admin:grant -- you@example.com [--remote]
 *   npm run admin:revoke -- you@example.com [--remote]
 *
 * Locally it writes the database `npm start` serves; with --remote, the deployed D1 database.
 * Either way the change is recorded in that database's security event log (`admin-granted`,
 * `admin-revoked`), beside those the worker records. An administrator also needs a second factor
 * to use the rights (ADR 0055): they are asked to turn it on at their next sign-in.
 */
import { randomUUID } from "node:crypto";
import { adminChangeSql } from "./lib/admin-grant-sql";
import { run } from "./lib/proc";

const [action, ...rest] = process.argv.slice(2);
const remote = rest.includes("--remote");
const email = rest
  .find((a) => !a.startsWith("--"))
  ?.trim()
  .toLowerCase();

if ((action !== "grant" && action !== "revoke") || !email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error("Usage: npm run admin:grant -- <e-mail> [--remote]   (or admin:revoke)");
  process.exit(2);
}

const statements = adminChangeSql(action, email, { eventId: randomUUID(), at: Date.now(), remote });
const out = run(
  "wrangler",
  ["d1", "execute", "DB", remote ? "--remote" : "--local", "--json", "--command", statements.join(";\n")],
  { quiet: true },
).stdout;
const changed = (JSON.parse(out) as { results: { email: string }[] }[])[0]?.results ?? [];
if (!changed.length) {
  console.error(`No account with the e-mail ${email}${remote ? " in the remote database" : ""}: sign up first.`);
  process.exit(1);
}
console.log(
  action === "grant"
    ? `${email} is now an administrator (admin rights need two-factor authentication, asked at their next sign-in).`
    : `${email} is no longer an administrator.`,
);
