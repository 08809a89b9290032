/**
 * AI blog generation (ADR 0029):
 * - `generateAiBlogPost`: one article grounded in the library and the knowledge base. With
 *   shouldPublish it is stored and published (the answer has an id); otherwise it is returned
 *   unsaved, with a slug no post has yet, for the post form to open as a draft.
 * - `startBlogBatch`: 1–10 topics as a `blog-post` queue job (one message per topic);
 *   `createdPosts` lists what a job made, for `?wait=1`.
 * Callers must be administrators: the routes' policy is that rule, enforced before a use case runs.
 */
import { eq, inArray } from "drizzle-orm";
import type { JobQueue } from "#app/features/admin/bulk-formulations.server";
import {
  AiBlogBatchSchema,
  AiBlogRequestSchema,
  BATCH_FAILED,
  type GeneratedBlogPost,
} from "#app/features/blog/ai-schema";
import { AppError, parseInput } from "#app/server/app-error";
import { blogPosts, jobItems, jobs } from "#app/server/db/schema";
import { getBindings } from "#app/server/env.server";
import type { JobMessage } from "#app/server/jobs/messages";
import { backOfficeLlm } from "#app/server/llm/configured.server";
import type { UserContext } from "#app/server/use-case.server";
import type { LlmClient } from "#formulation";
import { type BlogPost, freePostSlug, storeGeneratedPost, toBlogPost } from "../posts.server";
import { type Article, articleToPostFields, writeArticle } from "./article.server";
import { BLOG_POST_KIND, type BlogItemInput } from "./blog-post-job.server";
import { type BlogFacts, gatherFacts } from "./grounding.server";

function groundingOf(facts: BlogFacts): GeneratedBlogPost["grounding"] {
  return {
    formulations: facts.formulations.map((f) => ({ slug: f.slug, name: f.name, category: f.category })),
    ingredients: facts.ingredients.map((i) => ({ name: i.name, inci: i.inci })),
  };
}

function storedAnswer(post: BlogPost, article: Article, facts: BlogFacts): GeneratedBlogPost {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    metaDescription: post.metaDescription ?? "",
    keywords: post.keywords ?? "",
    authorName: post.authorName,
    isPublished: post.isPublished,
    publishedAt: post.publishedAt,
    source: article.source,
    ...(article.fallbackReason ? { fallbackReason: article.fallbackReason } : {}),
    grounding: groundingOf(facts),
  };
}

export async function generateAiBlogPostWith(
  ctx: UserContext,
  raw: unknown,
  llm: LlmClient | undefined,
): Promise<GeneratedBlogPost> {
  const input = parseInput(AiBlogRequestSchema, raw);
  const facts = await gatherFacts(ctx.db, input.topic, input.targetKeywords);
  const article = await writeArticle(facts, llm);
  const fields = articleToPostFields(article, input.shouldPublish);
  if (input.shouldPublish) return storedAnswer(await storeGeneratedPost(ctx.db, fields), article, facts);
  return {
    ...fields,
    slug: await freePostSlug(ctx.db, fields.slug),
    source: article.source,
    ...(article.fallbackReason ? { fallbackReason: article.fallbackReason } : {}),
    grounding: groundingOf(facts),
  };
}

export const generateAiBlogPost = (ctx: UserContext, raw: unknown) => generateAiBlogPostWith(ctx, raw, backOfficeLlm());

/** Creates the job row, then enqueues one message per topic; returns at once. */
export async function startBlogBatch(
  ctx: UserContext,
  raw: unknown,
  queue: JobQueue = getBindings().JOBS,
): Promise<{ jobId: string; count: number; status: "queued" }> {
  const input = parseInput(AiBlogBatchSchema, raw);
  const jobId = crypto.randomUUID();
  const total = input.topics.length;
  await ctx.db.insert(jobs).values({
    id: jobId,
    kind: BLOG_POST_KIND,
    status: "queued",
    total,
    payload: JSON.stringify({ topics: input.topics, shouldPublish: input.shouldPublish, count: total }),
    createdBy: ctx.user.id,
  });
  try {
    await queue.sendBatch(
      input.topics.map((topic, itemIndex) => {
        const itemInput: BlogItemInput = { topic, shouldPublish: input.shouldPublish, total };
        const body: JobMessage = { jobId, itemIndex, kind: BLOG_POST_KIND, input: itemInput };
        return { body, contentType: "json" as const };
      }),
    );
  } catch (error) {
    console.error(JSON.stringify({ at: "ai-blog", jobId, problem: "enqueue failed", error: String(error) }));
    await ctx.db
      .update(jobs)
      .set({ status: "failed", error: "The job could not be queued", updatedAt: new Date() })
      .where(eq(jobs.id, jobId));
    throw new AppError(503, BATCH_FAILED, undefined, { retryAfter: 5 });
  }
  return { jobId, count: total, status: "queued" };
}

/** The posts a blog job made so far, in topic order. */
export async function createdPosts(ctx: UserContext, jobId: string): Promise<BlogPost[]> {
  const items = await ctx.db
    .select({ index: jobItems.itemIndex, resultId: jobItems.resultId })
    .from(jobItems)
    .where(eq(jobItems.jobId, jobId));
  const ids = items.sort((a, b) => a.index - b.index).flatMap((i) => (i.resultId ? [i.resultId] : []));
  if (!ids.length) return [];
  const rows = await ctx.db.select().from(blogPosts).where(inArray(blogPosts.id, ids));
  const order = new Map(ids.map((id, n) => [id, n]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map(toBlogPost);
}
