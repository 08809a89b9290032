/**
 * Batch scaling, kept free of the knowledge base so the browser's batch calculator can import it:
 * grams of each ingredient for any batch size, summing exactly to the batch.
 */

export type ScalableRow = { label: string; inci?: string; hundredths: number };

export type BatchUnit = "g" | "kg" | "lb";
export const GRAMS_PER: Record<BatchUnit, number> = { g: 1, kg: 1000, lb: 453.59237 };

export type ScaledRow = { label: string; inci: string; percentage: number; grams: number };

/**
 * Grams of each ingredient for a batch, rounded to `step` grams (0.01 g by default) with the
 * largest-remainder method, so the rounded amounts add up to exactly the batch size.
 */
export function scaleBatch(
  rows: readonly ScalableRow[],
  batch: { size: number; unit: BatchUnit },
  options: { step?: number } = {},
): { totalGrams: number; rows: ScaledRow[] } {
  const step = options.step ?? 0.01;
  const usable = rows.filter((r) => Number.isFinite(r.hundredths) && r.hundredths > 0);
  const totalGrams = batch.size * GRAMS_PER[batch.unit];
  const totalSteps = Math.round(totalGrams / step);
  const sumHundredths = usable.reduce((s, r) => s + r.hundredths, 0);
  if (!usable.length || sumHundredths <= 0 || totalSteps <= 0) return { totalGrams: 0, rows: [] };
  const exact = usable.map((r) => (totalSteps * r.hundredths) / sumHundredths);
  const floors = exact.map(Math.floor);
  let remaining = totalSteps - floors.reduce((s, n) => s + n, 0);
  const order = exact.map((v, i) => ({ i, frac: v - Math.floor(v) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (remaining <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    remaining--;
  }
  const decimals = Math.max(0, Math.round(-Math.log10(step)));
  return {
    totalGrams: Number((totalSteps * step).toFixed(decimals)),
    rows: usable.map((r, i) => ({
      label: r.label,
      inci: r.inci ?? r.label,
      percentage: r.hundredths / 100,
      grams: Number(((floors[i] ?? 0) * step).toFixed(decimals)),
    })),
  };
}
