/**
 * The back office's category use cases: edit one, delete
 * an empty one, and the refusal to create one — the 22 categories are system-defined. Every
 * change bumps the content version, so the edge cache stops serving pages that show the old text.
 * The JSON API (POST /api/categories, PUT and DELETE /api/categories/:id) and the admin page call these same functions.
 */
import { and, count, eq, ne, notExists, or, sql } from "drizzle-orm";
import { z } from "zod";
import {
  categoryDeleteBlocker,
  DeleteCategorySchema,
  SYSTEM_CATEGORY_COUNT,
  UpdateCategorySchema,
} from "#app/features/admin/category-form";
import { type CategoryRow, listCategories } from "#app/features/catalogue/catalog.server";
import { AppError } from "#app/server/app-error";
import { bumpContentVersion } from "#app/server/content-version.server";
import type { Database } from "#app/server/db/client.server";
import { categories, formulations } from "#app/server/db/schema";
import { deleteReplacedImage } from "#app/server/images/stored-images.server";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";

export const CATEGORY_NOT_FOUND = "Category not found";
export const CATEGORIES_ARE_SYSTEM_DEFINED = `Categories are system-defined: Formulab has ${SYSTEM_CATEGORY_COUNT} fixed categories that every formulation, search and page is built on, so a new one cannot be added by hand. Edit an existing category instead.`;
export const CATEGORY_DELETED = "Category deleted successfully";

export type AdminCategory = ReturnType<typeof toAdminCategory>;

/** What the back office sees of a category: the form's fields, without internal bookkeeping. */
export function toAdminCategory(c: CategoryRow) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    icon: c.icon,
    seoTitle: c.seoTitle,
    metaDescription: c.metaDescription,
    keywords: c.keywords,
    image: c.image,
    isActive: c.isActive,
    createdAt: c.createdAt.toISOString(),
  };
}

/** A row of the admin table: the category and how many formulations it holds, drafts included. */
export type AdminCategoryRow = AdminCategory & { formulationCount: number };

/** Every category, inactive ones included, in the system order: the admin table's rows. */
export async function listAdminCategories(db: Database): Promise<AdminCategoryRow[]> {
  const [rows, held] = await Promise.all([
    listCategories(db, { includeInactive: true }),
    // Drafts count too (the public counts leave them out): they would be lost with their category.
    db.select({ categoryId: formulations.categoryId, n: count() }).from(formulations).groupBy(formulations.categoryId),
  ]);
  const counts = new Map(held.map((h) => [h.categoryId, h.n]));
  return rows.map((c) => ({ ...toAdminCategory(c), formulationCount: counts.get(c.id) ?? 0 }));
}

/** By id or slug (ADR 0007), active or not: administrators edit inactive categories too. */
async function findAnyCategory(db: Database, idOrSlug: string) {
  return db
    .select()
    .from(categories)
    .where(or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug)))
    .get();
}

/**
 * Saves the category form. The slug is left as it is: it is the category's public URL
 * (/category/{slug}) and the spec's category id, so renaming must not break links.
 */
export const updateCategory = defineUseCase(UpdateCategorySchema, async ({ db }: UserContext, input) => {
  const existing = await findAnyCategory(db, input.id);
  if (!existing) throw new AppError(404, CATEGORY_NOT_FOUND);
  const clash = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(sql`lower(${categories.name}) = lower(${input.name})`, ne(categories.id, existing.id)))
    .get();
  if (clash) {
    const message = `Another category is already named "${input.name}"`;
    throw new AppError(409, message, { name: [message] });
  }
  const [saved] = await db
    .update(categories)
    .set({
      name: input.name,
      description: input.description,
      icon: input.icon,
      seoTitle: input.seoTitle,
      metaDescription: input.metaDescription,
      keywords: input.keywords,
      ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
    })
    .where(eq(categories.id, existing.id))
    .returning();
  if (!saved) throw new AppError(404, CATEGORY_NOT_FOUND);
  await bumpContentVersion(db);
  return toAdminCategory(saved);
});

/**
 * Deletes a category only while no formulation (draft or active) belongs to it: formulations
 * cascade with their category, so deleting a used one would silently destroy them. The check and
 * the delete are one statement, so a formulation saved in between cannot be lost either.
 */
export const deleteCategory = defineUseCase(DeleteCategorySchema, async ({ db }: UserContext, input) => {
  const existing = await findAnyCategory(db, input.id);
  if (!existing) throw new AppError(404, CATEGORY_NOT_FOUND);
  const inUse = db.select({ id: formulations.id }).from(formulations).where(eq(formulations.categoryId, existing.id));
  const [deleted] = await db
    .delete(categories)
    .where(and(eq(categories.id, existing.id), notExists(inUse)))
    .returning({ id: categories.id, image: categories.image });
  if (!deleted) {
    const [used] = await db.select({ n: count() }).from(formulations).where(eq(formulations.categoryId, existing.id));
    const n = used?.n ?? 0;
    const reason = categoryDeleteBlocker(n) ?? "It was given a formulation meanwhile.";
    throw new AppError(409, `"${existing.name}" cannot be deleted yet. ${reason} Nothing was deleted.`);
  }
  // Its uploaded picture leaves R2 unless something else still shows it (ADR 0026).
  await deleteReplacedImage(db, deleted.image, null);
  await bumpContentVersion(db);
  return { id: deleted.id, message: CATEGORY_DELETED };
});

/** Categories are system-defined: creation by hand is refused, whatever is sent. */
export const createCategory = defineUseCase(z.unknown(), async (_ctx: UserContext) => {
  throw new AppError(403, CATEGORIES_ARE_SYSTEM_DEFINED);
});
