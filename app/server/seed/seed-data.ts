/**
 * The seed's input in the shape buildSeedStatements takes, validated. Callers supply the raw
 * JSON (the Node script reads files, the runtime tests import them), so this module stays pure.
 */
import { z } from "zod";
import { CATEGORY_SLUGS, type LibraryFile, LibraryFileSchema } from "#formulation";
import type { SeedCategory } from "./seed-sql";

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

export function parseSeedInput(raw: { categories: unknown; library: unknown[] }): {
  categories: SeedCategory[];
  library: LibraryFile[];
} {
  const categories = z
    .array(SeedCategorySchema)
    .refine((list) => CATEGORY_SLUGS.every((slug) => list.filter((c) => c.slug === slug).length === 1), {
      message: "data/categories.json must describe each system category exactly once",
    })
    .parse(raw.categories);
  const library = raw.library.map((file) => LibraryFileSchema.parse(file));
  return { categories, library };
}
