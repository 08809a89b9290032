/**
 * The content-managed page form: slug, title and content required ('Please
 * fill in all required fields'), meta description ≤ 160, slug lowercase with no spaces. Shared by
 * the admin dialog and the server. The HTML content is sanitised by the server on save and on
 * render; what is typed here is never trusted.
 */
import { z } from "zod";
import { optional, required, SLUG_PATTERN } from "#app/lib/fields";
import { DESCRIPTION_MAX } from "#app/lib/seo";

export const REQUIRED_FIELDS = "Please fill in all required fields";
export const PAGE_SLUG_RULE = "Slug must be lowercase letters, digits and hyphens, with no spaces";
export const PAGE_CONTENT_MAX = 100_000;

export const PageFields = z.object({
  slug: required("Slug", 100, REQUIRED_FIELDS).regex(SLUG_PATTERN, PAGE_SLUG_RULE),
  title: required("Title", 200, REQUIRED_FIELDS),
  content: required("Content", PAGE_CONTENT_MAX, REQUIRED_FIELDS),
  metaDescription: optional("Meta description", DESCRIPTION_MAX),
  // Omitted: a new page is active, an edited one keeps its state.
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
});
export type PageInput = z.output<typeof PageFields>;

export const PageSaveForm = PageFields.extend({
  intent: z.literal("save"),
  id: z.uuid("Page id must be a uuid").optional(),
});
export const PageDeleteForm = z.object({ intent: z.literal("delete"), id: z.uuid("Page id must be a uuid") });
export const PageAction = z.discriminatedUnion("intent", [PageSaveForm, PageDeleteForm], {
  error: "Choose to save or delete a page",
});
