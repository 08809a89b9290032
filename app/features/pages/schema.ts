/**
 * The content-managed page form: slug, title and content required ('Please
 * fill in all required fields'), meta description ≤ 160, slug lowercase with no spaces and not the
 * address of one of the site's own pages. Shared by
 * the admin dialog and the server. The HTML content is sanitised by the server on save and on
 * render; what is typed here is never trusted.
 */
import { z } from "zod";
import { optional, required, SLUG_PATTERN } from "#app/lib/fields";
import { DESCRIPTION_MAX } from "#app/lib/seo";

export const REQUIRED_FIELDS = "Please fill in all required fields";
export const PAGE_SLUG_RULE = "Slug must be lowercase letters, digits and hyphens, with no spaces";
export const PAGE_CONTENT_MAX = 100_000;

/**
 * The one-segment paths the site's own routes answer (app/routes.ts; a test keeps the two in
 * step). A content page is served at /{slug} only when no route owns that path, so a page with one
 * of these slugs would never be shown: the built-in page is. "about" is not here: the About route
 * shows the active content page with that slug in place of its own text.
 */
export const BUILT_IN_PAGE_SLUGS: ReadonlySet<string> = new Set([
  "admin",
  "api",
  "blog",
  "browse",
  "demo",
  "disclaimer",
  "faq",
  "forgot-password",
  "login",
  "my-account",
  "privacy-policy",
  "reset-password",
  "signup",
  "terms-of-service",
  "verify-email",
]);
export const PAGE_SLUG_BUILT_IN =
  "This slug is the address of one of the site's own pages, which visitors would see instead; choose another";

/** Whether visitors would see the site's own page at /{slug} instead of a content page with that slug. */
export function isBuiltInPageSlug(slug: string): boolean {
  return BUILT_IN_PAGE_SLUGS.has(slug);
}

export const PageFields = z.object({
  slug: required("Slug", 100, REQUIRED_FIELDS)
    .regex(SLUG_PATTERN, PAGE_SLUG_RULE)
    .refine((slug) => !isBuiltInPageSlug(slug), PAGE_SLUG_BUILT_IN),
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
