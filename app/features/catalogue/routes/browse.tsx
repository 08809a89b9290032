import { DeferredGuidedTour } from "#app/components/tour/deferred-guided-tour";
import { StaticHtml } from "#app/components/ui/static-html";
import { loadBrowsePage, readBrowseQuery } from "#app/features/catalogue/browse.server";
import { SearchBox } from "#app/features/search/components/search-box";
import { CustomFormulaCard } from "#app/features/wizard/components/custom-formula-card";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { getDb } from "#app/server/db/client.server";
import { serverHtml } from "#app/server/server-html.server";
import type { Route } from "./+types/browse";

export const policy = {
  access: "public",
  cache: "edge",
  query: ["search", "category", "phMin", "phMax", "use", "free", "vegan", "page"],
} as const satisfies RoutePolicy;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadBrowsePage(getDb(), readBrowseQuery(new URL(request.url)));
  return { ...page, html: serverHtml(context, page.html) };
}

export default function Browse({ loaderData }: Route.ComponentProps) {
  const { search, html, totals } = loaderData;
  return (
    <>
      <section className="on-dark bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Find Your Formulation</h1>
          <p className="mt-3 text-brand-50">
            {totals.formulations}+ professional formulations across {totals.categories} categories, ready to produce.
          </p>
          <div className="mx-auto mt-8 max-w-2xl">
            {/* Keyed by the term: following 'Clear search' empties the box instead of keeping what was typed. */}
            <SearchBox key={search} defaultValue={search} />
          </div>
        </div>
      </section>

      <StaticHtml html={html} />
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6">
        <CustomFormulaCard />
      </div>
      <DeferredGuidedTour id="browse" />
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
