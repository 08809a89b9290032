/**
 * Concentration strings from the "Maximum concentration in ready for use preparation" column.
 * They are free text: "0,5 %", "0.5% (acid)", "7,34 %", "0,0015 % Rinse-off products",
 * "100 mg/kg", "5 ppm", "(e) > 0,1 % ≤ 6 % of H2O2", "Maximum secondary amine content: 0.5%".
 */

export interface ParsedConcentration {
  /** The limit in percent (w/w). */
  percent: number;
  /** The number and unit as written, e.g. "0,5 %". */
  raw: string;
  unit: "%" | "ppm" | "ppb";
  /** Basis written right after the number: "(as acid)", "(acid)", "calculated as F", "of H2O2". */
  qualifier?: string;
}

/** "0,5" / "0.5" / "12" → number. Comma and dot are both decimal separators in these files. */
export function parseDecimal(s: string): number | undefined {
  const t = s.trim().replace(",", ".");
  if (!/^\d+(?:\.\d+)?$/.test(t)) return undefined;
  return Number(t);
}

const VALUE =
  /(>\s*=?|≥|<\s*=?|≤|\b(?:more than|greater than|less than|at least|not less than|not more than|up to)\s*)?(\d+(?:[.,]\d+)?)\s*(%|ppm\b|ppb\b|mg\s*\/\s*kg\b|[µμ]g\s*\/\s*kg\b)/giu;

const LOWER_BOUND = /^(?:>|≥|more than|greater than|at least|not less than)/i;

/** Sentences about something other than the substance's own limit in the product. */
const NOT_A_PRODUCT_LIMIT =
  /secondary amine|nitrosamine|impurit|purity|peroxide value|ethylene glycol|dimethylbenzidine|particles? with|silver content|benzophenone as an impurity/i;

/**
 * The first upper limit stated in the text, converted to percent (1 ppm = 1 mg/kg = 0,0001 %).
 * Lower bounds ("> 0,1 %") and figures about impurities or raw-material specifications are
 * skipped. Returns undefined when the text states no limit.
 *
 * "First" rather than "smallest": when a cell gives several figures they are on different bases
 * ("0,2 % corresponding to 0,0024 % of silver", "20 % (as anhydrous …) 5,4 % (as zirconium)") or
 * for general and professional use ("2 % (General use) and 4.5 % (Professional use)"); the first
 * is the one for the substance as named, for general use.
 */
export function parseConcentration(text: string): ParsedConcentration | undefined {
  const t = text.replace(/\u00ad/g, "").replace(/\u00a0/g, " ");
  for (const m of t.matchAll(VALUE)) {
    const bound = (m[1] ?? "").trim();
    if (LOWER_BOUND.test(bound)) continue;
    const sentence = sentenceAround(t, m.index ?? 0);
    if (NOT_A_PRODUCT_LIMIT.test(sentence)) continue;
    // "0 15%" (Annex III entry 235): a decimal comma lost to a space.
    const lostComma = /(?:^|[^\d.,])0 $/.test(t.slice(0, m.index ?? 0)) && !bound;
    const value = parseDecimal(lostComma ? `0.${m[2] ?? ""}` : (m[2] ?? ""));
    if (value === undefined) continue;
    const unitText = (m[3] ?? "").toLowerCase().replace(/\s+/g, "");
    let percent: number;
    let unit: ParsedConcentration["unit"];
    if (unitText === "%") {
      percent = value;
      unit = "%";
    } else if (unitText === "ppm" || unitText === "mg/kg") {
      percent = value / 10_000;
      unit = "ppm";
    } else {
      percent = value / 10_000_000;
      unit = "ppb";
    }
    const after = t.slice((m.index ?? 0) + m[0].length);
    const qualifier = qualifierAfter(after);
    return {
      percent: roundPercent(percent),
      raw: `${lostComma ? "0 " : ""}${m[0].replace(/^[^\d]*/, "").trim()}`,
      unit,
      ...(qualifier ? { qualifier } : {}),
    };
  }
  return undefined;
}

function roundPercent(x: number): number {
  return Number(x.toPrecision(10));
}

function sentenceAround(t: string, index: number): string {
  const startCut = Math.max(t.lastIndexOf("\n", index), t.lastIndexOf(". ", index), t.lastIndexOf(";", index));
  const rest = t.slice(index);
  const endRel = rest.search(/\n|\. |;/);
  return t.slice(startCut + 1, endRel === -1 ? t.length : index + endRel);
}

function qualifierAfter(after: string): string | undefined {
  const paren = /^\s*(\((?:as |of |calculated as |acid|expressed as )[^)]*\)?)/i.exec(after);
  if (paren?.[1]) return paren[1].trim();
  const words =
    /^\s*((?:calculated|expressed) as [^\s.,;)]+(?: [a-z0-9]+)?|as (?:free )?[A-Za-z0-9]+|of [A-Z][A-Za-z0-9]*)/.exec(
      after,
    );
  return words?.[1]?.trim();
}
