import { data, href, Link } from "react-router";
import { StaticHtml } from "#app/components/ui/static-html";
import { ShareButton } from "#app/features/blog/components/share-button";
import { findPublishedPost, postBodyHtml } from "#app/features/blog/posts.server";
import { renderArticleBody } from "#app/features/blog/sections.server";
import { formatLongDate } from "#app/lib/dates";
import { isIdOrSlug } from "#app/lib/identifiers";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, SITE_NAME, seoMeta } from "#app/lib/seo";
import { getDb } from "#app/server/db/client.server";
import { serverHtml } from "#app/server/server-html.server";
import type { Route } from "./+types/blog-post";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = isIdOrSlug(params.slug) ? await findPublishedPost(getDb(), params.slug) : undefined;
  // Drafts and unknown slugs look the same to a visitor, with a real 404 (never edge-cached).
  if (!post) return data({ post: null, html: "", dateLabel: "" }, { status: 404 });
  const { content, ...meta } = post;
  return {
    post: meta,
    // Written here, not in the component: formatting a date in the browser loads its locale data,
    // the largest single piece of work of an article's hydration on a slow phone (ADR 0062).
    dateLabel: formatLongDate(post.publishedAt ?? post.createdAt),
    html: serverHtml(
      context,
      renderArticleBody({
        title: post.title,
        excerpt: post.excerpt,
        featuredImage: post.featuredImage,
        bodyHtml: postBodyHtml(content),
      }),
    ),
  };
}

const backLink = "inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline";

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, html, dateLabel } = loaderData;
  if (!post) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-3xl font-bold">Blog Post Not Found</h1>
        <p className="mt-3 text-slate-600">The blog post you're looking for doesn't exist or may have been removed.</p>
        <Link to={href("/blog")} className={`${backLink} mt-6`}>
          ← Back to Blog
        </Link>
      </div>
    );
  }
  const date = post.publishedAt ?? post.createdAt;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to={href("/blog")} className={backLink}>
        ← Back to Blog
      </Link>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
        <time dateTime={date}>{dateLabel}</time>
        <span>By {post.authorName}</span>
        <span className="flex items-center gap-3">
          <ShareButton title={post.title} />
        </span>
      </div>
      <StaticHtml html={html} />
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originOf(matches);
  const post = loaderData?.post;
  if (!post) {
    return seoMeta({
      title: "Blog Post Not Found – Formulab",
      description: "The blog post you're looking for doesn't exist or may have been removed.",
      origin,
      path: "/blog",
      noindex: true,
    });
  }
  const path = `/blog/${post.slug}`;
  const description = post.metaDescription ?? post.excerpt ?? `${post.title} – an article from the ${SITE_NAME} blog.`;
  return seoMeta({
    title: `${post.title} | ${SITE_NAME} Blog`,
    description,
    origin,
    path,
    type: "article",
    keywords: post.keywords,
    image: post.featuredImage,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.title.slice(0, 110),
        description,
        ...(post.featuredImage
          ? { image: [new URL(post.featuredImage, origin || "http://localhost").toString()] }
          : {}),
        datePublished: post.publishedAt ?? post.createdAt,
        dateModified: post.updatedAt,
        author: { "@type": post.authorName === `${SITE_NAME} Team` ? "Organization" : "Person", name: post.authorName },
        publisher: {
          "@type": "Organization",
          name: SITE_NAME,
          logo: { "@type": "ImageObject", url: `${origin}/logo.svg` },
        },
        mainEntityOfPage: { "@type": "WebPage", "@id": `${origin}${path}` },
        ...(post.keywords ? { keywords: post.keywords } : {}),
      },
    ],
  });
};
