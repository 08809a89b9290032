/**
 * The seed's input in the shape buildSeedStatements takes, validated. Callers supply the raw
 * JSON (the Node script reads files, the runtime tests import them), so this module stays pure.
 */
import { z } from "zod";
import { CATEGORY_SLUGS, type LibraryFile, LibraryFileSchema } from "#formulation";
import type { SeedArticle, SeedCategory } from "./seed-sql";

const SeedCategorySchema = z.object({
  // The slug list lives once, in the engine; the JSON only describes each category.
  slug: z.enum(CATEGORY_SLUGS),
  name: z.string().min(2),
  description: z.string().min(20),
  seoTitle: z.string().max(60),
  metaDescription: z.string().max(160),
  keywords: z.string(),
  icon: z.string(),
});

/**
 * A day-one blog article (data/blog/): articles.json describes each, `<slug>.html` is its body.
 * The seed runs in Node without the app's modules, so the shape is checked here; tests/seed.test.ts
 * checks every article against the blog's own form rules and the HTML sanitiser as well.
 */
const SeedArticleSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "An article's slug must be lowercase words joined by hyphens"),
    title: z.string().min(10),
    excerpt: z.string().min(20),
    content: z.string().min(200),
    metaDescription: z.string().max(160),
    keywords: z.string(),
  })
  .strict();

export function parseSeedInput(raw: { categories: unknown; library: unknown[]; articles?: unknown }): {
  categories: SeedCategory[];
  library: LibraryFile[];
  articles: SeedArticle[];
} {
  const categories = z
    .array(SeedCategorySchema)
    .refine((list) => CATEGORY_SLUGS.every((slug) => list.filter((c) => c.slug === slug).length === 1), {
      message: "data/categories.json must describe each system category exactly once",
    })
    .parse(raw.categories);
  const library = raw.library.map((file) => LibraryFileSchema.parse(file));
  const articles = z
    .array(SeedArticleSchema)
    .refine((list) => new Set(list.map((a) => a.slug)).size === list.length, {
      message: "data/blog/articles.json lists a slug twice",
    })
    .parse(raw.articles ?? []);
  return { categories, library, articles };
}
