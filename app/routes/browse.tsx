import { href, Link } from "react-router";
import { type BrowseCategory, CategoryCards } from "~/components/browse/category-cards";
import { SearchBox } from "~/components/search/search-box";
import { GuidedTour } from "~/components/tour/guided-tour";
import { CustomFormulaCard } from "~/components/wizard/custom-formula-card";
import type { RoutePolicy } from "~/lib/route-policy";
import { originOf, seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import { SearchTerm, searchCategories } from "~/server/search.server";
import type { Route } from "./+types/browse";

export const policy = { access: "public", cache: "edge", query: ["search"] } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  const search = SearchTerm.catch("").parse(new URL(request.url).searchParams.get("search") ?? "");
  const db = getDb();
  const all = await searchCategories(db, undefined);
  const categories: BrowseCategory[] = search ? await searchCategories(db, search) : all;
  return {
    search,
    categories: categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      icon: c.icon,
      image: c.image,
      formulationCount: c.formulationCount,
      matchingFormulations: c.matchingFormulations,
    })),
    totals: { categories: all.length, formulations: all.reduce((n, c) => n + c.formulationCount, 0) },
  };
}

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

const TOUR = [
  {
    target: "#browse-search",
    title: "Search everything",
    body: "Type a product, ingredient or category — suggestions appear as you type.",
  },
  {
    target: "#browse-categories",
    title: "Browse by category",
    body: "Open any of the categories to see its production-ready formulations.",
  },
  {
    target: "#create-custom-formula",
    title: "Need something new?",
    body: "Generate a custom formulation and check it against EU regulation.",
  },
];

export default function Browse({ loaderData }: Route.ComponentProps) {
  const { search, categories, totals } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Find Your Formulation</h1>
          <p className="mt-3 text-brand-50">
            {totals.formulations}+ professional formulations across {totals.categories} categories, ready to produce.
          </p>
          <div className="mx-auto mt-8 max-w-2xl">
            <SearchBox defaultValue={search} />
          </div>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-3" aria-label="Why Formulab">
        {BENEFITS.map((b) => (
          <div key={b.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-ink">{b.title}</h2>
            <p className="mt-2 text-sm text-slate-600">{b.body}</p>
          </div>
        ))}
      </section>

      <section id="browse-categories" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6" aria-labelledby="browse-heading">
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
            <Link to={href("/browse")} className="text-sm font-semibold text-brand-700 hover:underline">
              Clear search and show all categories
            </Link>
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
        <div className="mt-10">
          <CustomFormulaCard />
        </div>
      </section>
      <GuidedTour id="browse" steps={TOUR} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({
    title: loaderData?.search
      ? `Search: ${loaderData.search} – Formulab`
      : "Find Formulation – Browse 22 Categories | Formulab",
    description: `Browse ${loaderData?.totals.formulations ?? ""} production-ready cosmetic and chemical formulations in ${loaderData?.totals.categories ?? 22} categories, with INCI lists and EU regulatory checks.`,
    origin: originOf(matches),
    path: loaderData?.search ? `/browse?search=${encodeURIComponent(loaderData.search)}` : "/browse",
    noindex: Boolean(loaderData?.search),
  });
