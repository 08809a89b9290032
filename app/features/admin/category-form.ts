/**
 * The category form's rules, shared by the admin page (checked as
 * the administrator types) and the server (checked again, always): name, description and icon
 * are required; SEO title ≤ 60 and meta description ≤ 160 characters; keywords optional.
 * Optional text left empty is stored as null. There is no create schema: the 22 categories are
 * system-defined, so only an existing one can be edited.
 */
import { z } from "zod";
import { optional, required } from "#app/lib/fields";
import { idOrSlug } from "#app/lib/identifiers";
import { DESCRIPTION_MAX, TITLE_MAX } from "#app/lib/seo";

/** The catalogue has 22 system categories; none can be created by hand. */
export const SYSTEM_CATEGORY_COUNT = 22;
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 1000;
export const CATEGORY_KEYWORDS_MAX = 500;
export const DEFAULT_CATEGORY_ICON = "fas fa-flask";

export const CategoryFields = z.object({
  name: required("Name", CATEGORY_NAME_MAX),
  description: required("Description", CATEGORY_DESCRIPTION_MAX),
  // Font Awesome class names are stored as data; the site draws its own symbol for them.
  icon: required("Icon", 60).regex(
    /^[a-z0-9 -]+$/,
    `Icon must be a Font Awesome class such as '${DEFAULT_CATEGORY_ICON}'`,
  ),
  seoTitle: optional("SEO title", TITLE_MAX),
  metaDescription: optional("Meta description", DESCRIPTION_MAX),
  keywords: optional("Keywords", CATEGORY_KEYWORDS_MAX),
  // Omitted in the JSON API: left as it is. An unticked box sends nothing at all, so the admin
  // page's action reads a missing value as false (see routes/categories.tsx).
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
});

export const UpdateCategorySchema = CategoryFields.extend({ id: idOrSlug("Category") });
export type UpdateCategoryInput = z.output<typeof UpdateCategorySchema>;

export const DeleteCategorySchema = z.object({ id: idOrSlug("Category") });

/** The admin page's two forms, told apart by their `intent` button/field. */
export const CategoryEditForm = UpdateCategorySchema.extend({ intent: z.literal("update") });
export const CategoryDeleteForm = DeleteCategorySchema.extend({ intent: z.literal("delete") });
export const CategoryPageAction = z.discriminatedUnion("intent", [CategoryEditForm, CategoryDeleteForm], {
  error: "Choose to update or delete a category",
});

/**
 * Why a category cannot be deleted, or null when it can: formulations (drafts included) cascade
 * with their category, so one that still holds any is kept. The server refuses with this reason,
 * and the admin table shows the action disabled with it before anyone tries.
 */
export function categoryDeleteBlocker(formulationCount: number): string | null {
  if (formulationCount <= 0) return null;
  const n = formulationCount === 1 ? "its formulation" : `its ${formulationCount} formulations`;
  return `Move or delete ${n} first (drafts included).`;
}

/** 'Description' column of the admin table: the first 60 characters, then '…'. */
export const DESCRIPTION_PREVIEW = 60;
export function descriptionPreview(text: string): string {
  return text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…` : text;
}
