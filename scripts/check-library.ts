/**
 * Quick structural check of data/library/*.json: schema, percentages summing to exactly 100 %,
 * unique slugs. The full validator run over the library lives in the engine's tests; this is
 * the fast feedback loop while writing library files.
 * Usage: npx tsx scripts/check-library.ts [file ...]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LibraryFileSchema } from "../formulation/library-schema";

const dir = "data/library";
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => join(dir, f));

const slugs = new Map<string, string>();
let problems = 0;
let count = 0;
for (const file of files) {
  const parsed = LibraryFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    problems++;
    console.log(`${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    continue;
  }
  for (const f of parsed.data.formulations) {
    count++;
    const seen = slugs.get(f.slug);
    if (seen) {
      problems++;
      console.log(`${file}: slug ${f.slug} also in ${seen}`);
    }
    slugs.set(f.slug, file);
    // Parts per million, as the engine counts: trace rows down to 0.0001 % add up exactly.
    let ppm = 0;
    for (const row of f.ingredients) {
      const m = /^(\d{1,3}(?:\.\d{1,4})?)%$/.exec(row.percentage);
      if (!m) {
        problems++;
        console.log(`${file}: ${f.slug}: percentage "${row.percentage}" is not like "12.5%"`);
        continue;
      }
      ppm += Math.round(Number(m[1]) * 10_000);
    }
    if (ppm !== 1_000_000) {
      problems++;
      console.log(`${file}: ${f.slug}: ingredients total ${(ppm / 10_000).toFixed(4)}%, not 100%`);
    }
  }
}
console.log(`${count} formulations in ${files.length} files, ${problems} problems`);
process.exit(problems ? 1 : 0);
