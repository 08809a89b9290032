/**
 * The /blog grid of published posts: featured image, date, author, title,
 * excerpt and 'Read More'; 'Coming Soon' when there is none yet. Server-rendered only
 * (sections.server.tsx): plain links, no state, no JavaScript shipped.
 */
import { href } from "react-router";
import type { BlogPostSummary } from "#app/features/blog/posts.server";
import { formatLongDate } from "#app/lib/dates";

export function PostGrid({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (!posts.length) {
    return (
      <div
        className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center"
        data-testid="coming-soon"
      >
        <h2 className="text-xl font-bold text-ink">Coming Soon</h2>
        <p className="mt-2 text-slate-600">
          Our first articles on formulation, regulation and product trends are on their way. Check back soon.
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
      {posts.map((post) => {
        const to = href("/blog/:slug", { slug: post.slug });
        return (
          <li key={post.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              {post.featuredImage ? (
                <img
                  src={post.featuredImage}
                  alt=""
                  loading="lazy"
                  width={640}
                  height={360}
                  className="aspect-video w-full object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs text-slate-600">
                  <time dateTime={post.publishedAt ?? post.createdAt}>
                    {formatLongDate(post.publishedAt ?? post.createdAt)}
                  </time>{" "}
                  · {post.authorName}
                </p>
                <h2 className="mt-2 text-lg font-bold text-ink">
                  <a href={to} className="hover:text-brand-700">
                    {post.title}
                  </a>
                </h2>
                {post.excerpt ? <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.excerpt}</p> : null}
                <a
                  href={to}
                  className="mt-auto pt-4 text-sm font-semibold text-brand-700 hover:underline"
                  aria-label={`Read More: ${post.title}`}
                >
                  Read More →
                </a>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
