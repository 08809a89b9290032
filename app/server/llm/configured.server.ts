/**
 * The optional LLM path. With OPENAI_API_KEY set, drafts go to any OpenAI-compatible endpoint
 * (OPENAI_BASE_URL, OPENAI_MODEL) with JSON-schema structured output; the engine stays the
 * fallback. Without a key nothing leaves the worker.
 */
import {
  type CategorySlug,
  type DraftOutcome,
  draftFormulation,
  type GeneratedFormulation,
  type LlmClient,
} from "#formulation";
import { getConfig } from "../env.server";
import { createOpenAiClient } from "./openai-client.server";

export async function draftWithConfiguredLlm(args: {
  category: CategorySlug;
  categoryName: string;
  description: string;
  fallback: () => GeneratedFormulation;
}): Promise<Pick<DraftOutcome, "formulation" | "source" | "fallbackReason">> {
  const llm = getConfig().llm;
  if (!llm) return { formulation: args.fallback(), source: "engine" };
  const outcome = await draftFormulation({ ...args, llm: createOpenAiClient(llm) });
  if (outcome.fallbackReason) console.warn(JSON.stringify({ at: "llm", fallback: outcome.fallbackReason }));
  return outcome;
}

/** The back office's AI tools wait this long for a model before using the engine's answer. */
export const BACK_OFFICE_LLM_TIMEOUT_MS = 8000;

/** The configured model for back-office tools, or undefined without an API key (engine only). */
export function backOfficeLlm(): LlmClient | undefined {
  const config = getConfig().llm;
  return config ? createOpenAiClient({ ...config, timeoutMs: BACK_OFFICE_LLM_TIMEOUT_MS }) : undefined;
}
