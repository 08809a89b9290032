/**
 * Surfactant load: the total active surfactant of a formula, read as supplied. Each row's level is
 * what is weighed; its active matter is the knowledge base's grade (`activeMatter`), or the grade
 * the row's own name states ("… 28 %"). A cleanser far outside the usual active matter for its kind
 * (shampoo 10–20 %, body wash 8–15 %, hand dishwashing liquid 15–30 %) is flagged.
 */
import { findIngredient, type Ingredient } from "./knowledge";
import { PPM_PER_PERCENT } from "./percent";
import type { ResolvedRow } from "./resolve";
import type { Finding } from "./validate";

/** Usual total active surfactant (%) by product kind, and the words that name the kind. */
const WINDOWS: readonly { kind: string; words: RegExp; not?: RegExp; range: [number, number] }[] = [
  { kind: "shampoo", words: /shampoo/i, not: /baby|tear.?free|dog|pet|cat|dry|bar|solid|powder/i, range: [10, 20] },
  { kind: "body wash", words: /shower gel|body wash/i, not: /baby/i, range: [8, 15] },
  {
    kind: "hand dishwashing liquid",
    words: /(hand )?dish ?wash(ing)? liquid|washing.?up liquid/i,
    not: /machine|dishwasher|automatic/i,
    range: [15, 30],
  },
];

/** The grade a row's own name states ("Lauramine oxide 30%"), as a fraction. */
function statedGrade(name: string | undefined): number | undefined {
  const match = /(\d{2}(?:[.,]\d+)?)\s*%/.exec(name ?? "");
  const value = match ? Number(match[1]?.replace(",", ".")) : Number.NaN;
  return value >= 10 && value <= 100 ? value / 100 : undefined;
}

/** "Sodium Laureth Sulfate (27%)" is the knowledge base's Sodium Laureth Sulfate in another grade. */
function withoutGrade(name: string | undefined): Ingredient | undefined {
  if (!name || statedGrade(name) === undefined) return undefined;
  return findIngredient({ name: name.replace(/\(?\s*\d{2}(?:[.,]\d+)?\s*%\s*\)?/, " ").trim() });
}

/** Active surfactant in % w/w, or undefined when the formula has no known surfactant. */
export function activeSurfactantPercent(rows: readonly ResolvedRow[]): number | undefined {
  let total = 0;
  let any = false;
  for (const row of rows) {
    const ingredient = row.ingredient ?? withoutGrade(row.name);
    if (!ingredient?.functions.includes("surfactant") || !Number.isFinite(row.ppm)) continue;
    any = true;
    total += (row.ppm / PPM_PER_PERCENT) * (statedGrade(row.name) ?? ingredient.activeMatter ?? 1);
  }
  return any ? total : undefined;
}

export function checkSurfactantLoad(rows: readonly ResolvedRow[], productType: string | undefined): Finding[] {
  const active = activeSurfactantPercent(rows);
  if (active === undefined) return [];
  const text = productType ?? "";
  const window = WINDOWS.find((w) => w.words.test(text) && !w.not?.test(text));
  const stated = `${active.toFixed(1)} % active surfactant (levels read as supplied, each at its grade's active matter)`;
  // Only far outside the usual window is a warning: mild and concentrated products exist.
  if (window && (active < window.range[0] * 0.5 || active > window.range[1] * 1.5)) {
    return [
      {
        severity: "warning",
        code: "surfactant-load",
        message: `${stated}: a ${window.kind} usually carries ${window.range[0]}–${window.range[1]} %. Check whether the levels are active matter or as supplied.`,
      },
    ];
  }
  return [{ severity: "info", code: "surfactant-load", message: `${stated}.` }];
}
