/**
 * The server the end-to-end tests drive: the existing production build (npm test builds it
 * first) in workerd, with a fresh database of its own under .wrangler/e2e-<port> so a test run never
 * touches the developer's local data, and a fake OpenID Connect provider on loopback.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startFakeOidc } from "../test-support/fake-oidc";
import { migrate, seed } from "./lib/local-db";
import { ROOT, start } from "./lib/proc";

const PORT = process.env.E2E_PORT ?? "8788";
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 8789);
// One state directory per port, so two e2e runs on different ports never share a database.
const persistTo = join(ROOT, `.wrangler/e2e-${PORT}`);
rmSync(persistTo, { recursive: true, force: true });
migrate({ persistTo });
seed({ persistTo });
const oidc = await startFakeOidc(OIDC_PORT);
const vars = {
  OAUTH_PROVIDER: "oidc",
  OIDC_ISSUER: oidc.issuer,
  OAUTH_CLIENT_ID: "formulab-e2e",
  OAUTH_CLIENT_SECRET: "formulab-e2e-secret",
  ADMIN_EMAILS: "admin.e2e@example.com",
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
