/**
 * Processing-parameter checks: phases and steps present and complete, every ingredient used in
 * a step, heat-sensitive ingredients not added hotter than they tolerate, and a plausible
 * processing temperature and time.
 */
import { nameKeysOf } from "./knowledge";
import { normaliseName } from "./regulatory/normalise";
import type { ResolvedRow } from "./resolve";
import type { Finding } from "./validate";

export type InstructionPhaseInput = { phase: string; steps: readonly string[] };

const TEMPERATURE = /(-?\d{1,3}(?:[.,]\d)?)\s*(?:[-–]\s*(\d{1,3}))?\s*°\s*C/gi;

/** Highest Celsius figure a text states ("Heat to 70-75°C" → 75), if any. */
export function statedTemperature(text: string): number | undefined {
  let max: number | undefined;
  for (const m of text.matchAll(TEMPERATURE)) {
    const value = Number((m[2] ?? m[1] ?? "").replace(",", "."));
    if (Number.isFinite(value)) max = max === undefined ? value : Math.max(max, value);
  }
  return max;
}

/** Cooling steps state the temperature reached ("cool to below 40 °C"): the ingredient sees that, not more. */
function temperatureInEffect(step: string, previous: number | undefined): number | undefined {
  const stated = statedTemperature(step);
  if (stated === undefined) return previous;
  return stated;
}

/** Minutes from "2.5 hours", "90 minutes", "1 h 30 min", "2-3 hours" (upper bound). */
export function parseDurationMinutes(text: string): number | undefined {
  const t = text.toLowerCase().replace(/,/g, ".");
  let minutes = 0;
  let found = false;
  for (const m of t.matchAll(
    /(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?\s*(days?|d\b|hours?|hrs?|h\b|minutes?|mins?|m\b)/g,
  )) {
    const value = Number(m[2] ?? m[1]);
    const unit = m[3] ?? "";
    minutes += unit.startsWith("d") ? value * 1440 : unit.startsWith("h") ? value * 60 : value;
    found = true;
  }
  return found ? minutes : undefined;
}

/** A step's words in the normalised form name keys use, padded so keys match whole words only. */
function stepText(step: string): string {
  return ` ${normaliseName(step)} `;
}

/** The whole-word keys a step may name a row by: its name, INCI, knowledge-base name and aliases. */
function rowKeys(row: ResolvedRow): string[] {
  const names = [row.name, row.inci, row.ingredient?.name, ...(row.ingredient?.aliases ?? [])].filter(
    Boolean,
  ) as string[];
  return [...new Set(names.flatMap((n) => nameKeysOf(n)))].filter((k) => k.length > 2).map((k) => ` ${k} `);
}

export function checkProcessing(
  rows: readonly ResolvedRow[],
  input: {
    instructions?: readonly InstructionPhaseInput[];
    temperature?: string | null;
    processingTime?: string | null;
  },
): Finding[] {
  const out: Finding[] = [];
  const phases = input.instructions;
  if (phases !== undefined) {
    if (!phases.length) {
      out.push({ severity: "error", code: "no-phases", message: "The manufacturing process has no phases" });
    }
    for (const phase of phases) {
      if (!phase.phase.trim()) out.push({ severity: "error", code: "phase-unnamed", message: "A phase has no name" });
      if (!phase.steps.some((s) => s.trim())) {
        out.push({ severity: "error", code: "phase-empty", message: `Phase "${phase.phase}" has no steps` });
      }
    }
    if (phases.length) {
      // Normalise every step once; each row then only looks for its keys in them.
      const normalised = phases.map((phase) => phase.steps.map((step) => ({ step, text: stepText(step) })));
      for (const row of rows) {
        const keys = rowKeys(row);
        let used = false;
        for (const [p, phase] of phases.entries()) {
          let temp: number | undefined;
          for (const { step, text } of normalised[p] ?? []) {
            temp = temperatureInEffect(step, temp);
            if (!keys.some((k) => text.includes(k))) continue;
            used = true;
            const limit = row.ingredient?.maxTempC;
            if (limit !== undefined && temp !== undefined && temp > limit + 5) {
              // A melt poured to set (a stick, a balm) cannot cool to 40 °C and stay pourable: its
              // scent goes in last, just above the set point, and the batch is filled at once.
              const poured = (phases[p]?.steps ?? []).some((s) => /\bset\b|\bpour/i.test(s));
              const scent = row.ingredient?.functions.some(
                (f) => f === "fragrance" || f === "essential-oil" || f === "flavour",
              );
              if (poured && scent && temp <= 70) {
                out.push({
                  severity: "info",
                  code: "heat-sensitive",
                  message: `${row.label} goes in at ${temp}°C in "${phase.phase}", just above the set point, as a poured product needs: add it last and fill at once to limit its loss`,
                  ingredient: row.label,
                });
                continue;
              }
              out.push({
                severity: "warning",
                code: "heat-sensitive",
                message: `${row.label} tolerates at most ${limit}°C but is added at ${temp}°C in "${phase.phase}"; add it during cool-down`,
                ingredient: row.label,
              });
            }
          }
        }
        if (!used) {
          out.push({
            severity: "warning",
            code: "ingredient-not-in-steps",
            message: `${row.label} is not mentioned in any manufacturing step`,
            ingredient: row.label,
          });
        }
      }
    }
  }
  if (input.temperature) {
    const t = statedTemperature(input.temperature);
    if (t !== undefined && (t < 0 || t > 250)) {
      out.push({
        severity: "error",
        code: "temperature-implausible",
        message: `Processing temperature ${t}°C is implausible`,
      });
    }
  }
  if (input.processingTime) {
    const minutes = parseDurationMinutes(input.processingTime);
    if (minutes === undefined) {
      out.push({
        severity: "warning",
        code: "time-unreadable",
        message: `Processing time "${input.processingTime}" should read like "2 hours" or "45 minutes"`,
      });
    } else if (minutes < 5 || minutes > 7 * 24 * 60) {
      out.push({
        severity: "warning",
        code: "time-implausible",
        message: `Processing time of ${minutes} minutes is implausible for a batch`,
      });
    }
  }
  return out;
}
