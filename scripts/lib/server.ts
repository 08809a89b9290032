/** Starts the production build in workerd on a port with its own seeded state, for benchmarks and audits. */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { migrate, seed } from "./local-db";
import { ROOT, start } from "./proc";

export async function startProductionServer(
  port: number,
  stateName: string,
): Promise<{ origin: string; pid: number; stop: () => void }> {
  const persistTo = join(ROOT, ".wrangler", stateName);
  rmSync(persistTo, { recursive: true, force: true });
  migrate({ persistTo });
  seed({ persistTo });
  const child = start("wrangler", [
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    persistTo,
    "--log-level",
    "error",
  ]);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/stats`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("the production server did not start within 60 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, pid: child.pid ?? 0, stop: () => child.kill("SIGTERM") };
}
