import { data } from "react-router";
import { HomePage } from "#app/features/catalogue/components/home-page";
import { homeContentHtml } from "#app/features/catalogue/home.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { serverHtml } from "#app/server/server-html.server";
import type { Route } from "./+types/not-found";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// Unknown paths show the home page — but honestly answered with 404 for crawlers.
export async function loader({ request, context }: Route.LoaderArgs) {
  return data({ html: serverHtml(context, await homeContentHtml(request)) }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <HomePage html={loaderData.html} />;
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found – Formulab" },
  { name: "robots", content: "noindex" },
];
