/**
 * The server the end-to-end tests drive: the existing production build (npm test builds it
 * first) in workerd, with a fresh database of its own under .wrangler/e2e-<port> so a test run never
 * touches the developer's local data, and a fake OpenID Connect provider on loopback.
 *
 * Everything the tests need in the database before they start (the library, administrators,
 * activity with past dates) is written here, before workerd opens the database; while it runs,
 * the tests change it only through the app.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { argon2id } from "argon2-wasm-edge";
import { ARGON2_PARAMS } from "../app/features/accounts/password-params";
import { sqlLiteral } from "../app/server/seed/seed-sql";
import { ACTIVITY, SEEDED_PASSWORD, seededAccounts } from "../test-support/e2e-accounts";
import { startFakeOidc } from "../test-support/fake-oidc";
import { migrate, seed } from "./lib/local-db";
import { ROOT, run, start } from "./lib/proc";

/** The SQL that writes the seeded accounts and their activity; `passwordHash` is SEEDED_PASSWORD's. */
function seedAccountsSql(passwordHash: string): string[] {
  const statements = seededAccounts().map((a) => {
    const values = [a.id, a.email, passwordHash, a.firstName, a.lastName, a.country, a.isAdmin].map(sqlLiteral);
    return `INSERT INTO users (id, email, password, first_name, last_name, country, is_admin) VALUES (${values.join(", ")})`;
  });
  const { download, favorite, zoe, omar } = ACTIVITY;
  statements.push(
    `INSERT INTO user_downloads (id, user_id, formulation_id, formulation_name, downloaded_at)
     SELECT 'e2e-download-1', ${sqlLiteral(zoe.id)}, id, name, ${Date.parse(download.at)} FROM formulations WHERE slug = ${sqlLiteral(download.slug)}`,
    `INSERT INTO user_favorites (id, user_id, formulation_id, added_at)
     SELECT 'e2e-favorite-1', ${sqlLiteral(omar.id)}, id, ${Date.parse(favorite.at)} FROM formulations WHERE slug = ${sqlLiteral(favorite.slug)}`,
  );
  return statements;
}

const PORT = process.env.E2E_PORT ?? "8788";
// Next to the server's port, so two e2e runs on different ports never share a provider either.
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? Number(PORT) + 1);
// One state directory per port, so two e2e runs on different ports never share a database.
const persistTo = join(ROOT, `.wrangler/e2e-${PORT}`);
rmSync(persistTo, { recursive: true, force: true });
migrate({ persistTo });
seed({ persistTo });
const hash = await argon2id({
  ...ARGON2_PARAMS,
  password: SEEDED_PASSWORD,
  salt: crypto.getRandomValues(new Uint8Array(16)),
  outputType: "encoded",
});
const accountsFile = join(persistTo, "e2e-accounts.sql");
writeFileSync(accountsFile, `${seedAccountsSql(hash).join(";\n")};\n`);
run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", accountsFile], { quiet: true });
const oidc = await startFakeOidc(OIDC_PORT);
const vars = {
  OAUTH_PROVIDER: "oidc",
  OIDC_ISSUER: oidc.issuer,
  OAUTH_CLIENT_ID: "formulab-e2e",
  OAUTH_CLIENT_SECRET: "formulab-e2e-secret",
  ADMIN_EMAILS: "admin.e2e@example.com",
  // The seeded administrators are this local run's local administrators: the tests act as them with
  // the password alone, as a developer does with npm start (ADR 0055). e2e/mfa.spec.ts enrols its own user.
  LOCAL_ADMIN_EMAIL: seededAccounts()
    .filter((a) => a.isAdmin)
    .map((a) => a.email)
    .join(","),
  LOCAL_ADMIN_MFA_EXEMPT: "on",
};
const serve = () =>
  start("wrangler", [
    "dev",
    "--port",
    PORT,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    persistTo,
    "--log-level",
    "warn",
    ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ]);
let server = serve();
// SIGUSR2 restarts the server on the same state (D1, R2, Durable Objects), as a deploy or a crash
// would: the chat tests check that nothing is lost across it (e2e/server.ts `restartServer`).
process.on("SIGUSR2", () => {
  server.once("exit", () => {
    server = serve();
  });
  server.kill("SIGTERM");
});
writeFileSync(join(persistTo, "serve-e2e.pid"), String(process.pid));
process.on("SIGTERM", () => void oidc.stop());
