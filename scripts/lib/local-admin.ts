/**
 * The local administrator `npm start` creates on a fresh local database, with the credentials in
 * .dev.vars (LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD). Local only: nothing here runs in deploys.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { argon2id } from "argon2-wasm-edge";
import { ARGON2_PARAMS } from "../../app/features/accounts/password-params";
import { sqlLiteral } from "../../app/server/seed/seed-sql";
import { ROOT, run } from "./proc";

export function readDevVars(): Record<string, string> {
  const file = join(ROOT, ".dev.vars");
  if (!existsSync(file)) return {};
  const vars: Record<string, string> = {};
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/.exec(line);
    if (m?.[1]) vars[m[1]] = m[2] ?? "";
  }
  return vars;
}

function d1(args: string[], persistTo?: string) {
  return run(
    "wrangler",
    ["d1", "execute", "DB", "--local", ...(persistTo ? ["--persist-to", persistTo] : []), ...args],
    { quiet: true },
  );
}

/** Creates the local admin when the database has no users yet; returns its e-mail when it did. */
export async function ensureLocalAdmin(persistTo?: string): Promise<string | undefined> {
  const vars = readDevVars();
  const email = vars.LOCAL_ADMIN_EMAIL?.trim().toLowerCase();
  const password = vars.LOCAL_ADMIN_PASSWORD ?? "";
  if (!email || password.length < 8) return undefined;
  const out = d1(["--json", "--command", "SELECT count(*) AS n FROM users"], persistTo).stdout;
  const count = (JSON.parse(out) as { results: { n: number }[] }[])[0]?.results[0]?.n ?? 0;
  if (count > 0) return undefined;
  const hash = await argon2id({
    ...ARGON2_PARAMS,
    password,
    salt: crypto.getRandomValues(new Uint8Array(16)),
    outputType: "encoded",
  });
  const values = [randomUUID(), email, hash, "Local", "Admin", true].map(sqlLiteral).join(", ");
  d1(
    [
      "--command",
      `INSERT INTO users (id, email, password, first_name, last_name, is_admin) VALUES (${values}) ON CONFLICT(email) DO NOTHING`,
    ],
    persistTo,
  );
  return email;
}
