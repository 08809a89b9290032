/**
 * The seed's input in the shape buildSeedStatements takes, validated. Callers supply the raw
 * JSON (the Node script reads files, the runtime tests import them), so this module stays pure.
 */
import { z } from "zod";
import { type LibraryFile, LibraryFileSchema } from "../../../formulation/library-schema";
import type { SeedCategory } from "./seed-sql";

const SeedCategorySchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
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
  const categories = z.array(SeedCategorySchema).length(22).parse(raw.categories);
  const library = raw.library.map((file) => LibraryFileSchema.parse(file));
  return { categories, library };
}
