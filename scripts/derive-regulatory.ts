/**
 * Derive data/regulatory/cosing.json from the European Commission's CosIng CSV exports of
 * Annexes II to VI of Regulation (EC) No 1223/2009.
 *
 *   npm run data:regulatory                 # reads ../shared/data/cosing
 *   npx tsx scripts/derive-regulatory.ts DIR
 *
 * DIR (relative to the current directory) holds annex_II.csv … annex_VI.csv. The derivation
 * itself is in formulation/regulatory/derive.ts; this script reads the files (UTF-8, line endings
 * untouched: the cells contain CRLF line breaks that a translating reader would damage), parses
 * them with a real CSV parser and writes the JSON.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import { deriveAll, serialiseData } from "../formulation/regulatory/derive";
import { ANNEXES, type Annex } from "../formulation/regulatory/types";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_INPUT_DIR = resolve(repoRoot, "../shared/data/cosing");
export const OUTPUT_FILE = resolve(repoRoot, "data/regulatory/cosing.json");

/** Parse one export into rows of cells. The preamble rows have fewer cells than the header. */
export function parseCosingCsv(text: string): string[][] {
  return parse(text, {
    relax_column_count: true,
    skip_empty_lines: false,
    bom: true,
  }) as string[][];
}

export function readAnnexFile(dir: string, annex: Annex): string[][] {
  const text = readFileSync(resolve(dir, `annex_${annex}.csv`), { encoding: "utf8" });
  return parseCosingCsv(text);
}

export function readAllAnnexes(dir: string): Record<Annex, string[][]> {
  const out = {} as Record<Annex, string[][]>;
  for (const annex of ANNEXES) out[annex] = readAnnexFile(dir, annex);
  return out;
}

function main(argv: readonly string[]): void {
  const inputDir = argv[0] ? resolve(process.cwd(), argv[0]) : DEFAULT_INPUT_DIR;
  const { data, summary, problems } = deriveAll(readAllAnnexes(inputDir));
  const json = serialiseData(data);
  writeFileSync(OUTPUT_FILE, json, "utf8");

  for (const annex of ANNEXES) {
    const s = summary[annex];
    const m = data.annexes[annex];
    const shifted = s.shiftedRows ? `, ${s.shiftedRows} rows with shifted condition columns` : "";
    console.log(
      `Annex ${annex.padEnd(3)} last update ${m.lastUpdate}: ${s.records} records, ${s.placeholders} placeholders dropped, ${s.entries} entries${shifted}`,
    );
  }
  console.log(
    `${data.entries.length} entries, ${Buffer.byteLength(json)} bytes → ${OUTPUT_FILE.slice(repoRoot.length + 1)}`,
  );
  if (problems.length) {
    console.log(`${problems.length} data problems (numbers moved or dropped):`);
    for (const p of problems) console.log(`  ${p}`);
  }
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) main(process.argv.slice(2));
