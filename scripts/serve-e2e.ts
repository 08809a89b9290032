/**
 * The server the end-to-end tests drive: the existing production build (npm test builds it
 * first) in workerd, with a fresh database of its own under .wrangler/e2e so a test run never
 * touches the developer's local data.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { migrate, seed } from "./lib/local-db";
import { ROOT, start } from "./lib/proc";

const PORT = process.env.E2E_PORT ?? "8788";
const persistTo = join(ROOT, ".wrangler/e2e");
rmSync(persistTo, { recursive: true, force: true });
migrate({ persistTo });
seed({ persistTo });
start("wrangler", ["dev", "--port", PORT, "--ip", "127.0.0.1", "--persist-to", persistTo, "--log-level", "warn"]);
