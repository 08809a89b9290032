/**
 * validate(formulation, context) → findings. Every rule is a small function over the resolved
 * formula; regulatory findings cite the CosIng annex entry they rest on.
 */

import { allergenDeclaration } from "./allergens";
import type { CategorySlug } from "./categories";
import { hasFunction } from "./knowledge";
import { formatPercentage } from "./percent";
import { checkProcessing, type InstructionPhaseInput } from "./processing";
import { type ProductProfile, parsePhRange, productProfile } from "./profiles";
import {
  citation,
  findColorant,
  findRegulatoryMatches,
  isPermittedIn,
  maxConcentrationFor,
  normaliseCiNumber,
  type RegulatoryEntry,
} from "./regulatory";
import { type FormulaRow, type ResolvedFormula, type ResolvedRow, resolveFormula } from "./resolve";

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
};

export type ValidationContext = {
  category?: CategorySlug;
  productType?: string;
  leaveOn?: boolean;
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

const TOTAL_TOLERANCE_HUNDREDTHS = 1; // ±0.01 %

export function validate(formulation: FormulationInput, context: ValidationContext = {}): ValidationResult {
  const formula = resolveFormula(formulation.ingredients);
  const profile = productProfile(context);
  const ph = parsePhRange(context.ph ?? formulation.phLevel ?? undefined);
  const findings: Finding[] = [
    ...checkPercentages(formula),
    ...checkDuplicates(formula.rows),
    ...checkKnown(formula.rows),
    ...(profile.regime === "cosmetic" ? checkRegulatory(formula.rows, profile) : []),
    ...checkPreservation(formula.rows, profile, ph),
    ...checkEmulsifier(formula.rows, profile),
    ...checkPh(profile, ph),
    ...checkProcessing(formula.rows, formulation),
    ...(profile.regime === "cosmetic" ? allergenFindings(formula.rows, profile) : []),
  ];
  return {
    isValid: !findings.some((f) => f.severity === "error"),
    totalPercent: formula.totalHundredths / 100,
    findings,
    formula,
    profile,
  };
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
    } else if (row.parsed.kind === "value" && (row.parsed.hundredths <= 0 || row.parsed.hundredths > 10_000)) {
      out.push({
        severity: "error",
        code: "percentage-range",
        message: `${row.label}: ${formatPercentage(row.parsed.hundredths)} is outside (0, 100] %`,
        ingredient: row.label,
      });
    }
  }
  if (formula.balanceRows > 1) {
    out.push({ severity: "error", code: "balance-multiple", message: "Only one ingredient can be q.s. (the balance)" });
  }
  const balance = formula.rows.find((r) => r.isBalance);
  if (formula.balanceRows === 1 && balance && balance.hundredths <= 0) {
    out.push({
      severity: "error",
      code: "balance-negative",
      message: `The other ingredients already make ${formatPercentage(10_000 - balance.hundredths)}, leaving nothing for ${balance.label} (q.s.)`,
      ingredient: balance.label,
    });
  } else if (formula.balanceRows <= 1 && Math.abs(formula.totalHundredths - 10_000) > TOTAL_TOLERANCE_HUNDREDTHS) {
    out.push({
      severity: "error",
      code: "total",
      message: `Ingredients total ${formatPercentage(formula.totalHundredths)}, not 100%`,
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

function checkKnown(rows: readonly ResolvedRow[]): Finding[] {
  return rows
    .filter((r) => !r.ingredient)
    .map((r) => ({
      severity: "warning" as const,
      code: "unknown-ingredient",
      message: `${r.label} is not in the knowledge base; its limits, function and cost could not be checked`,
      ingredient: r.label,
    }));
}

/** The regulatory entries a row matches: by its own name/INCI/CAS and by the knowledge base's. */
function regulatoryMatchesOf(row: ResolvedRow) {
  const queries = [
    { name: row.name, inci: row.inci, cas: row.cas },
    { inci: row.ingredient?.inci, cas: row.ingredient?.cas },
  ];
  const byId = new Map<string, { entry: RegulatoryEntry; strong: boolean }>();
  for (const q of queries) {
    for (const m of findRegulatoryMatches(q)) {
      // A CAS number alone does not identify a mixture entry ("Citric acid (and) silver citrate"
      // lists citric acid's CAS); names and colour index numbers do.
      const mixture = m.entry.inci.some((n) => /\(and\)/i.test(n));
      const strong = m.matchedBy.some((k) => k === "name" || k === "inci" || k === "ci" || (k === "cas" && !mixture));
      const prev = byId.get(m.entry.id);
      byId.set(m.entry.id, { entry: m.entry, strong: strong || (prev?.strong ?? false) });
    }
  }
  return [...byId.values()];
}

/**
 * Annex V limits apply to a substance used as a preservative; when the same substance is also in
 * Annex III and this formula uses it for something else (salicylic acid as an exfoliant), the
 * Annex III entry governs (preamble of Annex V, Regulation 1223/2009).
 */
function applicableEntries(row: ResolvedRow) {
  const usedAsPreservative = /preserv/i.test(row.function ?? "");
  // Entries for the nanomaterial form ("Hydroxyapatite (nano)") govern only rows that say nano.
  const rowText = `${row.label} ${row.inci ?? ""} ${row.function ?? ""}`;
  const saysNano = /(?<!non-)\bnano/i.test(rowText) && !/non-?nano/i.test(rowText);
  const relevant = regulatoryMatchesOf(row).filter((m) => saysNano || !m.entry.nano);
  const inAnnexIII = relevant.some((m) => m.strong && m.entry.annex === "III");
  return usedAsPreservative || !inAnnexIII ? relevant : relevant.filter((m) => m.entry.annex !== "V");
}

function checkRegulatory(rows: readonly ResolvedRow[], profile: ProductProfile): Finding[] {
  const out: Finding[] = [];
  const ctx = profile.regulatory;
  for (const row of rows) {
    const percent = row.hundredths / 100;
    for (const { entry, strong } of applicableEntries(row)) {
      if (entry.annex === "II") {
        // Some Annex II entries ban a substance only in certain grades ("Petrolatum, except if the
        // full refining history is known…"): those are warnings to check, not prohibitions.
        const conditional = /\bexcept\b|\bunless\b/i.test(entry.name);
        out.push({
          severity: strong && !conditional ? "error" : "warning",
          code: "annex-ii",
          message: conditional
            ? `${row.label}: Annex II prohibits some grades (${entry.name}); use a grade that meets the condition`
            : strong
              ? `${row.label} is prohibited in cosmetic products (Annex II: ${entry.name})`
              : `${row.label} is named among the substances of a prohibited entry (Annex II: ${entry.name}); check its identity`,
          ingredient: row.label,
          citation: citation(entry),
        });
        continue;
      }
      if (!strong || entry.annex === "IV") continue;
      if (!isPermittedIn(entry, ctx)) {
        out.push({
          severity: "warning",
          code: "annex-scope",
          message: `${row.label}: Annex ${entry.annex} permits ${entry.name} only in ${entry.rules.map((r) => r.productType).join("; ")}`,
          ingredient: row.label,
          citation: citation(entry),
        });
        continue;
      }
      const max = maxConcentrationFor(entry, ctx);
      const basis = max ? onLimitBasis(row, percent, `${max.rule.maxQualifier ?? ""} ${max.rule.maxText}`) : undefined;
      if (max && basis && Number.isFinite(basis.percent) && basis.percent > max.maxPercent + 1e-9) {
        const equivalent = basis.label ? ` (${round(basis.percent)}% ${basis.label})` : "";
        out.push({
          severity: "error",
          code: `annex-${entry.annex.toLowerCase()}-max`,
          message: `${row.label} at ${formatPercentage(row.hundredths)}${equivalent} exceeds the maximum of ${max.maxPercent}%${
            max.rule.maxQualifier ? ` ${max.rule.maxQualifier}` : ""
          } for ${max.rule.productType || "this product type"}`,
          ingredient: row.label,
          citation: citation(entry),
        });
      }
    }
    out.push(...checkColorant(row));
  }
  return out;
}

/**
 * Mass fraction of the regulated part of common salts: Annex limits are often stated "as F"
 * (fluoride sources) or "as acid" (preservative salts); a formula states the salt.
 */
const LIMIT_BASIS: Record<string, { fluorine?: number; acid?: number }> = {
  "sodium fluoride": { fluorine: 18.998 / 41.988 },
  "sodium monofluorophosphate": { fluorine: 18.998 / 143.95 },
  "stannous fluoride": { fluorine: (2 * 18.998) / 156.71 },
  "sodium benzoate": { acid: 122.12 / 144.1 },
  "potassium sorbate": { acid: 112.13 / 150.22 },
  "sodium dehydroacetate": { acid: 168.15 / 190.13 },
  "sodium salicylate": { acid: 138.12 / 160.1 },
  "calcium propionate": { acid: (2 * 74.08) / 186.22 },
};

function onLimitBasis(row: ResolvedRow, percent: number, qualifier: string): { percent: number; label?: string } {
  const key = (row.ingredient?.inci ?? row.inci ?? row.label).toLowerCase();
  const factors = LIMIT_BASIS[key];
  if (factors?.fluorine && /\bF\b|fluorine|fluoride/i.test(qualifier))
    return { percent: percent * factors.fluorine, label: "as F" };
  if (factors?.acid && /acid/i.test(qualifier)) return { percent: percent * factors.acid, label: "as acid" };
  return { percent };
}

const round = (n: number) => Math.round(n * 100) / 100;

function checkColorant(row: ResolvedRow): Finding[] {
  const texts = [row.name, row.inci, row.ingredient?.colorIndex].filter(Boolean) as string[];
  const ci = texts.map((t) => /\bC\.?\s?I\.?\s*\d{5}(?::\d)?/i.exec(t)?.[0]).find(Boolean);
  const isColorant =
    ci || (row.ingredient && hasFunction(row.ingredient, "colorant", "pigment") && row.ingredient.colorIndex);
  if (!isColorant) return [];
  const number = normaliseCiNumber(ci ?? row.ingredient?.colorIndex ?? "");
  if (number && findColorant(number)) return [];
  return [
    {
      severity: "error",
      code: "colorant-not-allowed",
      message: `${row.label}: colorant ${number ?? ci} is not in Annex IV (colorants allowed in cosmetic products)`,
      ingredient: row.label,
    },
  ];
}

const WATER = /^(aqua|water|purified water|deionised water|deionized water|distilled water|aqua \(water\))$/i;
const SELF_PRESERVING_SOLVENTS = /^(alcohol|alcohol denat\.?|ethanol|isopropyl alcohol|isopropanol)$/i;

function isWater(row: ResolvedRow) {
  return row.ingredient?.id === "water" || WATER.test(row.inci ?? "") || WATER.test(row.name ?? "");
}

function isPreservative(row: ResolvedRow) {
  if (row.ingredient) return hasFunction(row.ingredient, "preservative", "biocide");
  return /preserv|biocide/i.test(row.function ?? "");
}

function checkPreservation(rows: readonly ResolvedRow[], profile: ProductProfile, ph?: [number, number]): Finding[] {
  if (profile.regime === "industrial") return [];
  const water = rows.filter(isWater).reduce((s, r) => s + r.hundredths, 0) / 100;
  const solvent =
    rows
      .filter((r) => SELF_PRESERVING_SOLVENTS.test(r.inci ?? r.ingredient?.inci ?? r.name ?? ""))
      .reduce((s, r) => s + r.hundredths, 0) / 100;
  const preservatives = rows.filter(isPreservative);
  const out: Finding[] = [];
  const selfPreserving = water <= 5 || solvent >= 20 || (ph !== undefined && (ph[1] <= 3 || ph[0] >= 10.5));
  if (water > 0 && !preservatives.length && !selfPreserving) {
    out.push({
      severity: "error",
      code: "no-preservative",
      message: `The product contains ${water}% water but no preservative; add one effective at the product's pH`,
    });
  }
  if (ph) {
    for (const row of preservatives) {
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

function checkEmulsifier(rows: readonly ResolvedRow[], profile: ProductProfile): Finding[] {
  if (!profile.isEmulsion) return [];
  const water = rows.filter(isWater).reduce((s, r) => s + r.hundredths, 0);
  if (water < 1000) return [];
  // Surfactant-based creams (shaving creams, cream washes) are emulsified by their surfactants.
  const surfactants = rows
    .filter((r) => r.ingredient && hasFunction(r.ingredient, "surfactant"))
    .reduce((s, r) => s + r.hundredths, 0);
  if (surfactants >= 300) return [];
  const emulsified = rows.some((r) =>
    // Fatty alcohols and other co-emulsifiers thicken and stabilise but cannot emulsify alone.
    r.ingredient ? hasFunction(r.ingredient, "emulsifier") : /(^|[^-])emulsif/i.test(r.function ?? ""),
  );
  return emulsified
    ? []
    : [
        {
          severity: "error",
          code: "no-emulsifier",
          message: "An emulsion (cream or lotion) needs an emulsifier to stay stable",
        },
      ];
}

function checkPh(profile: ProductProfile, ph?: [number, number]): Finding[] {
  if (!ph || !profile.ph) return [];
  const [min, max] = profile.ph;
  if (ph[0] >= min && ph[1] <= max) return [];
  return [
    {
      severity: "warning",
      code: "ph-range",
      message: `pH ${ph[0] === ph[1] ? ph[0] : `${ph[0]}–${ph[1]}`} is outside the usual ${min}–${max} for this kind of product`,
    },
  ];
}

function allergenFindings(rows: readonly ResolvedRow[], profile: ProductProfile): Finding[] {
  const declared = allergenDeclaration(rows, profile.regulatory.leaveOn);
  if (!declared.length) return [];
  return [
    {
      severity: "info",
      code: "allergens",
      message: `Declare on the label (fragrance allergens above ${profile.regulatory.leaveOn ? "0.001% in leave-on" : "0.01% in rinse-off"} products): ${declared.map((d) => d.name).join(", ")}`,
      citation: declared[0]?.citation,
    },
  ];
}
