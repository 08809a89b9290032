/**
 * Builds one formulation from an archetype and the request's choices: picks ingredients for each
 * slot, sets percentages, balances with the q.s. ingredient, writes the process and the texts,
 * then validates and repairs until the validator finds no error.
 */
import type { CategorySlug } from "../categories";
import { estimateCost } from "../derived";
import { ingredientById } from "../knowledge";
import type { Ingredient } from "../knowledge/types";
import { formatPercentage } from "../percent";
import { type ValidationResult, validate } from "../validate";
import { buildInstructions, COOL_DOWN_C, type Phase, type PlacedIngredient } from "./process";
import { propertySlots } from "./properties";
import type { Random } from "./random";
import { pickFromRanked, rankCandidates, type SelectionRules } from "./select";
import { describeFormulation, type ScaleInfo } from "./text";
import type { Archetype, Budget, RegulatoryOption, Slot, SlotPhase, ViscosityLevel } from "./types";

export type BuildInput = {
  archetype: Archetype;
  category: CategorySlug;
  random: Random;
  name: string;
  properties: readonly string[];
  targetPh?: number;
  shelfLifeMonths?: number;
  storage?: string;
  budget: Budget;
  regulatory: readonly RegulatoryOption[];
  viscosity: ViscosityLevel;
  scale: ScaleInfo;
  notes?: string;
};

export type GeneratedIngredient = {
  id: string;
  name: string;
  inci: string;
  percentage: string;
  function: string;
  /** Why the ingredient is there, in one sentence. */
  reason: string;
};

export type GeneratedFormulation = {
  name: string;
  slug: string;
  description: string;
  seoTitle: string;
  metaDescription: string;
  keywords: string;
  category: CategorySlug;
  archetype: string;
  productType: string;
  leaveOn: boolean;
  ingredients: GeneratedIngredient[];
  instructions: Phase[];
  usageInstructions: string;
  phLevel: string;
  shelfLife: string;
  viscosity: string;
  storageConditions: string;
  batchSize: string;
  processingTime: string;
  temperature: string;
  equipment: string;
  certification: string;
  /** Indicative raw-material cost, EUR per kg, from the knowledge base. */
  costPerKg: number;
};

type Row = {
  ingredient: Ingredient;
  role: string;
  reason: string;
  phase: SlotPhase;
  hundredths: number;
  isBalance?: boolean;
};

const LEVEL: Record<ViscosityLevel, number> = { low: 0.15, medium: 0.5, high: 0.9 };

/** Rounds to a step that suits the amount: 0.5 % for bulk, 0.05 % for minors, 0.01 % for traces. */
function roundPercent(value: number): number {
  const step = value >= 5 ? 50 : value >= 0.5 ? 5 : 1;
  return Math.max(1, Math.round((value * 100) / step) * step);
}

/** An ingredient's share stays within its typical use range (and never above its maximum). */
function clampToIngredient(value: number, ingredient: Ingredient): number {
  return Math.min(Math.max(value, ingredient.typicalMin), ingredient.typicalMax, ingredient.maxUse);
}

function slotLevel(slot: Slot, input: BuildInput): number {
  if (slot.viscosityDriven) return LEVEL[input.viscosity];
  if (slot.phase === "active" && input.budget === "Premium") return 0.6 + input.random.next() * 0.3;
  if (input.budget === "Cost-Effective") return 0.1 + input.random.next() * 0.4;
  return 0.25 + input.random.next() * 0.5;
}

function fillSlot(slot: Slot, input: BuildInput, rules: SelectionRules): Row[] {
  const [minPick, maxPick] = typeof slot.pick === "number" ? [slot.pick, slot.pick] : (slot.pick ?? [1, 1]);
  const count = input.random.int(minPick, maxPick);
  const chosen = pickFromRanked(rankCandidates(slot, rules), count, input.random);
  if (!chosen.length) return [];
  const total = slot.percent[0] + (slot.percent[1] - slot.percent[0]) * slotLevel(slot, input);
  return chosen.map((ingredient) => {
    rules.used.add(ingredient.id);
    return {
      ingredient,
      role: slot.role,
      reason: slot.reason,
      phase: slot.phase,
      hundredths: roundPercent(clampToIngredient(total / chosen.length, ingredient)),
    };
  });
}

/** Heat-sensitive ingredients move to the cool-down additions of hot processes. */
function placePhase(row: Row, archetype: Archetype): SlotPhase {
  const hot = archetype.processTemperatureC;
  const limit = row.ingredient.maxTempC;
  if (hot !== undefined && limit !== undefined && limit < hot && (row.phase === "main" || row.phase === "heated")) {
    return archetype.process === "compound" || archetype.process === "resin" ? row.phase : "active";
  }
  return row.phase;
}

/** Acrylic thickeners are acids: they only thicken once neutralised, so they call for a base. */
const NEEDS_NEUTRALISING = new Set(["carbomer", "acrylates-c10-30-alkyl-acrylate-crosspolymer", "acrylates-copolymer"]);
/** Grams of neutraliser per gram of acrylic thickener, to reach pH 5.5–7. */
const NEUTRALISER_RATIO: Record<string, number> = { "sodium-hydroxide": 0.4, arginine: 1.5, triethanolamine: 1 };

function phAdjusterRow(
  rows: Row[],
  archetype: Archetype,
  targetPh: number | undefined,
  rules: SelectionRules,
): Row | undefined {
  if (targetPh === undefined || !archetype.ph || archetype.process === "anhydrous" || archetype.process === "powder") {
    return undefined;
  }
  const acrylic = rows.filter((r) => NEEDS_NEUTRALISING.has(r.ingredient.id)).reduce((s, r) => s + r.hundredths, 0);
  // Alkaline products are brought up with a base, acidic and near-neutral ones down with an acid.
  const base = acrylic > 0 || targetPh > 7;
  const candidates = base ? ["sodium-hydroxide", "arginine", "triethanolamine"] : ["citric-acid", "lactic-acid"];
  const ingredient = candidates
    .map((id) => ingredientById(id))
    .find((i) => i && !rules.used.has(i.id) && (!rules.vegan || i.vegan));
  if (!ingredient) return undefined;
  rules.used.add(ingredient.id);
  const hundredths =
    acrylic > 0 ? Math.max(5, Math.round(acrylic * (NEUTRALISER_RATIO[ingredient.id] ?? 1))) : base ? 5 : 10;
  return {
    ingredient,
    role: "pH adjuster",
    reason:
      acrylic > 0
        ? `neutralises the acrylic thickener so it builds viscosity, and sets the pH to ${targetPh.toFixed(1)}`
        : `brings the product to its target pH of ${targetPh.toFixed(1)}`,
    phase: "adjust",
    hundredths: Math.min(hundredths, Math.round(ingredient.maxUse * 100)),
  };
}

/** Water-free products only take property actives that dissolve or disperse in oil. */
function fitToProcess(slot: Slot, archetype: Archetype): Slot {
  if (archetype.process === "emulsion" || archetype.process === "aqueous" || archetype.process === "surfactant")
    return slot;
  return {
    ...slot,
    candidates: slot.candidates.filter((id) => {
      const solubility = ingredientById(id)?.solubility;
      return solubility === "oil" || solubility === "dispersible";
    }),
  };
}

function assemble(input: BuildInput): Row[] {
  const { archetype } = input;
  const fragranceFree = input.properties.some((p) => /fragrance.?free|unscented/i.test(p));
  const rules: SelectionRules = {
    budget: input.budget,
    vegan: input.regulatory.includes("cruelty-free") || input.properties.some((p) => /vegan/i.test(p)),
    targetPh: input.targetPh,
    used: new Set([archetype.balance.id]),
    fragranceFree,
  };
  const cosmetic = archetype.categories.some(
    (c) => !/cleaning|detergent|leather|shoe|3d|agricultural|automotive|packaging|textile|water|construction/.test(c),
  );
  const slots = [
    ...archetype.slots,
    ...(cosmetic ? propertySlots(input.properties).map((slot) => fitToProcess(slot, archetype)) : []),
  ];
  const rows: Row[] = [];
  for (const slot of slots) {
    if (slot.optional && input.random.chance(0.35)) continue;
    rows.push(...fillSlot(slot, input, rules));
  }
  const adjuster = phAdjusterRow(rows, archetype, input.targetPh, rules);
  if (adjuster) rows.push(adjuster);
  const balance = ingredientById(archetype.balance.id);
  if (!balance)
    throw new Error(`archetype ${archetype.id}: balance ${archetype.balance.id} is not in the knowledge base`);
  const used = rows.reduce((s, r) => s + r.hundredths, 0);
  const minBalance = archetype.balance.minPercent * 100;
  if (10_000 - used < minBalance) scaleDown(rows, used - (10_000 - minBalance));
  const rest = 10_000 - rows.reduce((s, r) => s + r.hundredths, 0);
  const balanceRow: Row = {
    ingredient: balance,
    role: archetype.balance.role,
    reason: archetype.balance.reason,
    phase: "main",
    hundredths: rest,
    isBalance: true,
  };
  return [balanceRow, ...rows].map((r) => ({ ...r, phase: placePhase(r, archetype) }));
}

/** Takes `excess` hundredths off the largest rows, in proportion, keeping every row above zero. */
function scaleDown(rows: Row[], excess: number) {
  const total = rows.reduce((s, r) => s + r.hundredths, 0);
  let removed = 0;
  for (const row of rows) {
    const cut = Math.min(row.hundredths - 1, Math.floor((excess * row.hundredths) / total));
    row.hundredths -= cut;
    removed += cut;
  }
  const largest = rows.slice().sort((a, b) => b.hundredths - a.hundredths)[0];
  if (largest && removed < excess) largest.hundredths -= excess - removed;
}

/**
 * Repairs what the validator rejects: amounts over a regulatory maximum are brought under it, and
 * an ingredient the annexes reserve for other product types is left out (its share goes to the
 * balance).
 */
function repair(rows: Row[], result: ValidationResult): boolean {
  let changed = false;
  const balance = rows.find((r) => r.isBalance);
  for (const finding of result.findings) {
    if (finding.code === "annex-scope" && balance) {
      const index = rows.findIndex((r) => !r.isBalance && r.ingredient.name === finding.ingredient);
      const [removed] = index >= 0 ? rows.splice(index, 1) : [];
      if (removed) {
        balance.hundredths += removed.hundredths;
        changed = true;
      }
      continue;
    }
    if (finding.severity !== "error" || !/^annex-.*-max$/.test(finding.code)) continue;
    const row = rows.find((r) => r.ingredient.name === finding.ingredient);
    const max = /maximum of ([\d.]+)%/.exec(finding.message)?.[1];
    const equivalent = /\(([\d.]+)% as /.exec(finding.message)?.[1];
    if (!row || !max) continue;
    const factor = equivalent ? Number(equivalent) / (row.hundredths / 100) : 1;
    const allowed = Math.floor(((Number(max) / factor) * 100 * 0.95) / 1);
    if (allowed > 0 && allowed < row.hundredths) {
      if (balance) balance.hundredths += row.hundredths - allowed;
      row.hundredths = allowed;
      changed = true;
    }
  }
  return changed;
}

function toValidationInput(
  rows: Row[],
  instructions: Phase[],
  input: BuildInput,
  texts: { temperature: string; processingTime: string },
) {
  return {
    formulation: {
      ingredients: rows.map((r) => ({
        name: r.ingredient.name,
        inci: r.ingredient.inci,
        percentage: formatPercentage(r.hundredths),
        function: r.role,
      })),
      instructions,
      temperature: texts.temperature,
      processingTime: texts.processingTime,
      phLevel: input.targetPh,
    },
    context: { category: input.category, productType: input.archetype.productType, leaveOn: input.archetype.leaveOn },
  };
}

/** Roles every product has; the description highlights the others. */
const ROUTINE_ROLES = /preservative|fragrance|antioxidant|ph adjuster|chelating|colou?r|solvent|viscosity/i;

/** "Caprylic/Capric Triglyceride (MCT, fractionated coconut oil)" → "Caprylic/Capric Triglyceride". */
function shortName(ingredient: Ingredient): string {
  return (
    ingredient.name
      // Only a bracketed note after a space is dropped: "2,5-Bis(5-tert-butyl…)thiophene" keeps its brackets.
      .replace(/\s+\([^)]*\)/g, "")
      .replace(/\s+([,.;])/g, "$1")
      .replace(/\s{2,}/g, " ")
      .trim()
  );
}

export function buildFormulation(input: BuildInput): GeneratedFormulation {
  const { archetype } = input;
  const rows = assemble(input);
  const viscosity =
    typeof archetype.viscosity === "string" ? archetype.viscosity : archetype.viscosity[input.viscosity];
  const temperature =
    archetype.processTemperatureC !== undefined ? `${archetype.processTemperatureC}°C` : "Room temperature (20–25°C)";
  const makeInstructions = () =>
    buildInstructions({
      archetype,
      items: rows.map(
        (r): PlacedIngredient => ({
          name: shortName(r.ingredient),
          role: r.role,
          phase: r.phase,
          isBalance: r.isBalance,
        }),
      ),
      targetPh: input.targetPh,
      viscosity,
    });
  let instructions = makeInstructions();
  for (let round = 0; round < 3; round++) {
    const { formulation, context } = toValidationInput(rows, instructions, input, {
      temperature,
      processingTime: archetype.processingTime,
    });
    const result = validate(formulation, context);
    if (!repair(rows, result)) break;
    instructions = makeInstructions();
  }
  const ordered = rows.slice().sort((a, b) => b.hundredths - a.hundredths);
  const cost = estimateCost(
    ordered.map((r, index) => ({
      index,
      label: r.ingredient.name,
      parsed: { kind: "value", hundredths: r.hundredths },
      hundredths: r.hundredths,
      isBalance: false,
      ingredient: r.ingredient,
    })),
  );
  const texts = describeFormulation({
    input,
    viscosity,
    keyIngredients: ordered
      .filter((r) => !r.isBalance && r.phase === "active" && !ROUTINE_ROLES.test(r.role))
      .map((r) => shortName(r.ingredient)),
    base: ordered
      .filter((r) => !r.isBalance && r.phase !== "active" && r.phase !== "adjust")
      .slice(0, 3)
      .map((r) => shortName(r.ingredient)),
    ingredientCount: rows.length,
  });
  return {
    ...texts,
    category: input.category,
    archetype: archetype.id,
    productType: archetype.productType,
    leaveOn: archetype.leaveOn,
    ingredients: ordered.map((r) => ({
      id: r.ingredient.id,
      name: r.ingredient.name,
      inci: r.ingredient.inci,
      percentage: formatPercentage(r.hundredths),
      function: r.role,
      reason: `${r.role}: ${r.reason}.`,
    })),
    instructions,
    phLevel: input.targetPh !== undefined ? input.targetPh.toFixed(1) : "N/A",
    viscosity,
    processingTime: archetype.processingTime,
    temperature,
    costPerKg: cost.perKg,
  };
}

export { COOL_DOWN_C };
