/**
 * What kind of product a formula is, as far as the checks care: which regulatory regime applies
 * (EU cosmetics, household, or neither), which body area the annex rules are read for, and the
 * pH range that makes sense. Derived from the category and the product type's words.
 */
import type { CategorySlug } from "./categories";
import type { ProductArea, ProductContext } from "./regulatory";

export type Regime = "cosmetic" | "household" | "industrial";

type CategoryProfile = { regime: Regime; area: ProductArea; children?: boolean; ph?: [number, number] };

const COSMETIC_SKIN: CategoryProfile = { regime: "cosmetic", area: "skin", ph: [3.5, 7.5] };
const COSMETIC_HAIR: CategoryProfile = { regime: "cosmetic", area: "hair", ph: [3.0, 7.5] };

export const CATEGORY_PROFILES: Record<CategorySlug, CategoryProfile> = {
  "skin-care-formulations": COSMETIC_SKIN,
  "beauty-products-formulations": { regime: "cosmetic", area: "face", ph: [4.0, 7.5] },
  "baby-care-formulations": { regime: "cosmetic", area: "skin", children: true, ph: [4.5, 7.5] },
  "organic-care-products-formulations": COSMETIC_SKIN,
  "mens-care-style-formulations": COSMETIC_SKIN,
  "professional-grooming-essentials-formulations": COSMETIC_SKIN,
  "oral-care-formulations": { regime: "cosmetic", area: "oral", ph: [5.5, 10.0] },
  "hair-enrichment-solutions-formulations": COSMETIC_HAIR,
  "salon-base-innovations-formulations": COSMETIC_HAIR,
  "saloon-hair-treatment-formulations": COSMETIC_HAIR,
  "cleaning-products-formulations": { regime: "household", area: "skin", ph: [0.5, 13.5] },
  "detergent-formulations": { regime: "household", area: "skin", ph: [1.0, 13.0] },
  "pet-care-formulations": { regime: "household", area: "skin", ph: [5.0, 8.5] },
  "leather-products-formulations": { regime: "industrial", area: "skin" },
  "shoe-care-formulations": { regime: "industrial", area: "skin" },
  "3d-printing-materials-formulations": { regime: "industrial", area: "skin" },
  "advanced-agricultural-chemicals-formulations": { regime: "industrial", area: "skin" },
  "automotive-coating-solutions-formulations": { regime: "industrial", area: "skin" },
  "biodegradable-packaging-solutions-formulations": { regime: "industrial", area: "skin" },
  "smart-textile-coatings-formulations": { regime: "industrial", area: "skin" },
  "water-treatment-solutions-formulations": { regime: "industrial", area: "skin" },
  "construction-material-formulations": { regime: "industrial", area: "skin" },
};

export type ProductProfile = {
  regime: Regime;
  regulatory: ProductContext;
  /** Sensible pH window for this product, when pH matters for it. */
  ph?: [number, number];
  isEmulsion: boolean;
  isSoap: boolean;
};

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** Reads the product from its category and free-text product type (e.g. "O/W cream", "shampoo"). */
export function productProfile(input: {
  category?: CategorySlug;
  productType?: string;
  leaveOn?: boolean;
}): ProductProfile {
  const base: CategoryProfile = input.category ? CATEGORY_PROFILES[input.category] : COSMETIC_SKIN;
  const type = (input.productType ?? "").toLowerCase();
  const rinseOff = has(type, /shampoo|wash|cleanser|soap|conditioner|rinse|mouthwash|toothpaste|scrub|mask|shower/);
  const leaveOn = input.leaveOn ?? !rinseOff;
  let area: ProductArea = base.area;
  if (has(type, /tooth|mouth|oral|breath|dental/)) area = "oral";
  else if (has(type, /shampoo|conditioner|hair|scalp|pomade|wax for hair|styling|curl|dye|bleach|perm/)) area = "hair";
  else if (has(type, /\blip/)) area = "lip";
  else if (has(type, /\beye/)) area = "eye";
  else if (has(type, /\bnail/)) area = "nail";
  else if (has(type, /face|facial/)) area = "face";

  const isSoap = has(type, /\bsoap\b|saponified/) && !has(type, /syndet|soap-free/);
  let ph = base.ph;
  if (ph && isSoap) ph = [8.5, 11];
  if (ph && has(type, /dye|colou?r|bleach|perm|relax|straighten|depilat/)) ph = [2.5, 12.5];
  if (ph && has(type, /peel|aha|exfoliat/)) ph = [3.0, ph[1]];
  return {
    regime: base.regime,
    regulatory: {
      leaveOn,
      area,
      children: base.children ?? has(type, /baby|infant|child|kids/),
      spray: has(type, /spray|mist|aerosol/),
      professional: has(type, /professional|salon/),
      hairDye: has(type, /dye|colou?rant/),
    },
    ph,
    // "Conditioner" is an emulsion for hair, not for soil or water.
    isEmulsion: has(type, /cream|lotion|emulsion|(?<!soil |water )conditioner|milk|\bo\/w\b|\bw\/o\b/),
    isSoap,
  };
}

/** "5.0-5.5" → [5, 5.5]; "6.5" → [6.5, 6.5]; "N/A (anhydrous)" → undefined. */
export function parsePhRange(text: string | number | undefined | null): [number, number] | undefined {
  if (typeof text === "number") return Number.isFinite(text) ? [text, text] : undefined;
  if (!text) return undefined;
  const nums = [...text.replace(/,/g, ".").matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0])).filter((n) => n <= 14);
  if (!nums.length) return undefined;
  return [Math.min(...nums.slice(0, 2)), Math.max(...nums.slice(0, 2))];
}
