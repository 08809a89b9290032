/** The Blog tab's card grid: image, title, status, date ('Not published' when none), author, actions. */
import { Button } from "#app/components/ui/button";
import { Badge, Card } from "#app/components/ui/card";
import type { BlogPost } from "#app/features/blog/posts.server";
import { formatDate } from "#app/lib/dates";

type Props = { posts: readonly BlogPost[]; onEdit: (p: BlogPost) => void; onDelete: (p: BlogPost) => void };

export function PostCards({ posts, onEdit, onDelete }: Props) {
  if (!posts.length) {
    return <Card className="p-8 text-center text-sm text-slate-600">No blog posts yet. Write the first one.</Card>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {posts.map((p) => (
        <li key={p.id}>
          <Card className="flex h-full flex-col overflow-hidden" data-testid="post-card">
            {p.featuredImage ? <img src={p.featuredImage} alt="" className="aspect-video w-full object-cover" /> : null}
            <div className="flex flex-1 flex-col p-5">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold break-words text-ink">{p.title}</h3>
                <Badge tone={p.isPublished ? "success" : "warning"}>{p.isPublished ? "Published" : "Draft"}</Badge>
              </div>
              <p className="mt-1 font-mono text-xs break-all text-slate-600">/blog/{p.slug}</p>
              {p.excerpt ? <p className="mt-2 line-clamp-2 text-sm text-slate-600">{p.excerpt}</p> : null}
              <p className="mt-auto pt-3 text-xs text-slate-500">
                {p.publishedAt ? formatDate(p.publishedAt) : "Not published"} · {p.authorName}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => onEdit(p)} aria-label={`Edit ${p.title}`}>
                  Edit
                </Button>
                {p.isPublished ? (
                  <a
                    href={`/blog/${p.slug}`}
                    className="inline-flex items-center px-3 py-1.5 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    View
                  </a>
                ) : null}
                <Button variant="ghost" size="sm" onClick={() => onDelete(p)} aria-label={`Delete ${p.title}`}>
                  Delete
                </Button>
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
