/**
 * Keeps formulation_facets in step with formulations. The facets come from the knowledge base
 * (formulation/facets.ts), which SQL triggers cannot reach, so every writer calls this after
 * saving: admin create and edit, bulk drafts; the seed writes the same values in its SQL.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server";
import { categories, formulationFacets, formulations } from "#app/server/db/schema";
import { parseIngredients } from "#app/server/formulations.server";
import { formulationFacets as deriveFacets } from "#formulation";

export async function refreshFacets(db: Database, formulationId: string): Promise<void> {
  const row = await db
    .select({
      ingredients: formulations.ingredients,
      phLevel: formulations.phLevel,
      productType: formulations.productType,
      leaveOn: formulations.leaveOn,
      category: categories.slug,
    })
    .from(formulations)
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(eq(formulations.id, formulationId))
    .get();
  if (!row) return;
  const facets = deriveFacets({ ...row, ingredients: parseIngredients(row.ingredients) });
  await db
    .insert(formulationFacets)
    .values({ formulationId, ...facets })
    .onConflictDoUpdate({ target: formulationFacets.formulationId, set: facets });
}
