import { buttonClass } from "#app/components/ui/button";
import { StaticHtml } from "#app/components/ui/static-html";
import { type CategoryCardData, CategoryGrid } from "#app/features/catalogue/components/category-grid";
import { CustomFormulaCard } from "#app/features/wizard/components/custom-formula-card";
import type { ServerHtml } from "#app/lib/server-html";

export type HomePageData = {
  categories: CategoryCardData[];
  totalCategories: number;
  totalFormulations: number;
};

/** The home page as the browser gets it: the server's markup, then the wizard's card. */
export function HomePage({ html }: { html: ServerHtml }) {
  return (
    <>
      <StaticHtml html={html} />
      <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
        <CustomFormulaCard />
      </div>
    </>
  );
}

/**
 * The home content (also what unknown paths show, with status 404). Server-rendered only
 * (static-sections.server.tsx): plain links, no state.
 */
export function HomeContent({ data }: { data: HomePageData }) {
  const { categories, totalCategories, totalFormulations } = data;
  return (
    <>
      <section className="on-dark bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            For small manufacturers of cosmetic, personal-care and chemical products
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Professional Chemical Formulations
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-50">
            {totalFormulations} production-ready formulations across {totalCategories} categories — with INCI names,
            exact percentages, step-by-step manufacturing and checks against EU cosmetics regulation.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#categories" className={buttonClass("secondary", "lg")}>
              Explore categories
            </a>
          </div>
        </div>
      </section>

      <section
        id="categories"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 pt-14 pb-12 sm:px-6"
        aria-labelledby="categories-heading"
      >
        <h2 id="categories-heading" className="text-2xl font-bold tracking-tight">
          Formulation categories
        </h2>
        <p className="mt-1 text-sm text-slate-600">Choose a category to see its formulations.</p>
        <div className="mt-8">
          <CategoryGrid categories={categories} />
        </div>
      </section>
    </>
  );
}
