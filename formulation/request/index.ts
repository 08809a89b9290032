/** "Understand the request": the product-type taxonomy and the request parser. */
export type { Claim, PositiveClaim } from "./claims";
export { freeFromClaims } from "./claims";
export { CONFIDENCE_THRESHOLD } from "./match-type";
export { parseRequest } from "./parse";
export {
  AREAS,
  AUDIENCES,
  DEMO_CATEGORY_IDS,
  FORMATS,
  PRODUCT_TYPES,
  type ProductFormat,
  type ProductType,
  productTypeById,
  REGIMES,
  type RegimeId,
  resolveCategory,
} from "./taxonomy";
export type {
  NamedIngredient,
  ParsedRequest,
  ProductTypeReading,
  ProhibitedSubstance,
  RequestedLevel,
  RequestInput,
  TypeSuggestion,
} from "./types";
