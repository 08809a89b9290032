/**
 * Which template builds a request: chosen by the product type the request parser understood —
 * never by keyword score, never at random. A type may have several templates (e.g. O/W and W/O
 * creams); the request's format and consistency pick among them, then the request's seed.
 */
import type { CategorySlug } from "../categories";
import { TEMPLATES } from "../templates";
import type { Random } from "./random";
import type { Archetype, Consistency } from "./types";

/**
 * Templates for a category: a demo category with templates of its own (electronic chemicals,
 * food additives, aromatherapy) uses those; otherwise the system category's; otherwise all.
 */
export function archetypesFor(filter: { category?: CategorySlug; demo?: string }): Archetype[] {
  if (filter.demo) {
    const own = TEMPLATES.filter((a) => a.demo?.includes(filter.demo ?? ""));
    if (own.length) return own;
  }
  if (filter.category) return TEMPLATES.filter((a) => a.categories.includes(filter.category as CategorySlug));
  return [...TEMPLATES];
}

export function templatesForType(productTypeId: string): Archetype[] {
  return TEMPLATES.filter((t) => t.productTypes.includes(productTypeId));
}

/** Among a type's templates: the requested consistency or emulsion format first, then the seed. */
export function chooseTemplate(args: {
  candidates: readonly Archetype[];
  consistency?: Consistency;
  prefer?: (template: Archetype) => boolean;
  random: Random;
}): Archetype | undefined {
  const { candidates } = args;
  if (!candidates.length) return undefined;
  const preferred = args.prefer ? candidates.filter(args.prefer) : [];
  const pool = preferred.length ? preferred : candidates;
  const sameConsistency = pool.filter((a) => !args.consistency || a.consistency === args.consistency);
  return args.random.pick(sameConsistency.length ? sameConsistency : pool);
}
