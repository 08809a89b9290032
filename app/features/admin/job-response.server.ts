/**
 * How an endpoint that starts a queue job answers (ADR 0027): 202 { jobId, count, status } at once,
 * to be followed at GET /api/admin/jobs/{jobId}; or, for a synchronous client asking ?wait=1, the
 * job's results once it has finished (200) — or what is made so far after SYNC_WAIT_MS (202).
 */
import { z } from "zod";
import type { JobProgress } from "#app/features/admin/bulk-formulations";
import { json, readQuery } from "#app/server/http.server";
import type { UserContext } from "#app/server/use-case.server";
import { waitForJob } from "./bulk-formulations.server";

/** How long `?wait=1` holds the request before answering with what is made so far. */
export const SYNC_WAIT_MS = 25_000;
const SYNC_POLL_MS = 500;

const QuerySchema = z.object({
  wait: z.enum(["0", "1", "true", "false"], { error: "wait must be 1 (wait for the job) or 0" }).optional(),
});

/** Read before the job starts: a malformed query must be refused with nothing queued. */
export function wantsToWait(request: Request): boolean {
  const { wait } = readQuery(request, QuerySchema);
  return wait === "1" || wait === "true";
}

export async function answerStartedJob<Results extends object>(
  ctx: UserContext,
  started: { jobId: string },
  wait: boolean,
  results: (progress: JobProgress) => Promise<Results>,
): Promise<Response> {
  const headers = { "Cache-Control": "no-store", Location: `/api/admin/jobs/${started.jobId}` };
  if (!wait) return json(started, { status: 202, headers });
  const progress = await waitForJob(ctx, started.jobId, { timeoutMs: SYNC_WAIT_MS, intervalMs: SYNC_POLL_MS });
  return json(
    { ...(await results(progress)), jobId: started.jobId, status: progress.status, failed: progress.failed },
    { status: progress.finished ? 200 : 202, headers },
  );
}
