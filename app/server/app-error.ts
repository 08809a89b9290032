/**
 * The one way a service says "this request cannot be served": a typed error with the HTTP-ish
 * status a client should see, a message for people and optional per-field messages.
 * Services throw it and never build a Response; the JSON API adapter (`api.server.ts`) and the
 * page-form adapter (`forms.server.ts`) each turn it into their own answer.
 */
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

export type AppErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503;

export type AppErrorOptions = {
  /** Seconds the client should wait before trying again (a 429's or 503's `Retry-After`). */
  retryAfter?: number;
};

export class AppError extends Error {
  override readonly name = "AppError";
  readonly retryAfter?: number;

  constructor(
    readonly status: AppErrorStatus,
    message: string,
    readonly fieldErrors?: FieldErrors,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.retryAfter = options.retryAfter;
  }

  /** Headers the answer must carry besides its body (today: `Retry-After`). */
  headers(): Record<string, string> {
    return this.retryAfter === undefined ? {} : { "Retry-After": String(Math.max(1, Math.ceil(this.retryAfter))) };
  }

  /** A failed zod parse as a 400 whose message is the first issue (the spec's wording lives in the schemas). */
  static fromZod(error: z.ZodError): AppError {
    return new AppError(400, firstMessage(error), fieldErrorsOf(error));
  }
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request";
}

/** Parses a use case's input or throws the 400 AppError that names what is wrong. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  return parsed.data;
}
