/**
 * The facts an AI blog article may state, and nothing else: the active library formulations
 * that match the topic and keywords (linked by their real /formulation/{slug} URLs), the
 * ingredients they use read against the knowledge base (INCI, typical range, the level each
 * example uses, its note) plus knowledge-base ingredients the topic names, and the EU CosIng
 * annex references the knowledge base records for them. An article is written from these facts
 * only; a topic that matches nothing in the library or the knowledge base is refused (422).
 */
import { and, eq, ne } from "drizzle-orm";
import { findIngredient, INGREDIENTS } from "#formulation";

type Ingredient = (typeof INGREDIENTS)[number];

import { AppError } from "#app/server/app-error";
import type { Database } from "#app/server/db/client.server";
import { categories, formulations } from "#app/server/db/schema";
import { parseIngredients } from "#app/server/formulations.server";

export const NO_GROUNDING =
  "Nothing in the library or the knowledge base matches this topic: try the name of a product, an ingredient or a category";

/** At most this many formulations are linked, and this many ingredients described. */
const MAX_FORMULATIONS = 4;
const MAX_INGREDIENTS = 8;

const STOP_WORDS = new Set(
  "a an and are as at be best by for from guide how in into is it its make making of on or our the their this to top use using what when why with your you formulate formulating formulation formulations product products".split(
    " ",
  ),
);

export type FormulationFact = {
  slug: string;
  name: string;
  category: string;
  description: string;
  phLevel: string | null;
  keyIngredients: { name: string; percentage: string }[];
};

export type IngredientFact = {
  name: string;
  inci: string;
  functions: string[];
  typicalMin: number;
  typicalMax: number;
  maxUse: number;
  note: string | null;
  /** "Glycerin 5% in Hydrating Serum" — the levels the linked formulations use. */
  usedIn: { formulation: string; percentage: string }[];
  /** EU CosIng annex references the knowledge base cites for this ingredient. */
  regulation: { ref: string; covers: string }[];
};

export type BlogFacts = {
  topic: string;
  keywords: string[];
  formulations: FormulationFact[];
  ingredients: IngredientFact[];
};

/** Lower-case words of at least three letters that say something about the subject. */
export function termsOf(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  // "serums" finds "serum": plural s is dropped for matching.
  return [...new Set(words.flatMap((w) => (w.length > 4 && w.endsWith("s") ? [w, w.slice(0, -1)] : [w])))];
}

function countHits(terms: readonly string[], text: string): number {
  const words = new Set(termsOf(text));
  return terms.filter((t) => words.has(t)).length;
}

const isWater = (i: Ingredient | undefined, name: string) => i?.id === "water" || /^(aqua|water)\b/i.test(name);

/** Knowledge-base ingredients whose name, INCI or alias contains every word of a topic term group. */
function namedIngredients(terms: readonly string[]): Ingredient[] {
  if (!terms.length) return [];
  return INGREDIENTS.filter((i) => {
    if (i.id === "water") return false;
    const names = [i.name, i.inci, ...(i.aliases ?? [])];
    return names.some((n) => {
      const own = termsOf(n);
      return own.length > 0 && own.every((w) => terms.includes(w));
    });
  }).slice(0, MAX_INGREDIENTS);
}

/** The CosIng annex entries an ingredient's sources cite, one per entry ("EU CosIng Annex V ref. 29, data of …"). */
function regulationOf(i: Ingredient): IngredientFact["regulation"] {
  const byEntry = new Map<string, { ref: string; covers: string }>();
  for (const s of i.sources ?? []) {
    const entry = s.kind === "regulation" ? s.ref.match(/CosIng Annex [IVX]+ ref\. [\w/]+/i)?.[0] : undefined;
    if (!entry) continue;
    const ref = s.ref.split(":")[0]?.trim() ?? s.ref;
    if (!byEntry.has(entry)) byEntry.set(entry, { ref, covers: s.covers });
  }
  return [...byEntry.values()];
}

export async function gatherFacts(db: Database, topic: string, keywords: readonly string[]): Promise<BlogFacts> {
  const topicTerms = termsOf(topic);
  const keywordTerms = termsOf(keywords.join(" ")).filter((t) => !topicTerms.includes(t));
  const rows = await db
    .select({
      slug: formulations.slug,
      name: formulations.name,
      description: formulations.description,
      keywords: formulations.keywords,
      ingredients: formulations.ingredients,
      phLevel: formulations.phLevel,
      category: categories.name,
      categoryKeywords: categories.keywords,
    })
    .from(formulations)
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(and(ne(formulations.isActive, false), ne(categories.isActive, false)));

  // Name and category weigh most; the description, keywords and ingredient names count too.
  const scored = rows
    .map((row) => {
      const ingredients = parseIngredients(row.ingredients);
      const score = (terms: readonly string[]) =>
        3 * countHits(terms, row.name) +
        2 * countHits(terms, `${row.category} ${row.categoryKeywords ?? ""}`) +
        countHits(terms, `${row.description} ${row.keywords ?? ""}`) +
        countHits(terms, ingredients.map((i) => i.name).join(" "));
      return { row, ingredients, score: 2 * score(topicTerms) + score(keywordTerms) };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.row.name.localeCompare(b.row.name))
    .slice(0, MAX_FORMULATIONS);

  const named = namedIngredients([...topicTerms, ...keywordTerms]);
  if (!scored.length && !named.length) throw new AppError(422, NO_GROUNDING, { topic: [NO_GROUNDING] });

  const facts = new Map<string, IngredientFact>();
  const add = (kb: Ingredient) => {
    const existing = facts.get(kb.id);
    if (existing) return existing;
    const fact: IngredientFact = {
      name: kb.name,
      inci: kb.inci,
      functions: [...kb.functions],
      typicalMin: kb.typicalMin,
      typicalMax: kb.typicalMax,
      maxUse: kb.maxUse,
      note: kb.note ?? null,
      usedIn: [],
      regulation: regulationOf(kb),
    };
    facts.set(kb.id, fact);
    return fact;
  };
  for (const kb of named) add(kb);
  // Then the examples' ingredients, most used across them first, largest share breaking ties.
  const uses = new Map<string, { kb: Ingredient; count: number; top: number; usedIn: IngredientFact["usedIn"] }>();
  for (const { row, ingredients } of scored) {
    for (const item of ingredients) {
      const kb = findIngredient({ name: item.name, inci: item.inci });
      if (!kb || isWater(kb, item.name)) continue;
      const entry = uses.get(kb.id) ?? { kb, count: 0, top: 0, usedIn: [] };
      entry.count += 1;
      entry.top = Math.max(entry.top, Number.parseFloat(item.percentage) || 0);
      entry.usedIn.push({ formulation: row.name, percentage: item.percentage });
      uses.set(kb.id, entry);
    }
  }
  for (const kb of named) {
    const used = uses.get(kb.id);
    if (used) facts.get(kb.id)?.usedIn.push(...used.usedIn);
  }
  const ranked = [...uses.values()].sort((a, b) => b.count - a.count || b.top - a.top);
  for (const entry of ranked) {
    if (facts.size >= MAX_INGREDIENTS) break;
    if (facts.has(entry.kb.id)) continue;
    add(entry.kb).usedIn.push(...entry.usedIn);
  }

  return {
    topic,
    keywords: [...keywords],
    formulations: scored.map(({ row, ingredients }) => ({
      slug: row.slug,
      name: row.name,
      category: row.category,
      description: row.description,
      phLevel: row.phLevel,
      keyIngredients: ingredients
        .filter((i) => !isWater(undefined, i.name))
        .sort((a, b) => (Number.parseFloat(b.percentage) || 0) - (Number.parseFloat(a.percentage) || 0))
        .slice(0, 4)
        .map((i) => ({ name: i.name, percentage: i.percentage })),
    })),
    ingredients: [...facts.values()],
  };
}
