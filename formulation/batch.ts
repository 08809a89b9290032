/**
 * Batch scaling, kept free of the knowledge base so the browser's batch calculator can import it:
 * grams of each ingredient for any batch size, summing exactly to the batch; and the weighing
 * rules and number formats of the batch record (batch-record.ts), which its page shows.
 */

export type ScalableRow = { label: string; inci?: string; hundredths: number };

export const BATCH_UNITS = ["g", "kg", "lb"] as const;
export type BatchUnit = (typeof BATCH_UNITS)[number];
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

/** Batches a record can be made for: from 1 g (below, most amounts round to nothing) up to 100 t. */
export const BATCH_RECORD_MIN_GRAMS = 1;
export const BATCH_RECORD_MAX_GRAMS = 100_000_000;

/** The dropper convention printed on the sheet: 20 drops per millilitre. */
export const DROP_ML = 0.05;
/** Volumes are printed for batches up to this size (hand-made batches measured by pipette or cylinder). */
export const VOLUME_MAX_BATCH_GRAMS = 5000;
/** Drops are printed for volumes up to this many millilitres (at most 50 drops to count). */
export const DROPS_MAX_ML = 2.5;
/** Targets are given to 0.01 g, so no tolerance is tighter than that. */
export const RESOLUTION_GRAMS = 0.01;
/** Below this, an amount cannot be weighed within ±5 % on a 0.01 g balance: weigh a premix instead. */
export const PREMIX_BELOW_GRAMS = 0.2;

export const TOLERANCE_RULE =
  "Tolerance: ±1 % of the target from 100 g, ±2 % from 10 g to under 100 g, ±5 % below 10 g, never tighter than ±0.01 g (the resolution of the targets). Weigh on a balance that reads to a fifth of the tolerance or finer.";
export const DROP_RULE =
  "Volumes at 20 °C from the density in the knowledge base, for guidance only: the weight is what counts. 1 drop = 0.05 ml (20 drops per ml); a dropper's real drop size varies with the liquid.";
export const PREMIX_RULE =
  "Amounts under 0.2 g: weigh a premix (for example 10 % in the phase's solvent) and add ten times the target of the premix.";

export type Tolerance = { percent: number; grams: number };

/** The weighing tolerance for a target amount in grams (the rule in TOLERANCE_RULE). */
export function weighingTolerance(targetGrams: number): Tolerance {
  const percent = targetGrams >= 100 ? 1 : targetGrams >= 10 ? 2 : 5;
  const grams = Math.max(RESOLUTION_GRAMS, round2((targetGrams * percent) / 100));
  return { percent, grams };
}

/** Millilitres (to 0.1 ml, or 0.01 ml below 10 ml) and, for small volumes, whole drops. */
export function volumeOf(grams: number, density: number): { ml: number; drops?: number } {
  const exact = grams / density;
  const ml = exact < 10 ? round2(exact) : Math.round(exact * 10) / 10;
  if (exact > DROPS_MAX_ML) return { ml };
  return { ml, drops: Math.max(1, Math.round(exact / DROP_ML)) };
}

/** "2.5 kg (2,500.00 g)": the batch as entered, and in grams when entered otherwise. */
export function batchLabel(record: { size: number; unit: BatchUnit; totalGrams: number }): string {
  const entered = `${formatDecimal(record.size, 0, 6)} ${record.unit}`;
  return record.unit === "g" ? entered : `${entered} (${formatGrams(record.totalGrams)} g)`;
}

/**
 * A number with a comma between thousands and between `min` and `max` decimals, as
 * `toLocaleString("en-GB", { minimumFractionDigits: min, maximumFractionDigits: max })` writes it.
 * Written without Intl: a page's first Intl formatter loads the locale data, about 90 ms on a slow
 * phone, and the batch calculator formats its table while the formulation page hydrates (ADR 0062).
 * It rounds as Intl does: the number's shortest decimal form (0.015, not the binary 0.01499…),
 * half away from zero. For the weights and volumes of a batch (below 10^15 with the decimals).
 */
export function formatDecimal(value: number, min: number, max: number): string {
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const [whole = "0", fraction = ""] = plainDecimal(Math.abs(value)).split(".");
  const scaled = Number(whole + fraction.slice(0, max).padEnd(max, "0")) + ((fraction[max] ?? "0") >= "5" ? 1 : 0);
  const digits = String(scaled).padStart(max + 1, "0");
  const integer = digits.slice(0, digits.length - max).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  let decimals = digits.slice(digits.length - max);
  while (decimals.length > min && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  return `${sign}${integer}${decimals ? `.${decimals}` : ""}`;
}

/** The shortest decimal form of a non-negative number, without an exponent: 5e-7 → "0.0000005". */
function plainDecimal(value: number): string {
  const text = String(value);
  const exponent = /^(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (!exponent) return text;
  const [, first = "", rest = "", power = "0"] = exponent;
  return `0.${"0".repeat(Number(power) - 1)}${first}${rest}`;
}

/** Grams with two decimals and a comma between thousands: 1831.25 → "1,831.25". */
export function formatGrams(grams: number): string {
  return formatDecimal(grams, 2, 2);
}

/** "79.4 ml", "0.82 ml · 16 drops", or "" when the volume is unknown. */
export function formatVolume(line: { ml?: number; drops?: number }): string {
  if (line.ml === undefined) return "";
  const ml = `${formatDecimal(line.ml, 0, 2)} ml`;
  return line.drops === undefined ? ml : `${ml} · ${line.drops} drop${line.drops === 1 ? "" : "s"}`;
}

/** The acceptance range of a weighing: "1,812.94 – 1,849.56". */
export function formatRange(line: { min: number; max: number }): string {
  return `${formatGrams(line.min)} – ${formatGrams(line.max)}`;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
