/**
 * The Content tab's card grid: title, /slug, Active or Inactive, last change, edit and delete. A
 * page saved before its slug became one of the site's own addresses is never shown there, so its
 * card says so and why instead of claiming to be live.
 */
import { Button } from "#app/components/ui/button";
import { Badge, Card } from "#app/components/ui/card";
import type { AdminPage } from "#app/features/pages/admin-pages.server";
import { isBuiltInPageSlug } from "#app/features/pages/schema";
import { formatDate } from "#app/lib/dates";

type Props = { pages: readonly AdminPage[]; onEdit: (p: AdminPage) => void; onDelete: (p: AdminPage) => void };

export function PageCards({ pages, onEdit, onDelete }: Props) {
  if (!pages.length) {
    return (
      <Card className="p-8 text-center text-sm text-slate-600">
        No pages yet. Create one: it is shown at /its-slug, and a page with the slug "about" replaces the built-in About
        page.
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {pages.map((p) => {
        const hidden = isBuiltInPageSlug(p.slug);
        const shown = p.isActive && !hidden;
        return (
          <li key={p.id}>
            <Card className="flex h-full flex-col p-5" data-testid="page-card">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold break-words text-ink">{p.title}</h3>
                {p.isActive && hidden ? (
                  <Badge tone="warning">Not shown</Badge>
                ) : (
                  <Badge tone={p.isActive ? "success" : "neutral"}>{p.isActive ? "Active" : "Inactive"}</Badge>
                )}
              </div>
              <p className="mt-1 font-mono text-xs break-all text-slate-600">
                {/* An active page is served at its path: the admin can open what visitors see. */}
                {shown ? (
                  <a href={`/${p.slug}`} className="text-brand-700 hover:underline">
                    /{p.slug}
                  </a>
                ) : (
                  `/${p.slug}`
                )}
              </p>
              {hidden ? (
                <p className="mt-2 text-sm text-amber-900">
                  Visitors see the site's own page at /{p.slug}, not this one. Give it another slug to show it.
                </p>
              ) : null}
              {p.metaDescription ? (
                <p className="mt-2 line-clamp-2 text-sm text-slate-600">{p.metaDescription}</p>
              ) : null}
              <p className="mt-auto pt-3 text-xs text-slate-500">Updated {formatDate(p.updatedAt)}</p>
              <div className="mt-3 flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => onEdit(p)} aria-label={`Edit ${p.title}`}>
                  Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onDelete(p)} aria-label={`Delete ${p.title}`}>
                  Delete
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
