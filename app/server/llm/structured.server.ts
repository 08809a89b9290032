/**
 * One structured completion, checked: the model's answer must be JSON that passes the zod
 * schema, within the time limit. Anything else is a reason (not an exception), so every caller
 * falls back to the engine and can say why — malformed JSON, a wrong shape, a timeout, a 429 or a 500.
 */
import type { z } from "zod";
import type { ChatMessage, LlmClient } from "#formulation";

export type Structured<T> = { ok: true; value: T } | { ok: false; reason: string };

export async function completeStructured<S extends z.ZodType>(
  llm: LlmClient,
  messages: ChatMessage[],
  jsonSchema: { name: string; schema: Record<string, unknown> },
  schema: S,
): Promise<Structured<z.output<S>>> {
  let raw: string;
  try {
    raw = await llm.complete(messages, jsonSchema);
  } catch (error) {
    return { ok: false, reason: `LLM error: ${error instanceof Error ? error.message : String(error)}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: "LLM returned malformed JSON" };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = issue ? `${issue.path.join(".") || "answer"}: ${issue.message}` : "invalid";
    // An enum's message lists every option; the reason is for a log line, so it is kept short.
    return { ok: false, reason: `LLM answer did not match the schema: ${detail.slice(0, 200)}` };
  }
  return { ok: true, value: parsed.data };
}

export function logFallback(at: string, reason: string) {
  console.warn(JSON.stringify({ at, fallback: reason }));
}
