/**
 * What a formulator filters a catalogue by: pH range, leave-on or rinse-off, free-from
 * claims and vegan. Read from the knowledge base — each row's ingredient, its functions and flags —
 * never from the formula's wording, so "sulfate-free" in a description proves nothing and a row
 * written "SLES" still counts as a sulfate. Pure: the server stores the result next to the row.
 */

import { type CategorySlug, isCategorySlug } from "./categories";
import { findIngredient, type Ingredient } from "./knowledge";
import { parsePhRange, productProfile } from "./profiles";

export type FormulationFacets = {
  phMin: number | null;
  phMax: number | null;
  leaveOn: boolean;
  sulfateFree: boolean;
  siliconeFree: boolean;
  fragranceFree: boolean;
  preservativeFree: boolean;
  vegan: boolean;
};

export type FacetInput = {
  ingredients: readonly { name?: string; inci?: string; function?: string }[];
  phLevel?: string | null;
  category?: string | null;
  productType?: string | null;
  leaveOn?: boolean | null;
};

/** Sulfated anionic surfactants (SLS, SLES, ALS, …); inorganic sulfates such as magnesium sulfate are not "sulfates". */
const isSulfate = (i: Ingredient) => i.functions.includes("surfactant") && /sul(?:f|ph)ate/i.test(i.inci);
const isSilicone = (i: Ingredient) => /methicone|siloxane|silicone|silane|silsesquioxane/i.test(`${i.inci} ${i.name}`);
const isFragrance = (i: Ingredient) => i.functions.includes("fragrance") || i.functions.includes("essential-oil");
const isPreservative = (i: Ingredient) => i.functions.includes("preservative");

/**
 * A free-from or vegan claim needs every row identified: an ingredient the knowledge base does not
 * know could be anything, so such a formulation is simply not offered under those filters.
 */
export function formulationFacets(input: FacetInput): FormulationFacets {
  const known = input.ingredients.map((row) => findIngredient({ name: row.name, inci: row.inci }));
  const all = known.every((i): i is Ingredient => i !== undefined);
  const none = (test: (i: Ingredient) => boolean) => all && !known.some((i) => i && test(i));
  const category: CategorySlug | undefined =
    input.category && isCategorySlug(input.category) ? input.category : undefined;
  const profile = productProfile({
    category,
    productType: input.productType ?? undefined,
    leaveOn: input.leaveOn ?? undefined,
  });
  const ph = parsePhRange(input.phLevel);
  return {
    phMin: ph?.[0] ?? null,
    phMax: ph?.[1] ?? null,
    leaveOn: profile.regulatory.leaveOn,
    sulfateFree: none(isSulfate),
    siliconeFree: none(isSilicone),
    fragranceFree: none(isFragrance),
    preservativeFree: none(isPreservative),
    vegan: all && known.length > 0 && known.every((i) => i?.vegan),
  };
}
