/**
 * Categories and catalogue counts: the queries behind the home page, /api/categories and
 * /api/stats. Pages and the JSON API call these same functions.
 */
import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server";
import { categories, formulations } from "#app/server/db/schema";

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryWithCount = CategoryRow & { formulationCount: number };

/** "Active" is anything but an explicit false; the column is NOT NULL, so: true. */
const formulationIsActive = ne(formulations.isActive, false);

export async function listCategories(
  db: Database,
  options: { includeInactive?: boolean } = {},
): Promise<CategoryWithCount[]> {
  const rows = await db
    .select({
      category: categories,
      formulationCount: sql<number>`count(${formulations.id})`,
    })
    .from(categories)
    .leftJoin(formulations, and(eq(formulations.categoryId, categories.id), formulationIsActive))
    .where(options.includeInactive ? undefined : ne(categories.isActive, false))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((r) => ({ ...r.category, formulationCount: Number(r.formulationCount) }));
}

export async function findCategory(db: Database, idOrSlug: string): Promise<CategoryWithCount | undefined> {
  const [row] = await db
    .select({
      category: categories,
      formulationCount: sql<number>`count(${formulations.id})`,
    })
    .from(categories)
    .leftJoin(formulations, and(eq(formulations.categoryId, categories.id), formulationIsActive))
    .where(and(or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug)), ne(categories.isActive, false)))
    .groupBy(categories.id)
    .limit(1);
  return row ? { ...row.category, formulationCount: Number(row.formulationCount) } : undefined;
}

export type CatalogStats = {
  totalCategories: number;
  totalFormulations: number;
  activeFormulations: number;
  draftFormulations: number;
};

export async function getCatalogStats(db: Database): Promise<CatalogStats> {
  const [categoryCount, formulationCounts] = await db.batch([
    db.select({ n: count() }).from(categories),
    db
      .select({
        total: count(),
        drafts: sql<number>`coalesce(sum(case when ${formulations.isActive} = 0 then 1 else 0 end), 0)`,
      })
      .from(formulations),
  ]);
  const total = formulationCounts[0]?.total ?? 0;
  const drafts = Number(formulationCounts[0]?.drafts ?? 0);
  return {
    totalCategories: categoryCount[0]?.n ?? 0,
    totalFormulations: total,
    activeFormulations: total - drafts,
    draftFormulations: drafts,
  };
}

/** Only the fields a public client needs: no internal bookkeeping columns. */
export function toPublicCategory(c: CategoryWithCount) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    seoTitle: c.seoTitle,
    metaDescription: c.metaDescription,
    keywords: c.keywords,
    icon: c.icon,
    image: c.image,
    isActive: c.isActive,
    createdAt: c.createdAt.toISOString(),
    formulationCount: c.formulationCount,
  };
}
