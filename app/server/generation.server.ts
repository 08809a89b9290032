/**
 * Formulation generation as use cases: the demo page, the demo API, the admin tester, the
 * wizard and bulk jobs call these. The knowledge-based engine always works offline; with
 * OPENAI_API_KEY set, an LLM drafts first and the engine stays the fallback.
 */

import {
  analyseGenerated,
  classifyGenerated,
  DEMO_CATEGORIES,
  DemoRequestSchema,
  findDemoCategory,
  generateFromDemo,
  propertiesForProduct,
} from "#formulation";
import { AppError } from "./app-error";
import { enforce, LIMITS } from "./auth/rate-limit.server";
import { draftWithConfiguredLlm } from "./llm/configured.server";
import { defineUseCase, type ServiceContext } from "./use-case.server";

/** The tester's category list: name, description and a sample prompt. */
export function demoCategoryOptions() {
  return DEMO_CATEGORIES.map(({ id, name, description, samplePrompt }) => ({ id, name, description, samplePrompt }));
}

export const runDemo = defineUseCase(DemoRequestSchema, async ({ db, caller }: ServiceContext, input) => {
  await enforce(db, `demo:ip:${caller.ip}`, LIMITS.demoPerIp, caller);
  const demo = findDemoCategory(input.category);
  if (!demo) {
    const message = `Unknown category "${input.category}"`;
    throw new AppError(400, message, { category: [message] });
  }
  // The API's processingTimeMs. A Worker's clock moves only across I/O, so this counts the waits
  // (an LLM draft), not the engine's own work; pages show the time measured in the browser.
  const started = Date.now();
  // The engine reads the request first: what was asked, what is ruled out, what must be refused.
  const understood = generateFromDemo({ category: demo.id, description: input.description });
  if (understood.status === "refused") {
    return {
      status: "refused" as const,
      formulation: null,
      notices: understood.notices,
      suggestions: understood.suggestions,
      processingTimeMs: Date.now() - started,
    };
  }
  const drafted = await draftWithConfiguredLlm({
    category: understood.formulation.category,
    categoryName: demo.name,
    description: input.description,
    fallback: () => understood.formulation,
  });
  const analysis = analyseGenerated(drafted.formulation);
  const formulation = { ...drafted.formulation, categoryName: demo.name };
  return {
    status: "formulated" as const,
    formulation,
    notices: understood.notices,
    validation: { isValid: analysis.isValid, errors: analysis.errors, warnings: analysis.warnings },
    total: analysis.total,
    // The CLP classification and label elements, or for a cosmetic that its own label applies.
    hazard: classifyGenerated(drafted.formulation),
    processingTimeMs: Date.now() - started,
    source: drafted.source,
    ...(drafted.fallbackReason ? { fallbackReason: drafted.fallbackReason } : {}),
  };
});
export type DemoOutcome = Awaited<ReturnType<typeof runDemo>>;

/** Wizard step 2's property suggestions for a product name and consistency. */
export function productProperties(productName: string, consistency?: string): string[] {
  return propertiesForProduct(productName, consistency);
}
