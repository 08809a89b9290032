/**
 * Where the end-to-end server lives, shared by playwright.config.ts and the fixtures: its port and
 * the folder scripts/serve-e2e.ts keeps its local D1/R2 state in (one folder per port).
 */
import { fileURLToPath } from "node:url";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The fake identity provider scripts/serve-e2e.ts starts beside the server (test-support/fake-oidc.ts). */
export const E2E_OIDC_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 1)}`;
export const E2E_STATE_DIR = fileURLToPath(new URL(`../.wrangler/e2e-${E2E_PORT}/`, import.meta.url));

/**
 * Restarts the end-to-end server on the same state (scripts/serve-e2e.ts restarts it on SIGUSR2)
 * and resolves once it answers again; `whileDown` runs while it is stopped. Only the server-restart
 * project (playwright.config.ts) restarts it, after every other test has finished.
 */
export async function restartServer(whileDown: () => Promise<void> = async () => {}): Promise<void> {
  const { readFileSync } = await import("node:fs");
  const pid = Number(readFileSync(`${E2E_STATE_DIR}serve-e2e.pid`, "utf8"));
  const up = () =>
    fetch(`${E2E_ORIGIN}/api/stats`).then(
      (r) => r.ok,
      () => false,
    );
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 60_000;
  while (await up()) {
    if (Date.now() > deadline) throw new Error("the server did not stop");
    await new Promise((r) => setTimeout(r, 100));
  }
  await whileDown();
  while (!(await up())) {
    if (Date.now() > deadline) throw new Error("the server did not come back within 60 s");
    await new Promise((r) => setTimeout(r, 250));
  }
}
