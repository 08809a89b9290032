/**
 * The `blog-post` job: one queue message writes one AI blog post of a batch (ADR 0029).
 * Invariants:
 * - Idempotent: the post's id is derived from "{jobId}:{itemIndex}" (a name-based uuid), and the
 *   id is the table's primary key. A re-run finds its post and returns it; two racing runs cannot
 *   both insert — the loser reads the winner's row. No column or migration is needed for it.
 * - Grounded like the single post: the same facts and article writer; a topic the library and
 *   knowledge base know nothing about fails the item with the reason (no post is made up).
 * - The LLM (when configured) writes the prose, bounded by a timeout; any failure falls back to
 *   the template with the reason recorded on the item. Tokens and cost go to the item.
 */
import { z } from "zod";
import { splitKeywords, TOPIC_MAX } from "#app/features/blog/ai-schema";
import { AppError } from "#app/server/app-error";
import type { Database } from "#app/server/db/client.server";
import { getConfig, type LlmConfig } from "#app/server/env.server";
import type { ItemUsage, JobHandler, JobOutcome } from "#app/server/jobs/consumer.server";
import type { JobMessage } from "#app/server/jobs/messages";
import { createOpenAiClient } from "#app/server/llm/openai-client.server";
import { llmCostMicroUsd } from "#app/server/llm/pricing";
import { findPostById, storeGeneratedPost } from "../posts.server";
import { articleToPostFields, writeArticle } from "./article.server";
import { gatherFacts } from "./grounding.server";

export const BLOG_POST_KIND = "blog-post";
export const BLOG_LLM_TIMEOUT_MS = 15_000;

export const BlogItemInputSchema = z.object({
  topic: z.string().min(1).max(TOPIC_MAX),
  shouldPublish: z.boolean(),
  total: z.number().int().min(1).max(10),
});
export type BlogItemInput = z.infer<typeof BlogItemInputSchema>;

/** A uuid named by the job item: the same item always gets the same post id. */
export async function postIdOfItem(jobId: string, itemIndex: number): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`blog-post:${jobId}:${itemIndex}`)),
  );
  const bytes = digest.slice(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80; // version 8: custom, name-based
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isUnique = (error: unknown, column: string) =>
  new RegExp(`UNIQUE constraint failed: blog_posts\\.${column}|PRIMARY KEY.*blog_posts`).test(
    `${String(error)} ${error instanceof Error ? String(error.cause) : ""}`,
  );

export type BlogHandlerOptions = { llm?: () => LlmConfig | undefined; llmTimeoutMs?: number };

export function blogPostHandler(options: BlogHandlerOptions = {}): JobHandler {
  const llmConfig = options.llm ?? (() => getConfig().llm);
  return async (db: Database, message: JobMessage): Promise<JobOutcome> => {
    const input = BlogItemInputSchema.parse(message.input);
    const id = await postIdOfItem(message.jobId, message.itemIndex);
    const started = Date.now();
    const already = await findPostById(db, id);
    if (already) return { resultId: id, detail: { name: already.title, resumed: true } };

    const llm = llmConfig();
    const usage: ItemUsage = { promptTokens: 0, completionTokens: 0, costMicroUsd: 0 };
    const client = llm
      ? createOpenAiClient({
          ...llm,
          timeoutMs: options.llmTimeoutMs ?? BLOG_LLM_TIMEOUT_MS,
          onUsage: (u) => {
            usage.promptTokens += u.promptTokens;
            usage.completionTokens += u.completionTokens;
            usage.costMicroUsd += llmCostMicroUsd(llm.model, u);
          },
        })
      : undefined;
    let article: Awaited<ReturnType<typeof writeArticle>>;
    try {
      const facts = await gatherFacts(db, input.topic, splitKeywords(null));
      article = await writeArticle(facts, client);
    } catch (error) {
      // A topic the library does not know fails the same way on every retry; the item's error says which.
      if (error instanceof AppError) throw new Error(`${input.topic}: ${error.message}`);
      throw error;
    }
    const fields = articleToPostFields(article, input.shouldPublish);
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const post = await storeGeneratedPost(db, fields, { id });
        return {
          resultId: post.id,
          detail: {
            name: post.title,
            source: article.source,
            ...(article.fallbackReason ? { fallbackReason: article.fallbackReason } : {}),
            ms: Date.now() - started,
            ...(llm ? { usage } : {}),
          },
        };
      } catch (error) {
        const winner = await findPostById(db, id);
        if (winner) return { resultId: id, detail: { name: winner.title, resumed: true } };
        // Another item took the free slug meanwhile: look for the next one.
        if (!isUnique(error, "slug")) throw error;
      }
    }
    throw new Error(`${input.topic}: no free slug for "${fields.title}"`);
  };
}
