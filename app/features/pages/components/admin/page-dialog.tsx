/**
 * 'New Page' / 'Edit Page': slug, title, HTML content in the
 * rich-text editor, meta description (≤ 160, with a counter) and Active. Checked as the
 * administrator types with the server's own schema, then posted to /admin/content (intent=save).
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { FormField } from "#app/components/forms/form-field";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";
import { HtmlEditor } from "#app/features/admin/components/html-editor";
import type { AdminPage } from "#app/features/pages/admin-pages.server";
import { PageSaveForm } from "#app/features/pages/schema";
import { DESCRIPTION_MAX } from "#app/lib/seo";

const textareaClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border px-3 py-2 text-sm ${invalid ? "border-danger-600" : "border-slate-300"}`;

export function PageDialog({ page, onClose }: { page: AdminPage | null; onClose: () => void }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const editing = page !== null;
  const { form, fields } = useValidatedForm(PageSaveForm, fetcher.data, {
    id: `page-form-${page?.id ?? "new"}`,
    failure: { title: "Error", fallback: editing ? "Failed to update page" : "Failed to create page" },
  });
  const { toast } = useToast();
  const saving = fetcher.state !== "idle";
  const saved = fetcher.state === "idle" && fetcher.data?.status === "success";
  const [metaLength, setMetaLength] = useState(page?.metaDescription?.length ?? 0);

  useEffect(() => {
    if (!saved) return;
    toast({ title: editing ? "Page updated" : "Page created", variant: "success" });
    onClose();
  }, [saved, editing, toast, onClose]);

  return (
    <Dialog
      open
      wide
      onClose={onClose}
      title={editing ? "Edit Page" : "Create New Page"}
      description="Slug, title and content are required. Only the tags the preview shows are kept."
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={form.id} disabled={saving}>
            {saving ? "Saving…" : editing ? "Update Page" : "Create Page"}
          </Button>
        </>
      }
    >
      <fetcher.Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="grid gap-4">
        <input type="hidden" name="intent" value="save" />
        {page ? <input type="hidden" name="id" value={page.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Slug"
            name={fields.slug.name}
            defaultValue={page?.slug ?? ""}
            placeholder="about"
            required
            error={firstError(fields.slug)}
          />
          <FormField
            label="Title"
            name={fields.title.name}
            defaultValue={page?.title ?? ""}
            required
            error={firstError(fields.title)}
          />
        </div>
        <HtmlEditor
          name={fields.content.name}
          label="Content (HTML)"
          defaultValue={page?.content ?? ""}
          error={firstError(fields.content)}
        />
        <FormField
          label={`Meta description (${metaLength}/${DESCRIPTION_MAX})`}
          name={fields.metaDescription.name}
          error={firstError(fields.metaDescription)}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name={fields.metaDescription.name}
              defaultValue={page?.metaDescription ?? ""}
              rows={2}
              onInput={(e) => setMetaLength(e.currentTarget.value.length)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className={textareaClass(invalid)}
            />
          )}
        </FormField>
        <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            name={fields.isActive.name}
            defaultChecked={page?.isActive ?? true}
            className="h-5 w-5 rounded border-slate-300 accent-brand-700"
          />
          Active (shown on the site)
        </label>
      </fetcher.Form>
    </Dialog>
  );
}
