/**
 * Where the end-to-end server lives, shared by playwright.config.ts and the fixtures: its port and
 * the folder scripts/serve-e2e.ts keeps its local D1/R2 state in (one folder per port).
 */
import { fileURLToPath } from "node:url";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_STATE_DIR = fileURLToPath(new URL(`../.wrangler/e2e-${E2E_PORT}/`, import.meta.url));
