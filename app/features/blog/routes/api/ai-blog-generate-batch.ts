import { answerStartedJob, wantsToWait } from "#app/features/admin/job-response.server";
import { createdPosts, startBlogBatch } from "#app/features/blog/ai/generate.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { readJson } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

/**
 * POST /api/ai-blog/generate-batch { topics (1–10), shouldPublish? }: a `blog-post`
 * queue job, one message per topic; answers 202 { jobId, count, status } at once (follow
 * GET /api/admin/jobs/{jobId}). With ?wait=1: { posts, count, jobId, status, failed } once the
 * job has finished (200), or after SYNC_WAIT_MS with the posts made so far (202).
 */
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const wait = wantsToWait(request);
    const started = await startBlogBatch(ctx, await readJson(request, { maxBytes: 8 * 1024 }));
    return answerStartedJob(ctx, started, wait, async () => {
      const posts = await createdPosts(ctx, started.jobId);
      return { posts, count: posts.length };
    });
  },
});
export const loader = api.loader;
export const action = api.action;
