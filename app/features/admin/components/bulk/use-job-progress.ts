/**
 * Live progress of a job: polls GET /api/admin/jobs/{id} every second until the job is finished
 * (ADR 0027: polling over SSE — one small JSON read per second, nothing held open). The page's
 * loader gives the first reading, so a reload shows the job at once and polling resumes.
 */
import { useEffect, useState } from "react";
import type { JobProgress } from "#app/features/admin/bulk-formulations";

export const POLL_INTERVAL_MS = 1000;

export function useJobProgress(initial: JobProgress | null): { progress: JobProgress | null; pollFailed: boolean } {
  const [progress, setProgress] = useState(initial);
  const [pollFailed, setPollFailed] = useState(false);
  // A new job (or a reload) replaces what we were following.
  useEffect(() => setProgress(initial), [initial]);

  const id = progress?.id;
  const finished = progress?.finished ?? true;
  useEffect(() => {
    if (!id || finished) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const response = await fetch(`/api/admin/jobs/${id}`, { headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const next = (await response.json()) as JobProgress;
        if (!stopped) {
          setProgress(next);
          setPollFailed(false);
        }
      } catch {
        if (!stopped) setPollFailed(true);
      }
    }, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [id, finished]);

  return { progress, pollFailed };
}
