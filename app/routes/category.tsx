import { useEffect, useRef } from "react";
import { data, href, Link } from "react-router";
import { FormulationCard } from "~/components/category/formulation-card";
import { isIdOrSlug } from "~/lib/identifiers";
import type { RoutePolicy } from "~/lib/route-policy";
import { breadcrumbs, clip, originOf, seoMeta } from "~/lib/seo";
import { findCategory } from "~/server/catalog.server";
import { categoryPicture } from "~/server/category-picture.server";
import { getDb } from "~/server/db/client.server";
import { listPublicFormulations } from "~/server/formulations.server";
import { SearchTerm, textMatches } from "~/server/search.server";
import type { Route } from "./+types/category";

export const policy = {
  access: "public",
  cache: "edge",
  query: ["search", "highlight"],
} as const satisfies RoutePolicy;

const HIGHLIGHT_SCROLL_DELAY_MS = 500;

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = SearchTerm.catch("").parse(url.searchParams.get("search") ?? "");
  const highlight = (url.searchParams.get("highlight") ?? "").slice(0, 100);
  const db = getDb();
  const category = isIdOrSlug(params.id) ? await findCategory(db, params.id) : undefined;
  if (!category) return data({ category: null, formulations: [], search, highlight }, { status: 404 });
  const formulations = (await listPublicFormulations(db, { category: category.id }))
    .map((f) => ({
      id: f.id,
      slug: f.slug,
      name: f.name,
      description: f.description,
      isActive: f.isActive,
      phLevel: f.phLevel,
      shelfLife: f.shelfLife,
      batchSize: f.batchSize,
      matches: textMatches(search, f.name, f.description),
    }))
    // Highlighted card first, then search matches, then the rest in their usual order.
    .sort((a, b) => Number(b.id === highlight) - Number(a.id === highlight) || Number(b.matches) - Number(a.matches));
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
    formulations,
    search,
    highlight,
  };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, formulations, search, highlight } = loaderData;
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
  const matchCount = formulations.filter((f) => f.matches).length;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Link to={href("/browse")} className="text-sm font-semibold text-brand-700 hover:underline">
        ← Back to Browse
      </Link>
      <div className="mt-4 flex items-center justify-between gap-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            {category.name}{" "}
            <span className="text-lg font-medium text-slate-500">({formulations.length} formulations)</span>
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
              ref={f.id === highlight ? highlighted : undefined}
            />
          ))}
        </div>
      ) : (
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
