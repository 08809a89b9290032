import { z } from "zod";
import type { RoutePolicy } from "~/lib/route-policy";
import { waitForJob } from "~/server/admin/bulk-formulations.server";
import { createdPosts, startBlogBatch } from "~/server/ai-blog/generate.server";
import { apiRoute } from "~/server/api.server";
import { json, readJson, readQuery } from "~/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

/** How long `?wait=1` holds the request before answering with the posts made so far (ADR 0027). */
export const SYNC_WAIT_MS = 25_000;
const SYNC_POLL_MS = 500;

const QuerySchema = z.object({
  wait: z.enum(["0", "1", "true", "false"], { error: "wait must be 1 (wait for the job) or 0" }).optional(),
});

/**
 * POST /api/ai-blog/generate-batch { topics (1–10), shouldPublish? } (spec §7): a `blog-post`
 * queue job, one message per topic; answers 202 { jobId, count, status } at once (follow
 * GET /api/admin/jobs/{jobId}). With ?wait=1: { posts, count, jobId, status, failed } once the
 * job has finished (200), or after SYNC_WAIT_MS with the posts made so far (202).
 */
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const { wait } = readQuery(request, QuerySchema);
    const started = await startBlogBatch(ctx, await readJson(request, { maxBytes: 8 * 1024 }));
    const headers = { "Cache-Control": "no-store", Location: `/api/admin/jobs/${started.jobId}` };
    if (wait !== "1" && wait !== "true") return json(started, { status: 202, headers });
    const progress = await waitForJob(ctx, started.jobId, { timeoutMs: SYNC_WAIT_MS, intervalMs: SYNC_POLL_MS });
    const posts = await createdPosts(ctx, started.jobId);
    return json(
      { posts, count: posts.length, jobId: started.jobId, status: progress.status, failed: progress.failed },
      { status: progress.finished ? 200 : 202, headers },
    );
  },
});
export const loader = api.loader;
export const action = api.action;
