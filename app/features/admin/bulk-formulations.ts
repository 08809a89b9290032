/**
 * The bulk formulation generator's request and the job progress it
 * is followed by: one zod schema shared by the page form (Conform) and the JSON API's use case,
 * and the shapes the progress endpoint answers with. Isomorphic: no engine, no server code.
 */
import { z } from "zod";

export const BULK_COUNT_MIN = 1;
export const BULK_COUNT_MAX = 50;
export const BULK_COUNT_DEFAULT = 5;
export const CATEGORY_REQUIRED = "Category required";
export const INVALID_COUNT = "Invalid formulation count - Please enter a number between 1 and 50";
export const KEYWORDS_MAX = 300;

/** A count from a form (text) or JSON (number); empty means the default, anything else must be a whole number. */
const countField = z.preprocess(
  (v) => {
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return BULK_COUNT_DEFAULT;
    if (typeof v === "string") return /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
    return v;
  },
  z
    .number({ error: INVALID_COUNT })
    .int(INVALID_COUNT)
    .min(BULK_COUNT_MIN, INVALID_COUNT)
    .max(BULK_COUNT_MAX, INVALID_COUNT),
);

export const BulkFormulationRequestSchema = z.object({
  categorySlug: z
    .string({ error: CATEGORY_REQUIRED })
    .trim()
    .min(1, CATEGORY_REQUIRED)
    .regex(/^[A-Za-z0-9-]{1,200}$/, CATEGORY_REQUIRED),
  count: countField,
  keywords: z
    .string({ error: "Keywords must be text" })
    .trim()
    .max(KEYWORDS_MAX, `Keywords must be at most ${KEYWORDS_MAX} characters`)
    .nullish()
    .transform((v) => v || undefined),
});
export type BulkFormulationRequest = z.output<typeof BulkFormulationRequestSchema>;

export type JobStatus = "queued" | "running" | "done" | "failed" | "cancelled";
export type ItemStatus = "pending" | "done" | "failed" | "skipped";

export type JobItemView = {
  index: number;
  status: ItemStatus;
  error: string | null;
  formulation: { id: string; name: string; isActive: boolean } | null;
  /** Who drafted it: the LLM, or the engine (alone, or as the LLM's fallback). */
  source: "llm" | "engine" | null;
  fallbackReason: string | null;
  ms: number | null;
};

/** One generated formulation as the preview card shows it (the first 3 in full). */
export type FormulationPreview = {
  id: string;
  name: string;
  description: string;
  isActive: boolean;
  specifications: { label: string; value: string }[];
  ingredients: { name: string; percentage: string; function: string }[];
  ingredientCount: number;
  phases: { phase: string; firstStep: string }[];
  phaseCount: number;
  usageInstructions: string;
  notices: { code: string; message: string }[];
};

export type JobProgress = {
  id: string;
  kind: string;
  status: JobStatus;
  total: number;
  done: number;
  failed: number;
  skipped: number;
  elapsedMs: number;
  finished: boolean;
  request: { categorySlug: string; categoryName: string; count: number; keywords: string | null } | null;
  llm: { promptTokens: number; completionTokens: number; costUsd: number } | null;
  items: JobItemView[];
  previews: FormulationPreview[];
};

/** Usage text is cut at 120 characters, a process step at 60. */
export const USAGE_PREVIEW_CHARS = 120;
export const STEP_PREVIEW_CHARS = 60;
export const FULL_PREVIEWS = 3;

export function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

/** What the Bulk Formulations page's one action accepts: start a run, or cancel one. */
export const BulkPageActionSchema = z.discriminatedUnion(
  "intent",
  [
    BulkFormulationRequestSchema.extend({ intent: z.literal("generate") }),
    z.object({ intent: z.literal("cancel"), jobId: z.uuid({ error: "Job id must be a uuid" }) }),
  ],
  { error: "Unknown action" },
);
