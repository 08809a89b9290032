/**
 * Reading a question: what is asked (intent), which ingredient or EU annex substance it names,
 * which product it is about, and which batch size. Word rules, not a model: every answer the
 * assistant gives must be traceable to data, so a question it cannot read is "unknown".
 */
import { GRAMS_PER } from "../batch";
import { findIngredient, type Ingredient } from "../knowledge";
import { productProfile } from "../profiles";
import { findRegulatoryMatches, normaliseName, type ProductContext, type RegulatoryEntry } from "../regulatory";
import type { AssistantIntent, PageContext, ScaleRequest } from "./types";

export type Plan = {
  intent: AssistantIntent;
  /** The knowledge-base ingredient the question names, if any. */
  ingredient?: Ingredient;
  /** Annex entries for a substance the knowledge base does not hold ("hydroquinone"). */
  annexOnly?: { term: string; entries: RegulatoryEntry[] };
  /** The product the question is about, as the annex checks read it. */
  product: ProductContext;
  /** Whether the question named the product type (else a leave-on skin product is assumed). */
  productNamed: boolean;
  scale?: ScaleRequest;
  /** The formulation slug of the page the question was asked on. */
  formulationSlug?: string;
};

/** At most this many words make one ingredient name ("sodium laureth sulfate 70 %" has four). */
const MAX_NAME_WORDS = 5;
const STOP = new Set(
  "a an and are as at be best by can could do does for from how i if in into is it its me my of on or our should the their there this to use used uses using what whats which with would you your".split(
    " ",
  ),
);

const PRODUCT_WORDS =
  /\b(leave on|rinse off|creams?|lotions?|serums?|balms?|gels?|shampoos?|conditioners?|wash|cleansers?|soaps?|toners?|masks?|scrubs?|deodorants?|toothpastes?|mouthwash|lipsticks?|mascaras?|sunscreens?|sprays?|baby|hair|face|facial|body|lips?|eyes?|nails?|hands?|feet|foot)\b/;

const REGULATION =
  /\b(max(imum)?|limits?|allowed|permitted|banned|prohibited|legal|restrict\w*|annex\w*|cosing|regulat\w*|concentration|eu|compliant|can i use)\b/;
const FORMULATIONS =
  /\b(formulations?|formulas?|recipes?|products?)\b.*\b(use|uses|using|contain|contains|containing|with|have|has|include|includes|including)\b|\b(formulations?|formulas?|recipes?) (with|using|containing)\b/;
const SCALE = /\b(scale|batch|make|produce|manufacture|weigh)\b/;
const INGREDIENT_INFO =
  /\b(what is|whats|tell me about|typical|usage|use level|how much|dose|dosage|level|percent|percentage|function|used for|ph)\b/;

const QUANTITY = /(\d+(?:[.,]\d+)?)\s*(kg|kilos?|kilograms?|g|grams?|lbs?|pounds?|t|tonnes?|tons?)\b/;

function unitOf(word: string): { unit: ScaleRequest["unit"]; factor: number } {
  if (/^(kg|kilo|kilos|kilogram|kilograms)$/.test(word)) return { unit: "kg", factor: 1 };
  if (/^(lb|lbs|pound|pounds)$/.test(word)) return { unit: "lb", factor: 1 };
  if (/^(t|tonne|tonnes|ton|tons)$/.test(word)) return { unit: "kg", factor: 1000 };
  return { unit: "g", factor: 1 };
}

/** "20 kg", "500g", "2,5 lb" → a batch; tonnes are given in kg (the batch units are g, kg and lb). */
export function readQuantity(text: string): ScaleRequest | undefined {
  const m = text.toLowerCase().match(QUANTITY);
  if (!m?.[1] || !m[2]) return undefined;
  const { unit, factor } = unitOf(m[2]);
  const size = Number(m[1].replace(",", ".")) * factor;
  return Number.isFinite(size) && size > 0 ? { size, unit } : undefined;
}

/** "/formulation/hydrating-serum" and its batch record give the slug; other pages none. */
export function formulationSlugOf(context: PageContext | undefined): string | undefined {
  const m = context?.path?.match(/^\/formulation\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/batch-record)?\/?$/);
  return m?.[1];
}

/** Word runs of the question, longest first, that are not only stop words. */
function phrases(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let n = Math.min(MAX_NAME_WORDS, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const run = words.slice(i, i + n);
      if (STOP.has(run[0] ?? "") || STOP.has(run.at(-1) ?? "")) continue;
      out.push(run.join(" "));
    }
  }
  return out;
}

/** The first (longest) phrase that names a knowledge-base ingredient. Water only by name. */
function namedIngredient(candidates: readonly string[]): Ingredient | undefined {
  for (const phrase of candidates) {
    if (phrase.length < 3) continue;
    const hit = findIngredient({ name: phrase });
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Annex entries named by a phrase, for substances outside the knowledge base. Only names and INCI
 * names count (and Annex II's identified ingredients; elsewhere those are related examples), and a
 * phrase must be specific (two words, or one of five letters or more), so "oil" finds nothing.
 */
function namedAnnexSubstance(candidates: readonly string[]): Plan["annexOnly"] {
  for (const phrase of candidates) {
    if (!phrase.includes(" ") && phrase.length < 5) continue;
    const entries = findRegulatoryMatches({ name: phrase })
      // Annex II lists no INCI names: the ingredients it identifies are the banned substance itself.
      .filter((m) =>
        m.matchedBy.some((k) => k === "name" || k === "inci" || (k === "identified" && m.entry.annex === "II")),
      )
      .map((m) => m.entry);
    if (entries.length) return { term: phrase, entries };
  }
  return undefined;
}

export function planQuestion(question: string, context?: PageContext): Plan {
  const text = normaliseName(question.replace(/['’]/g, ""));
  const words = text.split(" ").filter(Boolean);
  const candidates = phrases(words);
  const productNamed = PRODUCT_WORDS.test(text);
  const product = productProfile({ productType: productNamed ? text : "" }).regulatory;
  const formulationSlug = formulationSlugOf(context);
  const base = { product, productNamed, ...(formulationSlug ? { formulationSlug } : {}) };

  const scale = readQuantity(question);
  if (SCALE.test(text) && (scale || /\bscale\b/.test(text)))
    return { intent: "scale", ...base, ...(scale ? { scale } : {}) };

  const ingredient = namedIngredient(candidates);
  if (ingredient) {
    if (FORMULATIONS.test(text)) return { intent: "formulations-with", ingredient, ...base };
    if (REGULATION.test(text)) return { intent: "regulation", ingredient, ...base };
    return { intent: "ingredient", ingredient, ...base };
  }
  if (REGULATION.test(text) || INGREDIENT_INFO.test(text)) {
    const annexOnly = namedAnnexSubstance(candidates);
    if (annexOnly) return { intent: "regulation", annexOnly, ...base };
  }
  return { intent: "unknown", ...base };
}

/** Grams of a batch request, for the batch limits. */
export const gramsOf = (scale: ScaleRequest) => scale.size * GRAMS_PER[scale.unit];
