/**
 * The engine's entrance for browser code: only small isomorphic helpers that pull in no
 * knowledge base or regulatory data, so client bundles stay small. Server code uses `formulation`.
 */
export { COSING_ATTRIBUTION } from "./attribution";
export { type BatchUnit, GRAMS_PER, type ScalableRow, type ScaledRow, scaleBatch } from "./batch";
export { BUDGETS, CONSISTENCIES, type Consistency, REGULATORY_OPTIONS, type RegulatoryOption } from "./generator/types";
export { PRODUCTION_VOLUMES, STORAGE_OPTIONS } from "./generator/wizard-options";
