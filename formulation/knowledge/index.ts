/**
 * The ingredient knowledge base: every ingredient the engine knows, and lookups by name, INCI,
 * alias or CAS number. Indexes are built once per isolate; a lookup is a Map read.
 */
import { normaliseName } from "../regulatory/normalise";
import { cosmeticBaseIngredients } from "./data/cosmetic-base";
import { cosmeticFunctionalIngredients } from "./data/cosmetic-functional";
import { householdIndustrialIngredients } from "./data/household-industrial";
import { personalCareExtraIngredients } from "./data/personal-care-extra";
import { specialtyIngredients } from "./data/specialty";
import type { Domain, Ingredient, IngredientFunction } from "./types";

export type { Domain, Ingredient, IngredientFunction } from "./types";

export const INGREDIENTS: readonly Ingredient[] = [
  ...cosmeticBaseIngredients,
  ...cosmeticFunctionalIngredients,
  ...householdIndustrialIngredients,
  ...specialtyIngredients,
  ...personalCareExtraIngredients,
];

const byId = new Map<string, Ingredient>();
const byName = new Map<string, Ingredient>();
const byCas = new Map<string, Ingredient>();

/** Name keys: the normalised name, and the same without parenthesised parts ("Shea" in INCI names). */
export function nameKeysOf(name: string): string[] {
  const full = normaliseName(name);
  const bare = normaliseName(name.replace(/\([^)]*\)/g, " "));
  return full === bare ? [full] : [full, bare];
}

function indexName(name: string, ingredient: Ingredient) {
  for (const key of nameKeysOf(name)) if (key && !byName.has(key)) byName.set(key, ingredient);
}

for (const ingredient of INGREDIENTS) {
  byId.set(ingredient.id, ingredient);
}
// Primary names first so an alias of one ingredient never shadows another's own name.
for (const ingredient of INGREDIENTS) {
  indexName(ingredient.inci, ingredient);
  indexName(ingredient.name, ingredient);
}
for (const ingredient of INGREDIENTS) {
  for (const alias of ingredient.aliases ?? []) indexName(alias, ingredient);
  for (const cas of ingredient.cas?.split(" / ") ?? []) if (!byCas.has(cas)) byCas.set(cas, ingredient);
}

export function ingredientById(id: string): Ingredient | undefined {
  return byId.get(id);
}

/** Finds the knowledge-base ingredient a formula row means: by CAS, then INCI, then name. */
export function findIngredient(query: { name?: string; inci?: string; cas?: string }): Ingredient | undefined {
  if (query.cas) {
    for (const cas of query.cas.split(/[\s/;,]+/)) {
      const hit = byCas.get(cas.trim());
      if (hit) return hit;
    }
  }
  for (const text of [query.inci, query.name]) {
    if (!text) continue;
    for (const key of nameKeysOf(text)) {
      const hit = byName.get(key);
      if (hit) return hit;
    }
  }
  return undefined;
}

export function hasFunction(ingredient: Ingredient, ...fns: IngredientFunction[]): boolean {
  return ingredient.functions.some((f) => fns.includes(f));
}

export function ingredientsFor(filter: { function?: IngredientFunction; domain?: Domain }): Ingredient[] {
  return INGREDIENTS.filter(
    (i) =>
      (!filter.function || i.functions.includes(filter.function)) &&
      (!filter.domain || i.domains.includes(filter.domain)),
  );
}
