/**
 * The generator on requests a chemist wrote without reading the engine
 * (data/customer-requests.json, the development set): no hazardous formula, and the share of
 * requests honoured or honestly explained must not fall. The figures are printed; the held-out
 * set (data/customer-requests-holdout.json) is reported by scripts/judge-corpus.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { type CustomerRequest, judgeRequest, summarise } from "./customer-corpus";

const load = (file: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, "data", file), "utf8")) as CustomerRequest[];

test("development requests: nothing hazardous, most honoured or honestly explained", () => {
  const items = load("customer-requests.json");
  expect(items.length).toBeGreaterThanOrEqual(100);
  const verdicts = items.map(judgeRequest);
  const s = summarise(verdicts);
  console.log(
    `customer requests: ${s.total}, honoured ${s.honoured}, explained ${s.explained}, failed ${s.failed}, hazardous ${s.hazardous}`,
  );
  for (const v of verdicts.filter((x) => x.hazardous)) console.log(`  hazard ${v.id}: ${v.misses.join("; ")}`);
  expect(s.hazardous).toBe(0);
  expect((s.honoured + s.explained) / s.total).toBeGreaterThanOrEqual(0.85);
});
