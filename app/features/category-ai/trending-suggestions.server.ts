/**
 * `POST /api/ai/trending-suggestions` (the Blog tab's AI dialog shows the first 4):
 * blog topics grounded in what people asked the wizard for in the last 30 days, then in what the
 * library holds. Each description ends with its evidence — the counts it stands on. With an LLM
 * configured the title and lead may be reworded; the evidence sentence is always the engine's.
 */
import { eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { TrendingSuggestion } from "#app/features/category-ai/schema";
import { categories, formulations } from "#app/server/db/schema";
import { backOfficeLlm } from "#app/server/llm/configured.server";
import { logFallback } from "#app/server/llm/structured.server";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";
import type { LlmClient } from "#formulation";
import { askedFor, libraryEvidence, plural } from "./library-evidence.server";
import { rephraseWithLlm } from "./llm-rephrase.server";

export const TRENDING_WINDOW_DAYS = 30;
export const TRENDING_MAX = 6;
const EXAMPLES = 3;

type Draft = { title: string; lead: string; evidence: string; targetKeywords: string[] };

function keywords(...lists: (readonly string[] | string | null | undefined)[]): string[] {
  const all = lists.flatMap((l) => (typeof l === "string" ? l.split(",") : (l ?? [])));
  return [...new Set(all.map((k) => k.trim().toLowerCase()).filter(Boolean))].slice(0, 6);
}

async function drafts(ctx: UserContext, now: Date): Promise<Draft[]> {
  const evidence = await libraryEvidence(ctx.db, { windowDays: TRENDING_WINDOW_DAYS, now });
  const window = `in the last ${TRENDING_WINDOW_DAYS} days`;
  const out: Draft[] = [];

  for (const d of evidence.demand) {
    const subject = d.type ? d.type.name : d.label;
    const lower = subject.toLowerCase();
    const library = d.type
      ? d.libraryCount
        ? `the library has ${plural(d.libraryCount, "formulation")} of this type in ${d.category?.name ?? "its category"} to link to.`
        : `the library has no formulation of this type yet${d.category ? ` (its category is ${d.category.name})` : ""}.`
      : "no product type in the knowledge base covers it yet.";
    out.push({
      title: `How to Formulate ${subject.replace(/(^|\s)(\p{Ll})/gu, (_, s: string, c: string) => s + c.toUpperCase())}`,
      lead: `A practical guide to ${lower}: ingredients, process and the checks that matter.`,
      evidence: `Evidence: asked for ${window} (${askedFor(d)}); ${library}`,
      targetKeywords: keywords(
        [`${lower} formulation`, `how to make ${lower}`],
        d.type?.synonyms.slice(0, 2),
        d.category?.name,
      ),
    });
  }

  // The library's deepest categories, with the formulations a post can link to.
  const active = await ctx.db
    .select({ name: formulations.name, category: categories.name, keywords: categories.keywords })
    .from(formulations)
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(ne(formulations.isActive, false))
    .orderBy(formulations.name);
  const byCategory = new Map<string, { names: string[]; keywords: string | null }>();
  for (const row of active) {
    const entry = byCategory.get(row.category) ?? { names: [], keywords: row.keywords };
    entry.names.push(row.name);
    byCategory.set(row.category, entry);
  }
  const deepest = [...byCategory].sort((a, b) => b[1].names.length - a[1].names.length || a[0].localeCompare(b[0]));
  for (const [category, { names, keywords: categoryKeywords }] of deepest) {
    out.push({
      title: `Inside the ${category} Library: ${names.length} Production-Ready Formulations`,
      lead: `A tour of our ${category.toLowerCase()} formulations and what each one is for.`,
      evidence: `Evidence: ${category} holds ${plural(names.length, "active formulation")} in the library, e.g. ${names.slice(0, EXAMPLES).join(", ")}.`,
      targetKeywords: keywords(categoryKeywords, `${category.toLowerCase()} formulations`),
    });
  }
  return out.slice(0, TRENDING_MAX);
}

export type TrendingAnswer = {
  suggestions: TrendingSuggestion[];
  source: "engine" | "llm";
  fallbackReason?: string;
  windowDays: number;
};

export async function trendingSuggestionsWith(
  ctx: UserContext,
  llm: LlmClient | undefined,
  now = new Date(),
): Promise<TrendingAnswer> {
  const items = await drafts(ctx, now);
  const answer = (phrasing: { title: string; lead: string }[], source: "engine" | "llm", fallbackReason?: string) => ({
    suggestions: items.map((item, i) => ({
      title: phrasing[i]?.title ?? item.title,
      description: `${phrasing[i]?.lead ?? item.lead} ${item.evidence}`,
      targetKeywords: item.targetKeywords,
    })),
    source,
    ...(fallbackReason ? { fallbackReason } : {}),
    windowDays: TRENDING_WINDOW_DAYS,
  });
  if (!llm || !items.length) return answer(items, "engine");
  const phrased = await rephraseWithLlm(
    llm,
    "blog post ideas (title = the post's title, text = a one-sentence pitch)",
    items.map((item) => ({ title: item.title, text: item.lead, evidence: item.evidence })),
  );
  if (!phrased.ok) {
    logFallback("trending-suggestions", phrased.reason);
    return answer(items, "engine", phrased.reason);
  }
  return answer(
    phrased.value.map((p) => ({ title: p.title, lead: p.text })),
    "llm",
  );
}

export const trendingSuggestions = defineUseCase(z.unknown(), (ctx: UserContext) =>
  trendingSuggestionsWith(ctx, backOfficeLlm()),
);
