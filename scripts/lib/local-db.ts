/**
 * Local D1 chores shared by `npm start`, `npm run db:seed` and the e2e server: apply the
 * migrations and the idempotent seed to the workerd state under .wrangler/ (or another
 * --persist-to folder, so e2e runs never touch the developer's data).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseSeedInput } from "../../app/server/seed/seed-data";
import { buildSeedStatements } from "../../app/server/seed/seed-sql";
import { ROOT, run } from "./proc";

function persistArgs(persistTo?: string): string[] {
  return persistTo ? ["--persist-to", persistTo] : [];
}

export function migrateLocal(persistTo?: string) {
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)], {
    quiet: true,
    env: { CI: "true" },
  });
}

export function readSeedInput() {
  const libraryDir = join(ROOT, "data/library");
  const library = readdirSync(libraryDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(libraryDir, f), "utf8")) as unknown);
  const categories = JSON.parse(readFileSync(join(ROOT, "data/categories.json"), "utf8")) as unknown;
  return parseSeedInput({ categories, library });
}

export function seedLocal(persistTo?: string): { categories: number; formulations: number } {
  const input = readSeedInput();
  const statements = buildSeedStatements(input);
  const dir = join(ROOT, ".wrangler");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "seed.sql");
  writeFileSync(file, `${statements.join(";\n")};\n`);
  run("wrangler", ["d1", "execute", "DB", "--local", "--file", file, ...persistArgs(persistTo)], { quiet: true });
  return {
    categories: input.categories.length,
    formulations: input.library.reduce((n, f) => n + f.formulations.length, 0),
  };
}
