import { useEffect, useState } from "react";
import { Form, href, Link, useFetcher, useNavigate, useSearchParams } from "react-router";
import { useReplyOnce } from "#app/components/forms/use-reply-once";
import { buttonClass } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { useToast } from "#app/components/ui/toast";
import { authorizeAdminPage } from "#app/features/admin/admin-page.server";
import { AdminLoadError } from "#app/features/admin/components/admin-error-boundary";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { DeleteFormulationDialog } from "#app/features/admin/components/formulations/delete-dialog";
import { type EditorReply, FormulationEditor } from "#app/features/admin/components/formulations/formulation-editor";
import { FormulationTable } from "#app/features/admin/components/formulations/formulation-table";
import { SavedWarnings } from "#app/features/admin/components/formulations/saved-warnings";
import { EDITOR_FETCHER, type SaveSuccess } from "#app/features/admin/components/formulations/types";
import { Pager } from "#app/features/admin/components/pager";
import { FormulationPageActionSchema } from "#app/features/admin/formulation-form";
import {
  ADMIN_PAGE_SIZE,
  createFormulation,
  deleteFormulation,
  findFormulationForAdmin,
  listAdminFormulations,
  setFormulationStatus,
  updateFormulation,
} from "#app/features/admin/formulations.server";
import { listCategories } from "#app/features/catalogue/catalog.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { submitForm } from "#app/server/forms.server";
import type { Route } from "./+types/formulations";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

/** The table shows the first 60 characters of a description. */
const PREVIEW_CHARS = 60;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, admin } = await authorizeAdminPage(request);
  const params = new URL(request.url).searchParams;
  const categories = (await listCategories(ctx.db, { includeInactive: true })).map((c) => ({ id: c.id, name: c.name }));
  // A hand-edited URL with an unknown category or a bad page number shows the unfiltered first page.
  const requested = params.get("categoryId") ?? "";
  const categoryId = categories.some((c) => c.id === requested) ? requested : "";
  const pageNumber = Number(params.get("page"));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100_000 ? pageNumber : 1;
  const list = await listAdminFormulations(ctx, { page, limit: ADMIN_PAGE_SIZE, categoryId });
  const edit = params.get("edit");
  const editing = edit && edit !== "new" ? await findFormulationForAdmin(ctx, edit.slice(0, 200)) : undefined;
  return {
    admin,
    categories,
    categoryId,
    rows: list.data.map((f) => ({
      id: f.id,
      name: f.name,
      slug: f.slug,
      description: f.description.length > PREVIEW_CHARS ? `${f.description.slice(0, PREVIEW_CHARS)}…` : f.description,
      categoryName: f.categoryName ?? "",
      image: f.image,
      imageAlt: f.imageAlt,
      isActive: f.isActive,
    })),
    pagination: list.pagination,
    editor:
      edit === "new" ? { mode: "new" as const } : editing ? { mode: "edit" as const, formulation: editing } : null,
    editMissing: Boolean(edit && edit !== "new" && !editing),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return submitForm(
    request,
    policy,
    FormulationPageActionSchema,
    async (value, { ctx }) => {
      if (value.intent === "status") {
        const row = await setFormulationStatus(ctx, { id: value.id, isActive: value.isActive === "true" });
        return { status: "success" as const, intent: "status" as const, isActive: row.isActive };
      }
      if (value.intent === "delete") {
        const row = await deleteFormulation(ctx, { id: value.id });
        return { status: "success" as const, intent: "delete" as const, name: row.name };
      }
      const { intent: _intent, id, ...form } = value;
      const saved = id ? await updateFormulation(ctx, { ...form, id }) : await createFormulation(ctx, form);
      const reply: SaveSuccess = {
        status: "success",
        intent: "save",
        created: !id,
        formulation: { id: saved.formulation.id, name: saved.formulation.name, isActive: saved.formulation.isActive },
        warnings: saved.warnings,
      };
      return reply;
    },
    { maxBytes: 128 * 1024 },
  );
}

export function ErrorBoundary() {
  return <AdminLoadError label="Error loading formulations:" />;
}

export default function AdminFormulations({ loaderData }: Route.ComponentProps) {
  const { admin, categories, categoryId, rows, pagination, editor, editMissing } = loaderData;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [saved, setSaved] = useState<SaveSuccess | null>(null);
  const editorFetcher = useFetcher<EditorReply>({ key: EDITOR_FETCHER });

  const listUrl = (changes: { page?: number; edit?: string | null }) => {
    const next = new URLSearchParams();
    if (categoryId) next.set("categoryId", categoryId);
    const page = changes.page ?? pagination.currentPage;
    if (page > 1) next.set("page", String(page));
    if (changes.edit) next.set("edit", changes.edit);
    const query = next.toString();
    return `${href("/admin/formulations")}${query ? `?${query}` : ""}`;
  };
  const closeEditor = () => navigate(listUrl({ edit: null }), { preventScrollReset: true });

  // A successful save: the spec has no success toast for it, so say what happened, keep the
  // engine's warnings on screen, and close the editor (a new one is newest, so on page 1).
  useReplyOnce(editorFetcher.data, (reply) => {
    if (reply.status !== "success" || !("created" in reply)) return;
    toast({
      title: reply.created ? "Formulation Created" : "Formulation Updated",
      description: reply.formulation.isActive
        ? `${reply.formulation.name} is live on the site.`
        : `${reply.formulation.name} is saved as a draft.`,
      variant: "success",
    });
    setSaved(reply);
    navigate(listUrl({ edit: null, page: reply.created ? 1 : undefined }), { preventScrollReset: true });
  });

  useEffect(() => {
    if (editMissing)
      toast({ title: "Formulation not found", description: "It may have been deleted.", variant: "destructive" });
  }, [editMissing, toast]);

  return (
    <AdminLayout email={admin.email}>
      <title>Formulations – Admin Dashboard | Formulab</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-lg font-bold">Formulations</h2>
          <p className="mt-1 text-sm text-slate-600">
            Drafts stay hidden from the site until approved. Every save is checked by the validator.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {/* A GET form, so the filter also works as a plain link; with JavaScript a change applies at once. */}
          <Form method="get">
            <label htmlFor="category-filter" className="block text-sm font-medium text-slate-700">
              Category
            </label>
            <select
              id="category-filter"
              name="categoryId"
              defaultValue={categoryId}
              key={categoryId}
              onChange={(e) => {
                // A new filter starts again at page 1.
                const value = e.currentTarget.value;
                navigate(`${href("/admin/formulations")}${value ? `?categoryId=${value}` : ""}`, {
                  preventScrollReset: true,
                });
              }}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-64"
            >
              <option value="">All Categories</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className={buttonClass("secondary", "sm", "mt-2")}>
                Filter
              </button>
            </noscript>
          </Form>
          <Link to={listUrl({ edit: "new" })} preventScrollReset className={buttonClass("primary")}>
            Add New Formulation
          </Link>
        </div>
      </div>

      {saved?.warnings.length ? <SavedWarnings saved={saved} onDismiss={() => setSaved(null)} /> : null}

      <Card className="mt-6">
        <FormulationTable rows={rows} editHref={(id) => listUrl({ edit: id })} onDelete={(row) => setDeleting(row)} />
      </Card>
      <Pager
        page={pagination.currentPage}
        totalItems={pagination.totalItems}
        pageSize={pagination.itemsPerPage}
        to={(page) => listUrl({ page, edit: null })}
      />

      {editor ? (
        <FormulationEditor
          key={editor.mode === "edit" ? editor.formulation.id : "new"}
          categories={categories}
          formulation={editor.mode === "edit" ? editor.formulation : null}
          defaultCategoryId={categoryId || searchParams.get("categoryId") || ""}
          onClose={closeEditor}
        />
      ) : null}
      <DeleteFormulationDialog target={deleting} onClose={() => setDeleting(null)} />
    </AdminLayout>
  );
}
