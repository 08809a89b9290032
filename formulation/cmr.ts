/**
 * CMR substances (carcinogenic, mutagenic, toxic for reproduction, category 1A/1B) in products.
 * - Cosmetics: prohibited whatever the amount (Regulation (EC) 1223/2009, Art. 15(2)).
 * - Other mixtures for the general public: REACH Annex XVII entries 28–30 forbid supplying them
 *   when they contain the substance at or above its concentration limit: the specific limit of
 *   CLP Annex VI where one exists, else the generic limit of CLP Annex I (Carc. 1A/1B 0.1 %,
 *   table 3.6.2; Muta. 1A/1B 0.1 %, table 3.5.2; Repr. 1A/1B 0.3 %, table 3.7.2). Below it the
 *   mixture is not classified for that hazard and may be sold; a Repr. 1A/1B substance above
 *   0.1 % still calls for EUH210 (safety data sheet available on request, CLP Annex II 2.10).
 */
import { INGREDIENTS } from "./knowledge";
import type { Ingredient } from "./knowledge/types";
import { PPM_PER_PERCENT } from "./percent";
import type { ResolvedRow } from "./resolve";
import type { Finding } from "./validate";

export type CmrClass = {
  /** "Repr. 1A/1B (H360FD)". */
  label: string;
  /** Concentration limit in % w/w: at or above it the mixture is classified and restricted. */
  limit: number;
  /** Where the limit comes from. */
  basis: string;
  /** REACH Annex XVII entry for the hazard class (28 carcinogens, 29 mutagens, 30 reproductive toxicants). */
  reachEntry: 28 | 29 | 30;
  /** Repr. 1A/1B: between 0.1 % and the limit the label carries EUH210. */
  sdsAbove?: number;
};

const CLASSES = [
  { code: /^H350/, name: "Carc.", limit: 0.1, table: "3.6.2", entry: 28 },
  { code: /^H340/, name: "Muta.", limit: 0.1, table: "3.5.2", entry: 29 },
  { code: /^H360/, name: "Repr.", limit: 0.3, table: "3.7.2", entry: 30 },
] as const;

/** The CMR 1A/1B class of a raw material and the concentration limit that applies to it, if any. */
export function cmrClassOf(ingredient: Ingredient): CmrClass | undefined {
  const hits = CLASSES.flatMap((c) =>
    (ingredient.hazards ?? []).filter((h) => c.code.test(h)).map((h) => ({ ...c, hazard: h })),
  );
  if (!hits.length) return undefined;
  const strictest = hits.reduce((a, b) => (b.limit < a.limit ? b : a));
  const specific = ingredient.cmrSpecificLimit;
  return {
    label: `${strictest.name} 1A/1B (${hits.map((h) => h.hazard).join(", ")})`,
    limit: specific ?? strictest.limit,
    basis:
      specific !== undefined
        ? "its specific concentration limit in CLP Annex VI"
        : `the generic concentration limit of CLP Annex I, table ${strictest.table}`,
    reachEntry: strictest.entry,
    ...(strictest.name === "Repr." ? { sdsAbove: 0.1 } : {}),
  };
}

/** Raw materials whose own classification is CMR category 1A/1B. */
export const CMR_INGREDIENTS: readonly { ingredient: Ingredient; cmr: CmrClass }[] = INGREDIENTS.flatMap(
  (ingredient) => {
    const cmr = cmrClassOf(ingredient);
    return cmr ? [{ ingredient, cmr }] : [];
  },
);

/** The most a consumer mixture may hold, in hundredths of a percent: one step below the limit. */
export function capHundredths(cmr: CmrClass): number {
  return Math.max(0, Math.ceil(cmr.limit * 100 - 1e-9) - 1);
}

export function formatLimit(percent: number): string {
  return `${Number(percent.toFixed(3))} %`;
}

/**
 * Validator check. A household product (a consumer mixture unless marked professional) holding a
 * CMR 1A/1B raw material at or above its limit may not be supplied to the public: an error. For
 * industrial products the buyer is not known, so the same fact is information.
 */
export function checkCmr(
  rows: readonly ResolvedRow[],
  profile: { regime: "cosmetic" | "household" | "industrial"; regulatory: { professional?: boolean } },
): Finding[] {
  if (profile.regime === "cosmetic" || profile.regulatory.professional) return [];
  const out: Finding[] = [];
  for (const row of rows) {
    const cmr = row.ingredient ? cmrClassOf(row.ingredient) : undefined;
    const percent = row.ppm / PPM_PER_PERCENT;
    if (!cmr || !Number.isFinite(percent) || percent < cmr.limit) continue;
    const household = profile.regime === "household";
    out.push({
      severity: household ? "error" : "info",
      code: "cmr-consumer-limit",
      message: `${row.label} is classified ${cmr.label} and makes up ${formatLimit(percent)}, at or above ${formatLimit(cmr.limit)} (${cmr.basis}): ${household ? "a mixture with this much may not be supplied to the general public" : "if it is sold to the general public it may not hold this much"}; keep it below the limit or supply it to professionals only, marked "Restricted to professional users".`,
      ingredient: row.label,
      citation: `REACH Regulation (EC) 1907/2006, Annex XVII entry ${cmr.reachEntry}; CLP Regulation (EC) 1272/2008`,
    });
  }
  return out;
}
