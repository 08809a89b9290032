/**
 * /browse's query: the search term plus the filters a formulator expects — category,
 * pH range, leave-on or rinse-off, free-from and vegan. The filters come from formulation_facets
 * (derived from the knowledge base on write), so each is an indexed condition, not a text match.
 * Read leniently: a bad value is ignored, never an error page.
 */
import { z } from "zod";
import { categoryCard } from "#app/features/catalogue/category-picture.server";
import { SearchTerm, searchCategories } from "#app/features/search/search.server";
import { idOrSlug } from "#app/lib/identifiers";
import { memoForContent } from "#app/server/content-memo.server";
import type { Database } from "#app/server/db/client.server";
import { type FacetFilter, FREE_FROM, type FreeFrom, listPublicFormulations } from "#app/server/formulations.server";
import { renderBrowseContent } from "#app/server/static-sections.server";

export const BROWSE_PAGE_SIZE = 24;

const Ph = z.coerce.number().min(0).max(14).optional().catch(undefined);

export type BrowseQuery = {
  search: string;
  category: string;
  facets: FacetFilter;
  page: number;
  /** A term or any filter: the page lists matching formulations under the categories. */
  listing: boolean;
};

export function readBrowseQuery(url: URL): BrowseQuery {
  const p = url.searchParams;
  const search = SearchTerm.catch("").parse(p.get("search") ?? "");
  const category = idOrSlug("Category")
    .catch("")
    .parse(p.get("category") ?? "");
  const phMin = p.get("phMin") ? Ph.parse(p.get("phMin")) : undefined;
  const phMax = p.get("phMax") ? Ph.parse(p.get("phMax")) : undefined;
  const useValue = p.get("use");
  const use = useValue === "leave-on" || useValue === "rinse-off" ? useValue : undefined;
  const free = p.getAll("free").filter((f): f is FreeFrom => (FREE_FROM as readonly string[]).includes(f));
  const vegan = p.get("vegan") === "1";
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .catch(1)
    .parse(p.get("page") ?? 1);
  const facets: FacetFilter = { phMin, phMax, use, free: [...new Set(free)], vegan };
  const listing = Boolean(
    search || category || phMin !== undefined || phMax !== undefined || use || free.length || vegan,
  );
  return { search, category, facets, page, listing };
}

export type BrowseResult = {
  id: string;
  slug: string;
  name: string;
  description: string;
  categoryName: string | null;
  phLevel: string | null;
};

export async function loadBrowseResults(db: Database, q: BrowseQuery) {
  if (!q.listing) return { items: [] as BrowseResult[], total: 0, page: 1, pages: 1 };
  const { items, total } = await listPublicFormulations(db, {
    search: q.search || undefined,
    category: q.category || undefined,
    facets: q.facets,
    page: q.page,
    limit: BROWSE_PAGE_SIZE,
  });
  return {
    items: items.map(
      (f): BrowseResult => ({
        id: f.id,
        slug: f.slug,
        name: f.name,
        description: f.description,
        categoryName: f.categoryName,
        phLevel: f.phLevel,
      }),
    ),
    total,
    page: q.page,
    pages: Math.max(1, Math.ceil(total / BROWSE_PAGE_SIZE)),
  };
}

/**
 * The /browse page: the categories (those matching the term, with their counts) and, with a term
 * or a filter, a page of matching formulations. The plain page is the same for everyone until
 * the catalogue changes, so it is rendered once per content version.
 */
export function loadBrowsePage(db: Database, query: BrowseQuery) {
  return query.listing ? renderBrowsePage(db, query) : memoForContent(db, "browse", () => renderBrowsePage(db, query));
}

async function renderBrowsePage(db: Database, query: BrowseQuery) {
  const { search } = query;
  const [all, matching, results] = await Promise.all([
    searchCategories(db, undefined),
    search ? searchCategories(db, search) : undefined,
    query.listing ? loadBrowseResults(db, query) : undefined,
  ]);
  const categories = matching ?? all;
  return {
    search,
    html: renderBrowseContent({
      search,
      categories: categories.map((c) => ({ ...categoryCard(c), matchingFormulations: c.matchingFormulations })),
      allCategories: all.map((c) => ({ slug: c.slug, name: c.name })),
      filters: {
        search,
        category: query.category,
        ...query.facets,
        free: query.facets.free ?? [],
        vegan: Boolean(query.facets.vegan),
      },
      results,
    }),
    totals: { categories: all.length, formulations: all.reduce((n, c) => n + c.formulationCount, 0) },
  };
}
