/**
 * 'New Page' / 'Edit Page': slug, title, HTML content in the
 * rich-text editor, meta description (≤ 160, with a counter) and Active. Checked as the
 * administrator types with the server's own schema, then posted to /admin/content (intent=save).
 */
import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "react-router";
import { CheckboxField, FormField, TextareaField } from "#app/components/forms/form-field";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { FormDialog } from "#app/components/ui/form-dialog";
import { HtmlEditor } from "#app/features/admin/components/html-editor";
import type { AdminPage } from "#app/features/pages/admin-pages.server";
import { PageSaveForm } from "#app/features/pages/schema";
import { DESCRIPTION_MAX } from "#app/lib/seo";

export function PageDialog({ page, onClose }: { page: AdminPage | null; onClose: () => void }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const editing = page !== null;
  const { form, fields } = useValidatedForm(PageSaveForm, fetcher.data, {
    id: `page-form-${page?.id ?? "new"}`,
    failure: { title: "Error", fallback: editing ? "Failed to update page" : "Failed to create page" },
  });

  return (
    <FormDialog
      fetcher={fetcher}
      form={form}
      intent="save"
      recordId={page?.id}
      wide
      onClose={onClose}
      title={editing ? "Edit Page" : "Create New Page"}
      description="Slug, title and content are required. Only the tags the preview shows are kept."
      submitLabel={editing ? "Update Page" : "Create Page"}
      saved={{ title: editing ? "Page updated" : "Page created" }}
    >
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
      <TextareaField
        label="Meta description"
        countTo={DESCRIPTION_MAX}
        name={fields.metaDescription.name}
        defaultValue={page?.metaDescription ?? ""}
        rows={2}
        error={firstError(fields.metaDescription)}
      />
      <CheckboxField name={fields.isActive.name} defaultChecked={page?.isActive ?? true}>
        Active (shown on the site)
      </CheckboxField>
    </FormDialog>
  );
}
