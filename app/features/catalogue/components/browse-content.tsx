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
 * /browse below its search box: why Formulab, the filters, then the categories (all, or those
 * matching the search) and, with a term or a filter, the matching formulations. Server-rendered
 * only (static-sections.server.tsx): plain links and a GET form, no state.
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
        {search ? (
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="browse-heading" className="text-2xl font-bold">
                Search Results for “{search}”
              </h2>
              <p className="mt-1 text-sm text-slate-600" data-testid="match-count">
                {categories.length} {categories.length === 1 ? "category" : "categories"} matched
              </p>
            </div>
            <a href={href("/browse")} className="text-sm font-semibold text-brand-700 hover:underline">
              Clear search and show all categories
            </a>
          </div>
        ) : (
          <h2 id="browse-heading" className="mb-6 text-2xl font-bold">
            All categories
          </h2>
        )}
        {categories.length ? (
          <CategoryCards categories={categories} search={search || undefined} />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="font-semibold">No categories found matching “{search}”</p>
            <p className="mt-1 text-sm text-slate-600">Try searching with different keywords</p>
          </div>
        )}
        {results ? <BrowseResults values={filters} results={results} /> : null}
      </section>
    </>
  );
}
