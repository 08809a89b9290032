/**
 * JSON API conventions (one module so every /api route answers alike):
 * errors are `{ message, fieldErrors? }` with the right status, never a stack trace;
 * bodies are size-limited and parsed with zod.
 */
import { ZodError, type z } from "zod";

export type FieldErrors = Record<string, string[]>;

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function jsonError(status: number, message: string, fieldErrors?: FieldErrors, init: ResponseInit = {}) {
  return json(fieldErrors ? { message, fieldErrors } : { message }, { ...init, status });
}

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    const messages = out[key] ?? [];
    messages.push(issue.message);
    out[key] = messages;
  }
  return out;
}

/** First message of a zod error, for the top-level `message`. */
export function firstMessage(error: ZodError): string {
  return error.issues[0]?.message ?? "Invalid request";
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Reads and validates a JSON body; throws a ready 4xx JSON Response on any problem. */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  const maxBytes = options.maxBytes ?? DEFAULT_BODY_LIMIT;
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw jsonError(413, `Request body too large (limit ${maxBytes} bytes)`);
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.toLowerCase().includes("application/json")) {
    throw jsonError(415, "Send the request body as JSON (Content-Type: application/json)");
  }
  const text = await readLimitedText(request, maxBytes);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw jsonError(400, "Request body is not valid JSON");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw jsonError(400, firstMessage(parsed.error), fieldErrorsOf(parsed.error));
  return parsed.data;
}

/** Validates URL search parameters with zod; throws a 400 JSON Response on failure. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw jsonError(400, firstMessage(parsed.error), fieldErrorsOf(parsed.error));
  return parsed.data;
}

async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw jsonError(413, `Request body too large (limit ${maxBytes} bytes)`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

/**
 * Wraps an API handler: thrown Responses pass through (they are the expected 4xx outcomes),
 * anything else is logged and answered with a generic 500 JSON — never a stack trace.
 */
export function apiHandler<A extends { request: Request }>(handler: (args: A) => Promise<Response> | Response) {
  return async (args: A): Promise<Response> => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof Response) return error;
      if (error instanceof ZodError) return jsonError(400, firstMessage(error), fieldErrorsOf(error));
      console.error(JSON.stringify({ at: "api", url: args.request.url, error: String(error) }));
      return jsonError(500, "Something went wrong on our side. Please try again.");
    }
  };
}

export function methodNotAllowed(allowed: string[]): Response {
  return jsonError(405, `Method not allowed. Use ${allowed.join(" or ")}.`, undefined, {
    headers: { Allow: allowed.join(", ") },
  });
}
