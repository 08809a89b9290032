/** A bulk job's live progress: items done / failed / total, elapsed, each item's status, Cancel. */
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Badge, Card } from "#app/components/ui/card";
import type { ItemStatus, JobProgress, JobStatus } from "#app/features/admin/bulk-formulations";

const STATUS_LABEL: Record<JobStatus, string> = {
  queued: "Queued",
  running: "Running",
  done: "Done",
  failed: "Failed",
  cancelled: "Cancelled",
};
const STATUS_TONE = {
  queued: "neutral",
  running: "brand",
  done: "success",
  failed: "danger",
  cancelled: "warning",
} as const;
const ITEM_TONE: Record<ItemStatus, "neutral" | "success" | "danger" | "warning"> = {
  pending: "neutral",
  done: "success",
  failed: "danger",
  skipped: "warning",
};

export function formatElapsed(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

export function JobProgressPanel({ progress, pollFailed }: { progress: JobProgress; pollFailed: boolean }) {
  const navigation = useNavigation();
  const cancelling = navigation.state !== "idle" && navigation.formData?.get("intent") === "cancel";
  const finishedItems = progress.done + progress.failed + progress.skipped;
  const percent = progress.total ? Math.round((finishedItems / progress.total) * 100) : 0;
  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby="job-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="job-title" className="font-semibold text-ink">
            {progress.request ? `Generating for ${progress.request.categoryName}` : "Bulk job"}
          </h3>
          <p className="mt-1 text-sm text-slate-600" data-testid="job-counts" aria-live="polite">
            {progress.done} of {progress.total} done · {progress.failed} failed
            {progress.skipped ? ` · ${progress.skipped} skipped` : ""} · {formatElapsed(progress.elapsedMs)}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Badge tone={STATUS_TONE[progress.status]} data-testid="job-status">
            {STATUS_LABEL[progress.status]}
          </Badge>
          {!progress.finished ? (
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="jobId" value={progress.id} />
              <Button type="submit" variant="secondary" size="sm" disabled={cancelling}>
                {cancelling ? "Cancelling…" : "Cancel"}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Items finished"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={finishedItems}
      >
        <div className="h-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
      {pollFailed ? (
        <p role="status" className="mt-3 text-sm text-amber-900">
          Progress could not be refreshed; retrying…
        </p>
      ) : null}
      {progress.llm ? (
        <p className="mt-3 text-xs text-slate-600">
          LLM: {progress.llm.promptTokens + progress.llm.completionTokens} tokens ({progress.llm.promptTokens} in,{" "}
          {progress.llm.completionTokens} out), estimated ${progress.llm.costUsd.toFixed(4)}
        </p>
      ) : null}
      <ol className="mt-4 grid gap-2 sm:grid-cols-2" aria-label="Items">
        {progress.items.map((item) => (
          <li
            key={item.index}
            className="flex min-w-0 items-start justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
          >
            <span className="min-w-0">
              <span className="text-slate-500">#{item.index + 1}</span>{" "}
              <span className="break-words">
                {item.formulation?.name ?? (item.status === "pending" ? "Waiting…" : "")}
              </span>
              {item.error ? <span className="block text-xs break-words text-danger-600">{item.error}</span> : null}
              {item.fallbackReason ? (
                <span className="block text-xs break-words text-slate-600">Engine used: {item.fallbackReason}</span>
              ) : null}
            </span>
            <Badge tone={ITEM_TONE[item.status]} className="shrink-0">
              {item.status}
            </Badge>
          </li>
        ))}
      </ol>
    </Card>
  );
}
