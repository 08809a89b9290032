/**
 * The generator tester: category, quick examples, description,
 * 'Generate & Test Formulation', then the validated result. Shown on /demo and as the admin's
 * 'Test AI System' tab; both post to the /demo route's action.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useReplyOnce } from "#app/components/forms/use-reply-once";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { useToast } from "#app/components/ui/toast";
import { type DemoOutcome, DemoRefusalCard, DemoResultCard } from "#app/features/demo/components/demo-result";
import { formatElapsed } from "#app/features/demo/elapsed";
import type { FormReply } from "#app/server/forms.server";
import { DEMO_MISSING_MESSAGE, DemoRequestSchema } from "#formulation/forms";

export type DemoCategoryOption = { id: string; name: string; description: string; samplePrompt: string };

type DemoReply =
  | FormReply
  | { status: "success"; result: DemoOutcome; submitted: { category: string; description: string } };

const FAILURE = { title: "Generation Failed", fallback: "Unknown error occurred" };
const MISSING = "demo:missing";

export function DemoTester({
  categories,
  action,
  actionData,
}: {
  categories: readonly DemoCategoryOption[];
  /** The route whose action runs the demo (the public /demo page's, also for the admin tab). */
  action: string;
  /** The action's reply when the form was posted without JavaScript. */
  actionData?: unknown;
}) {
  const fetcher = useFetcher<DemoReply>({ key: "demo" });
  const reply = (fetcher.data ?? actionData) as DemoReply | undefined;
  const result = reply && "result" in reply ? reply.result : null;
  const formReply = reply && !("result" in reply) ? reply : undefined;
  const { form, fields } = useValidatedForm(DemoRequestSchema, formReply, { id: "demo", failure: FAILURE });
  const submitted = reply && "result" in reply ? reply.submitted : formReply?.initialValue;
  const [category, setCategory] = useState(text(submitted?.category));
  const [description, setDescription] = useState(text(submitted?.description));
  const [hydrated, setHydrated] = useState(false);
  // When the visitor's request left, and how long its answer took (unknown for a page posted
  // without JavaScript: nothing in the browser saw it leave).
  const sentAt = useRef<number | undefined>(undefined);
  const [elapsedMs, setElapsedMs] = useState<number>();
  const busy = fetcher.state !== "idle";
  const { toast, resolve } = useToast();
  const categoryId = useId();
  const descriptionId = useId();
  const selected = categories.find((c) => c.id === category);

  useEffect(() => setHydrated(true), []);
  // 'Missing Information' goes once both are given.
  useEffect(() => {
    if (category && description.trim()) resolve(MISSING);
  }, [category, description, resolve]);

  useReplyOnce(result, (result) => {
    const elapsed = sentAt.current === undefined ? undefined : performance.now() - sentAt.current;
    sentAt.current = undefined;
    setElapsedMs(elapsed);
    if (result.status === "refused") {
      toast({ title: "No Formulation Generated", description: result.notices[0]?.message, variant: "destructive" });
    } else if (result.validation.isValid) {
      toast({
        title: "✅ Valid Formulation Generated",
        description: elapsed === undefined ? undefined : `Generated in ${formatElapsed(elapsed)}`,
        variant: "success",
      });
    } else {
      toast({
        title: "⚠️ Invalid Formulation Generated",
        description: `${result.validation.errors.length} validation errors found`,
        variant: "destructive",
      });
    }
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!category || !description.trim()) {
      event.preventDefault();
      toast({
        title: "Missing Information",
        description: DEMO_MISSING_MESSAGE,
        variant: "destructive",
        cause: MISSING,
      });
      return;
    }
    sentAt.current = performance.now();
    form.onSubmit(event);
  }

  return (
    <div>
      <fetcher.Form
        method="post"
        action={action}
        id={form.id}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div>
          <label htmlFor={categoryId} className="block text-sm font-medium text-slate-700">
            Category
          </label>
          <select
            id={categoryId}
            name={fields.category.name}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            <option value="">Select a category…</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} — {c.description}
              </option>
            ))}
          </select>
          {selected ? <p className="mt-1 text-xs text-slate-500">{selected.description}</p> : null}
          <FieldError message={firstError(fields.category)} />
        </div>
        <div>
          <p className="text-sm font-medium text-slate-700">Quick examples</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {categories.map((c) => (
              <button
                key={c.id}
                type="button"
                className="rounded-full border border-slate-300 px-3 py-1 text-xs hover:border-brand-600 hover:bg-brand-50"
                onClick={() => {
                  setCategory(c.id);
                  setDescription(c.samplePrompt);
                }}
              >
                {c.name}
              </button>
            ))}
          </div>
        </div>
        <div>
          <label htmlFor={descriptionId} className="block text-sm font-medium text-slate-700">
            Product description
          </label>
          <textarea
            id={descriptionId}
            name={fields.description.name}
            rows={3}
            maxLength={1000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="e.g. A lightweight hydrating serum with hyaluronic acid for dry skin"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          <FieldError message={firstError(fields.description)} />
        </div>
        <div>
          <button
            type="submit"
            // Without JavaScript the button stays enabled and the server says what is missing.
            disabled={busy || (hydrated && (!category || !description.trim()))}
            className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? "Generating & Validating..." : "Generate & Test Formulation"}
          </button>
        </div>
      </fetcher.Form>

      {result ? (
        <div className="mt-8">
          {result.status === "refused" ? (
            <DemoRefusalCard refusal={result} />
          ) : (
            <DemoResultCard result={result} elapsedMs={elapsedMs} />
          )}
        </div>
      ) : null}
    </div>
  );
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function FieldError({ message }: { message?: string }) {
  return message ? <p className="mt-1 text-sm text-danger-600">{message}</p> : null;
}
