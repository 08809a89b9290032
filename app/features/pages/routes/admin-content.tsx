import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { authorizeAdminPage } from "#app/features/admin/admin-page.server";
import { AdminLoadError } from "#app/features/admin/components/admin-error-boundary";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { ConfirmDeleteDialog } from "#app/features/admin/components/confirm-delete-dialog";
import { ContentTabHeader } from "#app/features/admin/components/content-tab-header";
import {
  type AdminPage,
  createPage,
  deletePage,
  listAdminPages,
  updatePage,
} from "#app/features/pages/admin-pages.server";
import { PageCards } from "#app/features/pages/components/admin/page-cards";
import { PageDialog } from "#app/features/pages/components/admin/page-dialog";
import { PageAction } from "#app/features/pages/schema";
import type { RoutePolicy } from "#app/lib/route-policy";
import { saveOrDeleteAction } from "#app/server/content-api.server";
import type { Route } from "./+types/admin-content";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, admin } = await authorizeAdminPage(request);
  return { admin, pages: await listAdminPages(ctx.db) };
}

// POST: the page dialog (intent=save, with an id when editing) or the delete confirmation.
export async function action({ request }: Route.ActionArgs) {
  return saveOrDeleteAction(request, policy, PageAction, {
    // An unticked checkbox sends nothing: here, missing means inactive.
    input: (fields) => ({ ...fields, isActive: fields.isActive ?? false }),
    create: createPage,
    update: updatePage,
    remove: (ctx, id) => deletePage(ctx, { id }),
  });
}

export function ErrorBoundary() {
  return <AdminLoadError label="Error loading pages:" />;
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { admin, pages } = loaderData;
  // undefined: no dialog; null: a new page; a page: editing it.
  const [editing, setEditing] = useState<AdminPage | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminPage | null>(null);

  return (
    <AdminLayout email={admin.email}>
      <title>Content – Admin Dashboard | Formulab</title>
      <ContentTabHeader
        title="Content Management"
        intro={`Static pages written here. An active page is shown at its own address (/its-slug); the one with the slug "about" is the About page. The addresses of the site's other own pages, such as /faq or /blog, cannot be used.`}
      >
        <Button onClick={() => setEditing(null)}>New Page</Button>
      </ContentTabHeader>
      <PageCards pages={pages} onEdit={setEditing} onDelete={setDeleting} />
      {editing !== undefined ? (
        <PageDialog key={editing?.id ?? "new"} page={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          key={deleting.id}
          id={deleting.id}
          title="Delete Page"
          question={`Are you sure you want to delete the page "${deleting.title}"? This action cannot be undone.`}
          confirmLabel="Delete Page"
          deleted="Page deleted"
          failed="Failed to delete page"
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminLayout>
  );
}
