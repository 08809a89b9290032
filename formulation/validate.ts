/**
 * validate(formulation, context) → findings. Every rule is a small function over the resolved
 * formula; regulatory findings cite the CosIng annex entry they rest on (annex-findings.ts).
 */

import { allergenDeclaration } from "./allergens";
import { annexFindings } from "./annex-findings";
import { checkChemistry } from "./chemistry/check";
import { rolesOf } from "./chemistry/gate";
import { modelPh } from "./chemistry/model-ph";
import { checkCmr } from "./cmr";
import { checkEmulsifier, isWater } from "./emulsion";
import { hasFunction } from "./knowledge";
import { formatPpm, PPM_PER_PERCENT, PPM_TOTAL } from "./percent";
import { checkProcessing, type InstructionPhaseInput } from "./processing";
import { type ProductInput, type ProductProfile, parsePhRange, productProfile } from "./profiles";
import { findRegulatoryMatches, normaliseName } from "./regulatory";
import { type FormulaRow, type ResolvedFormula, type ResolvedRow, resolveFormula } from "./resolve";
import { checkSurfactantLoad } from "./surfactant-load";

export type Severity = "error" | "warning" | "info";

export type Finding = {
  severity: Severity;
  code: string;
  message: string;
  ingredient?: string;
  citation?: string;
};

export type FormulationInput = {
  ingredients: readonly FormulaRow[];
  instructions?: readonly InstructionPhaseInput[];
  temperature?: string | null;
  processingTime?: string | null;
  phLevel?: string | number | null;
  /**
   * Fragrance allergens the label names besides the rows' own INCI names. When given (even empty),
   * an allergen over the labelling threshold that is neither a row nor declared here is an error;
   * when left out, the validator only reports the declaration to print.
   */
  declaredAllergens?: readonly string[];
};

/**
 * The product. `category`, `productType` and `leaveOn` as callers have always passed them; the
 * optional structured facts (`bodyArea`, `sprayable`, `childrenUnder3`, `professionalUse`,
 * `productKind`, `emulsion`) come from a product-type taxonomy and override what the product
 * type's words imply.
 */
export type ValidationContext = ProductInput & {
  /** Target pH; falls back to the formulation's phLevel. */
  ph?: number | string;
};

export type ValidationResult = {
  isValid: boolean;
  totalPercent: number;
  findings: Finding[];
  formula: ResolvedFormula;
  profile: ProductProfile;
};

const TOTAL_TOLERANCE_PPM = 100; // ±0.01 %

export function validate(formulation: FormulationInput, context: ValidationContext = {}): ValidationResult {
  const formula = resolveFormula(formulation.ingredients);
  const profile = productProfile(context);
  const ph = parsePhRange(context.ph ?? formulation.phLevel ?? undefined);
  const cosmetic = profile.regime === "cosmetic";
  const findings: Finding[] = [
    ...checkPercentages(formula),
    ...checkDuplicates(formula.rows),
    ...checkKnown(formula.rows, cosmetic),
    ...(cosmetic ? annexFindings(formula.rows, profile, ph) : []),
    ...checkPreservation(formula.rows, profile, ph),
    ...checkEmulsifier(formula.rows, profile),
    ...checkPh(profile, formula.rows, ph),
    ...checkProcessing(formula.rows, formulation),
    ...checkSurfactantLoad(formula.rows, context.productType),
    ...checkSunProtection(formula.rows, context.productType),
    ...checkCmr(formula.rows, profile),
    ...checkChemistry(formula.rows, profile, ph),
    ...(cosmetic ? allergenFindings(formula.rows, profile, formulation.declaredAllergens) : []),
  ];
  return {
    isValid: !findings.some((f) => f.severity === "error"),
    totalPercent: formula.totalPpm / PPM_PER_PERCENT,
    findings,
    formula,
    profile,
  };
}

/**
 * A sunscreen that holds no UV filter protects from nothing, and its user burns believing
 * otherwise: it is never valid, whatever claims were dropped on the way.
 */
function checkSunProtection(rows: readonly ResolvedRow[], productType: string | undefined): Finding[] {
  if (!/sun ?screen|sun ?block|sun protection|\bspf\b/i.test(productType ?? "")) return [];
  const filtered = rows.some(
    (r) =>
      (r.ingredient && hasFunction(r.ingredient, "uv-filter")) ||
      /\bUV filter\b/i.test(r.function ?? "") ||
      findRegulatoryMatches({ name: r.name, inci: r.inci, cas: r.cas }).some((m) => m.entry.annex === "VI"),
  );
  return filtered
    ? []
    : [
        {
          severity: "error",
          code: "no-uv-filter",
          message:
            "A sunscreen must hold at least one UV filter (Annex VI); this one holds none and would protect from nothing",
        },
      ];
}

function checkPercentages(formula: ResolvedFormula): Finding[] {
  const out: Finding[] = [];
  if (!formula.rows.length)
    return [{ severity: "error", code: "no-ingredients", message: "The formulation has no ingredients" }];
  for (const row of formula.rows) {
    if (row.parsed.kind === "invalid") {
      out.push({
        severity: "error",
        code: "percentage-invalid",
        message: `${row.label}: ${row.parsed.reason}`,
        ingredient: row.label,
      });
    } else if (row.parsed.kind === "value" && (row.parsed.ppm <= 0 || row.parsed.ppm > PPM_TOTAL)) {
      out.push({
        severity: "error",
        code: "percentage-range",
        message: `${row.label}: ${formatPpm(row.parsed.ppm)} is outside (0, 100] %`,
        ingredient: row.label,
      });
    }
  }
  if (formula.balanceRows > 1) {
    out.push({ severity: "error", code: "balance-multiple", message: "Only one ingredient can be q.s. (the balance)" });
  }
  const balance = formula.rows.find((r) => r.isBalance);
  if (formula.balanceRows === 1 && balance && balance.ppm <= 0) {
    out.push({
      severity: "error",
      code: "balance-negative",
      message: `The other ingredients already make ${formatPpm(PPM_TOTAL - balance.ppm)}, leaving nothing for ${balance.label} (q.s.)`,
      ingredient: balance.label,
    });
  } else if (formula.balanceRows <= 1 && Math.abs(formula.totalPpm - PPM_TOTAL) > TOTAL_TOLERANCE_PPM) {
    out.push({
      severity: "error",
      code: "total",
      message: `Ingredients total ${formatPpm(formula.totalPpm)}, not 100%`,
    });
  }
  return out;
}

/**
 * Two rows are the same ingredient when their INCI names (given, else from the knowledge base)
 * match — unless their names carry different grades ("Dimethicone 350 cSt" and "… 12500 cSt"
 * are blended on purpose).
 */
function duplicateKey(row: ResolvedRow): string {
  const inci = (row.inci ?? row.ingredient?.inci ?? row.label)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  const grade = (row.name ?? "").match(/\d[\d,.]*/g)?.join("/") ?? "";
  return `${inci}|${grade}`;
}

function checkDuplicates(rows: readonly ResolvedRow[]): Finding[] {
  const seen = new Map<string, ResolvedRow>();
  const out: Finding[] = [];
  for (const row of rows) {
    const key = duplicateKey(row);
    const first = seen.get(key);
    if (first) {
      out.push({
        severity: "error",
        code: "duplicate",
        message: `${row.label} is listed twice (also as ${first.label}); combine the rows`,
        ingredient: row.label,
      });
    } else seen.set(key, row);
  }
  return out;
}

function checkKnown(rows: readonly ResolvedRow[], cosmetic: boolean): Finding[] {
  // The annexes are checked by the row's own name, INCI name and CAS number all the same.
  const annexes = cosmetic ? " (the EU annexes were checked by its name, INCI name and CAS number)" : "";
  return rows
    .filter((r) => !r.ingredient)
    .map((r) => ({
      severity: "warning" as const,
      code: "unknown-ingredient",
      message: `${r.label} is not in the knowledge base; its function and cost could not be checked${annexes}`,
      ingredient: r.label,
    }));
}

export const SELF_PRESERVING_SOLVENTS = /^(alcohol|alcohol denat\.?|ethanol|isopropyl alcohol|isopropanol)$/i;
/** Oxidisers at these amounts (a 3–12 % peroxide developer) leave nothing alive to preserve against. */
const OXIDISER = /hydrogen peroxide|sodium hypochlorite|peracetic acid/i;

/** Oxidisers disinfect by destroying what they touch: they are no preservative with a pH window. */
const OXIDISER_ROLES = ["hypochlorite", "chloroisocyanurate", "peroxygen"];

function isPreservative(row: ResolvedRow) {
  const names = [row.name ?? "", row.inci ?? "", row.ingredient?.inci ?? ""];
  const roles = rolesOf({ ...(row.ingredient ? { id: row.ingredient.id } : {}), names });
  if (OXIDISER_ROLES.some((r) => roles.has(r))) return false;
  if (/preserv|biocide/i.test(row.function ?? "")) return true;
  if (row.ingredient) return hasFunction(row.ingredient, "preservative", "biocide");
  // Not in the knowledge base: an Annex V entry (DMDM Hydantoin, Polyaminopropyl Biguanide) says it.
  return findRegulatoryMatches({ name: row.name, inci: row.inci, cas: row.cas }).some(
    (m) => m.entry.annex === "V" && m.matchedBy.some((k) => k !== "identified"),
  );
}

const percentOf = (rows: readonly ResolvedRow[]) =>
  rows.reduce((s, r) => s + (Number.isFinite(r.ppm) ? r.ppm : 0), 0) / PPM_PER_PERCENT;

function checkPreservation(rows: readonly ResolvedRow[], profile: ProductProfile, ph?: [number, number]): Finding[] {
  if (profile.regime === "industrial") return [];
  const water = percentOf(rows.filter(isWater));
  const solvent = percentOf(
    rows.filter((r) => SELF_PRESERVING_SOLVENTS.test(r.inci ?? r.ingredient?.inci ?? r.name ?? "")),
  );
  const oxidiser = percentOf(
    rows.filter((r) => OXIDISER.test(`${r.name ?? ""} ${r.inci ?? r.ingredient?.inci ?? ""}`)),
  );
  const preservatives = rows.filter(isPreservative);
  const out: Finding[] = [];
  // Soaps are hostile to microbes from about pH 9 (bar soaps hold 10–15 % water and no preservative).
  const alkaline = ph !== undefined && (ph[0] >= 10.5 || (profile.isSoap && ph[0] >= 9));
  // With no pH stated, the acid–base model's: a 10 % caustic oven cleaner or a 15 % acid descaler
  // keeps nothing alive, and asking it for a preservative would be wrong.
  const model =
    ph === undefined
      ? modelPh(
          rows.map((r) => ({
            ...(r.ingredient ? { id: r.ingredient.id } : {}),
            percent: Number.isFinite(r.ppm) ? r.ppm / PPM_PER_PERCENT : 0,
            water: isWater(r),
          })),
        ).ph
      : undefined;
  const hostile = model !== undefined && (model >= 11 || model <= 2.5);
  const selfPreserving =
    water <= 5 || solvent >= 20 || oxidiser >= 3 || alkaline || hostile || (ph !== undefined && ph[1] <= 3);
  if (water > 0 && !preservatives.length && !selfPreserving) {
    out.push({
      severity: "error",
      code: "no-preservative",
      message: `The product contains ${Math.round(water * 100) / 100}% water but no preservative; add one effective at the product's pH`,
    });
  }
  // A waterless product (a tablet, a powder) does not rely on a preservative, and a row the formula
  // gives another job (sodium benzoate as a tablet lubricant) is not one.
  if (ph && water > 5) {
    for (const row of preservatives) {
      if (row.function && !/preserv|biocide/i.test(row.function)) continue;
      const i = row.ingredient;
      if (!i || (i.phMin === undefined && i.phMax === undefined)) continue;
      if ((i.phMax !== undefined && ph[0] > i.phMax) || (i.phMin !== undefined && ph[1] < i.phMin)) {
        out.push({
          severity: "warning",
          code: "preservative-ph",
          message: `${row.label} works at pH ${i.phMin ?? 0}–${i.phMax ?? 14}; at pH ${ph[0] === ph[1] ? ph[0] : `${ph[0]}–${ph[1]}`} it will not protect the product`,
          ingredient: row.label,
        });
      }
    }
  }
  return out;
}

function checkPh(profile: ProductProfile, rows: readonly ResolvedRow[], ph?: [number, number]): Finding[] {
  if (!ph || !profile.ph) return [];
  const [min, max] = profile.ph;
  if (ph[0] >= min && ph[1] <= max) return [];
  const shown = ph[0] === ph[1] ? `${ph[0]}` : `${ph[0]}–${ph[1]}`;
  // An active at its working level that only works outside the usual range (L-ascorbic acid at
  // pH 3.5 or below) is the reason for the pH, not a slip: said as such, not warned about.
  const needs = rows.find((row) => {
    const i = row.ingredient;
    if (!i || (i.phMin === undefined && i.phMax === undefined) || row.ppm / PPM_PER_PERCENT < i.typicalMin)
      return false;
    const outside = (i.phMax !== undefined && i.phMax <= min) || (i.phMin !== undefined && i.phMin >= max);
    return outside && ph[0] >= (i.phMin ?? 0) - 0.05 && ph[1] <= (i.phMax ?? 14) + 0.05;
  });
  if (needs?.ingredient) {
    return [
      {
        severity: "info",
        code: "ph-range",
        message: `pH ${shown} is outside the usual ${min}–${max} for this kind of product because ${needs.label} works only at pH ${needs.ingredient.phMin ?? 0}–${needs.ingredient.phMax ?? 14}; label it for use as directed and patch-test on sensitive skin`,
        ingredient: needs.label,
      },
    ];
  }
  return [
    {
      severity: "warning",
      code: "ph-range",
      message: `pH ${shown} is outside the usual ${min}–${max} for this kind of product`,
    },
  ];
}

function allergenFindings(
  rows: readonly ResolvedRow[],
  profile: ProductProfile,
  declaredAllergens: readonly string[] | undefined,
): Finding[] {
  const leaveOn = profile.regulatory.leaveOn;
  const due = allergenDeclaration(rows, leaveOn);
  if (!due.length) return [];
  const threshold = leaveOn ? "0.001% in leave-on" : "0.01% in rinse-off";
  const out: Finding[] = [
    {
      severity: "info",
      code: "allergens",
      message: `Declare on the label (fragrance allergens above ${threshold} products): ${due.map((d) => d.name).join(", ")}`,
      citation: due[0]?.citation,
    },
  ];
  if (declaredAllergens) {
    const declared = new Set(declaredAllergens.map(normaliseName));
    for (const a of due) {
      if (a.listed || declared.has(normaliseName(a.name))) continue;
      out.push({
        severity: "error",
        code: "allergen-undeclared",
        message: `${a.name} is at about ${a.percent}% (above ${threshold} products) and the label does not name it`,
        ingredient: a.name,
        citation: a.citation,
      });
    }
  }
  return out;
}
