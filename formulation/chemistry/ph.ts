/**
 * A simple acid–base model: the pH of a water-based formula from the acids and bases in it
 * (pKa values in formulation/knowledge/data/acid-base.json), by charge balance solved for [H⁺].
 * It ignores activity and ionic strength — good to a few tenths of a pH unit, which is what a
 * formulator needs to dose a neutraliser (an AHA toner's sodium hydroxide) and state a pH
 * that matches the formula. Ingredients it has no data for count as neutral.
 */
import data from "../knowledge/data/acid-base.json";

export type AcidBase = {
  pKa: number[];
  z0: number;
  strongCharge: number;
  molarMass: number;
  active: number;
  /** Solubility product [M][OH]^n of a sparingly soluble hydroxide: only what dissolves counts. */
  ksp?: number;
};

const TABLE = data as unknown as Record<string, AcidBase | string>;

export function acidBaseOf(id: string): AcidBase | undefined {
  const entry = TABLE[id];
  return typeof entry === "object" ? entry : undefined;
}

export type PhRow = { id: string; percent: number };

type Species = { molal: number; data: AcidBase };

/** Mean number of protons lost by a species with these pKa values at this [H⁺]. */
function meanDeprotonation(pKa: readonly number[], h: number): number {
  // Fractions α_i ∝ Π_{j≤i} Ka_j / h^i for i = 0..n.
  const terms = [1];
  for (let i = 0; i < pKa.length; i++) terms.push(((terms[i] ?? 0) * 10 ** -(pKa[i] ?? 0)) / h);
  const sum = terms.reduce((a, b) => a + b, 0);
  return terms.reduce((acc, t, i) => acc + i * t, 0) / sum;
}

/** Net charge per kg of water at a given pH: positive below the solution's pH, negative above. */
function netCharge(species: readonly Species[], ph: number): number {
  const h = 10 ** -ph;
  const oh = 1e-14 / h;
  let charge = h - oh;
  for (const s of species) {
    // Above its saturation pH a hydroxide stays a solid reserve; it dissolves as acid uses it up.
    const molal =
      s.data.ksp === undefined ? s.molal : Math.min(s.molal, s.data.ksp / oh ** Math.max(1, s.data.strongCharge));
    charge += molal * (s.data.strongCharge + s.data.z0 - meanDeprotonation(s.data.pKa, h));
  }
  return charge;
}

function speciesOf(rows: readonly PhRow[], waterPercent: number): Species[] {
  const waterKg = waterPercent / 100;
  const out: Species[] = [];
  for (const row of rows) {
    const d = acidBaseOf(row.id);
    if (!d) continue;
    // Moles per kg of formula, expressed per kg of water: the ions live in the water phase.
    out.push({ molal: (row.percent * 10 * d.active) / d.molarMass / waterKg, data: d });
  }
  return out;
}

/**
 * The formula's pH, or undefined when it has too little water for pH to mean anything
 * (anhydrous products, powders).
 */
export function estimatePh(rows: readonly PhRow[], waterPercent: number): number | undefined {
  if (waterPercent < 10) return undefined;
  const species = speciesOf(rows, waterPercent);
  let low = 0;
  let high = 14;
  for (let i = 0; i < 50; i++) {
    const mid = (low + high) / 2;
    if (netCharge(species, mid) > 0) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 10) / 10;
}

/**
 * How much of an adjuster (percent of the formula) brings the formula to a target pH, or
 * undefined when even `maxPercent` cannot reach it.
 */
export function adjusterFor(
  rows: readonly PhRow[],
  waterPercent: number,
  adjusterId: string,
  targetPh: number,
  maxPercent: number,
): number | undefined {
  const at = (percent: number) => estimatePh([...rows, { id: adjusterId, percent }], waterPercent) ?? 7;
  const raises = (acidBaseOf(adjusterId)?.strongCharge ?? 0) + (acidBaseOf(adjusterId)?.z0 ?? 0) > 0;
  const reached = (ph: number) => (raises ? ph >= targetPh : ph <= targetPh);
  if (!reached(at(maxPercent))) return undefined;
  let low = 0;
  let high = maxPercent;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (reached(at(mid))) high = mid;
    else low = mid;
  }
  return high;
}

/**
 * Whether the formula holds this pH, not just contains acid or base: half a pH unit towards
 * neutral must take at least `molal` mol of strong acid or base per kg of water. Trisodium citrate
 * reads pH 9.5 in pure water, three units past its last pKa, where a breath of carbon dioxide or
 * a trace of acid in a surfactant moves it by a unit; sodium hydroxide at pH 13 or a carbonate at
 * pH 10 holds.
 */
export function holdsPh(rows: readonly PhRow[], waterPercent: number, ph: number, molal = 0.002): boolean {
  if (waterPercent <= 0) return false;
  const species = speciesOf(rows, waterPercent);
  const towardNeutral = ph > 7 ? ph - 0.5 : ph + 0.5;
  return Math.abs(netCharge(species, towardNeutral) - netCharge(species, ph)) >= molal;
}

/** Total acid and base in the formula, mol per kg of water: how much it resists a pH change. */
export function bufferMolal(rows: readonly PhRow[], waterPercent: number): number {
  if (waterPercent <= 0) return 0;
  return speciesOf(rows, waterPercent)
    .filter((s) => s.data.pKa.length > 0 || s.data.strongCharge !== 0)
    .reduce((sum, s) => sum + s.molal, 0);
}
