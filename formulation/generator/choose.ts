/** Which archetype a request describes: by words in its name/description, its category and consistency. */
import type { CategorySlug } from "../categories";
import { ARCHETYPES } from "./archetypes";
import type { Random } from "./random";
import type { Archetype, Consistency } from "./types";

/**
 * Archetypes for a request: a demo category with archetypes of its own (electronic chemicals,
 * food additives, aromatherapy) uses those; otherwise the system category's; otherwise all.
 */
export function archetypesFor(filter: { category?: CategorySlug; demo?: string }): Archetype[] {
  if (filter.demo) {
    const own = ARCHETYPES.filter((a) => a.demo?.includes(filter.demo ?? ""));
    if (own.length) return own;
  }
  if (filter.category) return ARCHETYPES.filter((a) => a.categories.includes(filter.category as CategorySlug));
  return [...ARCHETYPES];
}

function keywordScore(archetype: Archetype, text: string): number {
  const matches = text.match(new RegExp(archetype.keywords.source, "gi"));
  return matches ? matches.length * 10 + Math.max(...matches.map((m) => m.length)) : 0;
}

export function chooseArchetype(args: {
  candidates: readonly Archetype[];
  text: string;
  consistency?: Consistency;
  random: Random;
}): Archetype {
  const { candidates, text, consistency } = args;
  if (!candidates.length) throw new Error("no archetype for this request");
  const scored = candidates
    .map((a, order) => ({
      a,
      score: keywordScore(a, text) + (consistency && a.consistency === consistency ? 3 : 0) - order * 0.001,
    }))
    .sort((x, y) => y.score - x.score);
  const best = scored[0];
  if (best && best.score > 1) return best.a;
  const sameConsistency = candidates.filter((a) => !consistency || a.consistency === consistency);
  return args.random.pick(sameConsistency.length ? sameConsistency : candidates);
}
