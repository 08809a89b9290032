/**
 * Turns formula rows as people write them (name/INCI/CAS + percentage text) into resolved rows:
 * the amount in parts per million of the formula (the q.s. balance computed), and the
 * knowledge-base ingredient.
 */
import { findIngredient, type Ingredient } from "./knowledge";
import { type ParsedPercentage, PPM_TOTAL, parsePercentage } from "./percent";

export type FormulaRow = {
  name?: string;
  inci?: string;
  cas?: string;
  percentage: string | number;
  function?: string;
};

export type ResolvedRow = {
  index: number;
  /** What to call it in messages: the name, else the INCI, else the CAS number. */
  label: string;
  name?: string;
  inci?: string;
  cas?: string;
  function?: string;
  parsed: ParsedPercentage;
  /**
   * Amount in parts per million of the formula (1 % = 10 000), exact; for the balance row, what is
   * left to 100 %. NaN when unknown. Every limit comparison and sum uses this.
   */
  ppm: number;
  /** The same amount in hundredths of a percent (ppm / 100; fractional below 0.01 %). */
  hundredths: number;
  isBalance: boolean;
  ingredient?: Ingredient;
};

export type ResolvedFormula = {
  rows: ResolvedRow[];
  totalPpm: number;
  /** totalPpm / 100. */
  totalHundredths: number;
  balanceRows: number;
};

export function resolveFormula(rows: readonly FormulaRow[]): ResolvedFormula {
  const resolved: ResolvedRow[] = rows.map((row, index) => {
    const parsed = parsePercentage(row.percentage);
    const ppm = parsed.kind === "value" ? parsed.ppm : Number.NaN;
    return {
      index,
      label: row.name?.trim() || row.inci?.trim() || row.cas?.trim() || `Row ${index + 1}`,
      name: row.name?.trim() || undefined,
      inci: row.inci?.trim() || undefined,
      cas: row.cas?.trim() || undefined,
      function: row.function,
      parsed,
      ppm,
      hundredths: ppm / 100,
      isBalance: parsed.kind === "balance",
      ingredient: findIngredient({ name: row.name, inci: row.inci, cas: row.cas }),
    };
  });
  const fixed = resolved.reduce((sum, r) => (r.parsed.kind === "value" ? sum + r.parsed.ppm : sum), 0);
  const balanceRows = resolved.filter((r) => r.isBalance);
  const balance = balanceRows.length === 1 ? balanceRows[0] : undefined;
  if (balance) {
    balance.ppm = PPM_TOTAL - fixed;
    balance.hundredths = balance.ppm / 100;
  }
  const totalPpm = resolved.reduce((sum, r) => sum + (Number.isNaN(r.ppm) ? 0 : r.ppm), 0);
  return { rows: resolved, totalPpm, totalHundredths: totalPpm / 100, balanceRows: balanceRows.length };
}

/** The INCI name to print: the row's own INCI, else the knowledge base's, else its name. */
export function inciOf(row: ResolvedRow): string {
  return row.inci || row.ingredient?.inci || row.label;
}
