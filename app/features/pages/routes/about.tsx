import { siteClaims } from "#app/features/catalogue/claims.server";
import { CmsPage, cmsPageMeta } from "#app/features/pages/components/cms-page";
import { ProsePage, ProseSection } from "#app/features/pages/components/prose-page";
import { findActivePage } from "#app/features/pages/pages.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { getDb } from "#app/server/db/client.server";
import { COSING_ATTRIBUTION as ATTRIBUTION } from "#formulation/browser";
import type { Route } from "./+types/about";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

export async function loader() {
  const db = getDb();
  const [page, claims] = await Promise.all([findActivePage(db, "about"), siteClaims(db)]);
  return { page: page ?? null, claims };
}

const OFFERINGS = [
  ["Formulation library", "Production-ready formulations with INCI names, exact percentages and manufacturing phases."],
  ["Custom formulation generator", "Describe a product and get a complete, validated formulation in seconds — free."],
  ["Regulatory validator", "Checks against the EU CosIng annexes, with a citation for every finding, and an open API."],
  ["Human support", "Talk to a formulator in the live chat when you need a second opinion."],
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, claims } = loaderData;
  if (page) return <CmsPage page={page} />;
  return (
    <ProsePage
      title="About Formulab"
      subtitle="Professional formulations for small manufacturers of cosmetic, personal-care and chemical products."
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="claims">
        {[
          [`${claims.formulations}+`, "formulations"],
          [String(claims.categories), "categories"],
          [`${claims.ingredients}+`, "ingredients in the knowledge base"],
          [String(claims.regulatoryEntries), "EU annex entries checked"],
        ].map(([value, label]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm">
            <dt className="sr-only">{label}</dt>
            <dd className="text-2xl font-extrabold text-brand-700">{value}</dd>
            <dd className="text-xs text-slate-600">{label}</dd>
          </div>
        ))}
      </dl>
      <ProseSection title="Our mission">
        <p>
          Small manufacturers deserve the same formulation know-how as large brands. We give them production-ready
          formulations they can trust — {claims.formulations}+ formulations across {claims.categories} categories — and
          tools that explain every choice instead of hiding it.
        </p>
      </ProseSection>
      <ProseSection title="Our vision">
        <p>
          A world where a two-person workshop can launch a safe, compliant product as confidently as a multinational
          lab, because the knowledge is open, checked and honest about its limits.
        </p>
      </ProseSection>
      <ProseSection title="What we offer">
        <ul className="grid gap-4 sm:grid-cols-2">
          {OFFERINGS.map(([title, body]) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-ink">{title}</p>
              <p className="mt-1 text-sm">{body}</p>
            </li>
          ))}
        </ul>
      </ProseSection>
      <ProseSection title="Why Choose Formulab">
        <ul className="list-disc space-y-2 pl-5">
          <li>Every library formulation passes our validator with zero errors before it is published.</li>
          <li>
            No invented ingredients: our generator only uses ingredients from our knowledge base of {claims.ingredients}
            + raw materials.
          </li>
          <li>
            Regulatory checks against {claims.regulatoryEntries} entries of the EU cosmetics annexes, with citations.
          </li>
          <li>Exact batch scaling, INCI label lists and allergen declarations on every formulation.</li>
        </ul>
      </ProseSection>
      <ProseSection title="Data sources">
        <p className="text-sm">{ATTRIBUTION}</p>
      </ProseSection>
    </ProsePage>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.page
    ? cmsPageMeta(loaderData.page, matches, "/about")
    : seoMeta({
        title: "About Formulab – Formulations for Small Manufacturers",
        description:
          "Formulab gives small manufacturers production-ready cosmetic and chemical formulations, a free generator and EU regulatory checks.",
        origin: originOf(matches),
        path: "/about",
      });
