/**
 * The engine's one public entrance: everything outside formulation/ imports from here (a lint
 * rule refuses deep imports). The engine is pure — no React, no Workers APIs, no network
 * clients; an LLM reaches it only through the `LlmClient` interface the app implements.
 * Browser code imports the few isomorphic helpers from `formulation/browser` instead, so the
 * knowledge base never lands in a client bundle.
 */
export { allergenDeclaration, type DeclaredAllergen } from "./allergens";
export { analyseFormula, analyseGenerated, classifyGenerated, type FormulaAnalysis } from "./analyse";
export { answerPlan, I_DONT_KNOW, unknownAnswer } from "./assistant/answers";
export { PHRASING_JSON_SCHEMA, PhrasingSchema, phrasingMessages, ungroundedReason } from "./assistant/grounding";
export { type Plan, planQuestion } from "./assistant/question";
export type { AssistantAnswer, Citation, LibraryItem, PageContext } from "./assistant/types";
export { COSING_ATTRIBUTION } from "./attribution";
export {
  BATCH_RECORD_MAX_GRAMS,
  BATCH_RECORD_MIN_GRAMS,
  BATCH_UNITS,
  batchLabel,
  DROP_ML,
  DROP_RULE,
  formatGrams,
  formatRange,
  formatVolume,
  PREMIX_RULE,
  TOLERANCE_RULE,
  volumeOf,
  weighingTolerance,
} from "./batch";
export {
  type BatchRecord,
  type BatchRecordCheck,
  type BatchRecordInput,
  type BatchRecordLine,
  type BatchRecordPhase,
  buildBatchRecord,
  OTHER_PHASE,
} from "./batch-record";
export { CATEGORY_SLUGS, type CategorySlug, isCategorySlug } from "./categories";
export { type BatchUnit, type CostEstimate, estimateCost, GRAMS_PER, inciLabel, scaleBatch } from "./derived";
export { type FacetInput, type FormulationFacets, formulationFacets } from "./facets";
export {
  BulkRequestSchema,
  bulkVariantNames,
  DEMO_CATEGORIES,
  DEMO_MISSING_MESSAGE,
  DemoRequestSchema,
  type FormulateOutcome,
  findDemoCategory,
  type GeneratedFormulation,
  generateBulk,
  generateBulkVariant,
  generateFromDemo,
  generateFromWizard,
  type Notice,
  type NoticeCode,
  propertiesForProduct,
  WizardRequestSchema,
} from "./generator";
export { BUDGETS, CONSISTENCIES, REGULATORY_OPTIONS } from "./generator/types";
export { PRODUCTION_VOLUMES, STORAGE_OPTIONS } from "./generator/wizard-options";
export {
  BEST_BEFORE_WORDS,
  bestBeforeDate,
  type Classification,
  COSMETIC_NO_SDS,
  type ConsumerPackaging,
  classifyFormula,
  classifyMixture,
  type DetergentLabel,
  type Durability,
  type HazardAnswer,
  type Pictogram,
  PROTECTION_TITLE,
  type ProductLabel,
  type Protection,
  type ProtectiveMeasure,
  productLabel,
  protectionFor,
  type SafetyDataSheet,
  type SdsSection,
  type Statement,
  safetyDataSheet,
  TO_COMPLETE,
} from "./hazard";
export { findIngredient, INGREDIENTS } from "./knowledge";
export {
  IngredientRowSchema,
  InstructionPhaseSchema,
  type LibraryFile,
  LibraryFileSchema,
  type LibraryFormulation,
} from "./library-schema";
export {
  buildPrompt,
  type ChatMessage,
  type Draft,
  type DraftOutcome,
  draftFormulation,
  type LlmClient,
} from "./llm/draft";
export { formatPercentage, formatPpm, parsePercentage } from "./percent";
export { type ProductInput, type ProductKindInput, parsePhRange, productProfile } from "./profiles";
export { ATTRIBUTION, REGULATORY_ENTRIES } from "./regulatory";
export {
  CONFIDENCE_THRESHOLD,
  type NamedIngredient,
  type ParsedRequest,
  PRODUCT_TYPES,
  type ProductType,
  type ProhibitedSubstance,
  parseRequest,
  type RequestInput,
} from "./request";
export { type FormulaRow, resolveFormula } from "./resolve";
export { type Finding, type FormulationInput, type ValidationContext, validate } from "./validate";
