/**
 * Outputs derived from a resolved formula: the INCI label list, batch scaling and a cost
 * estimate. Pure functions over hundredths of a percent, so results are exact and repeatable.
 */
import { inciOf, type ResolvedRow } from "./resolve";

/**
 * The ingredient list for the label (EU Regulation 1223/2009 Art. 19): descending order of weight;
 * ingredients at 1 % or less may follow in any order — we keep them descending too, which is
 * always compliant. Duplicated INCI names are listed once.
 */
export function inciLabel(rows: readonly ResolvedRow[]): string[] {
  const sorted = rows
    .filter((r) => Number.isFinite(r.hundredths) && r.hundredths > 0)
    .slice()
    .sort((a, b) => b.hundredths - a.hundredths || a.index - b.index);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const row of sorted) {
    const inci = inciOf(row);
    const key = inci.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(inci);
  }
  return out;
}

export { type BatchUnit, GRAMS_PER, type ScaledRow, scaleBatch } from "./batch";

export type CostEstimate = {
  /** EUR per kg of finished product, from the knowledge base's indicative raw-material prices. */
  perKg: number;
  /** EUR per unit of `unitGrams` (raw materials only). */
  perUnit?: number;
  /** Share of the formula (in %) whose price is unknown and therefore not counted. */
  unpricedPercent: number;
  unpriced: string[];
};

/** What a cost estimate reads from a row (the generator prices its own rows too). */
export type CostRow = Pick<ResolvedRow, "label" | "hundredths" | "ingredient">;

export function estimateCost(rows: readonly CostRow[], options: { unitGrams?: number } = {}): CostEstimate {
  let perKg = 0;
  let unpricedHundredths = 0;
  const unpriced: string[] = [];
  for (const row of rows) {
    if (!Number.isFinite(row.hundredths) || row.hundredths <= 0) continue;
    const price = row.ingredient?.pricePerKg;
    if (price === undefined) {
      unpricedHundredths += row.hundredths;
      unpriced.push(row.label);
      continue;
    }
    perKg += (price * row.hundredths) / 10_000;
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    perKg: round(perKg),
    perUnit: options.unitGrams ? round((perKg * options.unitGrams) / 1000) : undefined,
    unpricedPercent: unpricedHundredths / 100,
    unpriced,
  };
}
