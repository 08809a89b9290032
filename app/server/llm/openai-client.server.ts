/** An LlmClient over the openai SDK, for any OpenAI-compatible endpoint (runs in workerd and Node). */
import OpenAI from "openai";
import type { LlmClient } from "#formulation";

export function createOpenAiClient(config: {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs?: number;
  /** Told the tokens of each answer that reports them (bulk jobs add them up per job). */
  onUsage?: (usage: { promptTokens: number; completionTokens: number }) => void;
}): LlmClient {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    maxRetries: 0,
    timeout: config.timeoutMs ?? 20_000,
  });
  return {
    async complete(messages, schema) {
      const response = await client.chat.completions.create({
        model: config.model,
        messages,
        temperature: 0.2,
        response_format: {
          type: "json_schema",
          json_schema: { name: schema.name, schema: schema.schema, strict: true },
        },
      });
      if (response.usage)
        config.onUsage?.({
          promptTokens: response.usage.prompt_tokens ?? 0,
          completionTokens: response.usage.completion_tokens ?? 0,
        });
      const content = response.choices[0]?.message?.content;
      if (!content) throw new Error("empty completion");
      return content;
    },
  };
}
