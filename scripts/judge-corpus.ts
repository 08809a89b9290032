/**
 * Prints the generator's figures on a customer request file: honoured, honestly explained,
 * failed, hazardous, and every miss. Usage: npx tsx scripts/judge-corpus.ts formulation/generator/data/customer-requests.json
 */
import { readFileSync } from "node:fs";
import { type CustomerRequest, judgeRequest, summarise } from "../formulation/generator/customer-corpus";

const file = process.argv[2] ?? "formulation/generator/data/customer-requests.json";
const items = JSON.parse(readFileSync(file, "utf8")) as CustomerRequest[];
const verdicts = items.map(judgeRequest);
for (const v of verdicts.filter((x) => x.result === "failed" || x.hazardous)) {
  console.log(`${v.hazardous ? "HAZARD" : "miss"} ${v.id} [${v.status}] ${v.text}\n    ${v.misses.join("; ")}`);
}
const s = summarise(verdicts);
const pct = (n: number) => `${((100 * n) / s.total).toFixed(1)} %`;
console.log(
  `\n${file}: ${s.total} requests — honoured ${s.honoured} (${pct(s.honoured)}), explained ${s.explained} (${pct(s.explained)}), failed ${s.failed} (${pct(s.failed)}), hazardous ${s.hazardous}`,
);
