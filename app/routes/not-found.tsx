import { data } from "react-router";
import { HomePage } from "#app/features/catalogue/components/home-page";
import { homeContentHtml } from "#app/features/catalogue/home.server";
import { CmsPage, cmsPageMeta } from "#app/features/pages/components/cms-page";
import { findActivePage } from "#app/features/pages/pages.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { getDb } from "#app/server/db/client.server";
import { serverHtml } from "#app/server/server-html.server";
import type { Route } from "./+types/not-found";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

const NOT_FOUND_TITLE = "Page not found";

/**
 * Every path no other route owns. An active content-managed page whose slug is the path is served
 * here (the Content tab promises "Active (shown on the site)"); anything else shows the home page
 * under a notice that the page was not found, answered with 404 for crawlers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = await findActivePage(getDb(), path.slice(1));
  if (page) return { kind: "page" as const, page, path };
  return data({ kind: "missing" as const, path, html: serverHtml(context, await homeContentHtml()) }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "page") return <CmsPage page={loaderData.page} />;
  return (
    <>
      <section
        aria-labelledby="not-found-heading"
        className="border-b border-amber-200 bg-amber-50"
        data-testid="not-found-notice"
      >
        <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
          <h1 id="not-found-heading" className="text-lg font-bold text-amber-950">
            {NOT_FOUND_TITLE}
          </h1>
          <p className="mt-1 text-sm break-words text-amber-900">
            There is no page at <span className="font-mono break-all">{loaderData.path}</span>. It may have moved or
            been removed. Search the library or choose a category below.
          </p>
        </div>
      </section>
      <HomePage html={loaderData.html} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.kind === "page"
    ? cmsPageMeta(loaderData.page, matches, loaderData.path)
    : [{ title: `${NOT_FOUND_TITLE} – Formulab` }, { name: "robots", content: "noindex" }];
