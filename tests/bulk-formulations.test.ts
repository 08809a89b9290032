/**
 * Bulk formulations on the JOBS queue (ADR 0027): the endpoint
 * queues one message per item and the real queue's consumer makes distinct, valid drafts; a
 * redelivered message or a crash between insert and record never makes a second row; a failing
 * item is retried then recorded with its reason; cancel skips what has not run; the LLM path
 * against a fake OpenAI-compatible server ends in a valid draft or a recorded reason every time.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { beforeAll, describe, expect, inject, test } from "vitest";
import {
  BULK_FORMULATION_KIND,
  bulkFormulationHandler,
  ingredientSetOf,
} from "#app/features/admin/bulk-formulation-job.server";
import type { JobProgress } from "#app/features/admin/bulk-formulations";
import { startBulkFormulations } from "#app/features/admin/bulk-formulations.server";
import { FormulationFormSchema } from "#app/features/admin/formulation-form";
import { checkWithEngine } from "#app/features/admin/formulations.server";
import * as jobRoute from "#app/features/admin/routes/api/admin/job";
import * as cancelRoute from "#app/features/admin/routes/api/admin/job-cancel";
import * as bulkRoute from "#app/features/admin/routes/api/ai-bulk-formulations";
import { createSession } from "#app/server/auth/session.server";
import { getContentVersion } from "#app/server/content-version.server";
import { getDb } from "#app/server/db/client.server";
import { type users, users as usersTable } from "#app/server/db/schema";
import { parseIngredients, parseInstructions } from "#app/server/formulations.server";
import { consumeJobBatch, type JobHandler } from "#app/server/jobs/consumer.server";
import type { JobMessage } from "#app/server/jobs/messages";
import { adminSessionCookie, call, runSeed } from "./helpers";

let adminCookie = "";
let userCookie = "";
let admin: typeof users.$inferSelect;

beforeAll(async () => {
  await runSeed();
  const db = getDb();
  const [a] = await db.insert(usersTable).values({ email: "bulk.admin@example.com", isAdmin: true }).returning();
  const [u] = await db.insert(usersTable).values({ email: "bulk.user@example.com" }).returning();
  if (!a || !u) throw new Error("users missing");
  admin = a;
  adminCookie = await adminSessionCookie(db, a.id);
  userCookie = `formulab_session=${(await createSession(db, u.id)).token}`;
});

function send(method: string, path: string, body?: unknown, cookie = adminCookie) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}
const BULK_PATH = "/api/ai/generate-bulk-formulations-with-keywords";
const start = (body: unknown, query = "", cookie?: string) =>
  call(bulkRoute.action, send("POST", `${BULK_PATH}${query}`, body, cookie));
const progressOf = async (id: string, cookie?: string) =>
  call(jobRoute.loader, send("GET", `/api/admin/jobs/${id}`, undefined, cookie), { id });
const cancel = (id: string, cookie?: string) =>
  call(cancelRoute.action, send("POST", `/api/admin/jobs/${id}/cancel`, undefined, cookie), { id });

async function readProgress(id: string): Promise<JobProgress> {
  const response = await progressOf(id);
  expect(response.status).toBe(200);
  return response.json();
}

/** Polls the job endpoint the way the page does, until the job is finished (the real queue runs it). */
async function untilFinished(id: string, timeoutMs = 30_000): Promise<JobProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = await readProgress(id);
    if (progress.finished) return progress;
    if (Date.now() > deadline) throw new Error(`job ${id} not finished: ${JSON.stringify(progress.items)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const adminCtx = () => ({ db: getDb(), caller: { ip: "127.0.0.1" }, user: admin, isAdmin: true });

/** A job whose messages are kept here instead of queued, so a test delivers them itself. */
async function heldJob(body: Record<string, unknown>) {
  const held: JobMessage[] = [];
  const queue = {
    sendBatch: async (messages: MessageSendRequest<JobMessage>[]) => {
      for (const m of messages) held.push(m.body);
    },
  };
  const { jobId } = await startBulkFormulations(adminCtx(), body, queue);
  return { jobId, held };
}

async function deliver(
  messages: JobMessage[],
  handler: JobHandler = bulkFormulationHandler({ llm: () => undefined }),
  attempts = 1,
) {
  const batch = createMessageBatch(
    "formulab-jobs",
    messages.map((body, n) => ({
      id: `${body.jobId}-${body.itemIndex}-${n}-${attempts}`,
      timestamp: new Date(),
      attempts,
      body,
    })),
  );
  const ctx = createExecutionContext();
  await consumeJobBatch(batch, env, { [BULK_FORMULATION_KIND]: handler });
  return getQueueResult(batch, ctx);
}

async function rowsOfJob(jobId: string) {
  const { results } = await env.DB.prepare(
    "SELECT f.* , c.slug AS category_slug FROM formulations f JOIN categories c ON c.id = f.category_id WHERE f.job_item_key LIKE ? ORDER BY f.job_item_key",
  )
    .bind(`${jobId}:%`)
    .all<Record<string, unknown>>();
  return results;
}

function engineErrors(row: Record<string, unknown>) {
  try {
    checkWithEngine(
      FormulationFormSchema.parse({
        categoryId: String(row.category_id),
        name: String(row.name),
        description: String(row.description),
        ingredients: parseIngredients(String(row.ingredients)),
        instructions: parseInstructions(String(row.instructions)),
        phLevel: String(row.ph_level),
        shelfLife: String(row.shelf_life),
        storageConditions: String(row.storage_conditions),
        batchSize: String(row.batch_size),
        processingTime: String(row.processing_time),
        temperature: row.temperature ? String(row.temperature) : undefined,
        usageInstructions: String(row.usage_instructions),
        isActive: false,
      }),
      {
        categorySlug: String(row.category_slug),
        productType: row.product_type ? String(row.product_type) : null,
        leaveOn: row.leave_on === null ? null : Boolean(row.leave_on),
      },
    );
    return [];
  } catch (error) {
    return [String(error)];
  }
}

describe("the endpoint and the real queue", () => {
  test("10 items become 10 distinct, valid drafts, and the progress says so", async () => {
    const versionBefore = await getContentVersion(getDb());
    const response = await start({ categorySlug: "skin-care-formulations", count: 10 });
    expect(response.status).toBe(202);
    const started = (await response.json()) as { jobId: string; count: number; status: string };
    expect(started).toMatchObject({ count: 10, status: "queued" });

    const progress = await untilFinished(started.jobId);
    expect(progress).toMatchObject({ status: "done", total: 10, done: 10, failed: 0, finished: true });
    expect(progress.items.every((i) => i.status === "done" && i.formulation && i.source === "engine")).toBe(true);
    expect(progress.previews).toHaveLength(3);
    expect(progress.previews[0]?.ingredients.length).toBeLessThanOrEqual(5);
    expect(progress.previews[0]?.phases.length).toBeLessThanOrEqual(3);
    expect(progress.llm).toBeNull();

    const rows = await rowsOfJob(started.jobId);
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.is_active === 0 && r.source === "generated")).toBe(true);
    // Distinct among themselves and against the seeded library of the category.
    const { results: all } = await env.DB.prepare(
      "SELECT f.name, f.ingredients FROM formulations f JOIN categories c ON c.id = f.category_id WHERE c.slug = 'skin-care-formulations'",
    ).all<{ name: string; ingredients: string }>();
    expect(new Set(all.map((r) => r.name.toLowerCase())).size).toBe(all.length);
    expect(new Set(all.map((r) => ingredientSetOf(parseIngredients(r.ingredients)))).size).toBe(all.length);
    for (const row of rows) expect(engineErrors(row), String(row.name)).toEqual([]);
    expect(await getContentVersion(getDb())).not.toBe(versionBefore);
  });

  test("?wait=1 answers the spec's shape once the job is done", async () => {
    const response = await start(
      { categorySlug: "oral-care-formulations", count: 2, keywords: "toothpaste" },
      "?wait=1",
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      createdFormulations: { name: string; isActive: boolean }[];
      count: number;
      jobId: string;
    };
    expect(body.count).toBe(2);
    expect(body.createdFormulations).toHaveLength(2);
    expect(body.createdFormulations.every((f) => f.isActive === false)).toBe(true);
    expect(body.jobId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("idempotency, failures and cancel", () => {
  test("a redelivered done message creates nothing", async () => {
    const { jobId, held } = await heldJob({ categorySlug: "pet-care-formulations", count: 2 });
    await deliver(held);
    const before = await rowsOfJob(jobId);
    expect(before).toHaveLength(2);
    const again = await deliver(held);
    expect(again.explicitAcks).toHaveLength(2);
    expect(await rowsOfJob(jobId)).toHaveLength(2);
    expect(await readProgress(jobId)).toMatchObject({ status: "done", done: 2, failed: 0 });
  });

  test("a crash between the insert and the item record is resumed, not duplicated", async () => {
    const { jobId, held } = await heldJob({ categorySlug: "shoe-care-formulations", count: 1 });
    const message = held[0] as JobMessage;
    // The handler runs and inserts; the worker dies before the consumer records the item.
    const first = await bulkFormulationHandler({ llm: () => undefined })(getDb(), message);
    expect(await readProgress(jobId)).toMatchObject({ status: "queued", done: 0 });
    // The queue redelivers: the same row is found and recorded.
    await deliver([message]);
    const rows = await rowsOfJob(jobId);
    expect(rows.map((r) => r.id)).toEqual([first.resultId]);
    const progress = await readProgress(jobId);
    expect(progress).toMatchObject({ status: "done", done: 1 });
    expect(progress.items[0]?.formulation?.id).toBe(first.resultId);
  });

  test("two deliveries of one item racing each other make one row and count once", async () => {
    const { jobId, held } = await heldJob({ categorySlug: "leather-products-formulations", count: 1 });
    await Promise.all([deliver(held), deliver(held)]);
    expect(await rowsOfJob(jobId)).toHaveLength(1);
    expect(await readProgress(jobId)).toMatchObject({ status: "done", done: 1, failed: 0 });
  });

  test("a failing item is retried, then recorded as failed with its reason", async () => {
    const { jobId, held } = await heldJob({ categorySlug: "detergent-formulations", count: 1 });
    // A category that vanished after the job started: every insert breaks its foreign key.
    const broken = { ...(held[0] as JobMessage), input: { ...(held[0]?.input as object), categoryId: "gone" } };
    const early = await deliver([broken], undefined, 1);
    expect(early.retryMessages).toHaveLength(1);
    expect(await readProgress(jobId)).toMatchObject({ status: "queued", failed: 0 });
    await deliver([broken], undefined, 3);
    const progress = await readProgress(jobId);
    expect(progress).toMatchObject({ status: "failed", done: 0, failed: 1, finished: true });
    expect(progress.items[0]?.status).toBe("failed");
    expect(progress.items[0]?.error).toMatch(/FOREIGN KEY|Failed query/i);
    expect(await rowsOfJob(jobId)).toHaveLength(0);
  });

  test("cancel skips the items not yet run", async () => {
    const { jobId, held } = await heldJob({ categorySlug: "cleaning-products-formulations", count: 5 });
    await deliver(held.slice(0, 2));
    const cancelled = await cancel(jobId);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as JobProgress).status).toBe("cancelled");
    await deliver(held.slice(2));
    const progress = await readProgress(jobId);
    expect(progress).toMatchObject({ status: "cancelled", done: 2, failed: 0, skipped: 3, finished: true });
    expect(progress.items.map((i) => i.status)).toEqual(["done", "done", "skipped", "skipped", "skipped"]);
    expect(await rowsOfJob(jobId)).toHaveLength(2);
    const twice = await cancel(jobId);
    expect(twice.status).toBe(409);
  });
});

describe("the LLM path against a fake OpenAI-compatible server", () => {
  const llmHandler = (model: string) =>
    bulkFormulationHandler({
      llm: () => ({ apiKey: "test-key", baseURL: inject("fakeOpenAiUrl"), model }),
      llmTimeoutMs: 400,
    });

  async function runWith(model: string, count: number) {
    const { jobId, held } = await heldJob({ categorySlug: "skin-care-formulations", count });
    await deliver(held, llmHandler(model));
    const rows = await rowsOfJob(jobId);
    for (const row of rows) expect(engineErrors(row), String(row.name)).toEqual([]);
    return { progress: await readProgress(jobId), rows };
  }

  test("a good draft is stored as the LLM's, with tokens and cost on the job", async () => {
    const { progress, rows } = await runWith("good", 2);
    expect(progress).toMatchObject({ status: "done", done: 2 });
    expect(progress.items[0]).toMatchObject({ source: "llm", fallbackReason: null });
    expect(rows[0]?.name).toMatch(/^Bulk Daily Moisture Cream/);
    // The second answer has the first one's ingredient set: not distinct, so the engine made item 2.
    expect(progress.items[1]?.source).toBe("engine");
    expect(new Set(rows.map((r) => r.ingredient_set)).size).toBe(2);
    expect(progress.llm?.promptTokens).toBeGreaterThanOrEqual(1200);
    expect(progress.llm?.completionTokens).toBeGreaterThanOrEqual(400);
    expect(progress.llm?.costUsd).toBeGreaterThan(0);
  });

  test.each([
    ["malformed", /malformed JSON/],
    ["slow", /timeout/i],
    ["rate-limited", /429/],
    ["broken", /500/],
  ])("%s answers fall back to the engine with the reason kept", async (model, reason) => {
    const { progress, rows } = await runWith(model, 1);
    expect(progress).toMatchObject({ status: "done", done: 1, failed: 0 });
    expect(progress.items[0]?.source).toBe("engine");
    expect(progress.items[0]?.fallbackReason).toMatch(reason);
    const notices = JSON.parse(String(rows[0]?.notices)) as { code: string; message: string }[];
    expect(notices.some((n) => n.code === "llm-fallback" && reason.test(n.message))).toBe(true);
  });
});

describe("bad input and access", () => {
  test.each([
    [{ count: 5 }, "Category required"],
    [{ categorySlug: "", count: 5 }, "Category required"],
    [
      { categorySlug: "skin-care-formulations", count: 0 },
      "Invalid formulation count - Please enter a number between 1 and 50",
    ],
    [
      { categorySlug: "skin-care-formulations", count: 51 },
      "Invalid formulation count - Please enter a number between 1 and 50",
    ],
    [
      { categorySlug: "skin-care-formulations", count: 2.5 },
      "Invalid formulation count - Please enter a number between 1 and 50",
    ],
    [
      { categorySlug: "skin-care-formulations", count: "many" },
      "Invalid formulation count - Please enter a number between 1 and 50",
    ],
    [{ categorySlug: "no-such-category", count: 5 }, "Unknown category: choose one of the system categories"],
  ])("%j is refused with a clear 400", async (body, message) => {
    const jobsBefore = await env.DB.prepare("SELECT count(*) AS n FROM jobs").first<{ n: number }>();
    const response = await start(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    const jobsAfter = await env.DB.prepare("SELECT count(*) AS n FROM jobs").first<{ n: number }>();
    expect(jobsAfter?.n).toBe(jobsBefore?.n);
  });

  test("a missing count means the default 5", async () => {
    const { jobId, held } = await heldJob({ categorySlug: "baby-care-formulations" });
    expect(held).toHaveLength(5);
    expect((await readProgress(jobId)).total).toBe(5);
  });

  test("malformed bodies, bad wait values and bad job ids are 4xx", async () => {
    expect((await start("{oops")).status).toBe(400);
    const jobsBefore = await env.DB.prepare("SELECT count(*) AS n FROM jobs").first<{ n: number }>();
    expect((await start({ categorySlug: "skin-care-formulations" }, "?wait=maybe")).status).toBe(400);
    // The query is checked before anything is queued.
    const jobsAfter = await env.DB.prepare("SELECT count(*) AS n FROM jobs").first<{ n: number }>();
    expect(jobsAfter?.n).toBe(jobsBefore?.n);
    expect((await progressOf("not-a-uuid")).status).toBe(400);
    expect((await progressOf(crypto.randomUUID())).status).toBe(404);
    expect((await cancel(crypto.randomUUID())).status).toBe(404);
  });

  test("anonymous callers get 401 and signed-in non-admins 403, and nothing is queued", async () => {
    const id = crypto.randomUUID();
    expect((await start({ categorySlug: "skin-care-formulations", count: 1 }, "", "")).status).toBe(401);
    expect((await start({ categorySlug: "skin-care-formulations", count: 1 }, "", userCookie)).status).toBe(403);
    expect((await progressOf(id, "")).status).toBe(401);
    expect((await progressOf(id, userCookie)).status).toBe(403);
    expect((await cancel(id, "")).status).toBe(401);
    expect((await cancel(id, userCookie)).status).toBe(403);
  });
});
