/**
 * The optional LLM draft of a category proposal (structured output, checked with zod). The model
 * writes the text; the knowledge base keeps the last word on facts: when the engine has read the
 * description as a known product type, that type's category is the fit, whatever the model says.
 * Only a description the engine cannot place may be placed by the model — and only onto one of
 * the 22 system categories.
 */
import { z } from "zod";
import { completeStructured, type Structured } from "#app/server/llm/structured.server";
import { CATEGORY_SLUGS, type LlmClient } from "#formulation";
import type { EngineReading, SystemCategory } from "./engine-reading.server";
import { llmPlainText as plain } from "./schema";

export const LlmCategorySchema = z.object({
  name: plain(2, 100),
  description: plain(10, 1000),
  icon: z.string().regex(/^fa[srb]? fa-[a-z0-9-]+$/, "must be a Font Awesome class"),
  seoTitle: plain(2, 60),
  metaDescription: plain(10, 160),
  keywords: plain(0, 500),
  matchedCategorySlug: z.enum(CATEGORY_SLUGS).nullable(),
  reasoning: plain(10, 1000),
});
export type LlmCategory = z.output<typeof LlmCategorySchema>;

const str = { type: "string" };
const JSON_SCHEMA = {
  name: "category_proposal",
  schema: {
    type: "object",
    additionalProperties: false,
    required: [
      "name",
      "description",
      "icon",
      "seoTitle",
      "metaDescription",
      "keywords",
      "matchedCategorySlug",
      "reasoning",
    ],
    properties: {
      name: str,
      description: str,
      icon: str,
      seoTitle: str,
      metaDescription: str,
      keywords: str,
      matchedCategorySlug: { type: ["string", "null"], enum: [...CATEGORY_SLUGS, null] },
      reasoning: str,
    },
  },
};

export function categoryPrompt(description: string, categories: readonly SystemCategory[], engine: EngineReading) {
  const list = categories.map((c) => `- ${c.slug}: ${c.name}`).join("\n");
  const reading = engine.fit
    ? `The knowledge base places it in ${engine.fit.category.slug}: ${engine.fit.reason}`
    : `The knowledge base places it in none of them. ${engine.reasoning}`;
  return [
    {
      role: "system" as const,
      content:
        "You propose product categories for Formulab, a library of chemical and cosmetic formulations for small manufacturers. " +
        `Formulab has exactly ${categories.length} fixed system categories:\n${list}\n` +
        "From an administrator's description, write a category proposal: a short name (at most 5 words), a one- or two-sentence description, " +
        "a Font Awesome icon class such as 'fas fa-flask', an SEO title of at most 60 characters, a meta description of at most 160 characters, " +
        "comma-separated keywords, matchedCategorySlug (the slug of the system category the products belong in, or null if none fits) " +
        "and reasoning that explains the choice. Use plain text only, invent no facts, statistics or certifications. Answer as JSON.",
    },
    { role: "user" as const, content: JSON.stringify({ description, knowledgeBase: reading }) },
  ];
}

export function draftCategoryWithLlm(
  llm: LlmClient,
  description: string,
  categories: readonly SystemCategory[],
  engine: EngineReading,
): Promise<Structured<LlmCategory>> {
  return completeStructured(llm, categoryPrompt(description, categories, engine), JSON_SCHEMA, LlmCategorySchema);
}
