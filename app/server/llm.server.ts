/**
 * The optional LLM path. With OPENAI_API_KEY set, drafts go to any OpenAI-compatible endpoint
 * (OPENAI_BASE_URL, OPENAI_MODEL) with JSON-schema structured output; the engine stays the
 * fallback. Without a key nothing leaves the worker.
 */
import { env } from "cloudflare:workers";
import { z } from "zod";
import type { CategorySlug } from "../../formulation/categories";
import type { GeneratedFormulation } from "../../formulation/generator";
import { type DraftOutcome, draftFormulation } from "../../formulation/llm/draft";
import { createOpenAiClient } from "../../formulation/llm/openai-client";

const LlmConfigSchema = z.object({
  OPENAI_API_KEY: z.string().min(1),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
});

function llmConfig() {
  const vars = env as unknown as Record<string, string | undefined>;
  const parsed = LlmConfigSchema.safeParse({
    OPENAI_API_KEY: vars.OPENAI_API_KEY || undefined,
    OPENAI_BASE_URL: vars.OPENAI_BASE_URL || undefined,
    OPENAI_MODEL: vars.OPENAI_MODEL || undefined,
  });
  return parsed.success ? parsed.data : undefined;
}

export async function draftWithConfiguredLlm(args: {
  category: CategorySlug;
  categoryName: string;
  description: string;
  fallback: () => GeneratedFormulation;
}): Promise<Pick<DraftOutcome, "formulation" | "source" | "fallbackReason">> {
  const config = llmConfig();
  if (!config) return { formulation: args.fallback(), source: "engine" };
  const outcome = await draftFormulation({
    ...args,
    llm: createOpenAiClient({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
    }),
  });
  if (outcome.fallbackReason) console.warn(JSON.stringify({ at: "llm", fallback: outcome.fallbackReason }));
  return outcome;
}
