/**
 * The allergen declaration: EU fragrance allergens (Annex III entries that must be named on the
 * label above 0.001 % in leave-on and 0.01 % in rinse-off products), whether added as such or
 * brought in by essential oils. Essential-oil contributions use typical compositions; the label
 * must finally follow the supplier's allergen certificate for the lot used.
 */
import { ALLERGEN_LABEL_THRESHOLD, citation, findRegulatoryEntries, type RegulatoryEntry } from "./regulatory";
import type { ResolvedRow } from "./resolve";

/** Typical fraction of each labelled allergen in common essential oils (ISO/literature ranges, mid values). */
export const ESSENTIAL_OIL_ALLERGENS: Record<string, Record<string, number>> = {
  "lavender-oil": { Linalool: 0.35, Limonene: 0.01, Geraniol: 0.01 },
  "tea-tree-oil": { Limonene: 0.015 },
  "peppermint-oil": { Limonene: 0.03, Linalool: 0.005 },
  "spearmint-oil": { Limonene: 0.15, Linalool: 0.01 },
  "eucalyptus-oil": { Limonene: 0.08 },
  "rosemary-oil": { Limonene: 0.03, Linalool: 0.01 },
  "lemon-oil": { Limonene: 0.65, Citral: 0.02, Linalool: 0.005 },
  "sweet-orange-oil": { Limonene: 0.93, Linalool: 0.005, Citral: 0.002 },
  "bergamot-oil-fcf": { Limonene: 0.35, Linalool: 0.1, Citral: 0.005 },
  "grapefruit-oil": { Limonene: 0.92, Citral: 0.002 },
  "frankincense-oil": { Limonene: 0.1 },
  "geranium-oil": { Citronellol: 0.3, Geraniol: 0.15, Linalool: 0.05 },
  "ylang-ylang-oil": {
    Linalool: 0.1,
    "Benzyl Benzoate": 0.05,
    "Benzyl Salicylate": 0.02,
    Farnesol: 0.02,
    Geraniol: 0.01,
    Isoeugenol: 0.005,
  },
  "clary-sage-oil": { Linalool: 0.2, Geraniol: 0.01 },
  "lemongrass-oil": { Citral: 0.75, Geraniol: 0.05, Limonene: 0.02 },
  "rose-oil": { Citronellol: 0.35, Geraniol: 0.2, Eugenol: 0.02, Farnesol: 0.01 },
  "clove-bud-oil": { Eugenol: 0.8 },
  "cinnamon-leaf-oil": { Eugenol: 0.8, "Benzyl Benzoate": 0.03, Linalool: 0.02, Cinnamal: 0.02 },
};

export type DeclaredAllergen = {
  name: string;
  percent: number;
  citation?: string;
  /** The allergen is a row of the formula, so the ingredient list names it already. */
  listed?: boolean;
};

function allergenEntry(name: string): RegulatoryEntry | undefined {
  return findRegulatoryEntries({ inci: name }).find((e) => e.labelAllergen);
}

/** Allergens to declare, largest first, with their concentration in the product (percent). */
export function allergenDeclaration(rows: readonly ResolvedRow[], leaveOn: boolean): DeclaredAllergen[] {
  const threshold = leaveOn ? ALLERGEN_LABEL_THRESHOLD.leaveOn : ALLERGEN_LABEL_THRESHOLD.rinseOff;
  const totals = new Map<string, { percent: number; entry?: RegulatoryEntry; listed: boolean }>();
  const add = (name: string, percent: number, entry?: RegulatoryEntry, listed = false) => {
    const prev = totals.get(name);
    totals.set(name, {
      percent: (prev?.percent ?? 0) + percent,
      entry: entry ?? prev?.entry,
      listed: listed || (prev?.listed ?? false),
    });
  };
  for (const row of rows) {
    // Parts per million: the leave-on threshold (0.001 %) is 10 ppm.
    const percent = row.ppm / 10_000;
    if (!Number.isFinite(percent) || percent <= 0) continue;
    const composition = row.ingredient ? ESSENTIAL_OIL_ALLERGENS[row.ingredient.id] : undefined;
    if (composition) {
      for (const [name, fraction] of Object.entries(composition)) add(name, percent * fraction, allergenEntry(name));
      continue;
    }
    const direct = findRegulatoryEntries({ name: row.name, inci: row.inci ?? row.ingredient?.inci }).find(
      (e) => e.labelAllergen,
    );
    if (direct) add(titleCase(direct.inci[0] ?? row.inci ?? row.label), percent, direct, true);
  }
  return [...totals.entries()]
    .filter(([, v]) => v.percent > threshold)
    .sort((a, b) => b[1].percent - a[1].percent)
    .map(([name, v]) => ({
      name,
      percent: Math.round(v.percent * 10_000) / 10_000,
      citation: v.entry ? citation(v.entry) : undefined,
      ...(v.listed ? { listed: true } : {}),
    }));
}

/** "LINALOOL" → "Linalool", so essential-oil and listed contributions of one allergen add up. */
function titleCase(name: string): string {
  return name === name.toUpperCase() ? name.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : name;
}
