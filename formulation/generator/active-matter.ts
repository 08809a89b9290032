/**
 * Active-matter basis of surfactants. Every level in a formulation is as supplied (what is
 * weighed); a surfactant's grade carries a fraction of active surfactant (`activeMatter` in the
 * knowledge base: a 30 % betaine solution is 0.30). Products are designed in active matter
 * (a shampoo carries 10–20 % active surfactant), so both are stated.
 */
import type { Ingredient } from "../knowledge/types";

/** Hundredths of a percent of active surfactant a row brings (0 for a non-surfactant). */
export function activeHundredths(ingredient: Ingredient, hundredths: number): number {
  if (!ingredient.functions.includes("surfactant")) return 0;
  return hundredths * (ingredient.activeMatter ?? 1);
}

/** Total active surfactant, in hundredths of a percent, rounded to the hundredth. */
export function activeSurfactantHundredths(rows: readonly { ingredient: Ingredient; hundredths: number }[]): number {
  return Math.round(rows.reduce((sum, r) => sum + activeHundredths(r.ingredient, r.hundredths), 0));
}

/** "30 %" from 0.3, "92 %" from 0.92. */
function percentOf(fraction: number): string {
  return `${Number((fraction * 100).toFixed(1))} %`;
}

/**
 * The basis a surfactant row is given on: as supplied, the grade's active matter, and the active
 * surfactant it brings. Undefined for anything that is not a surfactant.
 */
export function activeBasis(
  ingredient: Ingredient,
  hundredths: number,
): { fraction: number; activeHundredths: number; note: string } | undefined {
  if (!ingredient.functions.includes("surfactant")) return undefined;
  const fraction = ingredient.activeMatter ?? 1;
  const active = Math.round(activeHundredths(ingredient, hundredths));
  const amount = `${(active / 100).toFixed(2)} % active matter`;
  const note =
    fraction >= 0.995
      ? `Weighed as supplied, neat (100 % active) → ${amount}.`
      : `Weighed as supplied — ${ingredient.grade ?? "commercial grade"}, ${percentOf(fraction)} active → ${amount}.`;
  return { fraction, activeHundredths: active, note };
}
