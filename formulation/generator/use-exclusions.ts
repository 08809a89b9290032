/**
 * What a product may not hold because of who it is for or what it is used on
 * (knowledge/data/use-exclusions.json): eucalyptus and peppermint oils for babies, xylitol for
 * dogs, essential oils and permethrin for cats, acids on marble, alkali on aluminium, protease on
 * wool. The request's audience and words decide which apply.
 */
import { z } from "zod";
import { rolesOf } from "../chemistry/gate";
import { INGREDIENTS } from "../knowledge";
import data from "../knowledge/data/use-exclusions.json";
import type { ParsedRequest } from "../request";

const Rule = z.object({
  ids: z.array(z.string()).default([]),
  roles: z.array(z.string()).default([]),
  functions: z.array(z.string()).default([]),
  substances: z.array(z.string()).default([]),
  reason: z.string().min(10),
  citation: z.string().min(10),
});
const Data = z.object({
  $comment: z.string(),
  audiences: z.array(
    Rule.extend({
      audience: z.string(),
      label: z.string(),
      products: z
        .object({
          types: z.array(z.string()),
          reason: z.string(),
          citation: z.string(),
          refuse: z.boolean().default(false),
        })
        .optional(),
    }),
  ),
  surfaces: z.array(Rule.extend({ surface: z.string(), words: z.string() })),
});
const DATA = Data.parse(data);

export type UseExclusion = {
  /** "for children under 3", "on natural stone". */
  use: string;
  ids: ReadonlySet<string>;
  substances: ReadonlySet<string>;
  reason: string;
  citation: string;
};

function idsOf(rule: z.infer<typeof Rule>): Set<string> {
  const out = new Set(rule.ids);
  for (const i of INGREDIENTS) {
    // A substance the knowledge base also holds (permethrin) is that ingredient too.
    if (rule.substances.includes(i.id)) out.add(i.id);
    if (rule.functions.some((f) => (i.functions as readonly string[]).includes(f))) out.add(i.id);
    if (rule.roles.length) {
      const roles = rolesOf({ id: i.id, names: [i.name, i.inci] });
      if (rule.roles.some((r) => roles.has(r))) out.add(i.id);
    }
  }
  return out;
}

const AUDIENCES = DATA.audiences.map((a) => ({ ...a, set: idsOf(a) }));
/**
 * A surface is what the product is for or used on ("for marble floors", "on aluminium", "wool
 * wash"), not an ingredient that shares its name ("with aluminium granules").
 */
function surfaceRegex(words: string): RegExp {
  const nouns = `(?:${words})`;
  const after =
    "(?:floors?|surfaces?|worktops?|countertops?|tiles?|wheels?|rims?|sinks?|trim|frames?|garments?|clothes|clothing|sweaters?|jumpers?|fabrics?|laundry|wash|washing|detergent|cleaner|care|shampoo|polish)";
  return new RegExp(`\\b(?:for|on|onto)\\s+(?:[\\p{L}-]+\\s+){0,2}${nouns}\\b|\\b${nouns}\\s+${after}\\b`, "iu");
}

const SURFACES = DATA.surfaces.map((s) => ({ ...s, set: idsOf(s), regex: surfaceRegex(s.words) }));

/** A product type that is not for the request's audience at all (a mouth rinse for toddlers). */
export function productNotForAudience(
  request: ParsedRequest,
  typeId: string,
): { label: string; reason: string; citation: string; refuse: boolean } | undefined {
  const a = AUDIENCES.find((x) => request.audience.includes(x.audience) && x.products?.types.includes(typeId));
  return a?.products
    ? { label: a.label, reason: a.products.reason, citation: a.products.citation, refuse: a.products.refuse }
    : undefined;
}

export function exclusionsForUse(request: ParsedRequest, text: string): UseExclusion[] {
  const out: UseExclusion[] = [];
  for (const a of AUDIENCES) {
    if (!request.audience.includes(a.audience)) continue;
    out.push({
      use: `for ${a.label}`,
      ids: a.set,
      substances: new Set(a.substances),
      reason: a.reason,
      citation: a.citation,
    });
  }
  for (const s of SURFACES) {
    if (!usedOn(s.regex, text)) continue;
    out.push({
      use: `on ${s.surface}`,
      ids: s.set,
      substances: new Set(s.substances),
      reason: s.reason,
      citation: s.citation,
    });
  }
  return out;
}

/** "not for marble", "never on aluminium", "except natural stone": a surface ruled out, not served. */
const NEGATED =
  /\b(?:not|no|never|except|avoid|unsuitable|do not use)\s*(?:(?:to be used|be used|use|suitable|intended|safe)\s+)?$/i;

function usedOn(regex: RegExp, text: string): boolean {
  const all = new RegExp(regex.source, "giu");
  return [...text.matchAll(all)].some((m) => !NEGATED.test(text.slice(Math.max(0, (m.index ?? 0) - 30), m.index)));
}

/**
 * Surfaces the request rules out ("not for marble") that the formula would harm: the label must
 * say so, with why.
 */
export function surfacesToWarnOf(
  text: string,
  ids: readonly string[],
): { surface: string; reason: string; citation: string }[] {
  return SURFACES.filter((s) => {
    const all = new RegExp(s.regex.source, "giu");
    const negated = [...text.matchAll(all)].some((m) =>
      NEGATED.test(text.slice(Math.max(0, (m.index ?? 0) - 30), m.index)),
    );
    return negated && !usedOn(s.regex, text) && ids.some((id) => s.set.has(id));
  }).map((s) => ({ surface: s.surface, reason: s.reason, citation: s.citation }));
}
