import { lazy, Suspense } from "react";
import { data, href, Link } from "react-router";
import { StaticHtml } from "#app/components/ui/static-html";
import { isFavorite, setFavorite } from "#app/features/favourites/favorites.server";
import { FormulationActions } from "#app/features/formulation/components/actions";
import { FormulationNotFound } from "#app/features/formulation/components/not-found";
import { loadFormulationPage } from "#app/features/formulation/formulation-page.server";
import { isIdOrSlug } from "#app/lib/identifiers";
import type { RoutePolicy } from "#app/lib/route-policy";
import { breadcrumbs, clip, originOf, seoMeta } from "#app/lib/seo";
import type { ServerHtml } from "#app/lib/server-html";
import { currentUser } from "#app/server/auth/guards.server";
import { getDb } from "#app/server/db/client.server";
import { submitForm } from "#app/server/forms.server";
import { serverHtml } from "#app/server/server-html.server";
import type { Route } from "./+types/formulation";

/**
 * The calculator is rendered on the server with the page, but its code (and the engine's batch
 * scaling) loads after the page's own JavaScript and hydrates when it arrives; its fields stay
 * disabled until then. That keeps this page's first load inside the 120 KB budget (ADR 0024).
 */
const BatchCalculator = lazy(() =>
  import("#app/features/formulation/components/batch-calculator").then((m) => ({ default: m.BatchCalculator })),
);

export const policy = { access: "public", write: "user", cache: "edge" } as const satisfies RoutePolicy;

// POST: the favourite toggle (signed-in users; the visitor's own favourites only).
export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, setFavorite.input, async (value, { ctx }) => {
    const outcome = await setFavorite(ctx, value);
    return { status: "success" as const, favorite: outcome.favorite };
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = getDb();
  const page = isIdOrSlug(params.id) ? await loadFormulationPage(db, params.id) : undefined;
  if (!page)
    return data({ formulation: null, analysis: null, picture: null, sections: null, favorite: null }, { status: 404 });
  // Signed-in requests bypass the edge cache, so the page may know the visitor's favourite state.
  const current = await currentUser(db, request, "recent");
  const favorite = current ? await isFavorite(db, current.user.id, page.formulation.id) : null;
  const sections = Object.fromEntries(
    Object.entries(page.sections).map(([name, html]) => [name, serverHtml(context, html)]),
  ) as Record<keyof typeof page.sections, ServerHtml>;
  return { ...page, sections, favorite };
}

export default function FormulationPage({ loaderData }: Route.ComponentProps) {
  const { formulation: f, analysis, picture, sections, favorite } = loaderData;
  if (!f || !analysis || !sections) return <FormulationNotFound />;
  return (
    <article className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <Link
        to={href("/category/:id", { id: f.categorySlug || f.categoryId })}
        className="no-print text-sm font-semibold text-brand-700 hover:underline"
      >
        ← Back to {f.categoryName || "Category"}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <StaticHtml html={sections.title} />
        <FormulationActions formulationId={f.id} favorite={favorite} sds={analysis.regime !== "cosmetic"} />
      </header>

      <StaticHtml html={sections.summary} />
      {sections.notices ? <StaticHtml html={sections.notices} /> : null}

      {picture ? (
        <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <img
            src={picture.src}
            alt={picture.alt}
            width={640}
            height={360}
            className="mx-auto max-h-80 w-full object-contain"
          />
        </figure>
      ) : null}

      <section aria-labelledby="description-title">
        <h2 id="description-title" className="text-xl font-semibold">
          Description
        </h2>
        <p className="mt-2 text-slate-700">{f.description}</p>
      </section>

      <section aria-labelledby="ingredients-title" className="space-y-3">
        <h2 id="ingredients-title" className="text-xl font-semibold">
          Ingredients
        </h2>
        <StaticHtml html={sections.ingredients} />
      </section>

      <section aria-labelledby="process-title">
        <h2 id="process-title" className="text-xl font-semibold">
          Step-by-Step Manufacturing Process
        </h2>
        <StaticHtml className="mt-3 space-y-4" html={sections.process} />
      </section>

      {sections.usage ? (
        <section aria-labelledby="usage-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="usage-title" className="text-xl font-semibold">
            Usage Instructions
          </h2>
          <div className="mt-3">
            <StaticHtml html={sections.usage} />
          </div>
        </section>
      ) : null}

      <StaticHtml html={sections.notes} />

      <section aria-labelledby="calculator-title" className="no-print">
        <h2 id="calculator-title" className="text-xl font-semibold">
          Batch Calculator
        </h2>
        <div className="mt-3">
          <Suspense fallback={<div className="h-64 rounded-xl border border-slate-200 bg-white" aria-busy="true" />}>
            <BatchCalculator rows={analysis.rows} recordFor={f.slug} />
          </Suspense>
        </div>
      </section>

      <StaticHtml html={sections.hazard} />

      <section aria-labelledby="compliance-title">
        <h2 id="compliance-title" className="text-xl font-semibold">
          Compliance &amp; Labelling
        </h2>
        <div className="mt-3">
          <StaticHtml html={sections.compliance} />
        </div>
      </section>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originOf(matches);
  const f = loaderData?.formulation;
  if (!f)
    return seoMeta({
      title: "Formulation Not Found – Formulab",
      description: "This formulation does not exist.",
      origin,
      path: "/browse",
      noindex: true,
    });
  const path = `/formulation/${f.slug}`;
  const categoryPath = `/category/${f.categorySlug ?? f.categoryId}`;
  return seoMeta({
    title: `${clip(f.name, 38)} | Formulab Formula`,
    description: `${clip(f.name, 50)}: ${f.description}`,
    keywords: f.keywords,
    origin,
    path,
    image: f.image,
    type: "article",
    // The HowTo is in the process section's markup (static-sections.server.tsx).
    jsonLd: [
      breadcrumbs(origin, [
        { name: "Browse", path: "/browse" },
        { name: f.categoryName ?? "Category", path: categoryPath },
        { name: f.name, path },
      ]),
    ],
  });
};
