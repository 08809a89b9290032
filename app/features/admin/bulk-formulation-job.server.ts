/**
 * The `bulk-formulation` job: one queue message makes one draft formulation of a bulk run.
 * Invariants:
 * - Idempotent: the row carries "{jobId}:{itemIndex}" under a unique index. A re-run (redelivery,
 *   or a crash between the insert and the consumer's item record) finds that row and returns it;
 *   two racing runs cannot both insert.
 * - Distinct: no two formulations of the category share a name (case-insensitive) or an
 *   ingredient set; the unique slug and the generated-rows ingredient-set index hold that against
 *   concurrent items too. On a clash the item tries its next variant (itemIndex + k·total), so
 *   items of one job never compete for the same variant and the choice is deterministic.
 * - Valid: every stored row passed the same engine check as the admin editor, with zero errors.
 * - A draft (isActive false) with the engine's notices, and the LLM fallback reason when there is one.
 * - The LLM (when configured) drafts the first attempts only, each completion bounded by a timeout;
 *   any failure falls back to the engine with the reason recorded. Tokens and cost go to the item.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { FormulationFormSchema, formulationSlug } from "#app/features/admin/formulation-form";
import { refreshFacets } from "#app/features/search/facets.server";
import { bumpContentVersion } from "#app/server/content-version.server";
import type { Database } from "#app/server/db/client.server";
import { formulations } from "#app/server/db/schema";
import { getConfig, type LlmConfig } from "#app/server/env.server";
import type { ItemUsage, JobHandler, JobOutcome } from "#app/server/jobs/consumer.server";
import type { JobMessage } from "#app/server/jobs/messages";
import { createOpenAiClient } from "#app/server/llm/openai-client.server";
import { llmCostMicroUsd } from "#app/server/llm/pricing";
import {
  CATEGORY_SLUGS,
  type CategorySlug,
  draftFormulation,
  type GeneratedFormulation,
  generateBulkVariant,
  type Notice,
} from "#formulation";
import { checkWithEngine, columnsOf, EngineRejection } from "./formulations.server";

export const BULK_FORMULATION_KIND = "bulk-formulation";

/** What each message of a bulk run carries (written by the producer, read back here). */
export const BulkItemInputSchema = z.object({
  categoryId: z.string().min(1).max(200),
  categorySlug: z.enum(CATEGORY_SLUGS),
  categoryName: z.string().min(1).max(200),
  keywords: z.string().max(300).optional(),
  total: z.number().int().min(1).max(50),
});
export type BulkItemInput = z.infer<typeof BulkItemInputSchema>;

/** Variants an item may try before it gives up (measured: every category fills 50 within 6). */
export const MAX_VARIANT_TRIES = 20;
/** Variants drafted by the LLM; later ones come from the engine, so a job stays bounded in time. */
export const LLM_VARIANT_TRIES = 2;
/** Each completion's bound; a draft takes at most 1 + 2 repair rounds. */
export const LLM_TIMEOUT_MS = 15_000;

/** A notice as stored with the row: the engine's, or the app's own (`llm-fallback`). */
export type StoredNotice = { code: Notice["code"] | "llm-fallback"; message: string; citation?: string };

export type BulkHandlerOptions = {
  /** The LLM settings; the worker's configuration by default (none without OPENAI_API_KEY). */
  llm?: () => LlmConfig | undefined;
  llmTimeoutMs?: number;
};

/** Lower-cased, sorted ingredient names: two formulations with the same set are the same product. */
export function ingredientSetOf(ingredients: readonly { name: string }[]): string {
  return [...new Set(ingredients.map((i) => i.name.trim().toLowerCase()))].sort().join("|");
}

const clean = (name: string) => name.trim().toLowerCase();

async function takenIn(db: Database, categoryId: string) {
  const rows = await db
    .select({ name: formulations.name, ingredients: formulations.ingredients })
    .from(formulations)
    .where(eq(formulations.categoryId, categoryId));
  const names = new Set(rows.map((r) => clean(r.name)));
  const sets = new Set(
    rows.map((r) => {
      try {
        const list = JSON.parse(r.ingredients) as unknown;
        return Array.isArray(list) ? ingredientSetOf(list.filter((i) => typeof i?.name === "string")) : "";
      } catch {
        return "";
      }
    }),
  );
  return { names, sets };
}

function uniqueConflict(error: unknown): "slug" | "set" | "item" | undefined {
  const text = `${String(error)} ${error instanceof Error ? String(error.cause) : ""}`;
  if (/UNIQUE constraint failed: formulations\.job_item_key/.test(text)) return "item";
  if (/UNIQUE constraint failed: formulations\.slug/.test(text)) return "slug";
  if (/UNIQUE constraint failed: formulations\.category_id, formulations\.ingredient_set/.test(text)) return "set";
  return undefined;
}

async function rowOfItem(db: Database, key: string) {
  return db
    .select({ id: formulations.id, name: formulations.name })
    .from(formulations)
    .where(eq(formulations.jobItemKey, key))
    .get();
}

/** The request one item sends the LLM: the engine variant's product, the category and the keywords. */
function llmBrief(engine: GeneratedFormulation, input: BulkItemInput): string {
  return [
    `${engine.name}: a ${engine.productType} for the ${input.categoryName} category.`,
    input.keywords ? `Keywords: ${input.keywords}.` : "",
    "Give it a distinctive product name.",
  ]
    .filter(Boolean)
    .join(" ");
}

type Candidate = {
  formulation: GeneratedFormulation;
  notices: StoredNotice[];
  source: "llm" | "engine";
  fallbackReason?: string;
};

export function bulkFormulationHandler(options: BulkHandlerOptions = {}): JobHandler {
  const llmConfig = options.llm ?? (() => getConfig().llm);
  return async (db: Database, message: JobMessage): Promise<JobOutcome> => {
    const input = BulkItemInputSchema.parse(message.input);
    const key = `${message.jobId}:${message.itemIndex}`;
    const started = Date.now();
    const already = await rowOfItem(db, key);
    if (already) return { resultId: already.id, detail: { name: already.name, resumed: true } };

    const llm = llmConfig();
    const usage: ItemUsage = { promptTokens: 0, completionTokens: 0, costMicroUsd: 0 };
    const client = llm
      ? createOpenAiClient({
          ...llm,
          // The draft's own bound (below) answers first with a clear reason; this one frees the socket.
          timeoutMs: (options.llmTimeoutMs ?? LLM_TIMEOUT_MS) + 1000,
          onUsage: (u) => {
            usage.promptTokens += u.promptTokens;
            usage.completionTokens += u.completionTokens;
            usage.costMicroUsd += llmCostMicroUsd(llm.model, u);
          },
        })
      : undefined;
    const taken = await takenIn(db, input.categoryId);
    const skipped: string[] = [];
    let llmReason: string | undefined;

    for (let attempt = 0; attempt < MAX_VARIANT_TRIES; attempt++) {
      const variant = message.itemIndex + attempt * input.total;
      const engine = generateBulkVariant({
        category: input.categorySlug as CategorySlug,
        keywords: input.keywords,
        variant,
        seed: message.jobId,
      });
      let candidate: Candidate = {
        formulation: engine.formulation,
        source: "engine",
        // With an LLM configured, an engine-made item always says why the model's draft was not used.
        ...(llmReason ? { fallbackReason: llmReason } : {}),
        notices: llmReason
          ? [...engine.notices, { code: "llm-fallback", message: `Engine used instead of the LLM: ${llmReason}` }]
          : engine.notices,
      };
      if (client && attempt < LLM_VARIANT_TRIES) {
        const drafted = await draftFormulation({
          llm: client,
          category: input.categorySlug as CategorySlug,
          categoryName: input.categoryName,
          description: llmBrief(engine.formulation, input),
          fallback: () => engine.formulation,
          timeoutMs: options.llmTimeoutMs ?? LLM_TIMEOUT_MS,
        });
        if (drafted.fallbackReason) llmReason = drafted.fallbackReason;
        candidate = {
          formulation: drafted.formulation,
          source: drafted.source,
          fallbackReason: drafted.fallbackReason,
          notices: drafted.fallbackReason
            ? [
                ...engine.notices,
                { code: "llm-fallback", message: `Engine used instead of the LLM: ${drafted.fallbackReason}` },
              ]
            : engine.notices,
        };
      }
      const f = candidate.formulation;
      const set = ingredientSetOf(f.ingredients);
      if (taken.names.has(clean(f.name)) || taken.sets.has(set)) {
        skipped.push(`${f.name}: already in the category`);
        if (candidate.source === "llm")
          llmReason = `the LLM's draft "${f.name}" duplicates a formulation of the category`;
        continue;
      }
      const form = FormulationFormSchema.safeParse({
        ...f,
        categoryId: input.categoryId,
        slug: undefined,
        isActive: false,
      });
      if (!form.success) {
        skipped.push(`${f.name}: ${form.error.issues[0]?.message ?? "invalid"}`);
        continue;
      }
      try {
        checkWithEngine(form.data, {
          categorySlug: input.categorySlug,
          productType: f.productType,
          leaveOn: f.leaveOn,
        });
      } catch (error) {
        if (!(error instanceof EngineRejection)) throw error;
        skipped.push(`${f.name}: ${error.message}`);
        continue;
      }
      const slug = formulationSlug(f.name);
      if (!slug) {
        skipped.push(`${f.name}: no slug`);
        continue;
      }
      try {
        const [row] = await db
          .insert(formulations)
          .values({
            ...columnsOf(form.data, input.categoryId, slug),
            source: "generated",
            productType: f.productType,
            leaveOn: f.leaveOn,
            notices: JSON.stringify(candidate.notices),
            jobItemKey: key,
            ingredientSet: set,
          })
          .returning({ id: formulations.id });
        if (!row) throw new Error("insert returned nothing");
        await refreshFacets(db, row.id);
        await bumpContentVersion(db);
        return {
          resultId: row.id,
          detail: {
            name: f.name,
            variant,
            source: candidate.source,
            ...(candidate.fallbackReason ? { fallbackReason: candidate.fallbackReason } : {}),
            ...(skipped.length ? { skipped } : {}),
            ms: Date.now() - started,
            ...(llm ? { usage } : {}),
          },
        };
      } catch (error) {
        const conflict = uniqueConflict(error);
        if (conflict === "item") {
          // Another delivery of this very item won the race: its row is the item's row.
          const winner = await rowOfItem(db, key);
          if (winner) return { resultId: winner.id, detail: { name: winner.name, resumed: true } };
        }
        if (!conflict) throw error;
        skipped.push(`${f.name}: taken meanwhile`);
        taken.names.add(clean(f.name));
        taken.sets.add(set);
      }
    }
    throw new Error(
      `No distinct valid formulation after ${MAX_VARIANT_TRIES} variants (last: ${skipped.at(-1) ?? "none"})`,
    );
  };
}
