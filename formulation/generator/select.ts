/**
 * Choosing ingredients for a slot: filter the archetype's candidates by what the request rules
 * out (animal-derived for cruelty-free, outside the target pH, over budget), then pick
 * deterministically with a preference for the archetype's order and the budget's cost tier.
 */
import { ingredientById } from "../knowledge";
import type { Ingredient } from "../knowledge/types";
import type { Random } from "./random";
import type { Budget, Slot } from "./types";

export type SelectionRules = {
  budget: Budget;
  vegan: boolean;
  targetPh?: number;
  /** Ingredient ids already in the formula (never picked twice). */
  used: Set<string>;
  fragranceFree: boolean;
  /** Ruled out by the request (free-from claims, prohibited substances). */
  excluded: ReadonlySet<string>;
  /** Would clash with what the request named (benzoate beside ascorbic acid): taken only when nothing else fits. */
  clashes?: (ingredient: Ingredient) => boolean;
};

const TIER_PREFERENCE: Record<Budget, (tier: 1 | 2 | 3) => number> = {
  "Cost-Effective": (t) => (t === 1 ? 0 : t === 2 ? 1 : 4),
  "Medium Quality": (t) => (t === 2 ? 0 : t === 1 ? 0.5 : 1.5),
  Premium: (t) => (t === 3 ? 0 : t === 2 ? 0.5 : 1.5),
};

export function eligible(ingredient: Ingredient, rules: SelectionRules): boolean {
  if (rules.used.has(ingredient.id) || rules.excluded.has(ingredient.id)) return false;
  if (rules.vegan && !ingredient.vegan) return false;
  if (rules.fragranceFree && ingredient.functions.some((f) => f === "fragrance" || f === "essential-oil")) return false;
  if (rules.targetPh !== undefined) {
    if (ingredient.phMin !== undefined && rules.targetPh < ingredient.phMin) return false;
    if (ingredient.phMax !== undefined && rules.targetPh > ingredient.phMax) return false;
  }
  return true;
}

/** Candidates a slot may use, best first. */
export function rankCandidates(slot: Slot, rules: SelectionRules): Ingredient[] {
  const scored: { ingredient: Ingredient; score: number }[] = [];
  slot.candidates.forEach((id, order) => {
    const ingredient = ingredientById(id);
    if (!ingredient || !eligible(ingredient, rules)) return;
    scored.push({
      ingredient,
      score: order * 0.6 + TIER_PREFERENCE[rules.budget](ingredient.costTier) + edgePenalty(ingredient, rules.targetPh),
    });
  });
  // One that clashes with a named ingredient is kept only where nothing else can do the job.
  const peaceful = rules.clashes ? scored.filter((s) => !rules.clashes?.(s.ingredient)) : scored;
  const pool = peaceful.length ? peaceful : scored;
  // One at the edge of its pH window is kept only where no candidate has room to spare.
  const roomy = pool.filter((s) => edgePenalty(s.ingredient, rules.targetPh) === 0);
  return (roomy.length ? roomy : pool).sort((a, b) => a.score - b.score).map((s) => s.ingredient);
}

/**
 * An ingredient whose pH window ends within half a unit of the product's pH works there only
 * just (sodium benzoate at pH 5.5 is mostly ionised and weak): one with room to spare is
 * preferred, and the edge one is used only where nothing else fits.
 */
export function edgePenalty(ingredient: Ingredient, ph: number | undefined): number {
  if (ph === undefined) return 0;
  const margin = Math.min(
    ingredient.phMax !== undefined ? ingredient.phMax - ph : Number.POSITIVE_INFINITY,
    ingredient.phMin !== undefined ? ph - ingredient.phMin : Number.POSITIVE_INFINITY,
  );
  return margin < 0.5 ? 3 : 0;
}

/** Picks `count` distinct ingredients from the best few candidates, varied by the seed. */
export function pickFromRanked(ranked: Ingredient[], count: number, random: Random): Ingredient[] {
  const pool = ranked.slice(0, Math.max(count + 2, Math.ceil(ranked.length / 2)));
  const chosen: Ingredient[] = [];
  while (chosen.length < count && pool.length) {
    // Favour the front of the pool: index = floor(r² × n).
    const index = Math.floor(random.next() ** 2 * pool.length);
    const [item] = pool.splice(index, 1);
    if (item) chosen.push(item);
  }
  return chosen;
}
