/** Public surface of the formulation engine. */
export { allergenDeclaration, type DeclaredAllergen } from "./allergens";
export { CATEGORY_SLUGS, type CategorySlug, isCategorySlug } from "./categories";
export { type BatchUnit, type CostEstimate, estimateCost, inciLabel, scaleBatch } from "./derived";
export { findIngredient, INGREDIENTS } from "./knowledge";
export { formatPercentage, parsePercentage } from "./percent";
export { parsePhRange, productProfile } from "./profiles";
export { ATTRIBUTION } from "./regulatory";
export { type FormulaRow, resolveFormula } from "./resolve";
export { type Finding, type FormulationInput, type ValidationContext, validate } from "./validate";
