/**
 * Bulk category generation: one
 * description per line, at most 10, sent to `POST /api/ai/generate-category` one at a time with a
 * 1 s pause between. A failed line is logged and shown as failed, and the run goes on. Each
 * result says whether it fits an existing category (with a link to edit it) or was kept as a
 * suggestion — the 22 categories stay fixed.
 *
 *   <BulkCategoryDialog open={open} onClose={() => setOpen(false)} />
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import {
  BULK_CATEGORY_DELAY_MS,
  BULK_CATEGORY_MAX,
  BulkDescriptionsSchema,
  type GeneratedCategory,
} from "#app/features/category-ai/schema";
import { BulkCategoryResults, type BulkItem } from "./bulk-category-results";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function generateOne(description: string): Promise<GeneratedCategory> {
  const response = await fetch("/api/ai/generate-category", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ description }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<GeneratedCategory> & { message?: string };
  // A failed call reads 'status code: response text'.
  if (!response.ok) throw new Error(`${response.status}: ${body.message ?? response.statusText}`);
  return body as GeneratedCategory;
}

function previewCount(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim()).length;
}

export function BulkCategoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [items, setItems] = useState<BulkItem[]>([]);
  const [running, setRunning] = useState(false);
  const stopped = useRef(false);
  const fieldId = useId();
  const lines = previewCount(text);
  const done = items.filter((i) => i.status === "done" || i.status === "failed").length;
  const current = items.findIndex((i) => i.status === "running") + 1;

  // Closing the dialog stops the run after the line in flight; nothing is left half-sent.
  useEffect(() => {
    stopped.current = !open;
  }, [open]);

  const update = (index: number, change: Partial<BulkItem>) =>
    setItems((all) => all.map((item, i) => (i === index ? { ...item, ...change } : item)));

  async function run(descriptions: string[]) {
    setRunning(true);
    setItems(descriptions.map((line) => ({ line, status: "pending" })));
    for (const [index, line] of descriptions.entries()) {
      if (stopped.current) break;
      if (index > 0) await sleep(BULK_CATEGORY_DELAY_MS);
      if (stopped.current) break;
      update(index, { status: "running" });
      try {
        update(index, { status: "done", result: await generateOne(line) });
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : String(failure);
        console.error(`Bulk category generation: "${line}" failed: ${message}`);
        update(index, { status: "failed", error: message });
      }
    }
    setRunning(false);
  }

  function start(event: React.FormEvent) {
    event.preventDefault();
    const parsed = BulkDescriptionsSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    void run(parsed.data);
  }

  const progress = running
    ? `Generating ${current || done} of ${items.length}`
    : items.length
      ? `Finished: ${items.filter((i) => i.status === "done").length} of ${items.length} generated` +
        (items.some((i) => i.status === "failed")
          ? `, ${items.filter((i) => i.status === "failed").length} failed`
          : "")
      : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Bulk Category Generation"
      description={
        <>
          One description per line, up to {BULK_CATEGORY_MAX}. Each becomes a proposed category: one that fits an
          existing category is filed there; the rest are kept as suggestions under Settings — the 22 system categories
          stay fixed.
        </>
      }
    >
      <form onSubmit={start} noValidate>
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
          Category descriptions
        </label>
        <textarea
          id={fieldId}
          name="descriptions"
          rows={5}
          value={text}
          disabled={running}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-count${error ? ` ${fieldId}-error` : ""}`}
          placeholder={"a range of sulfate-free shampoos\nnatural soy candles"}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-brand-600 ${
            error ? "border-danger-600" : "border-slate-300"
          }`}
        />
        <p id={`${fieldId}-count`} className="mt-1 text-xs text-slate-600" data-testid="bulk-preview-count">
          {lines === 1 ? "1 category" : `${lines} categories`} to generate (max {BULK_CATEGORY_MAX})
        </p>
        {error ? (
          <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm text-danger-600">
            {error}
          </p>
        ) : null}

        {progress ? (
          <div className="mt-4" data-testid="bulk-progress">
            <p className="text-sm font-semibold" aria-live="polite">
              {progress}
            </p>
            <progress className="mt-1 h-2 w-full accent-brand-700" max={items.length} value={done}>
              {done} of {items.length}
            </progress>
          </div>
        ) : null}
        <BulkCategoryResults items={items} />

        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {running ? "Stop" : "Close"}
          </Button>
          <Button type="submit" disabled={running}>
            {running ? "Generating..." : "Generate Categories"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
