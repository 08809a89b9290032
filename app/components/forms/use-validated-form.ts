/**
 * The one client half of every form: Conform with the same zod schema the server's use case
 * owns. Fields validate on blur and re-validate as the visitor types; the server's reply (field
 * errors, the form-level message, the values to re-fill) arrives as `lastResult`, so the same
 * markup shows server errors with or without JavaScript. A form-level failure also raises the
 * spec's toast (e.g. 'Login failed' with the server's message); that toast goes as soon as a
 * later reply succeeds, instead of reporting a failure that is over.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import type { z } from "zod";
import { config } from "zod/v4/core";
import { useToast } from "#app/components/ui/toast";

// Zod tries `new Function` once to see whether it may compile its parsers; the page's CSP forbids
// eval, so that probe was a CSP violation reported on every page that checks a form (Lighthouse
// "issues in the DevTools Issues panel"). Its parsers run without compiling instead: the same answers.
config({ jitless: true });

export type FormFailureToast = { title: string; fallback: string; durationMs?: number };

export function useValidatedForm<S extends z.ZodType>(
  schema: S,
  lastResult: SubmissionResult<string[]> | null | undefined,
  /** `defaultValue`: what an edit form starts with (the record being edited). */
  options: { id?: string; failure?: FormFailureToast; defaultValue?: z.input<S> } = {},
) {
  const { toast, resolve } = useToast();
  const [form, fields] = useForm<z.input<S> & Record<string, unknown>, z.output<S>>({
    id: options.id,
    defaultValue: options.defaultValue as never,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const failure = options.failure;
  const formMessage = lastResult?.status === "error" ? (lastResult.error?.[""]?.[0] ?? "") : null;
  const cause = `form:${form.id}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new reply toasts, even with the same message as the last
  useEffect(() => {
    if (formMessage === null || !failure) return;
    toast({
      title: failure.title,
      description: formMessage || failure.fallback,
      variant: "destructive",
      durationMs: failure.durationMs,
      cause,
    });
  }, [lastResult, formMessage, failure, toast]);

  const succeeded = lastResult !== undefined && lastResult !== null && lastResult.status !== "error";
  useEffect(() => {
    if (succeeded) resolve(cause);
  }, [succeeded, cause, resolve]);

  return { form, fields, formMessage };
}

/** The first error of a field, for showing under its input. */
export function firstError(field: { errors?: string[] }): string | undefined {
  return field.errors?.[0];
}
