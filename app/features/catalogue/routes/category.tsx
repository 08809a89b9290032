import { useEffect, useRef } from "react";
import { data, href, Link } from "react-router";
import { z } from "zod";
import { loadCategoryPage } from "#app/features/catalogue/category-page.server";
import { FormulationCard } from "#app/features/catalogue/components/formulation-card";
import { SearchTerm } from "#app/features/search/search.server";
import { isIdOrSlug } from "#app/lib/identifiers";
import type { RoutePolicy } from "#app/lib/route-policy";
import { breadcrumbs, clip, originOf, seoMeta } from "#app/lib/seo";
import { getDb } from "#app/server/db/client.server";
import type { Route } from "./+types/category";

export const policy = {
  access: "public",
  cache: "edge",
  query: ["search", "highlight", "page"],
} as const satisfies RoutePolicy;

const HIGHLIGHT_SCROLL_DELAY_MS = 500;

const PageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = SearchTerm.catch("").parse(url.searchParams.get("search") ?? "");
  const highlight = (url.searchParams.get("highlight") ?? "").slice(0, 100);
  const page = PageSchema.parse(url.searchParams.get("page") ?? 1);
  const found = isIdOrSlug(params.id) ? await loadCategoryPage(getDb(), params.id, { search, highlight, page }) : null;
  if (!found)
    return data(
      { category: null, formulations: [], total: 0, matchCount: 0, page: 1, pages: 1, search, highlight },
      { status: 404 },
    );
  return { ...found, page, search, highlight };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, formulations, total, matchCount, page, pages, search, highlight } = loaderData;
  const highlighted = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(
      () => highlighted.current?.scrollIntoView({ behavior: "smooth", block: "center" }),
      HIGHLIGHT_SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [highlight]);

  if (!category) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Category not found</h1>
        <p className="mt-3 text-slate-600">This category does not exist or is no longer available.</p>
        <Link
          to={href("/browse")}
          className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Return to Browse
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {/* Back to the same search's results when the visitor came from one. */}
      <Link
        to={search ? `${href("/browse")}?${new URLSearchParams({ search })}` : href("/browse")}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        ← Back to Browse
      </Link>
      <div className="mt-4 flex items-center justify-between gap-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            {category.name} <span className="text-lg font-medium text-slate-500">({total} formulations)</span>
          </h1>
          <p className="mt-2 max-w-3xl text-slate-600">{category.description}</p>
        </div>
        {/* Decorative beside the name (empty alt); phones skip it for the list. */}
        <img
          src={category.picture}
          alt=""
          width={400}
          height={225}
          decoding="async"
          className="hidden w-64 shrink-0 rounded-xl border border-slate-200 bg-brand-50 object-cover md:block"
        />
      </div>
      {search ? (
        <p className="mt-4 text-sm font-medium text-ink" data-testid="search-summary">
          Search results for “{search}”: {matchCount} matching {matchCount === 1 ? "formulation" : "formulations"} shown
          first
        </p>
      ) : null}
      {formulations.length ? (
        <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {formulations.map((f) => (
            <FormulationCard
              key={f.id}
              f={f}
              highlighted={f.id === highlight}
              matched={search && f.matches ? search : undefined}
              ref={f.id === highlight ? highlighted : undefined}
            />
          ))}
        </div>
      ) : null}
      {pages > 1 ? <Pager slug={category.slug} page={page} pages={pages} search={search} /> : null}
      {formulations.length ? null : (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-semibold">No formulations found</p>
          <Link to={href("/browse")} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
            Browse Other Categories
          </Link>
        </div>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originOf(matches);
  const category = loaderData?.category;
  if (!category)
    return seoMeta({
      title: "Category not found – Formulab",
      description: "This category does not exist.",
      origin,
      path: "/browse",
      noindex: true,
    });
  const path = `/category/${category.slug}`;
  return seoMeta({
    title: category.seoTitle || `${category.name} Formulations | Formulab`,
    description:
      category.metaDescription ||
      clip(category.description || `${category.name} formulations for small manufacturers.`, 160),
    keywords: category.keywords,
    origin,
    path,
    image: category.image,
    jsonLd: [
      breadcrumbs(origin, [
        { name: "Browse", path: "/browse" },
        { name: category.name, path },
      ]),
    ],
  });
};

/** Plain links to the neighbouring pages: no client state, and each page is its own cacheable URL. */
function Pager({ slug, page, pages, search }: { slug: string; page: number; pages: number; search: string }) {
  const to = (n: number) => {
    const params = new URLSearchParams();
    if (search) params.set("search", search);
    if (n > 1) params.set("page", String(n));
    const query = params.toString();
    return `${href("/category/:id", { id: slug })}${query ? `?${query}` : ""}`;
  };
  const link =
    "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50";
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={to(page - 1)} className={link} rel="prev">
          Previous
        </Link>
      ) : null}
      <span className="text-sm text-slate-600">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={link} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
