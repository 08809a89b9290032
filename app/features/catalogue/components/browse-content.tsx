import { href } from "react-router";
import {
  BrowseFilters,
  type BrowseFilterValues,
  BrowseResults,
  type BrowseResultsData,
} from "#app/features/catalogue/components/browse-filters";
import { type BrowseCategory, CategoryCards } from "#app/features/catalogue/components/category-cards";

const BENEFITS = [
  {
    title: "Production-ready",
    body: "Exact percentages, INCI names and step-by-step phases you can take to the mixing vessel.",
  },
  {
    title: "Checked against EU regulation",
    body: "Every formula is validated against the CosIng annexes, with citations for each finding.",
  },
  {
    title: "Scales with you",
    body: "Batch calculator, INCI label list and exports from lab beaker to production line.",
  },
];

/**
 * /browse below its search box. Without a term or a filter: why Formulab, the filters and all the
 * categories. With one: the results straight under the search box, so they are on screen at any
 * width — the matching formulations first (they answer the search), the filters folded away
 * until used, then the matching categories, whose links keep the term. Server-rendered only
 * (static-sections.server.tsx): plain links, a GET form and <details>, no state.
 */
export function BrowseContent({
  search,
  categories,
  allCategories,
  filters,
  results,
}: {
  search: string;
  categories: readonly BrowseCategory[];
  allCategories: readonly { slug: string; name: string }[];
  filters: BrowseFilterValues;
  results?: BrowseResultsData;
}) {
  const categoryList = categories.length ? (
    <CategoryCards categories={categories} search={search || undefined} />
  ) : (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="font-semibold">No categories found matching “{search}”</p>
      <p className="mt-1 text-sm text-slate-600">Try searching with different keywords</p>
    </div>
  );
  if (results) {
    const filtered = Boolean(
      filters.category ||
        filters.phMin !== undefined ||
        filters.phMax !== undefined ||
        filters.use ||
        filters.free.length ||
        filters.vegan,
    );
    return (
      <section
        id="search-results"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 pt-6 sm:px-6"
        aria-labelledby="browse-heading"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="browse-heading" className="text-2xl font-bold">
              {search ? `Search Results for “${search}”` : "Filtered formulations"}
            </h2>
            {search ? (
              <p className="mt-1 text-sm text-slate-600" data-testid="match-count">
                {categories.length} {categories.length === 1 ? "category" : "categories"} matched
              </p>
            ) : null}
          </div>
          <a href={href("/browse")} className="text-sm font-semibold text-brand-700 hover:underline">
            {search ? "Clear search and show all categories" : "Clear filters and show all categories"}
          </a>
        </div>
        <details open={filtered} className="group mt-4">
          <summary className="inline-flex cursor-pointer items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-slate-50">
            Filters{filtered ? " (applied)" : ""}
          </summary>
          <div className="mt-3">
            <BrowseFilters values={filters} categories={allCategories} />
          </div>
        </details>
        <BrowseResults values={filters} results={results} />
        {search ? (
          <div className="mt-12">
            <h3 className="mb-4 text-xl font-bold">Matching categories</h3>
            {categoryList}
          </div>
        ) : null}
      </section>
    );
  }
  return (
    <>
      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-3" aria-label="Why Formulab">
        {BENEFITS.map((b) => (
          <div key={b.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-ink">{b.title}</h2>
            <p className="mt-2 text-sm text-slate-600">{b.body}</p>
          </div>
        ))}
      </section>

      <section id="browse-categories" className="mx-auto max-w-7xl px-4 sm:px-6" aria-labelledby="browse-heading">
        <BrowseFilters values={filters} categories={allCategories} />
        <h2 id="browse-heading" className="mb-6 text-2xl font-bold">
          All categories
        </h2>
        {categoryList}
      </section>
    </>
  );
}
