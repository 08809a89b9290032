import { href, redirect } from "react-router";
import { HomePage } from "#app/features/catalogue/components/home-page";
import { homeContentHtml } from "#app/features/catalogue/home.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { serverHtml } from "#app/server/server-html.server";
import type { Route } from "./+types/home";

export const policy = { access: "public", cache: "edge", query: ["q"] } as const satisfies RoutePolicy;

export async function loader({ request, context }: Route.LoaderArgs) {
  // The navigation search once landed here ('/?q='): such links now open the one results page,
  // categories and formulations together.
  const q = new URL(request.url).searchParams.get("q")?.trim();
  if (q) throw redirect(`${href("/browse")}?${new URLSearchParams({ search: q })}#search-results`, 301);
  return { html: serverHtml(context, await homeContentHtml()) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage html={loaderData.html} />;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originOf(matches);
  return seoMeta({
    title: "Formulab – Professional Chemical Formulations",
    description:
      "Production-ready cosmetic, personal-care and chemical formulations for small manufacturers, checked against EU regulation.",
    origin,
    path: "/",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "Formulab",
        url: origin,
        logo: `${origin}/logo.svg`,
        description: "Production-ready formulations and regulatory checks for small manufacturers.",
      },
    ],
  });
};
