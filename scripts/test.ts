/**
 * `npm test`: every check, in the order that fails fastest —
 * typecheck (typegen first), lint, unit + workerd runtime tests, production build, the client
 * JavaScript budget of the public pages (scripts/client-budget.ts), Playwright e2e in Debian
 * Chromium against that build, and a `wrangler deploy --dry-run` whose compressed size must stay
 * under the Workers free-plan limit (3 MB).
 * Ends with one summary line of all tests run.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, run } from "./lib/proc";

const FREE_PLAN_LIMIT_KIB = 3 * 1024;
const reports = join(ROOT, ".wrangler/test-reports");
mkdirSync(reports, { recursive: true });

function step(name: string, fn: () => void) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  fn();
  console.log(`✔ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

step("typecheck", () => run("npm", ["run", "--silent", "typecheck"]));
step("lint", () => run("biome", ["check", "."]));
step("unit and runtime tests", () =>
  run("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${join(reports, "vitest.json")}`]),
);
step("build", () => run("react-router", ["build"], { quiet: true }));
// What each public page loads when it hydrates, within its budget (ADR 0024, ADR 0062).
step("client JavaScript budget", () => run("tsx", ["scripts/client-budget.ts"]));
step("end-to-end tests", () =>
  run("playwright", ["test", "--reporter=list,json"], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "playwright.json"), CI: process.env.CI ?? "" },
  }),
);
step("deploy bundle (dry run)", () => {
  const out = run("wrangler", ["deploy", "--dry-run"], { quiet: true }).stdout;
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
  if (!match) throw new Error("wrangler deploy --dry-run printed no bundle size");
  const gzipKiB = Number(match[2]);
  console.log(`Worker bundle: ${match[1]} KiB, ${gzipKiB} KiB compressed (free-plan limit ${FREE_PLAN_LIMIT_KIB} KiB)`);
  if (gzipKiB > FREE_PLAN_LIMIT_KIB) throw new Error("The compressed worker exceeds the 3 MB free-plan limit");
});

const vitest = JSON.parse(readFileSync(join(reports, "vitest.json"), "utf8")) as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
};
const playwright = JSON.parse(readFileSync(join(reports, "playwright.json"), "utf8")) as {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
};
const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
const skipped = vitest.numPendingTests + playwright.stats.skipped;
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
