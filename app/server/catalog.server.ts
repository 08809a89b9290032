/**
 * Categories and catalogue counts: the queries behind the home page, /api/categories and
 * /api/stats. Pages and the JSON API call these same functions.
 */
import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { categories, formulations } from "./db/schema";

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryWithCount = CategoryRow & { formulationCount: number };

/** "Active" is anything but an explicit false (spec §3); the column is NOT NULL, so: true. */
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

/** LIKE pattern for a user's search term, with LIKE's wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/**
 * Categories matching a search term by their own name/description or by one of their active
 * formulations' name/description, with how many of their formulations match.
 */
export async function searchCategories(db: Database, term: string) {
  const pattern = likePattern(term);
  const all = await listCategories(db);
  const hits = await db
    .select({ categoryId: formulations.categoryId, n: sql<number>`count(*)` })
    .from(formulations)
    .where(
      and(
        formulationIsActive,
        or(
          sql`${formulations.name} LIKE ${pattern} ESCAPE '\\'`,
          sql`${formulations.description} LIKE ${pattern} ESCAPE '\\'`,
        ),
      ),
    )
    .groupBy(formulations.categoryId);
  const matchesByCategory = new Map(hits.map((h) => [h.categoryId, Number(h.n)]));
  const lower = term.toLowerCase();
  return all
    .map((c) => ({ ...c, matchingFormulations: matchesByCategory.get(c.id) ?? 0 }))
    .filter(
      (c) =>
        c.matchingFormulations > 0 ||
        c.name.toLowerCase().includes(lower) ||
        c.description.toLowerCase().includes(lower),
    );
}

export type SearchSuggestion = {
  id: string;
  slug: string;
  title: string;
  type: "category" | "formulation";
  description: string;
};

const SUGGESTION_LIMIT = 8;
const SUGGESTION_DESCRIPTION_MAX = 80;

function cut(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** Search suggestions (spec §9): at most 8, categories first, descriptions cut at 80 characters. */
export async function searchSuggestions(db: Database, term: string): Promise<SearchSuggestion[]> {
  const pattern = likePattern(term);
  const like = (column: typeof categories.name | typeof formulations.name) =>
    sql`${column} LIKE ${pattern} ESCAPE '\\'`;
  const [cats, forms] = await db.batch([
    db
      .select({ id: categories.id, slug: categories.slug, title: categories.name, description: categories.description })
      .from(categories)
      .where(
        and(
          ne(categories.isActive, false),
          or(like(categories.name), sql`${categories.description} LIKE ${pattern} ESCAPE '\\'`),
        ),
      )
      .orderBy(asc(categories.sortOrder))
      .limit(SUGGESTION_LIMIT),
    db
      .select({
        id: formulations.id,
        slug: formulations.slug,
        title: formulations.name,
        description: formulations.description,
      })
      .from(formulations)
      .innerJoin(categories, eq(categories.id, formulations.categoryId))
      .where(
        and(
          formulationIsActive,
          ne(categories.isActive, false),
          or(like(formulations.name), sql`${formulations.description} LIKE ${pattern} ESCAPE '\\'`),
        ),
      )
      .orderBy(asc(formulations.name))
      .limit(SUGGESTION_LIMIT),
  ]);
  return [
    ...cats.map((c) => ({
      ...c,
      type: "category" as const,
      description: cut(c.description, SUGGESTION_DESCRIPTION_MAX),
    })),
    ...forms.map((f) => ({
      ...f,
      type: "formulation" as const,
      description: cut(f.description, SUGGESTION_DESCRIPTION_MAX),
    })),
  ].slice(0, SUGGESTION_LIMIT);
}
