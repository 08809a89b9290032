/**
 * Categories by AI: the rules and shapes shared by the
 * back office's dialogs and the server. Isomorphic on purpose — the bulk dialog checks its lines
 * with the same schema and messages the server would apply to each description.
 */
import { z } from "zod";

/** Bulk category generation takes at most 10 descriptions per run, 1 s apart. */
export const BULK_CATEGORY_MAX = 10;
export const BULK_CATEGORY_DELAY_MS = 1000;
export const CATEGORY_REQUEST_MAX = 500;

/** A model's text field: trimmed, `min` to `max` characters, no markup (`<` or `>`). */
export const llmPlainText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => !/[<>]/.test(s), "must be plain text");

/** The product contract's wording, verbatim. */
export const BULK_MESSAGES = {
  empty: "Category descriptions required",
  noValid: "No valid descriptions found",
  tooMany: "Too many categories - Please limit to 10 categories at once",
} as const;

/** The product contract's wording, verbatim. */
export const SUGGESTIONS_FAILED = "Failed to generate category suggestions. Please try again.";

export const DESCRIPTION_REQUIRED = "Description is required";
export const DESCRIPTION_PLAIN_TEXT = "Describe the category in plain words (no markup or control characters)";
export const DESCRIPTION_NEEDS_WORDS = "Describe the category in words, e.g. 'a range of sulfate-free shampoos'";

/** One category description: what `POST /api/ai/generate-category` reads. */
export const CategoryDescription = z
  .string({ error: DESCRIPTION_REQUIRED })
  .trim()
  .min(1, { message: DESCRIPTION_REQUIRED, abort: true })
  .max(CATEGORY_REQUEST_MAX, `Description must be at most ${CATEGORY_REQUEST_MAX} characters`)
  // Markup and control characters are refused, not stripped: a description is stored as the
  // admin's own words, and a page must never have to wonder whether it holds HTML.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .refine((s) => !/[<>\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), DESCRIPTION_PLAIN_TEXT)
  .refine((s) => /\p{L}{3,}/u.test(s), DESCRIPTION_NEEDS_WORDS);

export const GenerateCategorySchema = z.object({ description: CategoryDescription });

/**
 * The bulk dialog's textarea: one description per line. Blank lines are dropped; the
 * messages are the spec's, checked in its order — nothing typed at all, then only blank lines,
 * then more than 10.
 */
export const BulkDescriptionsSchema = z
  .string({ error: BULK_MESSAGES.empty })
  .min(1, { message: BULK_MESSAGES.empty, abort: true })
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .refine((lines) => lines.length > 0, { message: BULK_MESSAGES.noValid, abort: true })
  .refine((lines) => lines.length <= BULK_CATEGORY_MAX, BULK_MESSAGES.tooMany);

/** The category fields a proposal carries (a category's own fields, without the id and image). */
export type ProposedCategory = {
  name: string;
  description: string;
  icon: string;
  seoTitle: string;
  metaDescription: string;
  keywords: string;
};

export type CategoryRef = { id: string; slug: string; name: string };

export type StoredSuggestion = {
  id: string;
  name: string;
  description: string;
  icon: string;
  seoTitle: string | null;
  metaDescription: string | null;
  keywords: string | null;
  reasoning: string;
  requestText: string | null;
  source: "engine" | "llm";
  status: "open" | "dismissed" | "accepted";
  matchedCategory: CategoryRef | null;
  createdAt: string;
  updatedAt: string;
};

/** `POST /api/ai/generate-category`: the proposal, and either the category it fits or the stored suggestion. */
export type GeneratedCategory = ProposedCategory & {
  outcome: "matched" | "suggested";
  reasoning: string;
  matchedCategory: (CategoryRef & { reason: string; alsoFits: CategoryRef[] }) | null;
  suggestion: StoredSuggestion | null;
  source: "engine" | "llm";
  fallbackReason?: string;
};

/** `POST /api/admin/suggest-categories` ("AI category suggestion"). */
export type SuggestedCategory = { name: string; description: string; icon: string; reasoning: string };

/** `POST /api/ai/trending-suggestions` ("Trending blog suggestion"). */
export type TrendingSuggestion = { title: string; description: string; targetKeywords: string[] };

/** `POST /api/admin/categories` — what 'Add Category' sends. */
export const AcceptCategorySchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { message: "Name is required", abort: true })
    .max(100, "Name must be at most 100 characters")
    .refine((s) => !/[<>]/.test(s), "Name must be plain text"),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, { message: "Description is required", abort: true })
    .max(1000, "Description must be at most 1000 characters")
    .refine((s) => !/[<>]/.test(s), "Description must be plain text"),
  icon: z
    .string({ error: "Icon is required" })
    .trim()
    .min(1, { message: "Icon is required", abort: true })
    .max(60, "Icon must be at most 60 characters")
    .regex(/^[a-z0-9 -]+$/, "Icon must be a Font Awesome class such as 'fas fa-flask'"),
  /** Why the panel proposed it; kept with the record. */
  reasoning: z
    .string({ error: "Reasoning must be text" })
    .trim()
    .max(2000, "Reasoning must be at most 2000 characters")
    .optional(),
  /** Who wrote the suggestion's text: the engine or the configured model. */
  source: z.enum(["engine", "llm"], { error: "source must be 'engine' or 'llm'" }).optional(),
});
