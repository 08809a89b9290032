import { data } from "react-router";
import { LabelScreen } from "#app/features/labelling/components/label-screen";
import { labelPageData, loadLabel } from "#app/features/labelling/labelling.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { callerOf } from "#app/server/authorize.server";
import { getDb } from "#app/server/db/client.server";
import type { Route } from "./+types/label";

// Public like the formulation page; not edge-cached: a cosmetic's best-before date follows the
// day the label is printed, and the UFI is the visitor's own.
export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

export async function loader({ params, request }: Route.LoaderArgs) {
  const out = await labelPageData(
    loadLabel,
    { db: getDb(), caller: callerOf(request) },
    params.id,
    new URL(request.url),
  );
  return data(out.data, { status: out.status });
}

export default function LabelPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <LabelScreen
      data={loaderData}
      pdfPath={`/api/formulations/${encodeURIComponent(loaderData.slug ?? params.id)}`}
      back={loaderData.slug ? { to: `/formulation/${loaderData.slug}`, label: "Back to the formulation" } : null}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({
    title: loaderData?.page
      ? `Label ${loaderData.page.quantity}: ${loaderData.page.formulation.name} – Formulab`
      : "Label – Formulab",
    description: "Printable product label: CLP hazard label elements or the cosmetic label, for a chosen pack size.",
    origin: originOf(matches),
    path: loaderData?.slug ? `/formulation/${loaderData.slug}` : "/browse",
    noindex: true,
  });
