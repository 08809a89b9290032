import { createdFormulations, startBulkFormulations } from "#app/features/admin/bulk-formulations.server";
import { answerStartedJob, wantsToWait } from "#app/features/admin/job-response.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { readJson } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

/**
 * POST /api/ai/generate-bulk-formulations-with-keywords { categorySlug, count, keywords? }
 * Queues the job and answers 202 { jobId, count, status } at once. With ?wait=1 it answers the
 * spec's { createdFormulations, count, jobId } once the job is finished (200), or after
 * SYNC_WAIT_MS with what is made so far (202; follow GET /api/admin/jobs/{jobId}).
 */
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const wait = wantsToWait(request);
    const started = await startBulkFormulations(ctx, await readJson(request, { maxBytes: 4 * 1024 }));
    return answerStartedJob(ctx, started, wait, async (progress) => {
      const created = await createdFormulations(ctx, progress);
      return { createdFormulations: created, count: created.length };
    });
  },
});
export const loader = api.loader;
export const action = api.action;
