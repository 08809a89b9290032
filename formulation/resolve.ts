/**
 * Turns formula rows as people write them (name/INCI/CAS + percentage text) into resolved rows:
 * the percentage in hundredths (the q.s. balance computed), and the knowledge-base ingredient.
 */
import { findIngredient, type Ingredient } from "./knowledge";
import { type ParsedPercentage, parsePercentage } from "./percent";

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
  /** Percentage in hundredths; for the balance row, what is left to 100 %. NaN when unknown. */
  hundredths: number;
  isBalance: boolean;
  ingredient?: Ingredient;
};

export type ResolvedFormula = { rows: ResolvedRow[]; totalHundredths: number; balanceRows: number };

export function resolveFormula(rows: readonly FormulaRow[]): ResolvedFormula {
  const resolved: ResolvedRow[] = rows.map((row, index) => {
    const parsed = parsePercentage(row.percentage);
    return {
      index,
      label: row.name?.trim() || row.inci?.trim() || row.cas?.trim() || `Row ${index + 1}`,
      name: row.name?.trim() || undefined,
      inci: row.inci?.trim() || undefined,
      cas: row.cas?.trim() || undefined,
      function: row.function,
      parsed,
      hundredths: parsed.kind === "value" ? parsed.hundredths : Number.NaN,
      isBalance: parsed.kind === "balance",
      ingredient: findIngredient({ name: row.name, inci: row.inci, cas: row.cas }),
    };
  });
  const fixed = resolved.reduce((sum, r) => (r.parsed.kind === "value" ? sum + r.parsed.hundredths : sum), 0);
  const balanceRows = resolved.filter((r) => r.isBalance);
  if (balanceRows.length === 1 && balanceRows[0]) balanceRows[0].hundredths = 10_000 - fixed;
  const totalHundredths = resolved.reduce((sum, r) => sum + (Number.isNaN(r.hundredths) ? 0 : r.hundredths), 0);
  return { rows: resolved, totalHundredths, balanceRows: balanceRows.length };
}

/** The INCI name to print: the row's own INCI, else the knowledge base's, else its name. */
export function inciOf(row: ResolvedRow): string {
  return row.inci || row.ingredient?.inci || row.label;
}
