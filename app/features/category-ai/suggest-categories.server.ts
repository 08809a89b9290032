/**
 * `POST /api/admin/suggest-categories`: suggestions
 * grounded in what the library lacks, most telling first —
 *   1. what users ask the wizard for that no product type of the knowledge base covers;
 *   2. product types users ask for that have no formulation in the library yet;
 *   3. the thinnest categories' product types with no formulation yet.
 * Each reasoning cites its numbers. Suggestions already accepted or dismissed are not offered again.
 */
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_CATEGORY_ICON } from "#app/features/admin/category-form";
import type { SuggestedCategory } from "#app/features/category-ai/schema";
import { categorySuggestions } from "#app/server/db/schema";
import { backOfficeLlm } from "#app/server/llm/configured.server";
import { logFallback } from "#app/server/llm/structured.server";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";
import type { LlmClient } from "#formulation";
import { askedFor, type LibraryEvidence, libraryEvidence, plural } from "./library-evidence.server";
import { rephraseWithLlm } from "./llm-rephrase.server";
import { categoryDescriptionFrom, categoryNameFrom, withoutFormulationWords } from "./proposal-text.server";
import { nameKey } from "./suggestion-store.server";

export const SUGGESTION_WINDOW_DAYS = 90;
export const SUGGESTIONS_MAX = 6;
/** Thin categories named per run, and the uncovered types each one lists as examples. */
const THIN_CATEGORIES = 3;
const EXAMPLES = 3;

const titleCase = (text: string) =>
  text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, c: string) => space + c.toUpperCase());

/** The engine's suggestions from the evidence, in order of strength. */
export function suggestionsFromEvidence(evidence: LibraryEvidence): SuggestedCategory[] {
  const out: SuggestedCategory[] = [];
  const window = `in the last ${evidence.windowDays} days`;

  for (const d of evidence.demand.filter((d) => !d.type)) {
    const name = categoryNameFrom(d.label);
    out.push({
      name,
      description: categoryDescriptionFrom(d.label),
      icon: DEFAULT_CATEGORY_ICON,
      reasoning:
        `Users asked the wizard for "${d.label}" ${window} (${askedFor(d)}), but none of the knowledge base's ` +
        `${evidence.knownTypeCount} product types covers it and none of the ${evidence.coverage.length} categories holds it.`,
    });
  }

  for (const d of evidence.demand.filter((d) => d.type && d.libraryCount === 0 && d.category)) {
    const home = evidence.coverage.find((c) => c.category.id === d.category?.id);
    out.push({
      name: titleCase(withoutFormulationWords(d.label)),
      description: `${withoutFormulationWords(d.label)} formulations, a product type the knowledge base already knows, filed under ${d.category?.name}.`,
      icon: d.category?.icon ?? DEFAULT_CATEGORY_ICON,
      reasoning:
        `Users asked the wizard for ${d.label.toLowerCase()} ${window} (${askedFor(d)}); the library has 0 formulations of this type. ` +
        `Its category ${d.category?.name} has ${plural(home?.active ?? 0, "active formulation")}.`,
    });
  }

  const thin = [...evidence.coverage]
    .filter((c) => c.uncoveredTypes.length > 0 && c.active <= evidence.median)
    .sort((a, b) => a.active - b.active || b.uncoveredTypes.length - a.uncoveredTypes.length)
    .slice(0, THIN_CATEGORIES);
  for (const c of thin) {
    const [first] = c.uncoveredTypes;
    if (!first) continue;
    const examples = c.uncoveredTypes.slice(0, EXAMPLES).map((t) => t.name);
    out.push({
      name: titleCase(first.name),
      description: `${first.name} formulations for ${c.category.name}, one of the product types the knowledge base knows but the library does not offer yet.`,
      icon: c.category.icon,
      reasoning:
        `${c.category.name} has ${plural(c.active, "active formulation")}, against a median of ${evidence.median} across the ` +
        `${evidence.coverage.length} categories. The knowledge base knows ${plural(c.knownTypes.length, `${c.category.name} product type`)}, ` +
        `${c.uncoveredTypes.length} with no formulation yet (e.g. ${examples.join(", ")}).`,
    });
  }

  const seen = new Set<string>();
  return out.filter((s) => {
    const key = nameKey(s.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type SuggestionsAnswer = {
  suggestions: SuggestedCategory[];
  source: "engine" | "llm";
  fallbackReason?: string;
  windowDays: number;
};

export async function suggestCategoriesWith(
  ctx: UserContext,
  llm: LlmClient | undefined,
  now = new Date(),
): Promise<SuggestionsAnswer> {
  const evidence = await libraryEvidence(ctx.db, { windowDays: SUGGESTION_WINDOW_DAYS, now });
  const candidates = suggestionsFromEvidence(evidence);
  // What an admin already accepted or dismissed is not offered again.
  const decided = candidates.length
    ? await ctx.db
        .select({ nameKey: categorySuggestions.nameKey, status: categorySuggestions.status })
        .from(categorySuggestions)
        .where(
          inArray(
            categorySuggestions.nameKey,
            candidates.map((c) => nameKey(c.name)),
          ),
        )
    : [];
  const closed = new Set(decided.filter((d) => d.status !== "open").map((d) => d.nameKey));
  const suggestions = candidates.filter((c) => !closed.has(nameKey(c.name))).slice(0, SUGGESTIONS_MAX);

  if (!llm || !suggestions.length) return { suggestions, source: "engine", windowDays: SUGGESTION_WINDOW_DAYS };
  const phrased = await rephraseWithLlm(
    llm,
    "category suggestions (title = category name of at most 5 words, text = its description)",
    suggestions.map((s) => ({ title: s.name, text: s.description, evidence: s.reasoning })),
  );
  if (!phrased.ok) {
    logFallback("suggest-categories", phrased.reason);
    return { suggestions, source: "engine", fallbackReason: phrased.reason, windowDays: SUGGESTION_WINDOW_DAYS };
  }
  return {
    suggestions: suggestions.map((s, i) => ({
      ...s,
      name: phrased.value[i]?.title.slice(0, 100) ?? s.name,
      description: phrased.value[i]?.text ?? s.description,
    })),
    source: "llm",
    windowDays: SUGGESTION_WINDOW_DAYS,
  };
}

export const suggestCategories = defineUseCase(z.unknown(), (ctx: UserContext) =>
  suggestCategoriesWith(ctx, backOfficeLlm()),
);
