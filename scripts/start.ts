/**
 * `npm start`: build, migrate and seed the local database, then serve the production build in
 * workerd at http://localhost:8787 (state under .wrangler/). Fully offline.
 */
import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { ensureLocalAdmin } from "./lib/local-admin";
import { migrate, seed } from "./lib/local-db";
import { ROOT, run, start } from "./lib/proc";

const PORT = process.env.PORT ?? "8787";
const devVars = join(ROOT, ".dev.vars");
if (!existsSync(devVars)) {
  copyFileSync(join(ROOT, ".dev.vars.example"), devVars);
  console.log("Created .dev.vars from .dev.vars.example (local settings; never committed).");
}

console.log("Building…");
run("react-router", ["build"], { quiet: true });
console.log("Applying migrations and seeding the local database…");
migrate();
const counts = seed();
console.log(
  `Seeded ${counts.categories} categories, ${counts.formulations} library formulations and ${counts.articles} day-one articles (each once).`,
);
const admin = await ensureLocalAdmin();
if (admin) console.log(`Created the local admin ${admin} (password from .dev.vars).`);
console.log(`Starting Formulab on http://localhost:${PORT}`);
start("wrangler", ["dev", "--port", PORT, "--ip", "127.0.0.1", "--log-level", "warn"]);
