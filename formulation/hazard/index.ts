/**
 * CLP classification and label elements of a formula, and the detergent ingredient statement:
 * hazard data per ingredient (./data.ts, with its sources), the Annex I calculation method
 * (./classify.ts), the label elements (./label.ts) and Regulation 648/2004 Annex VII A
 * (./detergent.ts).
 */
import { type ProductInput, parsePhRange, productProfile } from "../profiles";
import { type FormulaRow, resolveFormula } from "../resolve";
import { classifyMixture, type HazardAnswer } from "./classify";

export {
  type Classification,
  COSMETIC_SUMMARY,
  classifyMixture,
  type Driver,
  type HazardAnswer,
  type HazardRegime,
  hazardRegime,
  type MixtureInput,
  NOT_CLASSIFIED,
} from "./classify";
export {
  classOfCode,
  HARMONISED_INGREDIENT_IDS,
  HARMONISED_SUBSTANCES,
  type HazardPart,
  type IngredientHazard,
  ingredientHazard,
} from "./data";
export { BANDED_COMPONENTS, type DetergentLabel, WEIGHT_BANDS } from "./detergent";
export { MAX_PRECAUTIONARY, PICTOGRAMS, type Pictogram, type Statement } from "./label";
export { type ConsumerPackaging, consumerPackaging } from "./packaging";
export {
  COSMETIC_PROTECTION,
  NO_CLASSIFIED_PROTECTION,
  PROTECTION_TITLE,
  type Protection,
  type ProtectiveMeasure,
  protectionFor,
} from "./ppe";

/** The classification of a formula as people write it: rows with name/INCI/CAS and percentages. */
export function classifyFormula(
  input: { ingredients: readonly FormulaRow[]; phLevel?: string | number | null },
  product: ProductInput = {},
): HazardAnswer {
  return classifyMixture({
    rows: resolveFormula(input.ingredients).rows,
    profile: productProfile(product),
    category: product.category,
    productType: product.productType,
    ph: parsePhRange(input.phLevel ?? undefined),
  });
}
export {
  BEST_BEFORE_WORDS,
  bestBeforeDate,
  type ClpLabel,
  type CosmeticLabel,
  DATE_OF_MINIMUM_DURABILITY_MONTHS,
  type Durability,
  durabilityOf,
  type LabelFormula,
  type ProductLabel,
  productLabel,
} from "./product-label";
export {
  COSMETIC_NO_SDS,
  concentrationRange,
  type SafetyDataSheet,
  type SdsEntry,
  type SdsFormula,
  type SdsSection,
  safetyDataSheet,
  TO_COMPLETE,
} from "./sds";
