/**
 * Reading and writing HTTP bodies, shared by both adapters (JSON API and page forms). Bodies are
 * size-limited while they stream in, and every problem is an AppError with the status a client
 * should see (400 malformed, 413 too large, 415 wrong media type) — never a 500.
 */
import type { z } from "zod";
import { AppError, parseInput } from "./app-error";

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** A PDF answer: downloaded (`attachment`) or shown in the browser (`inline`), under its file name. */
export function pdf(
  bytes: Uint8Array<ArrayBuffer>,
  filename: string,
  options: { disposition?: "attachment" | "inline"; headers?: HeadersInit } = {},
): Response {
  const headers = new Headers(options.headers);
  headers.set("Content-Type", "application/pdf");
  headers.set("Content-Disposition", `${options.disposition ?? "attachment"}; filename="${filename}"`);
  return new Response(bytes, { headers });
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

const tooLarge = (maxBytes: number) => new AppError(413, `Request body too large (limit ${maxBytes} bytes)`);

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** Reads and validates a JSON body. */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { maxBytes?: number } = {},
): Promise<z.output<S>> {
  return parseInput(schema, await readJson(request, options));
}

/** Reads a JSON body without validating it (a use case validates with the schema it owns). */
export async function readJson(request: Request, options: { maxBytes?: number } = {}): Promise<unknown> {
  const maxBytes = options.maxBytes ?? DEFAULT_BODY_LIMIT;
  if (mediaType(request) !== "application/json") {
    throw new AppError(415, "Send the request body as JSON (Content-Type: application/json)");
  }
  const text = new TextDecoder().decode(await readLimitedBytes(request, maxBytes));
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, "Request body is not valid JSON");
  }
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Reads a form body (what a browser's <form> sends); anything else is a 415, a broken body a 400. */
export async function readFormData(request: Request, options: { maxBytes?: number } = {}): Promise<FormData> {
  const maxBytes = options.maxBytes ?? DEFAULT_BODY_LIMIT;
  if (!FORM_TYPES.includes(mediaType(request))) throw new AppError(415, "Send this form as a web form.");
  const bytes = await readLimitedBytes(request, maxBytes);
  try {
    // Re-wrap the bytes we already limited, so the platform's parser never reads an unbounded body.
    return await new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
      body: bytes,
    }).formData();
  } catch {
    throw new AppError(400, "The form could not be read. Please try again.");
  }
}

/** Validates URL search parameters with zod. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseInput(schema, Object.fromEntries(new URL(request.url).searchParams));
}

async function readLimitedBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw tooLarge(maxBytes);
  return readAtMost(request.body, maxBytes, () => tooLarge(maxBytes));
}

/** Reads a body of at most `maxBytes`, cancelling the stream as soon as it goes past. */
export async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}
