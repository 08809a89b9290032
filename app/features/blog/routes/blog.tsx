import { href, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { StaticHtml } from "#app/components/ui/static-html";
import { BlogHero, BlogLoadError } from "#app/features/blog/components/blog-hero";
import { TrendingWidget } from "#app/features/blog/components/trending-widget";
import { listPublishedPosts } from "#app/features/blog/posts.server";
import { renderPostGrid } from "#app/features/blog/sections.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { getDb } from "#app/server/db/client.server";
import { serverHtml } from "#app/server/server-html.server";
import type { Route } from "./+types/blog";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listPublishedPosts(getDb());
  return { count: posts.length, html: serverHtml(context, renderPostGrid(posts)) };
}

// Feed readers and browsers find the RSS feed from the list page.
export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Formulab Blog", href: href("/blog/rss.xml") },
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogHero />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
        <TrendingWidget />
        <section aria-label="Latest articles">
          <StaticHtml html={loaderData.html} />
        </section>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <p className="font-semibold text-ink">Ready to put these ideas into production?</p>
          <Link to={href("/")} className={buttonClass("primary", "md", "mt-4")}>
            Get Started
          </Link>
        </div>
      </div>
    </>
  );
}

/** The posts could not be read (the database is unreachable): the page stays, with the spec's text. */
export function ErrorBoundary() {
  return <BlogLoadError />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Formulab Blog – Formulation Insights and Trends",
    description:
      "Articles on cosmetic and chemical formulation, EU regulation and the products small manufacturers are making now, with trending formulations by region.",
    origin: originOf(matches),
    path: "/blog",
  });
