/**
 * 'Edit Category': the category form in a dialog, posting to the
 * /admin/categories action (intent=update) and checked as the administrator types with the
 * server's own schema. The image is uploaded separately (its own row action).
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { FormField } from "#app/components/forms/form-field";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";
import type { AdminCategory } from "#app/features/admin/categories.server";
import { CategoryEditForm } from "#app/features/admin/category-form";
import { DESCRIPTION_MAX, TITLE_MAX } from "#app/lib/seo";

const FAILURE = { title: "Failed to update category", fallback: "Please try again" };

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border px-3 py-2 text-sm ${invalid ? "border-danger-600" : "border-slate-300"}`;

export function EditCategoryDialog({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const { form, fields } = useValidatedForm(CategoryEditForm, fetcher.data, {
    id: `edit-category-${category.id}`,
    failure: FAILURE,
  });
  const { toast } = useToast();
  const saving = fetcher.state !== "idle";
  const saved = fetcher.state === "idle" && fetcher.data?.status === "success";
  const [seoTitleLength, setSeoTitleLength] = useState(category.seoTitle?.length ?? 0);
  const [metaLength, setMetaLength] = useState(category.metaDescription?.length ?? 0);

  useEffect(() => {
    if (!saved) return;
    toast({ title: "Category updated", description: "Your changes are live.", variant: "success" });
    onClose();
  }, [saved, toast, onClose]);

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit Category"
      description="Name, description and icon are required. The address of the category page stays the same."
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={form.id} disabled={saving}>
            {saving ? "Saving…" : "Update Category"}
          </Button>
        </>
      }
    >
      <fetcher.Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="grid gap-4">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={category.id} />
        <FormField
          label="Name"
          name={fields.name.name}
          defaultValue={category.name}
          required
          error={firstError(fields.name)}
        />
        <FormField label="Description" name={fields.description.name} error={firstError(fields.description)}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name={fields.description.name}
              defaultValue={category.description}
              rows={4}
              required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className={inputClass(invalid)}
            />
          )}
        </FormField>
        <FormField
          label="Icon class"
          name={fields.icon.name}
          defaultValue={category.icon}
          placeholder="fas fa-flask"
          required
          error={firstError(fields.icon)}
        />
        <FormField
          label={`SEO title (${seoTitleLength}/${TITLE_MAX})`}
          name={fields.seoTitle.name}
          defaultValue={category.seoTitle ?? ""}
          onInput={(e) => setSeoTitleLength(e.currentTarget.value.length)}
          error={firstError(fields.seoTitle)}
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
              defaultValue={category.metaDescription ?? ""}
              rows={3}
              onInput={(e) => setMetaLength(e.currentTarget.value.length)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className={inputClass(invalid)}
            />
          )}
        </FormField>
        <FormField
          label="Keywords"
          name={fields.keywords.name}
          defaultValue={category.keywords ?? ""}
          placeholder="comma, separated, keywords"
          error={firstError(fields.keywords)}
        />
        <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            name={fields.isActive.name}
            defaultChecked={category.isActive}
            className="h-5 w-5 rounded border-slate-300 accent-brand-700"
          />
          Active (shown on the site)
        </label>
      </fetcher.Form>
    </Dialog>
  );
}
