/**
 * The batch record (weighing sheet) of a formulation for one batch size: each ingredient's target
 * weight with its tolerance and acceptance range, grouped by the process phase it goes into, the
 * volume (and drops for tiny amounts) where the knowledge base knows the density, the process
 * steps to tick off and the in-process checks. Pure data: the page and the PDF both draw it.
 */

import {
  type BatchUnit,
  PREMIX_BELOW_GRAMS,
  scaleBatch,
  type Tolerance,
  VOLUME_MAX_BATCH_GRAMS,
  volumeOf,
  weighingTolerance,
} from "./batch";
import { escapeRegExp } from "./generator/text";
import type { InstructionPhase } from "./library-schema";
import { type FormulaRow, resolveFormula } from "./resolve";

export type BatchRecordLine = {
  /** Position in the formulation's ingredient list (1-based), so the sheet can refer back. */
  number: number;
  name: string;
  inci: string;
  /** Share of the formula in %. */
  percentage: number;
  grams: number;
  tolerance: Tolerance;
  min: number;
  max: number;
  /** Density (g/ml at 20 °C) from the knowledge base, when known. */
  density?: number;
  ml?: number;
  drops?: number;
  /** Too little to weigh directly at this batch size. */
  premix: boolean;
};

export type BatchRecordPhase = {
  title: string;
  lines: BatchRecordLine[];
  steps: string[];
};

export type BatchRecordCheck = { check: string; target: string };

export type BatchRecord = {
  size: number;
  unit: BatchUnit;
  totalGrams: number;
  /** Phases in process order; a last "Other ingredients" phase holds rows no step names. */
  phases: BatchRecordPhase[];
  /** Whether the sheet shows a volume column (small batches with at least one known density). */
  volumes: boolean;
  checks: BatchRecordCheck[];
};

export type BatchRecordInput = {
  ingredients: readonly FormulaRow[];
  instructions: readonly InstructionPhase[];
  phLevel?: string | null;
  temperature?: string | null;
  viscosity?: string | null;
};

export const OTHER_PHASE = "Other ingredients (add as the process directs)";

export function buildBatchRecord(input: BatchRecordInput, batch: { size: number; unit: BatchUnit }): BatchRecord {
  const resolved = resolveFormula(input.ingredients).rows.filter(
    (r) => Number.isFinite(r.hundredths) && r.hundredths > 0,
  );
  const scaled = scaleBatch(
    resolved.map((r) => ({ label: r.label, inci: r.inci ?? r.ingredient?.inci, hundredths: r.hundredths })),
    batch,
  );
  const withVolumes = scaled.totalGrams <= VOLUME_MAX_BATCH_GRAMS;
  const lines: BatchRecordLine[] = scaled.rows.map((row, i) => {
    const source = resolved[i];
    const density = source?.ingredient?.density;
    const tolerance = weighingTolerance(row.grams);
    const volume = withVolumes && density ? volumeOf(row.grams, density) : undefined;
    return {
      number: (source?.index ?? i) + 1,
      name: row.label,
      inci: row.inci,
      percentage: row.percentage,
      grams: row.grams,
      tolerance,
      min: round2(Math.max(0, row.grams - tolerance.grams)),
      max: round2(row.grams + tolerance.grams),
      ...(density ? { density } : {}),
      ...(volume ?? {}),
      premix: row.grams < PREMIX_BELOW_GRAMS,
    };
  });

  const phases: BatchRecordPhase[] = input.instructions.map((p) => ({
    title: p.phase,
    lines: [],
    steps: [...p.steps],
  }));
  const other: BatchRecordPhase = { title: OTHER_PHASE, lines: [], steps: [] };
  lines.forEach((line, i) => {
    const row = resolved[i];
    const keys = [line.name, row?.inci, row?.ingredient?.name, ...(row?.ingredient?.aliases ?? [])];
    const home = phaseOf(keys, input.instructions) ?? phaseByKind(row?.ingredient?.phase, input.instructions);
    (home === undefined ? other : (phases[home] ?? other)).lines.push(line);
  });
  if (other.lines.length) phases.push(other);

  return {
    size: batch.size,
    unit: batch.unit,
    totalGrams: scaled.totalGrams,
    phases,
    volumes: withVolumes && lines.some((l) => l.ml !== undefined),
    checks: [
      { check: "pH (sample at 25 °C)", target: input.phLevel?.trim() || "As specified" },
      { check: "Temperature", target: input.temperature?.trim() || "As the process states" },
      { check: "Appearance", target: "Uniform, free of lumps and separation; matches the retained standard" },
      { check: "Viscosity", target: input.viscosity?.trim() || "As specified" },
    ],
  };
}

/** Headings around the phases proper: an ingredient they mention is usually only handled there. */
const SUPPORT_PHASE = /\b(preparation|safety|quality control|qc|filling|packing|packaging)\b/i;

/**
 * The first instruction phase whose title or steps name the ingredient (whole words, any case);
 * the phases proper are searched before preparation and quality-control headings, so "pre-warm
 * the resin drum" in the preparation does not take the resin out of the blend where it is added.
 */
function phaseOf(keys: readonly (string | undefined)[], phases: readonly InstructionPhase[]): number | undefined {
  const patterns = [...new Set(keys.filter((k): k is string => Boolean(k && k.trim().length >= 3)))].map(
    (k) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(k.trim())}($|[^\\p{L}\\p{N}])`, "iu"),
  );
  const names = (p: InstructionPhase) => patterns.some((re) => re.test([p.phase, ...p.steps].join("\n")));
  const main = phases.findIndex((p) => !SUPPORT_PHASE.test(p.phase) && names(p));
  if (main >= 0) return main;
  const any = phases.findIndex(names);
  return any < 0 ? undefined : any;
}

const KIND_WORDS: Record<string, RegExp> = {
  water: /\b(water|aqueous)\b/i,
  oil: /\b(oil|fatty|lipid)\b/i,
  "cool-down": /\b(cool[- ]?down|cooling|below 40)\b/i,
  powder: /\b(powder|dry)\b/i,
  surfactant: /\bsurfactant/i,
  solvent: /\bsolvent/i,
  resin: /\b(resin|monomer)/i,
};

/** The phase whose title says the ingredient's usual kind ("Phase B – Oil phase" for an oil). */
function phaseByKind(kind: string | undefined, phases: readonly InstructionPhase[]): number | undefined {
  const words = kind ? KIND_WORDS[kind] : undefined;
  if (!words) return undefined;
  const index = phases.findIndex((p) => words.test(p.phase));
  return index < 0 ? undefined : index;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
