/**
 * How much sun protection a formula's UV filters can give at best. Zinc oxide is mainly a UVA
 * filter; titanium dioxide and the organic UVB filters carry the SPF. The figures are
 * deliberately generous (a well-dispersed filter in a good film): they only catch an SPF the
 * filters cannot reach in any base, and never replace the ISO 24444 test of the product.
 */
const SPF_PER_PERCENT: Record<string, number> = { "zinc-oxide": 1.6, "titanium-dioxide": 2.5 };
const SPF_PER_PERCENT_ORGANIC = 3;

/** The lowest SPF a product may claim as a sunscreen at all. */
export const LEAST_CLAIMABLE_SPF = 6;

/** An asked SPF within this factor of the reach is left to the test to settle. */
export const SPF_MARGIN = 1.25;

export type FilterLevel = { id: string; percent: number };

/** The most SPF these filters, at these levels, give: about 1 with none. */
export function spfReach(filters: readonly FilterLevel[]): number {
  return 1 + filters.reduce((sum, f) => sum + f.percent * (SPF_PER_PERCENT[f.id] ?? SPF_PER_PERCENT_ORGANIC), 0);
}

/** Whether the filters can carry the SPF asked. */
export function spfWithinReach(spf: number, filters: readonly FilterLevel[]): boolean {
  return spf <= spfReach(filters) * SPF_MARGIN;
}
