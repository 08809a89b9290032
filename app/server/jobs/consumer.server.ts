/**
 * Queue consumer for bulk jobs. Invariants:
 * - A message is keyed by (jobId, itemIndex); an item already recorded is acknowledged without
 *   running again, so a redelivered message never creates a duplicate.
 * - Malformed messages, and messages of a job that no longer exists, are acknowledged and logged
 *   (retrying cannot fix them).
 * - An item of a cancelled job is recorded as skipped without running.
 * - A handler error is retried by the queue; on the last attempt the item is recorded as failed.
 * - The item row and the job's counters are written in one D1 batch. The counters (and LLM
 *   usage) are recounted from the item rows rather than incremented, so two deliveries of one
 *   message racing each other still count the item once.
 */
import { and, eq, sql } from "drizzle-orm";
import { createDb, type Database } from "../db/client.server";
import { jobItems, jobs } from "../db/schema";
import { type JobMessage, JobMessageSchema } from "./messages";

/** LLM usage of one item; the job's totals are the sums over its items. */
export type ItemUsage = { promptTokens: number; completionTokens: number; costMicroUsd: number };

/** What a handler reports: the row it made, and anything worth showing about the item. */
export type JobOutcome = { resultId?: string; detail?: Record<string, unknown> & { usage?: ItemUsage } };

export type JobHandler = (db: Database, message: JobMessage) => Promise<JobOutcome>;

export const MAX_ATTEMPTS = 3;

export async function consumeJobBatch(
  batch: MessageBatch<unknown>,
  env: Pick<Env, "DB">,
  handlers: Record<string, JobHandler>,
): Promise<void> {
  const db = createDb(env.DB);
  for (const msg of batch.messages) {
    const parsed = JobMessageSchema.safeParse(msg.body);
    if (!parsed.success) {
      console.error(JSON.stringify({ at: "queue", problem: "malformed message", id: msg.id }));
      msg.ack();
      continue;
    }
    const job = parsed.data;
    const done = await db
      .select({ status: jobItems.status })
      .from(jobItems)
      .where(and(eq(jobItems.jobId, job.jobId), eq(jobItems.itemIndex, job.itemIndex)))
      .get();
    if (done) {
      msg.ack();
      continue;
    }
    const owner = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.jobId)).get();
    if (!owner) {
      console.error(JSON.stringify({ at: "queue", problem: "job not found", jobId: job.jobId }));
      msg.ack();
      continue;
    }
    if (owner.status === "cancelled") {
      await recordItem(db, job, { status: "skipped" });
      msg.ack();
      continue;
    }
    const handler = handlers[job.kind];
    if (!handler) {
      await recordItem(db, job, { status: "failed", error: `Unknown job kind "${job.kind}"` });
      msg.ack();
      continue;
    }
    try {
      const result = await handler(db, job);
      await recordItem(db, job, { status: "done", resultId: result.resultId, detail: result.detail });
      msg.ack();
    } catch (error) {
      if (msg.attempts >= MAX_ATTEMPTS) {
        await recordItem(db, job, { status: "failed", error: String(error instanceof Error ? error.message : error) });
        msg.ack();
      } else {
        msg.retry({ delaySeconds: 2 ** msg.attempts });
      }
    }
  }
}

async function recordItem(
  db: Database,
  job: JobMessage,
  outcome: { status: "done" | "failed" | "skipped"; resultId?: string; error?: string; detail?: JobOutcome["detail"] },
): Promise<void> {
  const items = (status: string) =>
    sql`(select count(*) from ${jobItems} where ${jobItems.jobId} = ${job.jobId} and ${jobItems.status} = ${status})`;
  const usage = (field: keyof ItemUsage) =>
    sql`(select coalesce(sum(json_extract(${jobItems.detail}, ${`$.usage.${field}`})), 0) from ${jobItems} where ${jobItems.jobId} = ${job.jobId})`;
  await db.batch([
    db
      .insert(jobItems)
      .values({
        jobId: job.jobId,
        itemIndex: job.itemIndex,
        status: outcome.status,
        resultId: outcome.resultId ?? null,
        error: outcome.error ?? null,
        detail: outcome.detail ? JSON.stringify(outcome.detail) : null,
      })
      .onConflictDoNothing(),
    db
      .update(jobs)
      .set({
        completed: items("done"),
        failed: items("failed"),
        promptTokens: usage("promptTokens"),
        completionTokens: usage("completionTokens"),
        costMicroUsd: usage("costMicroUsd"),
        // A cancelled job stays cancelled; otherwise it is finished once every item is recorded.
        status: sql`case when ${jobs.status} = 'cancelled' then 'cancelled'
          when (select count(*) from ${jobItems} where ${jobItems.jobId} = ${job.jobId}) >= ${jobs.total}
            then (case when ${items("done")} > 0 then 'done' else 'failed' end)
          else 'running' end`,
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, job.jobId)),
  ]);
}
