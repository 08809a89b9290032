/**
 * `POST /api/ai/generate-category` and `POST /api/admin/categories`, reconciled
 * with "the 22 categories are system-defined" (ADR 0028):
 * - generate: a description becomes a proposed category. If it fits a system category, the answer
 *   says which and why, and nothing is stored; otherwise the proposal is kept as an open suggestion.
 * - accept ('Add Category'): the suggestion is recorded as accepted, with the system category it
 *   fits when it fits one. Neither ever inserts a 23rd category.
 */

import {
  AcceptCategorySchema,
  type CategoryRef,
  GenerateCategorySchema,
  type GeneratedCategory,
  type StoredSuggestion,
} from "#app/features/category-ai/schema";
import { backOfficeLlm } from "#app/server/llm/configured.server";
import { logFallback } from "#app/server/llm/structured.server";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";
import type { LlmClient } from "#formulation";
import { type CategoryFit, readCategoryDescription } from "./engine-reading.server";
import { draftCategoryWithLlm } from "./llm-proposal.server";
import { keywordsFor, metaDescriptionFor, seoTitleFor } from "./proposal-text.server";
import { recordAccepted, recordOpenSuggestion, systemCategories } from "./suggestion-store.server";

const ref = (c: CategoryRef): CategoryRef => ({ id: c.id, slug: c.slug, name: c.name });

/** The proposal for one description; `llm` is the configured model or undefined (tests pass a fake one). */
export async function generateCategoryWith(
  ctx: UserContext,
  description: string,
  llm: LlmClient | undefined,
): Promise<GeneratedCategory> {
  const categories = await systemCategories(ctx.db);
  const engine = readCategoryDescription(description, categories);
  let proposal = engine.proposal;
  let fit: CategoryFit | null = engine.fit;
  let reasoning = engine.reasoning;
  let source: "engine" | "llm" = "engine";
  let fallbackReason: string | undefined;

  if (llm) {
    const drafted = await draftCategoryWithLlm(llm, description, categories, engine);
    if (drafted.ok) {
      const { matchedCategorySlug, reasoning: modelReasoning, ...text } = drafted.value;
      source = "llm";
      proposal = text;
      // The knowledge base's reading stands; the model may only place what the engine could not.
      const placed = matchedCategorySlug ? categories.find((c) => c.slug === matchedCategorySlug) : undefined;
      if (!engine.fit && placed) {
        fit = {
          category: placed,
          reason: `The knowledge base has no product type for it; the model placed it in ${placed.name}: ${modelReasoning}`,
          alsoFits: [],
        };
      }
      if (!engine.fit) reasoning = modelReasoning;
    } else {
      fallbackReason = drafted.reason;
      logFallback("generate-category", drafted.reason);
    }
  }

  const answer = { ...proposal, reasoning, source, ...(fallbackReason ? { fallbackReason } : {}) };
  if (fit) {
    return {
      ...answer,
      outcome: "matched",
      matchedCategory: { ...ref(fit.category), reason: fit.reason, alsoFits: fit.alsoFits.map(ref) },
      suggestion: null,
    };
  }
  const suggestion = await recordOpenSuggestion(ctx.db, {
    ...proposal,
    reasoning,
    source,
    requestText: description,
    createdBy: ctx.user.id,
  });
  return { ...answer, outcome: "suggested", matchedCategory: null, suggestion };
}

export const generateCategory = defineUseCase(GenerateCategorySchema, (ctx: UserContext, { description }) =>
  generateCategoryWith(ctx, description, backOfficeLlm()),
);

/**
 * 'Add Category' (`POST /api/admin/categories`): records the suggestion as accepted. When its name
 * (or, failing that, its description) fits a system category, the record says which — the admin
 * adds formulations there; the category list itself never grows.
 */
export const acceptCategorySuggestion = defineUseCase(
  AcceptCategorySchema,
  async (ctx: UserContext, input): Promise<{ record: StoredSuggestion; created: boolean }> => {
    const categories = await systemCategories(ctx.db);
    const byName = readCategoryDescription(input.name, categories);
    const reading = byName.fit ? byName : readCategoryDescription(input.description, categories);
    const fitNote = reading.fit ? ` Accepted as part of ${reading.fit.category.name}: ${reading.fit.reason}` : "";
    return recordAccepted(
      ctx.db,
      {
        name: input.name,
        description: input.description,
        icon: input.icon,
        seoTitle: seoTitleFor(input.name),
        metaDescription: metaDescriptionFor(input.name, input.description),
        keywords: keywordsFor(input.name, input.description),
        reasoning: `${input.reasoning ?? ""}${fitNote}`.trim() || reading.reasoning,
        source: input.source ?? "engine",
        createdBy: ctx.user.id,
      },
      reading.fit?.category.id ?? null,
    );
  },
);
