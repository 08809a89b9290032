/**
 * Percentages as the spec stores them: text such as "12.5%", "12,5 %", or "q.s." / "q.s. to 100"
 * for the balance ingredient. The engine works in hundredths of a percent (integers), so sums are
 * exact and formatting never drifts.
 */
export type ParsedPercentage =
  | { kind: "value"; hundredths: number }
  | { kind: "balance" }
  | { kind: "invalid"; reason: string };

const BALANCE = /^(q\.?\s*s\.?|qs|quantum satis|ad|to)(\s*(ad|to)?\s*100\s*%?)?\.?$/i;

export function parsePercentage(input: string | number): ParsedPercentage {
  if (typeof input === "number") return fromNumber(input);
  const text = input.trim();
  if (!text) return { kind: "invalid", reason: "empty percentage" };
  if (BALANCE.test(text.replace(/\s+/g, " "))) return { kind: "balance" };
  const m = /^(\d{1,3}(?:[.,]\d+)?)\s*%?$/.exec(text);
  if (!m?.[1]) return { kind: "invalid", reason: `"${text}" is not a percentage like 12.5%` };
  return fromNumber(Number(m[1].replace(",", ".")));
}

function fromNumber(value: number): ParsedPercentage {
  if (!Number.isFinite(value)) return { kind: "invalid", reason: "not a number" };
  return { kind: "value", hundredths: Math.round(value * 100) };
}

/** 1250 → "12.5%", 10000 → "100%". */
export function formatPercentage(hundredths: number): string {
  return `${trimZeros((hundredths / 100).toFixed(2))}%`;
}

export function trimZeros(fixed: string): string {
  return fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed;
}
