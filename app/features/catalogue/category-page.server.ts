/**
 * A category page's cards, a page at a time (a category of 2,000 formulations must not
 * render 2,000 cards). Order: the highlighted card first, then search matches,
 * then the rest newest first. The page's ids come from the listing index alone
 * (formulations_listing_idx), and only their cards are read.
 */
import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { findCategory } from "#app/features/catalogue/catalog.server";
import { categoryPicture } from "#app/features/catalogue/category-picture.server";
import { formulationMatches } from "#app/features/search/search.server";
import { memoForContent } from "#app/server/content-memo.server";
import type { Database } from "#app/server/db/client.server";
import { formulations } from "#app/server/db/schema";

export const CATEGORY_PAGE_SIZE = 24;

const card = {
  id: formulations.id,
  slug: formulations.slug,
  name: formulations.name,
  description: formulations.description,
  isActive: formulations.isActive,
  phLevel: formulations.phLevel,
  shelfLife: formulations.shelfLife,
  batchSize: formulations.batchSize,
};

export async function loadCategoryCards(
  db: Database,
  categoryId: string,
  options: { search?: string; highlight?: string; page: number },
) {
  const inCategory = and(eq(formulations.categoryId, categoryId), ne(formulations.isActive, false)) as SQL;
  const match = formulationMatches(options.search);
  // The highlighted card leads page 1 and is left out of the ordered listing, so the listing
  // itself keeps an index-friendly order.
  const highlight = options.highlight || undefined;
  // Aliased: in a D1 batch rows are keyed by column name, and an unnamed "0" would sort first.
  const matches = (match ? sql<number>`${match}` : sql<number>`0`).as("matches");
  const rest = highlight ? and(inCategory, ne(formulations.id, highlight)) : inCategory;
  const offset = (options.page - 1) * CATEGORY_PAGE_SIZE;
  // The page's ids are chosen over the listing index alone (category, state, date, name, id): a
  // sort that carried the cards' columns would read every formulation of the category whole. The
  // cards are then read for those ids only, in the same statement, in the same order.
  const page = db
    .select({ id: formulations.id, matches, createdAt: formulations.createdAt, name: formulations.name })
    .from(formulations)
    .where(rest)
    .orderBy(...(match ? [sql`${match} DESC`] : []), desc(formulations.createdAt), asc(formulations.name))
    .limit(CATEGORY_PAGE_SIZE)
    .offset(highlight && options.page > 1 ? offset - 1 : offset)
    .as("page");
  const [highlighted, listed, matched] = await db.batch([
    db
      .select({ ...card, matches })
      .from(formulations)
      .where(and(inCategory, eq(formulations.id, highlight ?? "")))
      .limit(1),
    db
      .select({ ...card, matches: sql<number>`${sql.identifier("page")}.${sql.identifier("matches")}`.as("matches") })
      .from(page)
      .crossJoin(formulations)
      .where(eq(formulations.id, page.id))
      .orderBy(sql`${sql.identifier("page")}.${sql.identifier("matches")} DESC`, desc(page.createdAt), asc(page.name)),
    db
      .select({ n: count() })
      .from(formulations)
      .where(match ? and(inCategory, match) : sql`0`),
  ]);
  const lead = options.page === 1 ? highlighted : [];
  const cards = [...lead, ...listed].slice(0, CATEGORY_PAGE_SIZE);
  return {
    cards: cards.map((c) => ({ ...c, matches: Boolean(c.matches) })),
    matchCount: match ? (matched[0]?.n ?? 0) : 0,
  };
}

type CategoryPageOptions = { search: string; highlight: string; page: number };

/**
 * A category page's data, or null when there is no such public category. Without a term or a
 * highlighted card a page is the same for everyone until the catalogue changes, so it is read
 * once per content version (ADR 0037).
 */
export function loadCategoryPage(db: Database, idOrSlug: string, options: CategoryPageOptions) {
  if (options.search || options.highlight) return readCategoryPage(db, idOrSlug, options);
  return memoForContent(
    db,
    `category:${idOrSlug}:${options.page}`,
    () => readCategoryPage(db, idOrSlug, options),
    (page) => page !== null,
  );
}

async function readCategoryPage(db: Database, idOrSlug: string, options: CategoryPageOptions) {
  const category = await findCategory(db, idOrSlug);
  if (!category) return null;
  const { cards, matchCount } = await loadCategoryCards(db, category.id, options);
  return {
    category: {
      id: category.id,
      slug: category.slug,
      name: category.name,
      description: category.description,
      seoTitle: category.seoTitle,
      metaDescription: category.metaDescription,
      keywords: category.keywords,
      image: category.image,
      picture: categoryPicture(category),
    },
    formulations: cards,
    total: category.formulationCount,
    matchCount,
    pages: Math.max(1, Math.ceil(category.formulationCount / CATEGORY_PAGE_SIZE)),
  };
}
