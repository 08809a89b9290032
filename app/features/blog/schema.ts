/**
 * The blog post form's rules, shared by the admin dialog (checked as
 * the administrator types) and the server (checked again, always, for the page action and the
 * JSON API): title and content required (trimmed); the slug is derived from the title when left
 * empty; meta description ≤ 160; an empty author becomes the default; empty optional text is null.
 * `publishedAt` is never taken from the client: the server sets it when a post is published.
 */
import { z } from "zod";
import { isSlug, optional, required, SLUG_RULE } from "#app/lib/fields";
import { DESCRIPTION_MAX } from "#app/lib/seo";

export const DEFAULT_AUTHOR = "Formulab Team";
export const BLOG_SLUG_MAX = 120;
export const BLOG_TITLE_MAX = 200;
export const BLOG_EXCERPT_MAX = 500;
export const BLOG_CONTENT_MAX = 100_000;
/** Paths beside /blog/{slug} and /api/blog/{slug} that a post must not shadow. */
export const RESERVED_BLOG_SLUGS = ["published", "rss", "new"] as const;

/**
 * Lowercase, drop every other character, spaces to hyphens, repeated hyphens merged.
 * "Top 5 Trends: Clean Beauty!" → "top-5-trends-clean-beauty". Leading/trailing hyphens go too.
 */
export function blogSlugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-$/, "");
}

const slugField = optional("Slug", BLOG_SLUG_MAX)
  .refine((slug) => slug === null || isSlug(slug), SLUG_RULE)
  .refine(
    (slug) => slug === null || !(RESERVED_BLOG_SLUGS as readonly string[]).includes(slug),
    "This slug is reserved for the blog's own pages; choose another",
  );

export const BlogPostFields = z.object({
  title: required("Title", BLOG_TITLE_MAX),
  // Empty: derived from the title by the server (posts.server.ts), as the dialog does while typing.
  slug: slugField,
  excerpt: optional("Excerpt", BLOG_EXCERPT_MAX),
  content: required("Content", BLOG_CONTENT_MAX),
  featuredImage: optional("Featured image", 2048),
  metaDescription: optional("Meta description", DESCRIPTION_MAX),
  keywords: optional("Keywords", 500),
  authorName: optional("Author name", 100).transform((v) => v ?? DEFAULT_AUTHOR),
  // Omitted: a new post stays a draft, an edited one keeps its state (see posts.server.ts).
  isPublished: z.boolean({ error: "isPublished must be true or false" }).optional(),
});
export type BlogPostInput = z.output<typeof BlogPostFields>;

/** The admin page's forms: save (a new post without id, an edit with one) or delete. */
export const BlogSaveForm = BlogPostFields.extend({
  intent: z.literal("save"),
  id: z.uuid("Post id must be a uuid").optional(),
});
export const BlogDeleteForm = z.object({ intent: z.literal("delete"), id: z.uuid("Post id must be a uuid") });
export const BlogPageAction = z.discriminatedUnion("intent", [BlogSaveForm, BlogDeleteForm], {
  error: "Choose to save or delete a post",
});
