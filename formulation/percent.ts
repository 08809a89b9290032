/**
 * Percentages as the spec stores them: text such as "12.5%", "12,5 %", "0.0015%", "15 ppm", or
 * "q.s." / "q.s. to 100" for the balance ingredient. The engine works in parts per million of the
 * formula (integers: 1 % = 10 000 ppm), so sums are exact and legal limits down to 1 ppm (MIT at
 * 0.0015 % = 15 ppm) compare exactly. `hundredths` (1 % = 100) is the same amount for callers that
 * think in hundredths of a percent; below 0.01 % it has a fractional part.
 */
export type ParsedPercentage =
  | { kind: "value"; ppm: number; hundredths: number }
  | { kind: "balance" }
  | { kind: "invalid"; reason: string };

export const PPM_PER_PERCENT = 10_000;
export const PPM_TOTAL = 100 * PPM_PER_PERCENT;

const BALANCE = /^(q\.?\s*s\.?|qs|quantum satis|ad|to)(\s*(ad|to)?\s*100\s*%?)?\.?$/i;

export function parsePercentage(input: string | number): ParsedPercentage {
  if (typeof input === "number") return fromPercent(input);
  const text = input.trim();
  if (!text) return { kind: "invalid", reason: "empty percentage" };
  if (BALANCE.test(text.replace(/\s+/g, " "))) return { kind: "balance" };
  const ppm = /^(\d{1,6}(?:[.,]\d+)?)\s*ppm$/i.exec(text);
  if (ppm?.[1]) return fromPpm(Number(ppm[1].replace(",", ".")));
  const m = /^(\d{1,3}(?:[.,]\d+)?)\s*%?$/.exec(text);
  if (!m?.[1]) return { kind: "invalid", reason: `"${text}" is not a percentage like 12.5% (or 15 ppm)` };
  return fromPercent(Number(m[1].replace(",", ".")));
}

function fromPercent(value: number): ParsedPercentage {
  if (!Number.isFinite(value)) return { kind: "invalid", reason: "not a number" };
  return fromPpm(value * PPM_PER_PERCENT);
}

function fromPpm(value: number): ParsedPercentage {
  if (!Number.isFinite(value)) return { kind: "invalid", reason: "not a number" };
  if (value > 0 && value < 0.5)
    return { kind: "invalid", reason: "is below 1 ppm (0.0001%), the finest amount handled" };
  const ppm = Math.round(value);
  return { kind: "value", ppm, hundredths: ppm / 100 };
}

/** 1250 → "12.5%", 10000 → "100%", 0.15 → "0.0015%" (hundredths of a percent, fractions allowed). */
export function formatPercentage(hundredths: number): string {
  return `${trimZeros((hundredths / 100).toFixed(4))}%`;
}

/** 15 → "0.0015%", 125000 → "12.5%". */
export function formatPpm(ppm: number): string {
  return formatPercentage(ppm / 100);
}

export function trimZeros(fixed: string): string {
  return fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed;
}
