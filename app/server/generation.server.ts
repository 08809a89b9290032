/**
 * Formulation generation as a service: the demo API, the admin tester, the wizard and bulk jobs
 * call these. The knowledge-based engine always works offline; with OPENAI_API_KEY set, an LLM
 * drafts first and the engine stays the fallback (see llm.server.ts).
 */
import { z } from "zod";
import { findDemoCategory, type GeneratedFormulation, generateFromDemo } from "../../formulation/generator";
import { validate } from "../../formulation/validate";
import { draftWithConfiguredLlm } from "./llm.server";

export const DEMO_MISSING_MESSAGE = "Please select a category and enter a product description";

export const DemoInputSchema = z.object({
  category: z.string({ error: DEMO_MISSING_MESSAGE }).trim().min(1, DEMO_MISSING_MESSAGE).max(80),
  description: z
    .string({ error: DEMO_MISSING_MESSAGE })
    .trim()
    .min(1, DEMO_MISSING_MESSAGE)
    .max(1000, "Description must be at most 1000 characters"),
});
export type DemoInput = z.infer<typeof DemoInputSchema>;

export type ValidationSummary = { isValid: boolean; errors: string[]; warnings: string[] };

export function summariseValidation(f: GeneratedFormulation): ValidationSummary {
  const result = validate(
    {
      ingredients: f.ingredients,
      instructions: f.instructions,
      temperature: f.temperature,
      processingTime: f.processingTime,
      phLevel: f.phLevel,
    },
    { category: f.category, productType: f.productType, leaveOn: f.leaveOn },
  );
  return {
    isValid: result.isValid,
    errors: result.findings.filter((x) => x.severity === "error").map((x) => x.message),
    warnings: result.findings.filter((x) => x.severity === "warning").map((x) => x.message),
  };
}

export class UnknownCategoryError extends Error {}

export async function runDemo(input: DemoInput) {
  const demo = findDemoCategory(input.category);
  if (!demo) throw new UnknownCategoryError(`Unknown category "${input.category}"`);
  const started = Date.now();
  const engine = () => generateFromDemo({ category: demo.id, description: input.description });
  const drafted = await draftWithConfiguredLlm({
    category: demo.category,
    categoryName: demo.name,
    description: input.description,
    fallback: engine,
  });
  const formulation = { ...drafted.formulation, category: demo.category, categoryName: demo.name };
  return {
    formulation,
    validation: summariseValidation(drafted.formulation),
    processingTimeMs: Date.now() - started,
    source: drafted.source,
    ...(drafted.fallbackReason ? { fallbackReason: drafted.fallbackReason } : {}),
  };
}
