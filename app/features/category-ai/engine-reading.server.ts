/**
 * The engine's reading of a category description, offline and deterministic: the request parser
 * finds the product type (keyword → product type), the type's demo category names the system
 * category that holds it (→ category). A description that names a category outright ("Pet Care")
 * fits it directly. Anything else fits none of the 22, and the reasoning says which known types
 * came closest.
 */

import { DEFAULT_CATEGORY_ICON } from "#app/features/admin/category-form";
import type { ProposedCategory } from "#app/features/category-ai/schema";
import { DEMO_CATEGORIES, PRODUCT_TYPES, parseRequest } from "#formulation";
import {
  categoryDescriptionFrom,
  categoryNameFrom,
  keywordsFor,
  metaDescriptionFor,
  seoTitleFor,
  tidy,
} from "./proposal-text.server";

export type SystemCategory = { id: string; slug: string; name: string; icon: string };

export type CategoryFit = {
  category: SystemCategory;
  /** Why it fits, in words an administrator can check. */
  reason: string;
  alsoFits: SystemCategory[];
};

export type EngineReading = {
  proposal: ProposedCategory;
  fit: CategoryFit | null;
  /** Why the engine reached its answer (stored with a suggestion). */
  reasoning: string;
  /** The knowledge base's closest product types, for the LLM prompt and the reasoning. */
  nearestTypes: string[];
};

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;
const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function systemCategoryOfDemo(demoId: string, categories: readonly SystemCategory[]): SystemCategory | undefined {
  const slug = DEMO_CATEGORIES.find((d) => d.id === demoId)?.category;
  return categories.find((c) => c.slug === slug);
}

/** "Pet Care", "pet-care-formulations", "Aromatherapy" (a demo category): the category it names. */
function namedCategory(description: string, categories: readonly SystemCategory[]): SystemCategory | undefined {
  const wanted = key(description.replace(/\s+formulations?$/i, ""));
  const direct = categories.find((c) => key(c.name) === wanted || key(c.slug.replace(/-formulations$/, "")) === wanted);
  if (direct) return direct;
  const demo = DEMO_CATEGORIES.find((d) => key(d.name) === wanted);
  return demo ? systemCategoryOfDemo(demo.id, categories) : undefined;
}

function proposalFrom(description: string, icon: string, typeWords: readonly string[]): ProposedCategory {
  const name = categoryNameFrom(description);
  return {
    name,
    description: categoryDescriptionFrom(description),
    icon,
    seoTitle: seoTitleFor(name),
    metaDescription: metaDescriptionFor(name, description),
    keywords: keywordsFor(name, description, typeWords),
  };
}

export function readCategoryDescription(description: string, categories: readonly SystemCategory[]): EngineReading {
  const named = namedCategory(description, categories);
  if (named) {
    const reason = `"${tidy(description)}" is the name of the system category ${named.name}.`;
    return {
      proposal: proposalFrom(description, named.icon, []),
      fit: { category: named, reason, alsoFits: [] },
      reasoning: reason,
      nearestTypes: [],
    };
  }

  const reading = parseRequest({ description });
  const type = reading.productType;
  const home = type ? systemCategoryOfDemo(type.category, categories) : undefined;
  if (reading.understood && type && home && !reading.refusal) {
    const known = PRODUCT_TYPES.find((t) => t.id === type.id);
    const demo = DEMO_CATEGORIES.find((d) => d.id === type.category);
    const alsoFits = [
      ...new Map(
        (known?.alsoIn ?? [])
          .map((demoId) => systemCategoryOfDemo(demoId, categories))
          .filter((c): c is SystemCategory => !!c && c.id !== home.id)
          .map((c) => [c.id, c]),
      ).values(),
    ];
    const reason =
      `The knowledge base reads "${type.matched}" as the product type ${type.name} (confidence ${percent(type.confidence)}), ` +
      `filed under ${demo?.name ?? type.category}, which Formulab keeps in ${home.name}.` +
      (alsoFits.length ? ` It also fits ${alsoFits.map((c) => c.name).join(" and ")}.` : "");
    return {
      proposal: proposalFrom(description, home.icon, known?.synonyms.slice(0, 2) ?? []),
      fit: { category: home, reason, alsoFits },
      reasoning: `${reason} Nothing new is needed: add formulations to ${home.name}.`,
      nearestTypes: [type.name],
    };
  }

  const nearest = reading.suggestions.filter((s) => s.confidence >= 0.2).slice(0, 3);
  const nearestHome = nearest[0]
    ? systemCategoryOfDemo(PRODUCT_TYPES.find((t) => t.id === nearest[0]?.id)?.category ?? "", categories)
    : undefined;
  const why = reading.refusal
    ? `The knowledge base recognises this as a ${reading.refusal.kind === "human-medicinal" ? "medicinal" : "veterinary medicinal"} product, which Formulab does not formulate, so none of the ${categories.length} system categories covers it.`
    : `No product type in the knowledge base (${PRODUCT_TYPES.length} types) matches "${tidy(description)}", so none of the ${categories.length} system categories covers it.`;
  const near = nearest.length
    ? ` Nearest known product types: ${nearest.map((s) => `${s.name} (${percent(s.confidence)})`).join(", ")}.`
    : "";
  return {
    proposal: proposalFrom(description, nearestHome?.icon ?? DEFAULT_CATEGORY_ICON, []),
    fit: null,
    reasoning: `${why}${near} Kept as a suggestion for review; the engine has no templates for it yet.`,
    nearestTypes: nearest.map((s) => s.name),
  };
}
