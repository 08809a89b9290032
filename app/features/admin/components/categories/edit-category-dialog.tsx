/**
 * 'Edit Category': the category form in a dialog, posting to the
 * /admin/categories action (intent=update) and checked as the administrator types with the
 * server's own schema. The image is uploaded separately (its own row action).
 */
import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { CheckboxField, FormField, TextareaField } from "#app/components/forms/form-field";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { FormDialog } from "#app/components/ui/form-dialog";
import type { AdminCategory } from "#app/features/admin/categories.server";
import { CategoryEditForm } from "#app/features/admin/category-form";
import { DESCRIPTION_MAX, TITLE_MAX } from "#app/lib/seo";

const FAILURE = { title: "Failed to update category", fallback: "Please try again" };
const SAVED = { title: "Category updated", description: "Your changes are live." };

export function EditCategoryDialog({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const { form, fields } = useValidatedForm(CategoryEditForm, fetcher.data, {
    id: `edit-category-${category.id}`,
    failure: FAILURE,
  });
  const [seoTitleLength, setSeoTitleLength] = useState(category.seoTitle?.length ?? 0);

  return (
    <FormDialog
      fetcher={fetcher}
      form={form}
      intent="update"
      recordId={category.id}
      onClose={onClose}
      title="Edit Category"
      description="Name, description and icon are required. The address of the category page stays the same."
      submitLabel="Update Category"
      saved={SAVED}
    >
      <FormField
        label="Name"
        name={fields.name.name}
        defaultValue={category.name}
        required
        error={firstError(fields.name)}
      />
      <TextareaField
        label="Description"
        name={fields.description.name}
        defaultValue={category.description}
        rows={4}
        required
        error={firstError(fields.description)}
      />
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
      <TextareaField
        label="Meta description"
        countTo={DESCRIPTION_MAX}
        name={fields.metaDescription.name}
        defaultValue={category.metaDescription ?? ""}
        rows={3}
        error={firstError(fields.metaDescription)}
      />
      <FormField
        label="Keywords"
        name={fields.keywords.name}
        defaultValue={category.keywords ?? ""}
        placeholder="comma, separated, keywords"
        error={firstError(fields.keywords)}
      />
      <CheckboxField name={fields.isActive.name} defaultChecked={category.isActive}>
        Active (shown on the site)
      </CheckboxField>
    </FormDialog>
  );
}
