/**
 * The ingredient knowledge base: every ingredient the engine knows, and lookups by name, INCI,
 * alias or CAS number. Indexes are built once per isolate; a lookup is a Map read.
 */
import { normaliseName } from "../regulatory/normalise";
import addedColourCosmetics from "./data/added-colour-cosmetics.json";
import addedHairSalon from "./data/added-hair-salon.json";
import addedHousehold from "./data/added-household.json";
import addedIndustrial from "./data/added-industrial.json";
import addedSkinCare from "./data/added-skin-care.json";
import cosmeticBase from "./data/cosmetic-base.json";
import cosmeticFunctional from "./data/cosmetic-functional.json";
import householdIndustrial from "./data/household-industrial.json";
import personalCareExtra from "./data/personal-care-extra.json";
import specialty from "./data/specialty.json";
import type { Domain, Ingredient, IngredientFunction } from "./types";

export type { Domain, Ingredient, IngredientFunction } from "./types";

/**
 * The data files by name (formulation/knowledge/data/*.json), for the schema test and curators.
 * Each is an array of ingredients in the shape of IngredientSchema (./types.ts).
 */
export const INGREDIENT_FILES: Record<string, readonly unknown[]> = {
  "cosmetic-base": cosmeticBase,
  "cosmetic-functional": cosmeticFunctional,
  "household-industrial": householdIndustrial,
  specialty,
  "personal-care-extra": personalCareExtra,
  "added-skin-care": addedSkinCare,
  "added-colour-cosmetics": addedColourCosmetics,
  "added-hair-salon": addedHairSalon,
  "added-household": addedHousehold,
  "added-industrial": addedIndustrial,
};

// JSON imports type enum fields as plain strings; the knowledge test parses every file with the schema.
export const INGREDIENTS: readonly Ingredient[] = Object.values(INGREDIENT_FILES).flat() as Ingredient[];

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
