/**
 * Bulk formulation jobs (ADR 0027): start a job (one queue
 * message per item), follow its progress, cancel it, or wait for it (bounded) for a synchronous
 * client. Callers must be administrators: the routes' policy is that rule, enforced before a use case runs.
 */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { z } from "zod";
import {
  BulkFormulationRequestSchema,
  type FormulationPreview,
  FULL_PREVIEWS,
  type ItemStatus,
  type JobItemView,
  type JobProgress,
  type JobStatus,
} from "#app/features/admin/bulk-formulations";
import { listCategories } from "#app/features/catalogue/catalog.server";
import { AppError, parseInput } from "#app/server/app-error";
import type { Database } from "#app/server/db/client.server";
import { categories, formulations, jobItems, jobs } from "#app/server/db/schema";
import { getBindings } from "#app/server/env.server";
import { parseIngredients, parseInstructions, toPublicFormulation } from "#app/server/formulations.server";
import type { JobMessage } from "#app/server/jobs/messages";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";
import { bulkVariantNames, isCategorySlug } from "#formulation";
import { BULK_FORMULATION_KIND, type BulkItemInput } from "./bulk-formulation-job.server";

/** Where messages go: the JOBS queue (tests pass their own). */
export type JobQueue = { sendBatch(messages: MessageSendRequest<JobMessage>[]): Promise<unknown> };

export const JOB_NOT_FOUND = "Job not found";
export const GENERATION_FAILED = "Failed to generate formulations";

const JobIdSchema = z.object({ id: z.uuid({ error: "Job id must be a uuid" }) });

/** How many product names the preview card can list (the run's first ones). */
const PLANNED_NAMES = 10;

/** The generator's category select: the active system categories, each with the run's first product names. */
export async function bulkCategoryOptions(ctx: UserContext) {
  return (await listCategories(ctx.db)).flatMap((c) =>
    isCategorySlug(c.slug)
      ? [
          {
            slug: c.slug,
            name: c.name,
            description: c.description,
            planned: bulkVariantNames({ category: c.slug, count: PLANNED_NAMES }),
          },
        ]
      : [],
  );
}

/** Creates the job row, then enqueues one message per item; returns at once. */
export async function startBulkFormulations(
  ctx: UserContext,
  raw: unknown,
  queue: JobQueue = getBindings().JOBS,
): Promise<{ jobId: string; count: number; status: JobStatus }> {
  const input = parseInput(BulkFormulationRequestSchema, raw);
  const category = await ctx.db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .where(or(eq(categories.slug, input.categorySlug), eq(categories.id, input.categorySlug)))
    .get();
  if (!category || !isCategorySlug(category.slug)) {
    const message = "Unknown category: choose one of the system categories";
    throw new AppError(400, message, { categorySlug: [message] });
  }
  const jobId = crypto.randomUUID();
  const itemInput: BulkItemInput = {
    categoryId: category.id,
    categorySlug: category.slug,
    categoryName: category.name,
    keywords: input.keywords,
    total: input.count,
  };
  await ctx.db.insert(jobs).values({
    id: jobId,
    kind: BULK_FORMULATION_KIND,
    status: "queued",
    total: input.count,
    payload: JSON.stringify({ ...itemInput, count: input.count }),
    createdBy: ctx.user.id,
  });
  try {
    await queue.sendBatch(
      Array.from({ length: input.count }, (_, itemIndex) => ({
        body: { jobId, itemIndex, kind: BULK_FORMULATION_KIND, input: itemInput },
        contentType: "json" as const,
      })),
    );
  } catch (error) {
    // Nothing was queued (sendBatch is all or nothing): the job is closed, not left "queued" forever.
    console.error(JSON.stringify({ at: "bulk", jobId, problem: "enqueue failed", error: String(error) }));
    await ctx.db
      .update(jobs)
      .set({ status: "failed", error: "The job could not be queued", updatedAt: new Date() })
      .where(eq(jobs.id, jobId));
    throw new AppError(503, GENERATION_FAILED, undefined, { retryAfter: 5 });
  }
  return { jobId, count: input.count, status: "queued" };
}

const ItemDetailSchema = z
  .object({
    source: z.enum(["llm", "engine"]).optional(),
    fallbackReason: z.string().optional(),
    ms: z.number().optional(),
  })
  .catch({});

function parseDetail(text: string | null) {
  if (!text) return {};
  try {
    return ItemDetailSchema.parse(JSON.parse(text));
  } catch {
    return {};
  }
}

const PayloadSchema = z
  .object({ categorySlug: z.string(), categoryName: z.string(), count: z.number(), keywords: z.string().optional() })
  .nullable()
  .catch(null);

function parsePayload(text: string) {
  try {
    return PayloadSchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

const NoticesSchema = z.array(z.object({ code: z.string(), message: z.string() })).catch([]);

function previewOf(row: typeof formulations.$inferSelect): FormulationPreview {
  const ingredients = parseIngredients(row.ingredients);
  const phases = parseInstructions(row.instructions);
  const specs: [string, string | null][] = [
    ["pH Level", row.phLevel],
    ["Shelf Life", row.shelfLife],
    ["Viscosity", row.viscosity],
    ["Batch Size", row.batchSize],
    ["Processing Time", row.processingTime],
    ["Temperature", row.temperature],
  ];
  let notices: FormulationPreview["notices"] = [];
  try {
    notices = NoticesSchema.parse(JSON.parse(row.notices));
  } catch {
    notices = [];
  }
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    specifications: specs.flatMap(([label, value]) => (value ? [{ label, value }] : [])),
    ingredients: ingredients.slice(0, 5).map((i) => ({ name: i.name, percentage: i.percentage, function: i.function })),
    ingredientCount: ingredients.length,
    phases: phases.slice(0, 3).map((p) => ({ phase: p.phase, firstStep: p.steps[0] ?? "" })),
    phaseCount: phases.length,
    usageInstructions: row.usageInstructions,
    notices,
  };
}

async function loadProgress(db: Database, id: string): Promise<JobProgress> {
  const job = await db.select().from(jobs).where(eq(jobs.id, id)).get();
  if (!job) throw new AppError(404, JOB_NOT_FOUND);
  const recorded = await db
    .select({
      index: jobItems.itemIndex,
      status: jobItems.status,
      error: jobItems.error,
      detail: jobItems.detail,
      resultId: jobItems.resultId,
      name: formulations.name,
      isActive: formulations.isActive,
    })
    .from(jobItems)
    .leftJoin(formulations, eq(formulations.id, jobItems.resultId))
    .where(eq(jobItems.jobId, id))
    .orderBy(asc(jobItems.itemIndex));
  const byIndex = new Map(recorded.map((r) => [r.index, r]));
  const cancelled = job.status === "cancelled";
  const items: JobItemView[] = Array.from({ length: job.total }, (_, index) => {
    const r = byIndex.get(index);
    if (!r) {
      // Not run yet: in a cancelled job it never will be.
      const status: ItemStatus = cancelled ? "skipped" : "pending";
      return { index, status, error: null, formulation: null, source: null, fallbackReason: null, ms: null };
    }
    const detail = parseDetail(r.detail);
    return {
      index,
      status: r.status,
      error: r.error,
      formulation: r.resultId && r.name ? { id: r.resultId, name: r.name, isActive: r.isActive ?? false } : null,
      source: detail.source ?? null,
      fallbackReason: detail.fallbackReason ?? null,
      ms: detail.ms ?? null,
    };
  });
  const firstIds = items.flatMap((i) => (i.formulation ? [i.formulation.id] : [])).slice(0, FULL_PREVIEWS);
  const previewRows = firstIds.length
    ? await db.select().from(formulations).where(inArray(formulations.id, firstIds))
    : [];
  const previews = firstIds.flatMap((fid) => {
    const row = previewRows.find((p) => p.id === fid);
    return row ? [previewOf(row)] : [];
  });
  const skipped = items.filter((i) => i.status === "skipped").length;
  const finished = job.status === "done" || job.status === "failed" || cancelled;
  const end = finished ? job.updatedAt.getTime() : Date.now();
  const payload = parsePayload(job.payload);
  const usedLlm = job.promptTokens > 0 || job.completionTokens > 0;
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    total: job.total,
    done: job.completed,
    failed: job.failed,
    skipped,
    elapsedMs: Math.max(0, end - job.createdAt.getTime()),
    finished,
    request: payload
      ? {
          categorySlug: payload.categorySlug,
          categoryName: payload.categoryName,
          count: payload.count,
          keywords: payload.keywords ?? null,
        }
      : null,
    llm: usedLlm
      ? {
          promptTokens: job.promptTokens,
          completionTokens: job.completionTokens,
          costUsd: job.costMicroUsd / 1_000_000,
        }
      : null,
    items,
    previews,
  };
}

export const getJobProgress = defineUseCase(JobIdSchema, async (ctx: UserContext, input) => {
  return loadProgress(ctx.db, input.id);
});

export const JOB_FINISHED = "The job has already finished";

/** Items not yet run are skipped (the consumer checks the job's status before each one). */
export const cancelJob = defineUseCase(JobIdSchema, async (ctx: UserContext, input) => {
  const [row] = await ctx.db
    .update(jobs)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(and(eq(jobs.id, input.id), inArray(jobs.status, ["queued", "running"])))
    .returning({ id: jobs.id });
  if (!row) {
    const exists = await ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, input.id)).get();
    throw exists ? new AppError(409, JOB_FINISHED) : new AppError(404, JOB_NOT_FOUND);
  }
  return loadProgress(ctx.db, input.id);
});

/**
 * The synchronous client's wait: polls the job row every `intervalMs` until it is finished or
 * `timeoutMs` has passed. Returns the progress either way; the caller says which.
 */
export async function waitForJob(
  ctx: UserContext,
  id: string,
  options: { timeoutMs: number; intervalMs: number },
): Promise<JobProgress> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const job = await ctx.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)).get();
    if (!job) throw new AppError(404, JOB_NOT_FOUND);
    if (job.status === "done" || job.status === "failed" || job.status === "cancelled" || Date.now() >= deadline)
      return loadProgress(ctx.db, id);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}

/** The spec's shape for a synchronous client: the formulations the job created. */
export async function createdFormulations(ctx: UserContext, progress: JobProgress) {
  const ids = progress.items.flatMap((i) => (i.formulation ? [i.formulation.id] : []));
  if (!ids.length) return [];
  const rows = await ctx.db
    .select({ f: formulations, c: { name: categories.name, slug: categories.slug } })
    .from(formulations)
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(inArray(formulations.id, ids));
  const order = new Map(ids.map((fid, n) => [fid, n]));
  return rows
    .sort((a, b) => (order.get(a.f.id) ?? 0) - (order.get(b.f.id) ?? 0))
    .map((r) => toPublicFormulation(r.f, r.c));
}
