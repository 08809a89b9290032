/**
 * Estimated LLM cost, for the per-job figures of bulk runs. Prices are list prices in US dollars
 * per million tokens (input, output) as published for these models; a model not listed is
 * costed at gpt-4o-mini's rates, which the job view labels as an estimate.
 */
const PRICES_PER_MILLION: Record<string, { input: number; output: number }> = {
  "gpt-4o-mini": { input: 0.15, output: 0.6 },
  "gpt-4o": { input: 2.5, output: 10 },
  "gpt-4.1-mini": { input: 0.4, output: 1.6 },
  "gpt-4.1-nano": { input: 0.1, output: 0.4 },
  "gpt-4.1": { input: 2, output: 8 },
};
const DEFAULT_PRICE = { input: 0.15, output: 0.6 };

/** Cost in millionths of a dollar (integer, so per-item costs add up exactly). */
export function llmCostMicroUsd(model: string, usage: { promptTokens: number; completionTokens: number }): number {
  const price = PRICES_PER_MILLION[model] ?? DEFAULT_PRICE;
  return Math.round(usage.promptTokens * price.input + usage.completionTokens * price.output);
}
