/**
 * AI blog generation's request rules and messages,
 * shared by the Blog tab's dialog and the server: the topic is required, keywords are
 * comma-separated and optional, a batch takes 1 to 10 topics.
 */
import { z } from "zod";

export const TOPIC_REQUIRED = "Please enter a topic for AI generation";
export const GENERATE_FAILED = "Failed to generate AI blog post";
export const BATCH_FAILED = "Failed to generate batch blog posts";
export const COPY_FAILED = "Copy Failed - Unable to copy to clipboard.";
export const TOPIC_MAX = 150;
export const BATCH_MAX = 10;
/** The dialog shows this many trending suggestions. */
export const SUGGESTIONS_SHOWN = 4;

const topic = z
  .string({ error: TOPIC_REQUIRED })
  .trim()
  .min(1, { message: TOPIC_REQUIRED, abort: true })
  .max(TOPIC_MAX, `The topic must be at most ${TOPIC_MAX} characters`);

/** "a, b ,c" or ["a", "b"] → ["a", "b", "c"]: trimmed, lower-cased, no duplicates, at most 10. */
export function splitKeywords(value: string | readonly string[] | null | undefined): string[] {
  const list = typeof value === "string" ? value.split(",") : (value ?? []);
  return [...new Set(list.map((k) => k.trim().toLowerCase()).filter(Boolean))].slice(0, 10);
}

const keywords = z
  .union([z.string().max(500, "Keywords must be at most 500 characters"), z.array(z.string().max(80)).max(20)], {
    error: "targetKeywords must be comma-separated text or a list of keywords",
  })
  .nullish()
  .transform(splitKeywords);

const shouldPublish = z.boolean({ error: "shouldPublish must be true or false" }).optional().default(false);

export const AiBlogRequestSchema = z.object({ topic, targetKeywords: keywords, shouldPublish });
export type AiBlogRequest = z.output<typeof AiBlogRequestSchema>;

export const AiBlogBatchSchema = z.object({
  topics: z
    .array(topic, { error: "topics must be a list of 1 to 10 topics" })
    .min(1, "Give at least one topic")
    .max(BATCH_MAX, `Give at most ${BATCH_MAX} topics`),
  shouldPublish,
});

/** What the generator answers: the post's fields, `id` and dates only when it was stored. */
export type GeneratedBlogPost = {
  id?: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  keywords: string;
  authorName: string;
  isPublished: boolean;
  publishedAt?: string | null;
  source: "engine" | "llm";
  fallbackReason?: string;
  /** What the article stands on: the library formulations it links and the ingredients it names. */
  grounding: {
    formulations: { slug: string; name: string; category: string }[];
    ingredients: { name: string; inci: string }[];
  };
};
