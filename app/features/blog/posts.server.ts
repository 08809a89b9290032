/**
 * The blog: what the
 * public site reads (published posts only) and the Blog tab's use cases. Rules kept here:
 * - the slug is derived from the title when left empty, and is unique;
 * - publishedAt is set when a post becomes published, kept while it stays published (an edit does
 *   not re-date an article) and cleared when it is unpublished;
 * - content is sanitised with the allow-list before it is stored and again when it is shown;
 * - a featured image must be an upload this site stored (ADR 0026); a replaced one is deleted;
 * - every change bumps the content version, so the edge cache stops serving the old blog.
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { BLOG_SLUG_MAX, BlogPostFields, blogSlugFromTitle, RESERVED_BLOG_SLUGS } from "#app/features/blog/schema";
import { sanitizeHtml } from "#app/lib/sanitize-html";
import { AppError, fieldErrorsOf } from "#app/server/app-error";
import { bumpContentVersion } from "#app/server/content-version.server";
import type { Database } from "#app/server/db/client.server";
import { blogPosts } from "#app/server/db/schema";
import { freeSlug } from "#app/server/fields.server";
import { deleteReplacedImage, requireStoredImage } from "#app/server/images/stored-images.server";
import type { UserContext } from "#app/server/use-case.server";

export const POST_NOT_FOUND = "Blog post not found";
export const POST_DELETED = "Blog post deleted";

type PostRow = typeof blogPosts.$inferSelect;
export type BlogPost = ReturnType<typeof toBlogPost>;
/** A card of the public list and of the admin grid: no content. */
export type BlogPostSummary = Omit<BlogPost, "content">;

export function toBlogPost(p: PostRow) {
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    content: p.content,
    featuredImage: p.featuredImage,
    metaDescription: p.metaDescription,
    keywords: p.keywords,
    authorName: p.authorName,
    isPublished: p.isPublished,
    publishedAt: p.publishedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function summaryOf({ content: _content, ...rest }: BlogPost): BlogPostSummary {
  return rest;
}

const published = and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt));

/** Published posts, newest first: the /blog grid, /api/blog/published, RSS. */
export async function listPublishedPosts(db: Database, limit = 100): Promise<BlogPostSummary[]> {
  const rows = await db.select().from(blogPosts).where(published).orderBy(desc(blogPosts.publishedAt)).limit(limit);
  return rows.map((r) => summaryOf(toBlogPost(r)));
}

/** One published post by slug, its content sanitised for display; undefined for drafts and unknown slugs. */
export async function findPublishedPost(db: Database, slug: string): Promise<BlogPost | undefined> {
  const row = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published))
    .get();
  return row ? { ...toBlogPost(row), content: sanitizeHtml(row.content) } : undefined;
}

/** Every post, drafts included, newest change first: GET /api/blog (without content). */
export async function listAdminPosts(db: Database): Promise<BlogPostSummary[]> {
  return (await listAdminPostsWithContent(db)).map(summaryOf);
}

/** The Blog tab's posts with their content, which its edit dialog needs (a blog has tens of posts, not thousands). */
export async function listAdminPostsWithContent(db: Database): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt));
  return rows.map(toBlogPost);
}

/**
 * A refused post is listed as 'path: message' pairs, so the dialog's toast can say
 * everything that is wrong at once.
 */
function parsePost<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const list = parsed.error.issues.map((i) => `${i.path.join(".") || "post"}: ${i.message}`).join("; ");
  throw new AppError(400, list, fieldErrorsOf(parsed.error));
}

const Origin = z.object({ origin: z.url() });
const CreateInput = BlogPostFields.extend(Origin.shape);
const UpdateInput = CreateInput.extend({ id: z.uuid("Post id must be a uuid") });
export const BlogPostId = z.uuid("Post id must be a uuid");

async function resolveSlug(db: Database, input: { slug: string | null; title: string }, exceptId?: string) {
  const slug = input.slug ?? blogSlugFromTitle(input.title);
  if (!slug) {
    const message = "slug: Slug is required — the title has no letters or digits to make one from";
    throw new AppError(400, message, { slug: ["Slug is required"] });
  }
  const other = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).get();
  if (other && other.id !== exceptId) {
    throw new AppError(409, `slug: A post with the slug "${slug}" already exists`, {
      slug: [`A post with the slug "${slug}" already exists`],
    });
  }
  return slug;
}

/** The stored path of the featured image, checked to be one of this site's uploads (ADR 0026). */
async function resolveImage(db: Database, image: string | null, origin: string, current?: string | null) {
  if (!image || image === current) return image;
  return (await requireStoredImage(db, image, origin, "formulation")).objectPath;
}

export async function createPost(ctx: UserContext, raw: unknown): Promise<BlogPost> {
  const { origin, ...input } = parsePost(CreateInput, raw);
  const slug = await resolveSlug(ctx.db, input);
  const featuredImage = await resolveImage(ctx.db, input.featuredImage, origin);
  const isPublished = input.isPublished ?? false;
  const [saved] = await ctx.db
    .insert(blogPosts)
    .values({
      ...input,
      slug,
      featuredImage,
      content: sanitizeHtml(input.content),
      isPublished,
      publishedAt: isPublished ? new Date() : null,
    })
    .returning();
  if (!saved) throw new Error("the blog post was not stored");
  await bumpContentVersion(ctx.db);
  return toBlogPost(saved);
}

/** `base`, else `base-2`, `base-3`, …: the first slug no post has (generated posts never clash). */
export function freePostSlug(db: Database, base: string): Promise<string> {
  return freeSlug(db, blogPosts, base, { max: BLOG_SLUG_MAX, reserved: RESERVED_BLOG_SLUGS });
}

/**
 * Stores a generated post (AI blog, ADR 0029): the same field rules and sanitising as a post
 * written by hand, no featured image, a free slug, and — for queue jobs — the id the caller
 * chose, so a redelivered message finds its post instead of writing a second one.
 */
export async function storeGeneratedPost(db: Database, raw: unknown, options: { id?: string } = {}): Promise<BlogPost> {
  const input = parsePost(BlogPostFields, raw);
  const slug = await freePostSlug(db, input.slug ?? blogSlugFromTitle(input.title));
  const isPublished = input.isPublished ?? false;
  const [saved] = await db
    .insert(blogPosts)
    .values({
      ...input,
      ...(options.id ? { id: options.id } : {}),
      slug,
      featuredImage: null,
      content: sanitizeHtml(input.content),
      isPublished,
      publishedAt: isPublished ? new Date() : null,
    })
    .returning();
  if (!saved) throw new Error("the blog post was not stored");
  await bumpContentVersion(db);
  return toBlogPost(saved);
}

export async function findPostById(db: Database, id: string): Promise<BlogPost | undefined> {
  const row = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
  return row ? toBlogPost(row) : undefined;
}

export async function updatePost(ctx: UserContext, raw: unknown): Promise<BlogPost> {
  const { origin, id, ...input } = parsePost(UpdateInput, raw);
  const existing = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
  if (!existing) throw new AppError(404, POST_NOT_FOUND);
  const slug = await resolveSlug(ctx.db, input, id);
  const featuredImage = await resolveImage(ctx.db, input.featuredImage, origin, existing.featuredImage);
  const isPublished = input.isPublished ?? existing.isPublished;
  const publishedAt = !isPublished
    ? null
    : existing.isPublished && existing.publishedAt
      ? existing.publishedAt
      : new Date();
  const [saved] = await ctx.db
    .update(blogPosts)
    .set({ ...input, slug, featuredImage, content: sanitizeHtml(input.content), isPublished, publishedAt })
    .where(eq(blogPosts.id, id))
    .returning();
  if (!saved) throw new AppError(404, POST_NOT_FOUND);
  await bumpContentVersion(ctx.db);
  await deleteReplacedImage(ctx.db, existing.featuredImage, saved.featuredImage);
  return toBlogPost(saved);
}

export async function deletePost(ctx: UserContext, raw: unknown): Promise<{ id: string; message: string }> {
  const id = parsePost(BlogPostId, raw);
  const [deleted] = await ctx.db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id, featuredImage: blogPosts.featuredImage });
  if (!deleted) throw new AppError(404, POST_NOT_FOUND);
  await bumpContentVersion(ctx.db);
  await deleteReplacedImage(ctx.db, deleted.featuredImage, null);
  return { id, message: POST_DELETED };
}

const BLOCK_TAG = /<(p|h[1-6]|ul|ol|div|blockquote|table|hr)\b/i;

/**
 * An article's body as safe HTML. Content written as HTML is shown as such; plain text is split
 * by line breaks into paragraphs. Sanitised again after wrapping, so a line break
 * inside an attribute cannot build a tag.
 */
export function postBodyHtml(content: string): string {
  const clean = sanitizeHtml(content);
  if (BLOCK_TAG.test(clean)) return clean;
  const paragraphs = clean
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${line}</p>`);
  return sanitizeHtml(paragraphs.join("\n"));
}
