import { useState } from "react";
import { data, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { authorizeAdminPage } from "#app/features/admin/admin-page.server";
import {
  type AdminCategory,
  deleteCategory,
  listAdminCategories,
  updateCategory,
} from "#app/features/admin/categories.server";
import { CategoryPageAction, SYSTEM_CATEGORY_COUNT } from "#app/features/admin/category-form";
import { AdminLoadError } from "#app/features/admin/components/admin-error-boundary";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { CategoryImageDialog } from "#app/features/admin/components/categories/category-image-dialog";
import { CategoryTable } from "#app/features/admin/components/categories/category-table";
import { DeleteCategoryDialog } from "#app/features/admin/components/categories/delete-category-dialog";
import { EditCategoryDialog } from "#app/features/admin/components/categories/edit-category-dialog";
import { Pager } from "#app/features/admin/components/pager";
import type { RoutePolicy } from "#app/lib/route-policy";
import { type FormReply, submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/categories";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

/** Admin lists show 10 per page; the categories are paged here, in the browser. */
export const CATEGORIES_PER_PAGE = 10;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, admin } = await authorizeAdminPage(request);
  return { admin, categories: await listAdminCategories(ctx.db) };
}

// POST: the edit dialog (intent=update) or the delete confirmation (intent=delete).
export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, CategoryPageAction, async (value, { ctx }) => {
    if (value.intent === "delete") {
      await deleteCategory(ctx, { id: value.id });
    } else {
      const { intent: _intent, ...fields } = value;
      // An unticked checkbox is not sent at all: here, missing means inactive.
      await updateCategory(ctx, { ...fields, isActive: fields.isActive ?? false });
    }
    return data<FormReply>({ status: "success", initialValue: null });
  });
}

/**
 * The whole list is already here: moving between pages (?page=) needs no server round trip.
 * After a save or delete the loader runs as usual.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function ErrorBoundary() {
  return <AdminLoadError label="Error loading categories:" />;
}

function pageFrom(param: string | null, totalPages: number): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, totalPages) : 1;
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { admin, categories } = loaderData;
  const [params] = useSearchParams();
  // ?edit={id or slug} opens that category's editor (the bulk category generator links here).
  const [editing, setEditing] = useState<AdminCategory | null>(() => {
    const wanted = params.get("edit");
    return categories.find((c) => c.id === wanted || c.slug === wanted) ?? null;
  });
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [imageFor, setImageFor] = useState<AdminCategory | null>(null);
  // Uploads this visit (the server has saved them; paging does not reload the list).
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const totalPages = Math.max(1, Math.ceil(categories.length / CATEGORIES_PER_PAGE));
  // Clamped: after deleting the last row of the last page, the previous page is shown.
  const page = pageFrom(params.get("page"), totalPages);
  const rows = categories
    .slice((page - 1) * CATEGORIES_PER_PAGE, page * CATEGORIES_PER_PAGE)
    .map((c) => (uploaded[c.id] ? { ...c, image: uploaded[c.id] ?? c.image } : c));

  return (
    <AdminLayout email={admin.email}>
      <title>Categories – Admin Dashboard | Formulab</title>
      <h2 className="text-lg font-bold">Categories</h2>
      <p className="mt-1 mb-6 max-w-3xl text-sm text-slate-600">
        Categories are system-defined: Formulab has {SYSTEM_CATEGORY_COUNT} fixed categories, so new ones cannot be
        added by hand. Edit a category's text, SEO fields and status here; a category can only be deleted once no
        formulation belongs to it.
      </p>
      <CategoryTable categories={rows} onEdit={setEditing} onDelete={setDeleting} onUploadImage={setImageFor} />
      <Pager page={page} totalItems={categories.length} pageSize={CATEGORIES_PER_PAGE} to={(n) => `?page=${n}`} />
      {editing ? <EditCategoryDialog key={editing.id} category={editing} onClose={() => setEditing(null)} /> : null}
      {imageFor ? (
        <CategoryImageDialog
          key={imageFor.id}
          category={imageFor}
          onClose={() => setImageFor(null)}
          onUploaded={(path) => setUploaded((u) => ({ ...u, [imageFor.id]: path }))}
        />
      ) : null}
      {deleting ? (
        <DeleteCategoryDialog key={deleting.id} category={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </AdminLayout>
  );
}
