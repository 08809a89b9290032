/**
 * The engine's one answer to "analyse this formula": the validator's findings, the INCI label,
 * the allergen declaration, a cost estimate and the resolved rows. The formulation page, the
 * export, the validate API and the demo all call this, so they can never disagree.
 */
import { allergenDeclaration } from "./allergens";
import { estimateCost, inciLabel } from "./derived";
import type { GeneratedFormulation } from "./generator";
import { classifyFormula, type HazardAnswer } from "./hazard";
import { type FormulationInput, type ValidationContext, validate } from "./validate";

export function analyseFormula(input: FormulationInput, context: ValidationContext = {}) {
  const result = validate(input, context);
  const cost = estimateCost(result.formula.rows);
  const findings = result.findings;
  return {
    isValid: result.isValid,
    total: result.totalPercent,
    findings,
    errors: findings.filter((x) => x.severity === "error").map((x) => x.message),
    warnings: findings.filter((x) => x.severity === "warning").map((x) => x.message),
    label: inciLabel(result.formula.rows),
    allergens: allergenDeclaration(result.formula.rows, result.profile.regulatory.leaveOn),
    regime: result.profile.regime,
    cost: { perKg: cost.perKg, unpricedPercent: cost.unpricedPercent },
    rows: result.formula.rows.map((r) => ({
      label: r.label,
      inci: r.inci ?? r.ingredient?.inci ?? "",
      hundredths: r.hundredths,
    })),
  };
}
export type FormulaAnalysis = ReturnType<typeof analyseFormula>;

/** The one mapping from a generated formulation to the product the engine judges it as. */
function generatedProduct(f: GeneratedFormulation): ValidationContext {
  return { category: f.category, productType: f.productType, leaveOn: f.leaveOn, ...f.usage };
}

/** The one mapping from a generated formulation to what the validator reads. */
export function analyseGenerated(f: GeneratedFormulation): FormulaAnalysis {
  return analyseFormula(
    {
      ingredients: f.ingredients,
      instructions: f.instructions,
      temperature: f.temperature,
      processingTime: f.processingTime,
      phLevel: f.phLevel,
    },
    generatedProduct(f),
  );
}

/** A generated formulation's CLP classification, judged as the same product as its analysis. */
export function classifyGenerated(f: GeneratedFormulation): HazardAnswer {
  return classifyFormula({ ingredients: f.ingredients, phLevel: f.phLevel }, generatedProduct(f));
}
