/**
 * The engine's entrance for browser code: only small isomorphic helpers that pull in no
 * knowledge base or regulatory data, so client bundles stay small. Server code uses `formulation`.
 */
export type { AssistantAnswer, AssistantIntent, AssistantLink, Citation } from "./assistant/types";
export { COSING_ATTRIBUTION } from "./attribution";
export {
  BATCH_UNITS,
  type BatchUnit,
  batchLabel,
  DROP_RULE,
  formatGrams,
  formatRange,
  formatVolume,
  GRAMS_PER,
  PREMIX_RULE,
  type ScalableRow,
  type ScaledRow,
  scaleBatch,
  TOLERANCE_RULE,
} from "./batch";
export { slugify } from "./generator/text";
export { BUDGETS, CONSISTENCIES, type Consistency, REGULATORY_OPTIONS, type RegulatoryOption } from "./generator/types";
export { PRODUCTION_VOLUMES, STORAGE_OPTIONS } from "./generator/wizard-options";
export { PICTOGRAMS, type Pictogram } from "./hazard/pictograms";
export { PROTECTION_TITLE } from "./hazard/ppe";
export { formatPpm, type ParsedPercentage, PPM_PER_PERCENT, PPM_TOTAL, parsePercentage } from "./percent";
