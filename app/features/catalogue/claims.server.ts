/**
 * The numbers the site claims, computed from the data rather than hard-coded.
 */

import { listCategories } from "#app/features/catalogue/catalog.server";
import type { Database } from "#app/server/db/client.server";
import { INGREDIENTS, REGULATORY_ENTRIES } from "#formulation";

export type SiteClaims = {
  categories: number;
  formulations: number;
  ingredients: number;
  regulatoryEntries: number;
};

export async function siteClaims(db: Database): Promise<SiteClaims> {
  const categories = await listCategories(db);
  return {
    categories: categories.length,
    formulations: categories.reduce((n, c) => n + c.formulationCount, 0),
    ingredients: INGREDIENTS.length,
    regulatoryEntries: REGULATORY_ENTRIES.length,
  };
}
