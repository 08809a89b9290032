import { z } from "zod";
import type { RoutePolicy } from "~/lib/route-policy";
import { createdFormulations, startBulkFormulations, waitForJob } from "~/server/admin/bulk-formulations.server";
import { apiRoute } from "~/server/api.server";
import { json, readJson, readQuery } from "~/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

/** How long `?wait=1` holds the request before answering with the progress so far (ADR 0027). */
export const SYNC_WAIT_MS = 25_000;
const SYNC_POLL_MS = 500;

const QuerySchema = z.object({
  wait: z.enum(["0", "1", "true", "false"], { error: "wait must be 1 (wait for the job) or 0" }).optional(),
});

/**
 * POST /api/ai/generate-bulk-formulations-with-keywords { categorySlug, count, keywords? }
 * Queues the job and answers 202 { jobId, count, status } at once. With ?wait=1 it answers the
 * spec's { createdFormulations, count, jobId } once the job is finished (200), or after
 * SYNC_WAIT_MS with what is made so far (202; follow GET /api/admin/jobs/{jobId}).
 */
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const { wait } = readQuery(request, QuerySchema);
    const body = await readJson(request, { maxBytes: 4 * 1024 });
    const started = await startBulkFormulations(ctx, body);
    const headers = { "Cache-Control": "no-store", Location: `/api/admin/jobs/${started.jobId}` };
    if (wait !== "1" && wait !== "true") return json(started, { status: 202, headers });
    const progress = await waitForJob(ctx, started.jobId, { timeoutMs: SYNC_WAIT_MS, intervalMs: SYNC_POLL_MS });
    const created = await createdFormulations(ctx, progress);
    return json(
      {
        createdFormulations: created,
        count: created.length,
        jobId: started.jobId,
        status: progress.status,
        failed: progress.failed,
      },
      { status: progress.finished ? 200 : 202, headers },
    );
  },
});
export const loader = api.loader;
export const action = api.action;
