import { data } from "react-router";
import { LabelScreen } from "#app/features/labelling/components/label-screen";
import { labelPageData, loadCustomLabel } from "#app/features/labelling/labelling.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { callerOf } from "#app/server/authorize.server";
import { getDb } from "#app/server/db/client.server";
import type { Route } from "./+types/custom-label";

// Public: the request id the visitor received with their PDF is the only way to address it.
export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

export async function loader({ params, request }: Route.LoaderArgs) {
  const out = await labelPageData(
    loadCustomLabel,
    { db: getDb(), caller: callerOf(request) },
    params.id,
    new URL(request.url),
  );
  return data(out.data, { status: out.status, headers: { "Cache-Control": "private, no-store" } });
}

export default function CustomLabelPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <LabelScreen
      data={loaderData}
      pdfPath={`/api/custom-formulations/${encodeURIComponent(params.id)}`}
      back={{ to: "/", label: "Back to the custom formula wizard" }}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({
    title: loaderData?.page
      ? `Label ${loaderData.page.quantity}: ${loaderData.page.formulation.name} – Formulab`
      : "Label – Formulab",
    description: "Printable product label of a custom formulation, for a chosen pack size.",
    origin: originOf(matches),
    path: "/",
    noindex: true,
  });
