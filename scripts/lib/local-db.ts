/**
 * D1 chores shared by `npm start`, `npm run db:seed` and the e2e server: apply the
 * migrations and the idempotent seed to the workerd state under .wrangler/ (or another
 * --persist-to folder, so e2e runs never touch the developer's data).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseSeedInput } from "../../app/server/seed/seed-data";
import { buildSeedStatements } from "../../app/server/seed/seed-sql";
import { ROOT, run } from "./proc";

/** Where the D1 commands act: local workerd state (optionally another folder) or the remote database. */
export type DbTarget = { remote?: boolean; persistTo?: string };

function targetArgs(target: DbTarget = {}): string[] {
  if (target.remote) return ["--remote"];
  return target.persistTo ? ["--local", "--persist-to", target.persistTo] : ["--local"];
}

export function migrate(target?: DbTarget) {
  run("wrangler", ["d1", "migrations", "apply", "DB", ...targetArgs(target)], {
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
  return parseSeedInput({ categories, library, articles: readArticles() });
}

/** The day-one blog articles: data/blog/articles.json, each with its body from `<slug>.html`. */
function readArticles(): unknown[] {
  const dir = join(ROOT, "data/blog");
  const list = JSON.parse(readFileSync(join(dir, "articles.json"), "utf8")) as { slug: string }[];
  return list.map((a) => ({ ...a, content: readFileSync(join(dir, `${a.slug}.html`), "utf8") }));
}

export function seed(target?: DbTarget): { categories: number; formulations: number; articles: number } {
  const input = readSeedInput();
  const statements = buildSeedStatements(input);
  const dir = join(ROOT, ".wrangler");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "seed.sql");
  writeFileSync(file, `${statements.join(";\n")};\n`);
  run("wrangler", ["d1", "execute", "DB", "--file", file, ...targetArgs(target)], { quiet: true });
  return {
    categories: input.categories.length,
    formulations: input.library.reduce((n, f) => n + f.formulations.length, 0),
    articles: input.articles.length,
  };
}
