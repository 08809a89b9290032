/**
 * The pH a finished formula has by the acid–base model (./ph.ts), read from its rows as the
 * generator writes them or as a person types them. Water is every row that is water; the model
 * needs at least 10 % of it for pH to mean anything.
 */
import { parsePercentage } from "../percent";
import { bufferMolal, estimatePh, type PhRow } from "./ph";

export type PhInputRow = { id?: string; percent: number; water?: boolean };

/** Below this much acid or base (mol per kg of water) the pH is set by traces the model does not know. */
export const UNBUFFERED_MOLAL = 0.01;

export type ModelPh = {
  /** The model's pH; undefined for anhydrous formulas and formulas with nothing to buffer them. */
  ph?: number;
  /** Acid and base in mol per kg of water. */
  molal: number;
};

export function modelPh(rows: readonly PhInputRow[]): ModelPh {
  const water = rows.filter((r) => r.water || r.id === "water").reduce((s, r) => s + r.percent, 0);
  const phRows: PhRow[] = rows.filter((r) => r.id && !r.water).map((r) => ({ id: r.id as string, percent: r.percent }));
  if (water <= 0) return { molal: 0 };
  const molal = bufferMolal(phRows, water);
  if (molal < UNBUFFERED_MOLAL) return { molal };
  return { ph: estimatePh(phRows, water), molal };
}

/** The model's pH of generated rows ({ id, percentage }), or undefined where it cannot tell. */
export function modelPhOf(rows: readonly { id: string; percentage: string }[]): number | undefined {
  return modelPh(
    rows.map((r) => {
      const parsed = parsePercentage(r.percentage);
      return { id: r.id, percent: parsed.kind === "value" ? parsed.ppm / 10_000 : 0 };
    }),
  ).ph;
}
