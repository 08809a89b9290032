import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { expect, test } from "vitest";
import { consumeJobBatch } from "#app/server/jobs/consumer.server";
import worker from "./worker-entry";

let JOB_ID = "";

async function createJob(total: number) {
  JOB_ID = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO jobs (id, kind, total, status) VALUES (?, 'test', ?, 'queued')")
    .bind(JOB_ID, total)
    .run();
}

async function job() {
  return env.DB.prepare("SELECT status, completed, failed FROM jobs WHERE id = ?").bind(JOB_ID).first();
}

test("the consumer acknowledges malformed messages instead of retrying them forever", async () => {
  const batch = createMessageBatch("formulab-jobs", [
    { id: "m1", timestamp: new Date(), attempts: 1, body: { nonsense: true } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  const result = await getQueueResult(batch, ctx);
  expect(result.explicitAcks).toEqual(["m1"]);
  expect(result.retryMessages).toEqual([]);
});

test("an item of an unknown job kind is recorded as failed and the job finishes", async () => {
  await createJob(1);
  const batch = createMessageBatch("formulab-jobs", [
    { id: "m2", timestamp: new Date(), attempts: 1, body: { jobId: JOB_ID, itemIndex: 0, kind: "nope", input: {} } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["m2"]);
  expect(await job()).toEqual({ status: "failed", completed: 0, failed: 1 });
});

test("a redelivered message does not run its item twice", async () => {
  await createJob(2);
  let runs = 0;
  const handlers = {
    count: async () => {
      runs++;
      return { resultId: `r${runs}` };
    },
  };
  const message = { jobId: JOB_ID, itemIndex: 0, kind: "count", input: {} };
  for (const id of ["first", "again"]) {
    const batch = createMessageBatch("formulab-jobs", [{ id, timestamp: new Date(), attempts: 1, body: message }]);
    await consumeJobBatch(batch, env, handlers);
  }
  expect(runs).toBe(1);
  expect(await job()).toEqual({ status: "running", completed: 1, failed: 0 });
});

test("a failing item is retried, then recorded as failed on its last attempt", async () => {
  await createJob(1);
  const handlers = {
    boom: async (): Promise<{ resultId?: string }> => {
      throw new Error("engine exploded");
    },
  };
  const body = { jobId: JOB_ID, itemIndex: 0, kind: "boom", input: {} };
  const early = createMessageBatch("formulab-jobs", [{ id: "a1", timestamp: new Date(), attempts: 1, body }]);
  const ctx1 = createExecutionContext();
  await consumeJobBatch(early, env, handlers);
  expect((await getQueueResult(early, ctx1)).retryMessages.map((m) => m.msgId)).toEqual(["a1"]);
  expect(await job()).toEqual({ status: "queued", completed: 0, failed: 0 });

  const last = createMessageBatch("formulab-jobs", [{ id: "a3", timestamp: new Date(), attempts: 3, body }]);
  await consumeJobBatch(last, env, handlers);
  expect(await job()).toEqual({ status: "failed", completed: 0, failed: 1 });
  const item = await env.DB.prepare("SELECT status, error FROM job_items WHERE job_id = ?").bind(JOB_ID).first();
  expect(item).toEqual({ status: "failed", error: "engine exploded" });
});
