/**
 * Annex limits stated on another basis than the compound a formula lists: "calculated as F",
 * "(acid)", "of Hg", "as zinc", "as strontium".
 */
import type { ResolvedRow } from "./resolve";

/**
 * Mass fraction of the regulated part of common compounds: Annex limits are often stated "as F"
 * (fluoride sources), "as acid" (preservative salts), "of Hg", "as zinc" or "as strontium"; a
 * formula states the compound.
 */
const LIMIT_BASIS: Record<
  string,
  { fluorine?: number; acid?: number; mercury?: number; zinc?: number; strontium?: number; peroxide?: number }
> = {
  // Carbamide peroxide releases its hydrogen peroxide (34.01 of 94.07 g/mol); the limit counts it.
  "urea peroxide": { peroxide: 34.01 / 94.07 },
  "carbamide peroxide": { peroxide: 34.01 / 94.07 },
  "sodium fluoride": { fluorine: 18.998 / 41.988 },
  "sodium monofluorophosphate": { fluorine: 18.998 / 143.95 },
  "stannous fluoride": { fluorine: (2 * 18.998) / 156.71 },
  "sodium benzoate": { acid: 122.12 / 144.1 },
  "potassium sorbate": { acid: 112.13 / 150.22 },
  "sodium dehydroacetate": { acid: 168.15 / 190.13 },
  "sodium salicylate": { acid: 138.12 / 160.1 },
  // Perm and depilatory limits are "calculated as thioglycolic acid" (92.12 g/mol).
  "ammonium thioglycolate": { acid: 92.12 / 109.15 },
  "potassium thioglycolate": { acid: 92.12 / 130.21 },
  "ethanolamine thioglycolate": { acid: 92.12 / 153.2 },
  "glyceryl thioglycolate": { acid: 92.12 / 166.2 },
  "calcium propionate": { acid: (2 * 74.08) / 186.22 },
  thimerosal: { mercury: 200.59 / 404.81 },
  "phenyl mercuric acetate": { mercury: 200.59 / 336.74 },
  "zinc chloride": { zinc: 65.38 / 136.29 },
  "zinc sulfate": { zinc: 65.38 / 161.47 },
  "zinc acetate": { zinc: 65.38 / 219.5 },
  "zinc gluconate": { zinc: 65.38 / 455.68 },
  "strontium chloride": { strontium: 87.62 / 266.62 },
  "strontium acetate": { strontium: 87.62 / 214.72 },
  "strontium hydroxide": { strontium: 87.62 / 121.63 },
  "strontium peroxide": { strontium: 87.62 / 119.62 },
};

export function onLimitBasis(
  row: ResolvedRow,
  percent: number,
  qualifier: string,
): { percent: number; label?: string } {
  const key = (row.ingredient?.inci ?? row.inci ?? row.label).toLowerCase();
  const f = LIMIT_BASIS[key];
  if (f?.fluorine && /\bF\b|fluorine|fluoride/i.test(qualifier))
    return { percent: percent * f.fluorine, label: "as F" };
  if (f?.acid && /acid/i.test(qualifier)) return { percent: percent * f.acid, label: "as acid" };
  if (f?.mercury && /\bHg\b|mercury/i.test(qualifier)) return { percent: percent * f.mercury, label: "as Hg" };
  if (f?.zinc && /zinc/i.test(qualifier)) return { percent: percent * f.zinc, label: "as zinc" };
  if (f?.strontium && /strontium/i.test(qualifier)) return { percent: percent * f.strontium, label: "as strontium" };
  if (f?.peroxide && /H2O2|hydrogen peroxide|released/i.test(qualifier))
    return { percent: percent * f.peroxide, label: "as H2O2" };
  return { percent };
}

/** Two decimals, or two significant figures for trace amounts (0.0099 % as Hg). */
export const round = (n: number) => (n >= 0.1 ? Math.round(n * 100) / 100 : Number(n.toPrecision(2)));
