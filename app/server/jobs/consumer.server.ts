/**
 * Queue consumer for bulk jobs. Invariants:
 * - A message is keyed by (jobId, itemIndex); an item already recorded is acknowledged without
 *   running again, so a redelivered message never creates a duplicate.
 * - Malformed messages are acknowledged and logged (retrying cannot fix them).
 * - A handler error is retried by the queue; on the last attempt the item is recorded as failed.
 * - The item row and the job's counters are written in one D1 batch.
 */
import { and, eq, sql } from "drizzle-orm";
import { createDb, type Database } from "../db/client.server";
import { jobItems, jobs } from "../db/schema";
import { type JobMessage, JobMessageSchema } from "./messages";

export type JobHandler = (db: Database, message: JobMessage) => Promise<{ resultId?: string }>;

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
    const handler = handlers[job.kind];
    if (!handler) {
      await recordItem(db, job, { status: "failed", error: `Unknown job kind "${job.kind}"` });
      msg.ack();
      continue;
    }
    try {
      const result = await handler(db, job);
      await recordItem(db, job, { status: "done", resultId: result.resultId });
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
  outcome: { status: "done" | "failed"; resultId?: string; error?: string },
): Promise<void> {
  const doneInc = outcome.status === "done" ? 1 : 0;
  const failedInc = outcome.status === "failed" ? 1 : 0;
  await db.batch([
    db
      .insert(jobItems)
      .values({
        jobId: job.jobId,
        itemIndex: job.itemIndex,
        status: outcome.status,
        resultId: outcome.resultId ?? null,
        error: outcome.error ?? null,
      })
      .onConflictDoNothing(),
    db
      .update(jobs)
      .set({
        completed: sql`${jobs.completed} + ${doneInc}`,
        failed: sql`${jobs.failed} + ${failedInc}`,
        status: sql`case when ${jobs.completed} + ${jobs.failed} + 1 >= ${jobs.total} then (case when ${jobs.completed} + ${doneInc} > 0 then 'done' else 'failed' end) else 'running' end`,
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, job.jobId)),
  ]);
}
