/**
 * The 22 system categories of the catalogue. Their ids double as slugs; the seed, the engine and the
 * curated library all key on these exact strings.
 */
export const CATEGORY_SLUGS = [
  "3d-printing-materials-formulations",
  "advanced-agricultural-chemicals-formulations",
  "automotive-coating-solutions-formulations",
  "baby-care-formulations",
  "beauty-products-formulations",
  "biodegradable-packaging-solutions-formulations",
  "cleaning-products-formulations",
  "detergent-formulations",
  "hair-enrichment-solutions-formulations",
  "leather-products-formulations",
  "mens-care-style-formulations",
  "oral-care-formulations",
  "organic-care-products-formulations",
  "professional-grooming-essentials-formulations",
  "salon-base-innovations-formulations",
  "saloon-hair-treatment-formulations",
  "shoe-care-formulations",
  "skin-care-formulations",
  "smart-textile-coatings-formulations",
  "water-treatment-solutions-formulations",
  "construction-material-formulations",
  "pet-care-formulations",
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}
