/**
 * What kind of product a formula is, as far as the checks care: which regulatory regime applies
 * (EU cosmetics, household, or neither), the product context the annex rules are read for (body
 * area, leave-on or rinse-off, spray, children under 3, professional use, product kind), and the
 * pH range that makes sense. Structured facts from the caller (a product-type taxonomy) win;
 * whatever they leave out is read from the category and the product type's words.
 */
import type { CategorySlug } from "./categories";
import type { ProductArea, ProductContext, ProductKind } from "./regulatory";

export type Regime = "cosmetic" | "household" | "industrial";

type CategoryProfile = { regime: Regime; area: ProductArea; children?: boolean; ph?: [number, number] };

const COSMETIC_SKIN: CategoryProfile = { regime: "cosmetic", area: "skin", ph: [3.5, 7.5] };
const COSMETIC_HAIR: CategoryProfile = { regime: "cosmetic", area: "hair", ph: [3.0, 7.5] };

export const CATEGORY_PROFILES: Record<CategorySlug, CategoryProfile> = {
  "skin-care-formulations": COSMETIC_SKIN,
  "beauty-products-formulations": { regime: "cosmetic", area: "face", ph: [4.0, 7.5] },
  "baby-care-formulations": { regime: "cosmetic", area: "body", children: true, ph: [4.5, 7.5] },
  "organic-care-products-formulations": COSMETIC_SKIN,
  "mens-care-style-formulations": COSMETIC_SKIN,
  "professional-grooming-essentials-formulations": COSMETIC_SKIN,
  // Mouthwashes run from about pH 4 (essential-oil rinses) to 7; toothpastes to 10.
  "oral-care-formulations": { regime: "cosmetic", area: "oral", ph: [3.5, 10.0] },
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

/** Kinds the validator takes from a caller: the annex product kinds, hair dyes and fine fragrances. */
export type ProductKindInput = ProductKind | "hair-dye" | "fragrance";

/**
 * The product as a caller describes it. `category`, `productType` and `leaveOn` are what callers
 * have always passed; the structured fields come from a product-type taxonomy and each overrides
 * what the product type's words imply.
 */
export type ProductInput = {
  category?: CategorySlug;
  productType?: string;
  leaveOn?: boolean;
  /** Where the product goes: "skin" (face and body alike), "face", "body", "hand", "eye", … */
  bodyArea?: ProductArea;
  /** Sprayed (pump or propellant): rules against inhalation exposure apply. */
  sprayable?: boolean;
  /** Intended for, or may be used on, children under 3. */
  childrenUnder3?: boolean;
  professionalUse?: boolean;
  productKind?: ProductKindInput;
  /** An emulsion (cream, lotion): it needs an emulsifier. */
  emulsion?: boolean;
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

const RINSE_OFF =
  /shampoo|wash|cleanser|soap|conditioner|rinse|mouthwash|toothpaste|tooth powder|dentifrice|scrub|\bmask\b|shower|bath|depilator|developer|bleach|lighten|remover|peel-off/;
/** Said of rinse-off product words that are left on: "leave-in conditioner", "overnight mask". */
const LEAVE_ON_ANYWAY = /leave[- ]?(?:on|in)|no-rinse|waterless|overnight|sleeping mask|sheet mask/;

/** Body area from the product type's words; undefined when they name none. */
function areaFromText(type: string): ProductArea | undefined {
  if (has(type, /tooth|mouth|oral|breath|dental|dentifrice|\bgum\b/)) return "oral";
  if (has(type, /shampoo|conditioner|hair|scalp|pomade|wax for hair|styling|curl|\bdye\b|bleach|perm\b|blond/))
    return "hair";
  if (has(type, /\blip/)) return "lip";
  if (has(type, /\beye|mascara|eyeliner|kohl|\bbrow|\blash/)) return "eye";
  if (has(type, /\bnail|cuticle/)) return "nail";
  if (has(type, /\bhands?\b/)) return "hand";
  if (has(type, /\bfoot\b|\bfeet\b/)) return "foot";
  if (has(type, /face|facial|makeup|make-up|foundation|concealer|blush|bronzer|\bbb\b|\bcc\b|tinted|toner|\bmask\b/))
    return "face";
  if (
    has(
      type,
      /\bbody\b|shower|\bbath\b|deodorant|anti-?perspirant|massage|nappy|diaper|after-?sun|\bbaby (?:lotion|oil|cream)/,
    )
  )
    return "body";
  return undefined;
}

function kindFromText(type: string): ProductKindInput | undefined {
  if (has(type, /tooth ?paste|tooth powder|dentifrice|toothgel/)) return "toothpaste";
  if (has(type, /mouth ?wash|mouth ?rinse|oral rinse/)) return "mouthwash";
  if (has(type, /deodorant|anti-?perspirant/)) return "deodorant";
  if (has(type, /depilator|hair remov/)) return "depilatory";
  if (has(type, /straighten|relax|\bperm\b|permanent wav|waving|\bkeratin smoothing/)) return "straightener";
  if (has(type, /hair (?:dye|colou?r(?:ant)?)|colou?rant|\bdye\b|tint for (?:hair|lashes)/)) return "hair-dye";
  if (has(type, /eau de (?:toilette|parfum|cologne)|perfume|\bparfum\b|fine fragrance|cologne|body mist/))
    return "fragrance";
  if (
    has(
      type,
      /makeup|make-up|foundation|concealer|blush|bronzer|face powder|loose powder|pressed powder|eye ?shadow|mascara|eyeliner|kohl|lipstick|lip gloss|\bbb cream|\bcc cream|tinted/,
    )
  )
    return "makeup";
  return undefined;
}

/** Reads the product from the caller's facts, its category and free-text product type (e.g. "O/W cream", "shampoo"). */
export function productProfile(input: ProductInput): ProductProfile {
  const base: CategoryProfile = input.category ? CATEGORY_PROFILES[input.category] : COSMETIC_SKIN;
  const type = (input.productType ?? "").toLowerCase();
  const rinseOff = has(type, RINSE_OFF) && !has(type, LEAVE_ON_ANYWAY);
  const leaveOn = input.leaveOn ?? !rinseOff;
  const area = input.bodyArea ?? areaFromText(type) ?? base.area;
  const kind = input.productKind ?? kindFromText(type);

  // Liquid "soaps" are mostly syndets at pH 5–7; bar, castile and saponified soaps are true soaps.
  const isSoap =
    has(type, /castile|saponified|cold[- ]process|hot[- ]process/) ||
    (has(type, /\bsoap\b/) && !has(type, /syndet|soap-free|liquid/));
  let ph = base.ph;
  if (ph && isSoap) ph = [8.5, 11];
  if (ph && (kind === "hair-dye" || has(type, /dye|colou?r|bleach|lighten|developer|perm|relax|straighten|depilat/)))
    ph = [2.5, 12.5];
  // Hydroxide relaxers work at pH 12.5–14 (Annex III 15a caps the hydroxide, not the pH).
  if (ph && (kind === "straightener" || has(type, /relax/)) && !has(type, /thio|perm/)) ph = [ph[0], 14];
  if (ph && has(type, /peel|aha|exfoliat/)) ph = [3.0, ph[1]];
  if (ph && has(type, /cuticle/)) ph = [ph[0], 13.5];
  return {
    regime: base.regime,
    regulatory: {
      leaveOn,
      area,
      ...(kind && kind !== "hair-dye" && kind !== "fragrance" ? { kind } : {}),
      children: input.childrenUnder3 ?? (base.children || has(type, /baby|infant|nappy|diaper|toddler|child|kids/)),
      spray: input.sprayable ?? (has(type, /spray|mist|aerosol/) && !has(type, /non-spray/)),
      professional: input.professionalUse ?? has(type, /professional|salon/),
      hairDye: kind === "hair-dye",
      fragrance: kind === "fragrance",
    },
    ph,
    // "Conditioner" is an emulsion for hair, not for soil or water.
    isEmulsion:
      input.emulsion ??
      has(type, /cream|lotion|emulsion|(?<!soil |water )conditioner|milk|\bo\/w\b|\bw\/o\b|\bbalm \(lotion\)/),
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
