/**
 * Cold-process soap arithmetic. Each oil needs the sodium hydroxide of its saponification value
 * (mg KOH per g, in knowledge/data/saponification.json, converted with 40.00/56.11); the soap takes
 * that much less the superfat (the share of the oils left unsaponified, so no free alkali remains),
 * dissolved as a lye solution of the template's strength. The cured bar contains no sodium hydroxide.
 */
import saponification from "../knowledge/data/saponification.json";

export const LYE_ROLE = "Lye (sodium hydroxide)";
export const LYE_WATER_ROLE = "Lye water";
export const LYE_ID = "sodium-hydroxide-soap-lye";

const NAOH_PER_KOH = 40.0 / 56.11;

type SapEntry = { koh: number; range?: number[]; source: string };
const VALUES = saponification as unknown as Record<string, SapEntry | string>;

/** g of sodium hydroxide that saponifies 1 g of the oil, or undefined for anything that is not a soap oil. */
export function naohPerGram(id: string): number | undefined {
  const entry = VALUES[id];
  return typeof entry === "object" ? (entry.koh / 1000) * NAOH_PER_KOH : undefined;
}

export type SoapPlan = {
  /** Factor the oils are scaled by so oils + lye + water + additives make 100 %. */
  oilScale: number;
  /** Sodium hydroxide and lye water in % of the batch, for the scaled oils. */
  naohPercent: number;
  waterPercent: number;
};

/**
 * Scales the oils so the batch adds up: with oils O (in %), additives F and, per % of oil, lye
 * L = Σ share × SAP × (1 − superfat) and water W = L × (1 − c)/c, O' = (100 − F)/(1 + L + W).
 */
export function planSoap(
  oils: readonly { id: string; percent: number }[],
  additivesPercent: number,
  soap: { superfat: number; lyeConcentration: number },
): SoapPlan {
  const total = oils.reduce((s, o) => s + o.percent, 0);
  const lyePerOil = oils.reduce((s, o) => s + (o.percent / total) * (naohPerGram(o.id) ?? 0), 0) * (1 - soap.superfat);
  const waterPerOil = (lyePerOil * (1 - soap.lyeConcentration)) / soap.lyeConcentration;
  const scaled = (100 - additivesPercent) / (1 + lyePerOil + waterPerOil);
  return { oilScale: scaled / total, naohPercent: scaled * lyePerOil, waterPercent: scaled * waterPerOil };
}

/** Sodium hydroxide (%) that exactly saponifies these oils, less the superfat. */
export function lyeFor(oils: readonly { id: string; percent: number }[], superfat: number): number {
  return oils.reduce((s, o) => s + o.percent * (naohPerGram(o.id) ?? 0), 0) * (1 - superfat);
}
