/**
 * The batch record (weighing sheet) of a formulation for one batch size: each ingredient's target
 * weight with its tolerance and acceptance range, grouped by the process phase it goes into, the
 * volume (and drops for tiny amounts) where the knowledge base knows the density, the process
 * steps to tick off and the in-process checks. Pure data: the page and the PDF both draw it.
 */
import { type BatchUnit, scaleBatch } from "./batch";
import type { InstructionPhase } from "./library-schema";
import { trimZeros } from "./percent";
import { type FormulaRow, resolveFormula } from "./resolve";

/** Batches a record can be made for: from 1 g (below, most amounts round to nothing) up to 100 t. */
export const BATCH_RECORD_MIN_GRAMS = 1;
export const BATCH_RECORD_MAX_GRAMS = 100_000_000;

/** The dropper convention printed on the sheet: 20 drops per millilitre. */
export const DROP_ML = 0.05;
/** Volumes are printed for batches up to this size (hand-made batches measured by pipette or cylinder). */
export const VOLUME_MAX_BATCH_GRAMS = 5000;
/** Drops are printed for volumes up to this many millilitres (at most 50 drops to count). */
export const DROPS_MAX_ML = 2.5;
/** Targets are given to 0.01 g, so no tolerance is tighter than that. */
export const RESOLUTION_GRAMS = 0.01;
/** Below this, an amount cannot be weighed within ±5 % on a 0.01 g balance: weigh a premix instead. */
export const PREMIX_BELOW_GRAMS = 0.2;

export const TOLERANCE_RULE =
  "Tolerance: ±1 % of the target from 100 g, ±2 % from 10 g to under 100 g, ±5 % below 10 g, never tighter than ±0.01 g (the resolution of the targets). Weigh on a balance that reads to a fifth of the tolerance or finer.";
export const DROP_RULE =
  "Volumes at 20 °C from the density in the knowledge base, for guidance only: the weight is what counts. 1 drop = 0.05 ml (20 drops per ml); a dropper's real drop size varies with the liquid.";
export const PREMIX_RULE =
  "Amounts under 0.2 g: weigh a premix (for example 10 % in the phase's solvent) and add ten times the target of the premix.";

export type Tolerance = { percent: number; grams: number };

/** The weighing tolerance for a target amount in grams (the rule in TOLERANCE_RULE). */
export function weighingTolerance(targetGrams: number): Tolerance {
  const percent = targetGrams >= 100 ? 1 : targetGrams >= 10 ? 2 : 5;
  const grams = Math.max(RESOLUTION_GRAMS, round2((targetGrams * percent) / 100));
  return { percent, grams };
}

/** Millilitres (to 0.1 ml, or 0.01 ml below 10 ml) and, for small volumes, whole drops. */
export function volumeOf(grams: number, density: number): { ml: number; drops?: number } {
  const exact = grams / density;
  const ml = exact < 10 ? round2(exact) : Math.round(exact * 10) / 10;
  if (exact > DROPS_MAX_ML) return { ml };
  return { ml, drops: Math.max(1, Math.round(exact / DROP_ML)) };
}

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

/** "2.5 kg (2500 g)": the batch as entered, and in grams when entered otherwise. */
export function batchLabel(record: Pick<BatchRecord, "size" | "unit" | "totalGrams">): string {
  const entered = `${trimZeros(String(record.size))} ${record.unit}`;
  return record.unit === "g" ? entered : `${entered} (${formatGrams(record.totalGrams)} g)`;
}

/** Grams with two decimals and thin grouping for thousands: 1831.25 → "1,831.25". */
export function formatGrams(grams: number): string {
  return grams.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
