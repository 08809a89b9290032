/**
 * Builds one formulation from an archetype and the request's choices: picks ingredients for each
 * slot, sets percentages, balances with the q.s. ingredient, writes the process and the texts,
 * then validates and repairs until the validator finds no error.
 */
import type { CategorySlug } from "../categories";
import { chemistryConflicts, type GateRow, rolesOf } from "../chemistry/gate";
import { modelPh, UNBUFFERED_MOLAL } from "../chemistry/model-ph";
import { acidBaseOf, adjusterFor, bufferMolal, estimatePh, holdsPh, type PhRow } from "../chemistry/ph";
import { estimateCost } from "../derived";
import { INGREDIENTS, ingredientById } from "../knowledge";
import type { Ingredient } from "../knowledge/types";
import { formatPercentage } from "../percent";
import { SELF_PRESERVING_SOLVENTS, type ValidationContext, type ValidationResult, validate } from "../validate";
import { activeBasis, activeSurfactantHundredths } from "./active-matter";
import { capitalise } from "./notices";
import { buildInstructions, COOL_DOWN_C, type Phase, type PlacedIngredient } from "./process";
import { propertySlots } from "./properties";
import type { Random } from "./random";
import { edgePenalty, eligible, pickFromRanked, rankCandidates, type SelectionRules } from "./select";
import { LYE_ID, LYE_ROLE, LYE_WATER_ROLE, lyeFor, naohPerGram, planSoap } from "./soap";
import { spfReach } from "./spf";
import { describeFormulation, type ScaleInfo } from "./text";
import type { Archetype, Budget, RegulatoryOption, Slot, SlotPhase, ViscosityLevel } from "./types";

export type BuildInput = {
  archetype: Archetype;
  category: CategorySlug;
  random: Random;
  name: string;
  properties: readonly string[];
  targetPh?: number;
  /** The request named this pH (then it is reached even inside the template's window). */
  phRequested?: boolean;
  shelfLifeMonths?: number;
  storage?: string;
  budget: Budget;
  regulatory: readonly RegulatoryOption[];
  viscosity: ViscosityLevel;
  scale: ScaleInfo;
  notes?: string;
  /** What the request rules out and asks for by name (see formulate.ts). */
  constraints?: BuildConstraints;
  /** Where and how the product is used, from the product type (annex scopes depend on it). */
  usage?: UsageContext;
};

/** The structured part of the validator's context that the product type knows. */
export type UsageContext = Pick<
  ValidationContext,
  "bodyArea" | "sprayable" | "childrenUnder3" | "professionalUse" | "productKind"
>;

/** `exact`: the request stated the level, so it is kept as asked; otherwise the level is a proposal. */
export type RequiredIngredient = {
  ingredient: Ingredient;
  hundredths: number;
  role: string;
  reason: string;
  exact: boolean;
};
export type BuildConstraints = {
  /** Knowledge-base ids no slot may pick (free-from claims, prohibited substances). */
  excluded: ReadonlySet<string>;
  /** Ingredients the request names, at the level it asks for (already capped where a rule requires). */
  required: readonly RequiredIngredient[];
  /**
   * Most an ingredient may make up, in hundredths of a percent (a CMR raw material one step below
   * its concentration limit in a consumer mixture). A slot that needs more picks another candidate.
   */
  caps?: ReadonlyMap<string, number>;
  /** The request named the template's own balance ("beard oil with jojoba"): it stays the balance. */
  balanceNamed?: boolean;
  /** "Jojoba 60 %" for a base the template makes the rest: the level it is to have, in percent. */
  balanceLevel?: number;
  /**
   * Acids kept out only for what the product is used on (natural stone), which may still
   * neutralise a trace of alkali to a neutral pH: the product itself is then not acidic.
   */
  neutralisable?: ReadonlySet<string>;
  /** "About 18 % surfactants": the active surfactant the formula carries, in percent. */
  activeSurfactant?: number;
  /** "Light emollient max 5 %", "about 3–4 % hold polymer": how much one kind of ingredient makes up together. */
  classLevels?: readonly ClassLevel[];
  /** The material the request makes the rest of the formula ("rest caprylic/capric triglyceride"), when not the template's base. */
  rest?: string;
  /** "PLA/PBAT 30/70": two materials in a stated proportion (share of the first, 0–1), their sum kept. */
  ratios?: readonly BlendRatio[];
  /** "SPF 50": the sun protection the UV filters must be able to give. */
  spf?: number;
};

export type BlendRatio = { first: string; second: string; share: number };

/** A kind of ingredient (by the role its slot gives it) and the total the request allows it, in percent. */
export type ClassLevel = { kind: string; role: RegExp; min?: number; max?: number };

export type GeneratedIngredient = {
  id: string;
  name: string;
  inci: string;
  percentage: string;
  function: string;
  /** Why the ingredient is there, in one sentence. */
  reason: string;
  /**
   * Surfactants: the active matter of the grade weighed (0–1) and the active surfactant this row
   * brings to the product, "3.00%". `percentage` is always as supplied.
   */
  activeMatter?: number;
  activePercentage?: string;
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
  /** Where and how it is used, as the validator checked it (kept so later checks agree). */
  usage?: UsageContext;
  /** Total active surfactant in % w/w (each surfactant's level × its grade's active matter), when it has any. */
  activeSurfactant?: number;
};

type Row = {
  ingredient: Ingredient;
  role: string;
  reason: string;
  phase: SlotPhase;
  hundredths: number;
  isBalance?: boolean;
  /** Asked for by name at this level: never scaled down to make room. */
  locked?: boolean;
  /** Asked for by name, at a level or not: never dropped to settle a chemistry conflict. */
  requested?: boolean;
  /** From a slot the template cannot do without (the product's working ingredient). */
  essential?: boolean;
};

const LEVEL: Record<ViscosityLevel, number> = { low: 0.15, medium: 0.5, high: 0.9 };

/** Rounds to a step that suits the amount: 0.5 % for bulk, 0.05 % for minors, 0.01 % for traces. */
function roundPercent(value: number): number {
  const step = value >= 5 ? 50 : value >= 0.5 ? 5 : 1;
  return Math.max(1, Math.round((value * 100) / step) * step);
}

/**
 * An ingredient's share of a slot. The template's range rules, with two refinements:
 * - where the ingredient's typical range overlaps the template's, the level stays in both;
 * - a potent ingredient (preservative, fragrance, colorant…) whose typical range lies wholly below
 *   the template's (dosed as 0.05 % where its slot-mates take 0.5 %) keeps its own range.
 * A template asking for less than an ingredient's usual level is deliberate (a daily fluoride
 * rinse carries a fraction of a toothpaste's sodium fluoride), so there the template wins.
 * Never above the ingredient's practical maximum.
 */
/** Ingredients dosed by their own potency, whatever share their slot-mates take. */
const POTENT: ReadonlySet<string> = new Set([
  "preservative",
  "fragrance",
  "essential-oil",
  "colorant",
  "pigment",
  "chelating-agent",
  "antioxidant",
  "biocide",
]);

/** Potent by its main job: citric acid, a chelator on the side, is dosed as the acid it mainly is. */
function isPotent(ingredient: Ingredient): boolean {
  return POTENT.has(ingredient.functions[0] ?? "");
}

function dose(value: number, share: readonly [number, number], ingredient: Ingredient, basis?: "active"): number {
  // A slot written in active matter: the grade as supplied carries that much active surfactant.
  // The template's design rules here, so the ingredient's usual level does not clamp it.
  if (basis === "active") return Math.min(value / (ingredient.activeMatter ?? 1), ingredient.maxUse);
  const [low, high] = share;
  const { typicalMin, typicalMax, maxUse } = ingredient;
  let level = value;
  if (typicalMax < low && isPotent(ingredient)) level = Math.min(Math.max(value, typicalMin), typicalMax);
  else if (typicalMin <= high && typicalMax >= low) level = Math.min(Math.max(value, typicalMin), typicalMax);
  return Math.min(level, maxUse);
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
  // When the product's pH rules out every candidate, the slot is still filled (its function is
  // needed) and the validator's pH checks say what that costs — except preservatives, which would
  // only look like protection outside their window.
  const caps = input.constraints?.caps;
  const [, most] = typeof slot.pick === "number" ? [slot.pick, slot.pick] : (slot.pick ?? [1, 1]);
  // A capped ingredient that would sit below what the slot needs to work is no candidate for it.
  const fits = (i: Ingredient) => !caps?.has(i.id) || (slot.percent[0] * 100) / most <= (caps.get(i.id) ?? 0);
  const ranked = rankCandidates(slot, rules).filter(fits);
  const relax = !ranked.length && rules.targetPh !== undefined && !/preserv/i.test(slot.role);
  const candidates = relax ? rankCandidates(slot, { ...rules, targetPh: undefined }).filter(fits) : ranked;
  const chosen = pickFromRanked(candidates, count, input.random);
  if (!chosen.length) return [];
  const total = slot.percent[0] + (slot.percent[1] - slot.percent[0]) * slotLevel(slot, input);
  const share = [slot.percent[0] / chosen.length, slot.percent[1] / chosen.length] as const;
  return chosen.map((ingredient) => {
    rules.used.add(ingredient.id);
    return {
      ingredient,
      role: roleOf(slot.role, ingredient),
      reason: slot.reason,
      phase: slot.phase,
      ...(slot.optional ? {} : { essential: true }),
      hundredths: Math.min(
        roundPercent(dose(total / chosen.length, share, ingredient, slot.basis)),
        caps?.get(ingredient.id) ?? Number.POSITIVE_INFINITY,
      ),
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

/** Surfactants bought as solids (SCI flakes, SLS needles) dissolve in warm water, not cold. */
const SOLID_GRADE = /solid|flakes|noodles|needles|powder/i;

/** Acrylic thickeners are acids: they only thicken once neutralised, so they call for a base. */
const NEEDS_NEUTRALISING = new Set(["carbomer", "acrylates-c10-30-alkyl-acrylate-crosspolymer", "acrylates-copolymer"]);

/** The rows as the chemistry gate sees them, with the water the balance will bring. */
function gateRows(rows: readonly Pick<Row, "ingredient" | "hundredths">[], archetype: Archetype): GateRow[] {
  const out: GateRow[] = rows.map((r) => ({
    id: r.ingredient.id,
    label: r.ingredient.name,
    names: [r.ingredient.name, r.ingredient.inci],
    percent: r.hundredths / 100,
    ...(r.ingredient.id === "water" ? { water: true } : {}),
  }));
  if (archetype.balance.id === "water") {
    const used = rows.reduce((s, r) => s + r.hundredths, 0) / 100;
    out.push({ id: "water", label: "Water", names: ["Water"], percent: Math.max(0, 100 - used), water: true });
  }
  return out;
}

/**
 * What the gate rejects in these rows (at the pH the product is aimed at): dangers, and what
 * would spoil the product too — the generator proposes neither.
 */
function dangerousPairs(rows: readonly Pick<Row, "ingredient" | "hundredths">[], input: BuildInput) {
  return chemistryConflicts(gateRows(rows, input.archetype), {
    ...(input.targetPh !== undefined ? { ph: input.targetPh } : {}),
    leaveOn: input.archetype.leaveOn,
  });
}

/**
 * Whether a candidate would make a pair the gate rejects with an ingredient the request named
 * (at the product's pH, in its water): such a candidate is passed over where another can serve.
 */
function clashesWithRequested(input: BuildInput): ((ingredient: Ingredient) => boolean) | undefined {
  const required = input.constraints?.required ?? [];
  if (!required.length) return undefined;
  const seen = new Map<string, boolean>();
  return (ingredient) => {
    const known = seen.get(ingredient.id);
    if (known !== undefined) return known;
    const rows = [...required, { ingredient, hundredths: Math.max(1, Math.round(ingredient.typicalMin * 100)) }];
    const clash = dangerousPairs(rows, input).some((c) => c.rows.some((g) => g.id === ingredient.id));
    seen.set(ingredient.id, clash);
    return clash;
  };
}

/**
 * Settles what the chemistry gate rejects before the formula is balanced: of two ingredients
 * that must not share a pack, the one the request did not name and the template can do without
 * is left out (the smaller, when both can go). What is left is a conflict the request itself
 * made (bleach asked for in an acid descaler); formulate() refuses it with the reason.
 */
function settleChemistry(rows: Row[], input: BuildInput): void {
  for (let round = 0; round < 10; round++) {
    const removable = dangerousPairs(rows, input)
      .map(
        (c) =>
          c.rows
            .map((g) => rows.find((r) => r.ingredient.id === g.id))
            .filter((r): r is Row => r !== undefined && !r.requested && !r.locked && !r.essential && !r.isBalance)
            .sort((a, b) => a.hundredths - b.hundredths)[0],
      )
      .find((r) => r !== undefined);
    if (!removable) return;
    rows.splice(rows.indexOf(removable), 1);
  }
}

function statedWithoutTarget(rows: Row[], archetype: Archetype): number | undefined {
  if (archetype.balance.id !== "water") return undefined;
  const used = rows.reduce((sum, r) => sum + r.hundredths, 0) / 100;
  const phRows: PhRow[] = rows.map((r) => ({ id: r.ingredient.id, percent: r.hundredths / 100 }));
  return bufferMolal(phRows, 100 - used) >= UNBUFFERED_MOLAL ? estimatePh(phRows, 100 - used) : undefined;
}

export type PhOutcome = { row?: Row; stated?: number; trim?: boolean; buffered?: boolean };

/** Used on people or animals: cosmetics, oral and pet care, where no working acid or alkali is kept. */
function onPeople(archetype: Archetype): boolean {
  return archetype.categories.some((c) => /skin|beauty|baby|organic|mens|grooming|hair|saloon|salon|oral|pet/.test(c));
}

/** The acid–base model's pH of finished rows (water as the rows hold it), when it can tell. */
function modelledPh(rows: readonly Row[]): number | undefined {
  return modelPh(rows.map((r) => ({ id: r.ingredient.id, percent: r.hundredths / 100 }))).ph;
}

/**
 * The pH adjuster, dosed by the acid–base model (formulation/chemistry/ph.ts): none when the
 * formula already sits at its target (no filler acid "for pH"), an acid or a base in the amount
 * that reaches the target otherwise, and the pH the formula will have.
 */
function phAdjusterRow(rows: Row[], input: BuildInput, rules: SelectionRules): PhOutcome {
  const { archetype, targetPh } = input;
  // A soap's pH is that of the soap itself (a 1 % solution is about 10): no adjuster, the window is
  // stated. So is a cream or puck whose alkali saponifies stearic acid in the batch: the model does
  // not see the fatty acid the alkali is spent on, and acid added "for pH" would split the soap.
  if (archetype.process === "soap" || rows.some((r) => /saponif/i.test(r.role))) return { stated: undefined };
  if (archetype.process === "anhydrous" || archetype.process === "powder") return { stated: targetPh };
  if (targetPh === undefined || !archetype.ph) {
    // No working window (a bleach spray): state the pH the formula has, when the model can tell.
    return { stated: statedWithoutTarget(rows, archetype) };
  }
  const used = rows.reduce((sum, r) => sum + r.hundredths, 0) / 100;
  const waterPercent =
    archetype.balance.id === "water"
      ? 100 - used
      : rows.filter((r) => r.ingredient.id === "water").reduce((sum, r) => sum + r.hundredths / 100, 0);
  // The template's own neutraliser (a paint's ammonia) is dosed to the target, not weighed at
  // its slot's middle: the binder's acid groups take what they take.
  const neutraliser = rows.find(
    (r) => r.phase === "adjust" && !r.requested && /neutralis/i.test(r.role) && acidBaseOf(r.ingredient.id),
  );
  if (neutraliser) {
    const others = rows
      .filter((r) => r !== neutraliser)
      .map((r) => ({ id: r.ingredient.id, percent: r.hundredths / 100 }));
    const dose = adjusterFor(others, waterPercent, neutraliser.ingredient.id, targetPh, neutraliser.ingredient.maxUse);
    if (dose !== undefined && dose > 0) neutraliser.hundredths = Math.max(1, Math.round(dose * 100));
  }
  const phRows: PhRow[] = rows.map((r) => ({ id: r.ingredient.id, percent: r.hundredths / 100 }));
  const natural = estimatePh(phRows, waterPercent);
  if (natural === undefined) return { stated: targetPh };
  const buffered = bufferMolal(phRows, waterPercent) >= UNBUFFERED_MOLAL;
  const acrylic = rows.some((r) => NEEDS_NEUTRALISING.has(r.ingredient.id));
  const [low, high] = archetype.ph;
  // Free alkali with nothing to buffer it (glucosides are supplied at pH 11–12) is titrated all
  // the same: a few hundredths of a percent of acid make the difference between pH 10 and 5.5.
  const alkaline = natural > high + 0.5;
  if (!buffered && !acrylic && !alkaline) {
    // Nothing to titrate: state the working window and let the batch be checked and trimmed.
    // A pH the request named (and formulate.ts checked safe) is the target the batch is trimmed
    // to, by measurement, within the window the ingredients work in.
    const trimmable = rows.every(
      (r) => (r.ingredient.phMin ?? 0) <= targetPh + 0.05 && targetPh - 0.05 <= (r.ingredient.phMax ?? 14),
    );
    return input.phRequested && trimmable ? { stated: targetPh, trim: true } : { stated: undefined };
  }
  // The natural pH is kept when it suits the product and every ingredient that needs a pH window
  // (preservatives, acids, enzymes); otherwise the formula is brought to its target.
  // A pH the request named (checked safe by formulate.ts) widens the template's window.
  const [windowLow, windowHigh] = [Math.min(low, targetPh), Math.max(high, targetPh)];
  // A preservative needs room inside its window (a weak acid at the top of it is mostly ionised).
  const room = (r: Row) => (r.ingredient.functions.includes("preservative") ? 0.5 : -0.05);
  const fits = (ph: number) =>
    rows.every((r) => (r.ingredient.phMin ?? 0) + room(r) <= ph && ph <= (r.ingredient.phMax ?? 14) - room(r)) &&
    // The product window is a target, met to the 0.1 pH unit the adjuster's 0.01 % steps allow.
    ph >= windowLow - 0.15 &&
    ph <= windowHigh + 0.15;
  // A household product asked at pH 9 or more that reads its pH only from a salt far past its
  // pKa (trisodium citrate at 9.5) has no alkalinity to keep it there: soils, air and the trace
  // acidity of its surfactants pull it down in use. Soda ash holds it, brought down to the pH
  // asked without gas (carbonate only gives carbon dioxide below about pH 8.5).
  const soda = ingredientById("sodium-carbonate");
  if (
    input.phRequested &&
    targetPh >= 9 &&
    !onPeople(archetype) &&
    !holdsPh(phRows, waterPercent, natural) &&
    soda &&
    !rows.some((r) => r.ingredient.id === soda.id) &&
    !rules.excluded.has(soda.id) &&
    !dangerousPairs([...rows, { ingredient: soda, hundredths: 50 }], input).length
  ) {
    rules.used.add(soda.id);
    rows.push({
      ingredient: soda,
      role: "Alkaline buffer",
      reason: `holds the pH at ${targetPh.toFixed(1)} in use; on its own a salt such as citrate reads that pH but has no alkalinity to keep it`,
      phase: requestedPhase(soda, archetype),
      hundredths: 50,
    });
    return phAdjusterRow(rows, input, rules);
  }
  // An acrylic thickener is neutralised whatever the pH already is: unneutralised, it stays thin.
  if (!acrylic && fits(natural) && (Math.abs(natural - targetPh) <= 0.3 || !input.phRequested)) {
    // Within the model's reach of a pH the request named: that pH is the target the batch is
    // trimmed to by measurement, not a figure a few tenths away.
    return input.phRequested && natural !== targetPh
      ? { stated: targetPh, trim: true, buffered: buffered || acrylic }
      : { stated: natural };
  }
  // A household or industrial product whose acid or alkali is the active (a descaler, an oven
  // cleaner) is not neutralised towards its window: that would spend the active. Its pH is stated.
  const ingredientsWork = rows.every(
    (r) => (r.ingredient.phMin ?? 0) <= natural + 0.05 && natural - 0.05 <= (r.ingredient.phMax ?? 14),
  );
  const moreExtreme = (natural < targetPh && targetPh <= 7) || (natural > targetPh && targetPh >= 7);
  // Only an acid or alkali that does the work is kept: an acidic nutrient salt (monopotassium
  // phosphate in a foliar feed) is no descaler, and the feed is brought to the pH asked.
  // A buffer the template chose (soda ash holding a heating inhibitor alkaline) is no worker: a
  // milder pH asked is reached.
  const working = rows.some(
    (r) =>
      r.phase !== "adjust" &&
      !(/buffer/i.test(r.role) && !r.requested) &&
      doesWorkAt(r.ingredient, natural < targetPh ? "acid" : "alkali"),
  );
  // Not even to meet a pH the request named: the answer then says which pH the product has.
  // …unless the request named a milder pH and the natural one is corrosive (a descaler spray asked at
  // pH 2.5–3 that would be pH 1.8): part of the acid is then neutralised, which still descales.
  const corrosive = natural <= 2 || natural >= 11.5;
  // A strong acid or caustic (hydrochloric acid, sodium hydroxide) has no buffer to hold a milder
  // pH: reaching one means neutralising nearly all of it, a hot reaction that leaves salt water.
  // It is stated at its own pH; a milder product takes less of it, or a weak acid.
  const strongWorker = rows.some(
    (r) =>
      r.phase !== "adjust" &&
      doesWorkAt(r.ingredient, natural < targetPh ? "acid" : "alkali") &&
      // No pKa (hydrochloric acid, hydroxides) or one below 1.5 (sulfamic acid): nothing to buffer.
      (acidBaseOf(r.ingredient.id)?.pKa[0] ?? Number.NEGATIVE_INFINITY) < 1.5,
  );
  if (
    !onPeople(archetype) &&
    working &&
    ingredientsWork &&
    moreExtreme &&
    (strongWorker || !(input.phRequested && corrosive))
  )
    return { stated: buffered || acrylic ? natural : undefined };
  const raise = natural < targetPh;
  // A zinc salt the template chose for an acidic concentrate falls out as zinc hydroxide and
  // phosphate when the batch is brought above pH 8 (a cooling-water package neutralised to 10):
  // it gives way with what was there to keep it dissolved, and the batch is dosed without it.
  const zinc = (r: Row) =>
    !r.requested &&
    (/^zinc (?:chloride|sulfate|sulphate|nitrate|acetate)\b/i.test(r.ingredient.inci) ||
      /\bzinc stabili[sz]er\b/i.test(r.role));
  if (raise && targetPh > 8 && rows.some(zinc)) {
    for (let i = rows.length - 1; i >= 0; i--) if (zinc(rows[i] as Row)) rows.splice(i, 1);
    return phAdjusterRow(rows, input, rules);
  }
  // Acid added to a carbonate or bicarbonate base does not lower the pH so much as turn it into
  // carbon dioxide, which swells a filled tube or bottle. A carbonate the template chose gives
  // way (its share goes to the base); one the request named keeps the product at its own pH.
  // So does a condensed phosphate brought into acid (a toothpaste's pyrophosphate at pH 5): it
  // takes its own weight of acid, hydrolyses to orthophosphate and no longer controls tartar.
  // Down to about pH 8.5 acid only turns carbonate into bicarbonate, which stays in solution (a
  // carbonate buffer at pH 10): the gas comes below that.
  const condensedPhosphate = (r: Row) => /pyrophosphate|triphosphate|tripolyphosphate/i.test(r.ingredient.inci);
  const isCarbonate = (r: Row) =>
    r.hundredths >= 100 &&
    ((targetPh < 8.5 && /\b(?:bi)?carbonate\b/i.test(r.ingredient.inci) && !/peroxide/i.test(r.ingredient.inci)) ||
      (targetPh < 6.5 && condensedPhosphate(r)));
  if (!raise && rows.some((r) => isCarbonate(r) && (r.requested || (r.essential && !condensedPhosphate(r)))))
    return { stated: buffered ? natural : undefined };
  // A product that is mostly sulfite (an oxygen scavenger) gives off sulfur dioxide where acid
  // meets it, and is never trimmed with acid: its own pH is stated. A trace of sulfite (a hair
  // colour's antioxidant) does not stop its alkaliser being buffered with acid.
  const sulfite = (r: Row) =>
    r.hundredths >= 200 &&
    rolesOf({ id: r.ingredient.id, names: [r.ingredient.name, r.ingredient.inci] }).has("sulfite");
  if (!raise && rows.some(sulfite)) return { stated: buffered ? natural : undefined };
  if (!raise && rows.some(isCarbonate)) {
    for (let i = rows.length - 1; i >= 0; i--) if (isCarbonate(rows[i] as Row)) rows.splice(i, 1);
    return phAdjusterRow(rows, input, rules);
  }
  const candidates = raise
    ? ["sodium-hydroxide", "potassium-hydroxide", "arginine", "triethanolamine", "aminomethyl-propanol"]
    : targetPh < 3
      ? // Below pH 3 citric acid (pKa 3.1) barely moves the pH: phosphoric acid does the work.
        ["phosphoric-acid", "citric-acid", "lactic-acid"]
      : ["citric-acid", "lactic-acid", "phosphoric-acid"];
  // Never an adjuster the gate rejects with what is there (an acid into a hypochlorite bleach).
  const safe = (i: Ingredient) => !dangerousPairs([...rows, { ingredient: i, hundredths: 10 }], input).length;
  // An acid that only neutralises a trace of alkali to the neutral pH asked leaves no acid in the product:
  // a marble-safe cleaner (acids ruled out, since they etch stone) still has its glucosides'
  // free alkali brought down to pH 7 with a few hundredths of citric acid.
  const neutralising = !raise && targetPh >= 6.5 && Boolean(input.phRequested);
  const ingredient = candidates
    .map((id) => ingredientById(id))
    .find(
      (i): i is Ingredient =>
        i !== undefined &&
        (!rules.excluded.has(i.id) || (neutralising && Boolean(input.constraints?.neutralisable?.has(i.id)))) &&
        (!rules.vegan || i.vegan) &&
        safe(i),
    );
  // Unbuffered, the model cannot tell the pH to a unit: the working window is stated instead.
  if (!ingredient) return { stated: buffered || acrylic ? natural : undefined };
  const amount = adjusterFor(phRows, waterPercent, ingredient.id, targetPh, ingredient.maxUse) ?? ingredient.maxUse;
  // Doses are written in 0.01 % steps: take the step whose pH suits every ingredient and the product.
  // Unbuffered, the pH jumps between 0.01 % steps (6.4 or 8): the step is then 0.001 %.
  // A buffer that does not hold at the target (citrate at pH 9.5) lets one 0.01 % step jump two
  // units: the step is then made finer until it lands within 0.3 of the target.
  const phWith = (h: number) => estimatePh([...phRows, { id: ingredient.id, percent: h / 100 }], waterPercent);
  const stepsAt = (fine: number) =>
    [Math.floor, Math.round, Math.ceil].map((f) => Math.max(1 / fine, f(amount * 100 * fine) / fine));
  const miss = (h: number) => Math.abs((phWith(h) ?? 7) - targetPh);
  let fine = !buffered && !acrylic ? 10 : 1;
  let steps = stepsAt(fine);
  // A step that misses, or that lands only outside the window (a buffer spent near the target
  // jumps from 6.0 to 6.9 between 0.78 and 0.79 %), asks for a finer step.
  const fitMiss = (all: number[]) =>
    Math.min(
      ...all.map((h) => {
        const ph = phWith(h);
        return ph !== undefined && fits(ph) ? miss(h) : Number.POSITIVE_INFINITY;
      }),
    );
  while (
    !acrylic &&
    fine < 100 &&
    fitMiss(steps) > 0.3 &&
    (Math.min(...steps.map(miss)) > 0.3 || Number.isFinite(fitMiss(steps)))
  ) {
    fine *= 10;
    steps = stepsAt(fine);
  }
  // Even the nearest step may miss (a weak buffer overshoots): then the step nearest the target
  // is taken, and the pH stated is the one that step gives, never the target's.
  const nearest = steps.slice().sort((x, y) => miss(x) - miss(y))[0];
  // Of the steps that suit every ingredient, the one nearest the target: rounding down can land
  // a weak buffer half a unit short while the next step reaches the pH asked.
  const hundredths =
    steps
      .slice()
      .sort((x, y) => miss(x) - miss(y))
      .find((h) => {
        const ph = phWith(h);
        return ph !== undefined && fits(ph);
      }) ??
    nearest ??
    Math.max(1, Math.round(amount * 100));
  // Less than a hundredth of a percent is no dose to weigh: the batch is at its pH already, and
  // is trimmed by measurement if at all.
  if (hundredths < 1 && !acrylic) {
    const near = phWith(hundredths);
    return {
      stated: input.phRequested || near === undefined ? targetPh : near,
      trim: true,
      buffered,
    };
  }
  const reached = phWith(hundredths);
  // A named pH the dose reaches within the model's accuracy is the pH the batch is adjusted to.
  const stated = input.phRequested && reached !== undefined && Math.abs(reached - targetPh) <= 0.3 ? targetPh : reached;
  // The batch is titrated, not weighed blind: the amount is the model's, with a ceiling.
  const most = formatPercentage(Math.ceil(hundredths * 1.25 * fine) / fine);
  const dosing = `; add q.s. to pH ${stated?.toFixed(1)}, at most ${most}`;
  const reason = acrylic
    ? `neutralises the acrylic thickener so it builds viscosity, and brings the pH to ${stated?.toFixed(1)}${dosing}`
    : `brings the product from pH ${natural.toFixed(1)} to ${stated?.toFixed(1)}${dosing}`;
  // Already in the formula for another job (citric acid as a chelator): it takes the extra amount.
  const present = rows.find((r) => r.ingredient.id === ingredient.id);
  if (present) {
    present.hundredths += hundredths;
    return { stated };
  }
  rules.used.add(ingredient.id);
  return { stated, row: { ingredient, role: "pH adjuster", reason, phase: "adjust", hundredths } };
}

/** The adjuster's dose for the pH stated, with the other rows as they now are and water the rest. */
function redose(adjuster: Row, rows: readonly Row[], ph: number): void {
  const others = rows.filter((r) => r !== adjuster);
  const water = 100 - rows.reduce((sum, r) => sum + r.hundredths, 0) / 100 + adjuster.hundredths / 100;
  const phRows = others.map((r) => ({ id: r.ingredient.id, percent: r.hundredths / 100 }));
  const dose = adjusterFor(phRows, water, adjuster.ingredient.id, ph, adjuster.ingredient.maxUse);
  if (dose !== undefined && dose > 0) adjuster.hundredths = Math.max(1, Math.round(dose * 100));
}

/** What trims an unbuffered batch either way: a 10 % acid and a 10 % alkali the batch can take. */
function trimSolutions(rows: readonly Row[], input: BuildInput): string {
  const excluded = input.constraints?.excluded ?? new Set<string>();
  const first = (ids: readonly string[]) =>
    ids
      .map((id) => ingredientById(id))
      .find(
        (i): i is Ingredient =>
          i !== undefined &&
          !excluded.has(i.id) &&
          !dangerousPairs([...rows, { ingredient: i, hundredths: 10 }], input).length,
      );
  const acid = first(["citric-acid", "lactic-acid"]);
  const alkali = first(["sodium-hydroxide", "potassium-hydroxide", "arginine"]);
  return [acid, alkali]
    .filter((i): i is Ingredient => i !== undefined)
    .map((i) => `${i.name.toLowerCase()} solution (10 %)`)
    .join(" or ");
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

/**
 * An oil-in-water emulsion holds its oil phase with about a fifth of its weight of emulsifier
 * (a lotion of 15 % oils takes 3–4 %); fatty alcohols and stearic acid help at half their weight.
 * Named oils can swell the oil phase past what the template's emulsifier holds (a leather
 * conditioner with neatsfoot oil and lanolin at 37 % oils and 3.6 % emulsifier separates), so
 * the emulsifier the template chose is raised to match, within its maximum.
 */
function enoughEmulsifier(rows: Row[], archetype: Archetype): void {
  if (archetype.process !== "emulsion" || archetype.emulsion === "w/o" || archetype.balance.id !== "water") return;
  const emulsifiers = rows.filter((r) => /emulsif/i.test(r.role) && !/co-?emulsif/i.test(r.role));
  const main = emulsifiers.filter((r) => !r.locked).sort((a, b) => b.hundredths - a.hundredths)[0];
  if (!main) return;
  const co = rows.filter((r) => /co-?emulsif/i.test(r.role));
  const oils = rows
    .filter(
      (r) => r.phase === "heated" && !emulsifiers.includes(r) && !co.includes(r) && r.ingredient.solubility === "oil",
    )
    .reduce((sum, r) => sum + r.hundredths, 0);
  const held = emulsifiers.reduce((sum, r) => sum + r.hundredths, 0) + co.reduce((sum, r) => sum + r.hundredths, 0) / 2;
  const short = Math.ceil(oils / 5 - held);
  if (short <= 0) return;
  main.hundredths = Math.min(Math.round(main.ingredient.maxUse * 100), main.hundredths + roundPercent(short / 100));
}

/** Solubilisers a water base takes for its oils, in order of preference. */
const SOLUBILISERS = ["polysorbate-20", "polyglyceryl-4-caprate", "peg-40-hydrogenated-castor-oil"];

/**
 * A clear water-based product holds its oils (fragrance, essential oils, menthol, bisabolol) in
 * micelles of its solubiliser, and polysorbate 20 or PEG-40 hydrogenated castor oil need about
 * three times the oils' weight: less, and the product turns cloudy and separates. Enough alcohol
 * (15 % or more) dissolves them itself.
 */
function enoughSolubiliser(rows: Row[], archetype: Archetype, rules: SelectionRules, cosmetic: boolean): void {
  if ((archetype.process !== "aqueous" && archetype.process !== "solvent") || archetype.balance.id !== "water") return;
  const alcohol = rows
    .filter((r) => r.ingredient.functions.includes("solvent") && /\balcohol\b|ethanol/i.test(r.ingredient.inci))
    .reduce((sum, r) => sum + r.hundredths, 0);
  if (alcohol >= 1500) return;
  if (rows.some((r) => /emulsif/i.test(r.role))) return;
  let solubiliser = rows.find((r) => /solubil/i.test(r.role));
  if (solubiliser?.locked) return;
  const oils = (r: Row) =>
    r !== solubiliser &&
    r.hundredths < 300 &&
    // Phenoxyethanol and its kin dissolve in water at their levels; an acid is dissolved as its
    // salt by the neutraliser; a silicone is dispersed by the gum, not solubilised.
    !r.ingredient.functions.includes("preservative") &&
    !acidBaseOf(r.ingredient.id) &&
    !/methicone|siloxane/i.test(r.ingredient.inci) &&
    (r.ingredient.solubility === "oil" || r.ingredient.solubility === "alcohol");
  // A water serum given an oil-soluble active (1 % tocopherol) and no solubiliser gets one.
  // Only where none of the solubilisers is already in for another job (a mousse's polysorbate).
  if (
    !solubiliser &&
    cosmetic &&
    !rows.some((r) => SOLUBILISERS.includes(r.ingredient.id)) &&
    rows.filter(oils).reduce((sum, r) => sum + r.hundredths, 0) >= 20
  ) {
    const pick = SOLUBILISERS.map((id) => ingredientById(id)).find(
      (i): i is Ingredient => i !== undefined && !rules.excluded.has(i.id) && (!rules.vegan || i.vegan),
    );
    if (!pick) return;
    solubiliser = {
      ingredient: pick,
      role: "Solubiliser",
      reason: "holds the oil-soluble ingredients clear in the water base",
      phase: "heated",
      hundredths: 0,
    };
    rows.push(solubiliser);
  }
  if (!solubiliser) return;
  const load = rows.filter(oils).reduce((sum, r) => sum + r.hundredths, 0);
  const need = Math.min(Math.round(solubiliser.ingredient.maxUse * 100), Math.ceil(load * 3));
  if (need > solubiliser.hundredths) solubiliser.hundredths = need;
}

function assemble(input: BuildInput, stated: { ph?: number; trim?: boolean; buffered?: boolean }): Row[] {
  const { archetype } = input;
  const fragranceFree = input.properties.some((p) => /fragrance.?free|unscented/i.test(p));
  const rules: SelectionRules = {
    budget: input.budget,
    vegan: input.regulatory.includes("cruelty-free") || input.properties.some((p) => /vegan/i.test(p)),
    targetPh: input.targetPh,
    used: new Set([archetype.balance.id]),
    fragranceFree,
    excluded: input.constraints?.excluded ?? new Set(),
    clashes: clashesWithRequested(input),
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
  for (const wanted of input.constraints?.required ?? []) {
    // Another grade of the same substance in the template (citric acid 50 % solution where
    // "15 % citric acid" was asked) gives way: one substance, one amount.
    for (let i = rows.length - 1; i >= 0; i--) {
      const other = rows[i]?.ingredient;
      if (other && other.id !== wanted.ingredient.id && sameSubstance(other, wanted.ingredient)) rows.splice(i, 1);
    }
    const present = rows.find((r) => r.ingredient.id === wanted.ingredient.id);
    if (present) {
      present.requested = true;
      // Named without a level and already in the template: the template's level stands.
      if (wanted.exact) {
        present.hundredths = wanted.hundredths;
        present.locked = true;
      }
      continue;
    }
    rules.used.add(wanted.ingredient.id);
    const { exact: _exact, ...row } = wanted;
    rows.push({ ...row, phase: requestedPhase(wanted.ingredient, archetype), locked: wanted.exact, requested: true });
  }
  giveWayToChoices(rows, input.constraints?.balanceNamed ? archetype.balance.role : undefined);
  giveWayToSameFamily(rows);
  giveWayInSlot(rows, archetype);
  const totalAsked = input.constraints?.activeSurfactant;
  if (totalAsked !== undefined) toActiveSurfactant(rows, totalAsked);
  for (const level of input.constraints?.classLevels ?? []) toClassLevel(rows, level);
  if (input.constraints?.spf !== undefined) toSpf(rows, input.constraints.spf);
  // Caps hold whatever put the ingredient in (a slot, or the request by name).
  for (const row of rows) {
    const cap = input.constraints?.caps?.get(row.ingredient.id);
    if (cap !== undefined && row.hundredths > cap) row.hundredths = cap;
  }
  const rows2 = rows.filter((r) => r.hundredths > 0);
  rows.length = 0;
  rows.push(...rows2);
  if (cosmetic && archetype.balance.id === "water") completePreservation(rows, archetype, rules);
  settleChemistry(rows, input);
  withoutIdleStabilisers(rows);
  enoughSolubiliser(rows, archetype, rules, cosmetic);
  enoughEmulsifier(rows, archetype);
  capToAnnexes(rows, input);
  const ph = phAdjusterRow(rows, input, rules);
  if (ph.row) rows.push(ph.row);
  stated.ph = ph.stated;
  stated.trim = ph.trim;
  stated.buffered = ph.buffered;
  const own = balanceFor(archetype, rules.excluded, rules.vegan);
  if (!own) throw new Error(`archetype ${archetype.id}: balance ${archetype.balance.id} is not in the knowledge base`);
  // A material the request makes the rest is the base, whatever the template's is.
  const restIndex = rows.findIndex((r) => r.requested && r.ingredient.id === input.constraints?.rest);
  const restOf = restIndex >= 0 ? rows.splice(restIndex, 1)[0]?.ingredient : undefined;
  const balance = restOf ?? (input.constraints?.balanceNamed ? undefined : namedCarrier(rows, own)) ?? own;
  // A stand-in base (calendula macerate for lanolin the request rules out) that a slot also
  // picked is one ingredient: the slot's row goes, and the base takes its share.
  const twice = rows.findIndex((r) => r.ingredient.id === balance.id && !r.requested);
  if (twice >= 0) rows.splice(twice, 1);
  const used = rows.reduce((s, r) => s + r.hundredths, 0);
  // A rest the request named is whatever its own levels leave (at least 1 %), not the share the
  // template keeps for its base.
  const minBalance = restOf ? 100 : archetype.balance.minPercent * 100;
  if (10_000 - used < minBalance) {
    scaleDown(rows, used - (10_000 - minBalance));
    // Scaling spares what the request fixed (2 % lactic acid) but not the adjuster dosed for it:
    // the adjuster is dosed again, or the batch would miss the pH it states by units.
    if (ph.row && stated.ph !== undefined && balance.id === "water") redose(ph.row, rows, stated.ph);
  }
  // The base named at a level keeps it: the template's own additions shrink to the room the
  // request's levels leave (argan 30 %, jojoba 60 %, vitamin E 1 % leave 9 % for the rest).
  const asked = input.constraints?.balanceLevel;
  if (asked !== undefined && !restOf && balance.id === archetype.balance.id) {
    const excess = rows.reduce((s, r) => s + r.hundredths, 0) - (10_000 - Math.round(asked * 100));
    const free = rows.filter((r) => !r.locked).reduce((s, r) => s + r.hundredths - 1, 0);
    if (excess > 0 && free >= excess) scaleDown(rows, excess);
  }
  const rest = 10_000 - rows.reduce((s, r) => s + r.hundredths, 0);
  const balanceRow: Row = {
    ingredient: balance,
    role: archetype.balance.role,
    reason: archetype.balance.reason,
    phase: "main",
    hundredths: rest,
    isBalance: true,
  };
  const all = [balanceRow, ...rows];
  for (const ratio of input.constraints?.ratios ?? []) toRatio(all, ratio, minBalance);
  if (archetype.soap) saponify(all, archetype.soap);
  return all.map((r) => ({ ...r, phase: placePhase(r, archetype) }));
}

/**
 * The kinds of work where what the request names is a choice, not an addition: the scent (its
 * essential oils), the cleansing system (two or more surfactants named), the working acid (one
 * named at a working level). The template's own picks of that kind give way to it, so a
 * "lavender roll-on" is not also peppermint and a "citric acid descaler" not also sulfamic.
 */
type ChosenKind = {
  kind: string;
  of: (row: Row) => boolean;
  named: (rows: readonly Row[]) => boolean;
  /** How much of a named row without a level replaces one hundredth of a row that gave way. */
  per?: (gaveWay: Row, chosen: Row) => number;
};

const CHOSEN_KINDS: ChosenKind[] = [
  {
    kind: "essential oil",
    of: (r) => r.ingredient.functions.includes("essential-oil") && !/preserv|antimicrob|repell/i.test(r.role),
    named: (rows) => rows.length >= 1,
  },
  {
    kind: "surfactant",
    of: (r) => r.ingredient.functions.includes("surfactant") && /surfact|cleans|foam|deterg|wash/i.test(r.role),
    named: (rows) => rows.length >= 2,
  },
  {
    // "10 % isopropyl alcohol" for a glass cleaner is its alcohol, not a second one beside the template's ethanol.
    kind: "alcohol solvent",
    of: (r) => r.ingredient.functions.includes("solvent") && /alcohol/i.test(r.role),
    named: (rows) => rows.length >= 1,
  },
  {
    // "Jojoba and argan" for a beard oil are its carriers, not two among the template's own.
    kind: "carrier oil",
    of: (r) => r.ingredient.functions.includes("carrier") && /carrier|base oil/i.test(r.role),
    named: (rows) => rows.length >= 1,
  },
  {
    // One peroxygen source, the one named: hydrogen peroxide asked for replaces the template's
    // carbamide peroxide, which would release more of the same substance under the same limit.
    kind: "peroxygen bleach",
    of: (r) => r.ingredient.functions.includes("oxidiser") && r.ingredient.functions.includes("bleach"),
    named: (rows) => rows.length >= 1,
  },
  {
    // "3 % sodium carbonate" for a degreaser is its alkali: the template's caustic gives way
    // rather than being neutralised back with acid to the pH asked.
    kind: "working alkali",
    of: (r) => /\balkali\b/i.test(r.role) && !/ph adjust|buffer/i.test(r.role),
    named: (rows) => rows.some((r) => r.hundredths >= 100),
  },
  {
    // "6 % iron oxide red" for a lipstick is its colour: the template's own pigments and lakes
    // give way rather than double the colourant load and change the shade.
    kind: "colourant",
    of: (r) =>
      (r.ingredient.functions.includes("colorant") || r.ingredient.functions.includes("pigment")) &&
      /colou?r|pigment|shade|tint/i.test(r.role),
    named: (rows) => rows.some((r) => r.locked),
  },
  {
    // "Preserved with benzyl alcohol / dehydroacetic acid": the system named is the preservation,
    // not a third preservative beside the template's two.
    kind: "preservative",
    of: (r) => r.ingredient.functions.includes("preservative") && /preserv/i.test(r.role),
    named: (rows) => rows.length >= 1,
  },
  {
    // "PLA + thermoplastic starch" for a film compound is its polymer blend: the template's other
    // base polymers (PBAT, PCL) give way to the polymers named.
    kind: "base polymer",
    of: (r) => r.ingredient.functions.includes("biopolymer") && /polymer/i.test(r.role),
    named: (rows) => rows.length >= 2,
  },
  {
    // "Cellulose ether 0.3 %" for a tile adhesive is its cellulose ether: the template's second
    // one would double the water retention and change the open time.
    kind: "cellulose ether",
    of: (r) => /cellulose/i.test(r.ingredient.inci) && /(?:methyl|ethyl|propyl)/i.test(r.ingredient.inci),
    named: (rows) => rows.length >= 1,
  },
  {
    // "Hydrolysed keratin 2 %" for a hair mask is its repairing protein: the template's keratin
    // amino acids or silk beside it would double the protein load the level asked for.
    kind: "protein",
    of: (r) => /protein/i.test(r.role) && /hydroly[sz]ed|amino acids|protein|peptide/i.test(r.ingredient.inci),
    named: (rows) => rows.some((r) => r.locked),
  },
  {
    // "20 % zinc oxide" for a mineral sunscreen is its UV protection: the template's titanium
    // dioxide beside it would be a second filter the request did not ask for.
    kind: "UV filter",
    of: (r) => r.ingredient.functions.includes("uv-filter") && /uv filter|sun ?screen|spf/i.test(r.role),
    named: (rows) => rows.some((r) => r.locked),
  },
  {
    // "Neutralise with TEA" for a carbomer gel: the template's AMP gives way to the neutraliser named.
    kind: "neutraliser",
    of: (r) => /neutralis/i.test(r.role) && r.ingredient.functions.includes("ph-adjuster"),
    named: (rows) => rows.length >= 1,
  },
  {
    // "SLS 1.5 %" for a toothpaste is its foaming agent: the template's taurate beside it would
    // double the surfactant a mouth takes.
    kind: "foaming agent",
    of: (r) => /foaming agent/i.test(r.role) && r.ingredient.functions.includes("surfactant"),
    named: (rows) => rows.length >= 1,
  },
  {
    // "Sodium cumene sulfonate as hydrotrope 5 %" is the rinse aid's hydrotrope: the template's
    // xylene sulfonate beside it would double the job.
    kind: "hydrotrope",
    of: (r) => /hydrotrop/i.test(r.role),
    named: (rows) => rows.length >= 1,
  },
  {
    kind: "working acid",
    of: (r) => workingAcid(r.ingredient) && !/ph adjust|buffer|acidifier|chelat/i.test(r.role),
    named: (rows) => rows.some((r) => r.hundredths >= 300),
  },
];

/**
 * An acid or alkali strong enough on its own to be a product's active: a 1 % solution of it is
 * at pH 3.5 or below (citric, sulfamic acid), or 10 or above (caustic, carbonate, metasilicate).
 */
/**
 * An acid or alkali that does the product's work (a descaler's citric acid, an oven cleaner's
 * hydroxide): a glucoside supplied with free alkali is a surfactant, and a chelating agent
 * (trisodium MGDA, tetrasodium GLDA) binds hardness — neither cleans by its pH, so neither keeps
 * a product off the pH the request named.
 */
export function doesWorkAt(ingredient: Ingredient, side: "acid" | "alkali"): boolean {
  return (
    !ingredient.functions.includes("surfactant") &&
    // A phosphonate scale inhibitor works as its salt too: neutralised, it still holds scale.
    ingredient.functions[0] !== "chelating-agent" &&
    ingredient.functions[0] !== "scale-inhibitor" &&
    worksAt(ingredient, side)
  );
}

export function worksAt(ingredient: Ingredient, side: "acid" | "alkali"): boolean {
  if (!acidBaseOf(ingredient.id)) return false;
  const ph = estimatePh([{ id: ingredient.id, percent: 1 }], 99);
  return ph !== undefined && (side === "acid" ? ph <= 3.5 : ph >= 10);
}

function workingAcid(ingredient: Ingredient): boolean {
  const chemistry = acidBaseOf(ingredient.id);
  return !!chemistry && chemistry.z0 === 0 && chemistry.strongCharge <= 0 && (chemistry.pKa[0] ?? 14) < 5;
}

/**
 * A specification: two or more materials named at levels for the same first job ("HEDP 10 % +
 * PBTC 5 %" for scale) are the request's choice for that job, as the kinds above are.
 */
/**
 * A slot's role as its pick does it: a silicone-free stand-in for the "film-forming silicone"
 * (hydrogenated polyisobutene) is a film former, not a silicone.
 */
function roleOf(role: string, ingredient: Ingredient): string {
  if (!/\bsilicone\b/i.test(role) || /methicon|siloxane|silicone|siloxy/i.test(`${ingredient.inci} ${ingredient.name}`))
    return role;
  const plain = role.replace(/\s*\bsilicone\b/i, "").trim();
  return /^film-forming$/i.test(plain) ? "Film former" : capitalise(plain || "Substitute");
}

/** The short names a material goes by in a product's name: "PBS" for polybutylene succinate. */
function acronymsOf(ingredient: Ingredient): string[] {
  return [ingredient.name, ...(ingredient.aliases ?? [])]
    .map((n) => /^([A-Z][A-Z0-9]{1,5})\b/.exec(n.trim())?.[1])
    .filter((a): a is string => a !== undefined);
}

/**
 * A template's name that spells one of a slot's materials ("PLA/PBS compound") says the one the
 * formula holds when another candidate of that slot took its place ("PLA/PBAT compound").
 */
function withSwappedMaterials(text: string, archetype: Archetype, rows: readonly Row[]): string {
  let out = text;
  const held = new Set(rows.map((r) => r.ingredient.id));
  for (const slot of archetype.slots) {
    const present = slot.candidates.find((id) => held.has(id));
    const instead = present ? acronymsOf(ingredientById(present) as Ingredient)[0] : undefined;
    if (!instead) continue;
    for (const id of slot.candidates) {
      if (held.has(id)) continue;
      const other = ingredientById(id);
      for (const a of other ? acronymsOf(other) : []) out = out.replace(new RegExp(`\\b${a}\\b`, "g"), instead);
    }
  }
  return out;
}

function withoutAbsent(text: string, rows: readonly Row[]): string {
  const holds = (job: Ingredient["functions"][number]) => rows.some((r) => r.ingredient.functions.includes(job));
  let out = text;
  if (!holds("bleach") && !holds("oxidiser"))
    out = out
      .replace(/(?:oxygen |chlorine )?bleach and /gi, "")
      .replace(/\s+(?:with|and)\s+(?:oxygen |chlorine )?bleach\b/gi, "");
  if (!holds("enzyme")) out = out.replace(/\s+(?:with|and)\s+enzymes\b/gi, "").replace(/\benzymes and /gi, "");
  // "nitrite-molybdate corrosion inhibitor" made nitrite-free, "children's fluoride toothpaste"
  // made without fluoride: the name says what it holds ("fluoride-free" stays as it is).
  for (const material of SPOKEN_MATERIALS) {
    if (rows.some((r) => material.holds(r.ingredient))) continue;
    out = out
      // "room and linen spray with alcohol" made without it.
      .replace(new RegExp(`\\s+(?:with|and)\\s+(?:${material.words})\\b(?![- ]free)`, "giu"), "")
      .replace(new RegExp(`\\b(?:${material.words})(?:-(?!free)|\\s+(?!free\\b|and\\b|or\\b))(?=\\p{L})`, "giu"), "");
  }
  // "Alcohol-based aftershave splash" made alcohol-free is an aftershave splash. Only a base that
  // is one material's name is checked: "soap-based" is made in the batch from fatty acid and lye.
  out = out.replace(/\b(alcohol|solvent|silicone|oil)-based\s+/gi, (whole, base: string) =>
    rows.some((r) => `${r.ingredient.name} ${r.ingredient.inci}`.toLowerCase().includes(base.toLowerCase()))
      ? whole
      : "",
  );
  return out.replace(/\s*\(([^()]+)\)/g, (whole, list: string) => {
    // "(zinc oxide, titanium dioxide)": the materials a template's name lists are the ones it holds.
    // A form word beside them ("O/W, zinc oxide, titanium dioxide") stays as it is.
    const parts = list.split(/\s*(?:,|\band\b|&|\+)\s*/i).filter(Boolean);
    const FORM = /^(?:o\/w|w\/o|w\/s|anhydrous|water-based|spray|gel|cream|lotion|liquid|powder)$/i;
    const materials = parts.filter((part) => !FORM.test(part));
    const known = (part: string) => INGREDIENT_WORDS.some((w) => w.includes(part.toLowerCase()));
    if (materials.length < 1 || !materials.every(known)) return whole;
    const holds = (part: string) =>
      rows.some((r) =>
        [r.ingredient.name, r.ingredient.inci, ...(r.ingredient.aliases ?? [])].some((n) =>
          n.toLowerCase().includes(part.toLowerCase()),
        ),
      );
    const kept = parts.filter((part) => FORM.test(part) || holds(part));
    if (kept.length === parts.length) return whole;
    if (!kept.some((part) => !FORM.test(part)) && kept.length === 0) return "";
    if (!kept.length) return "";
    return ` (${kept.length > 1 ? `${kept.slice(0, -1).join(", ")}${kept.length > 2 || kept.some((k) => FORM.test(k)) ? "," : ""} ${kept.some((k) => FORM.test(k)) ? "" : "and "}${kept.at(-1)}` : kept[0]})`.replace(
      / {2,}/g,
      " ",
    );
  });
}

/**
 * Two materials named in a proportion ("PLA/PBAT 30/70") share what the two hold together in
 * that proportion, so the rest of the formula is untouched. A balance keeps the least the
 * template gives it, and neither goes past its highest use level; what that leaves is the
 * nearest proportion, which the answer states.
 */
function toRatio(rows: Row[], ratio: BlendRatio, minBalance: number): void {
  const first = rows.find((r) => r.ingredient.id === ratio.first);
  const second = rows.find((r) => r.ingredient.id === ratio.second);
  if (!first || !second || first === second) return;
  const total = first.hundredths + second.hundredths;
  const most = (r: Row) => Math.round(r.ingredient.maxUse * 100);
  const least = (r: Row) => (r.isBalance ? minBalance : 1);
  let a = Math.round(total * ratio.share);
  a = Math.min(a, most(first), total - least(second));
  a = Math.max(a, least(first), total - most(second));
  if (a <= 0 || a >= total) return;
  first.hundredths = a;
  second.hundredths = total - a;
}

/**
 * "Light emollient max 5 %": the rows of that kind are scaled together into the window the
 * request gives them (what they give up goes to the base); rows the request weighed itself keep
 * their level.
 */
function toClassLevel(rows: Row[], level: ClassLevel): void {
  const of = rows.filter((r) => !r.isBalance && level.role.test(r.role));
  if (!of.length) return;
  const fixed = of.filter((r) => r.locked).reduce((sum, r) => sum + r.hundredths, 0);
  const free = of.filter((r) => !r.locked);
  const have = free.reduce((sum, r) => sum + r.hundredths, 0);
  const total = fixed + have;
  const target =
    level.max !== undefined && total > level.max * 100
      ? level.max * 100
      : level.min !== undefined && total < level.min * 100
        ? level.min * 100
        : total;
  if (target === total || have <= 0) return;
  // Named at levels that already make the total ("VP/VA copolymer 3–4 %" of "3–4 % hold
  // polymer"), the kind holds nothing else.
  if (fixed >= target) {
    // What the request named stays (said by the answer if the total is then missed).
    for (const row of free) if (!row.requested) rows.splice(rows.indexOf(row), 1);
    return;
  }
  const factor = (target - fixed) / have;
  // No row beyond its highest use level: a total that needs more is said by the answer.
  for (const row of free)
    row.hundredths = Math.min(
      Math.round(row.ingredient.maxUse * 100),
      Math.max(1, roundPercent((row.hundredths * factor) / 100)),
    );
}

/**
 * "SPF 50": the UV filters the request did not weigh itself are raised together, up to their
 * permitted levels, until they can give the SPF asked (aiming a little above it, since the
 * reach is a best case). One they cannot reach is said by the answer.
 */
function toSpf(rows: Row[], spf: number): void {
  const filters = rows.filter((r) => !r.isBalance && r.ingredient.functions.includes("uv-filter"));
  const levels = () => filters.map((r) => ({ id: r.ingredient.id, percent: r.hundredths / 100 }));
  const free = filters.filter((r) => !r.locked);
  if (!free.length || spfReach(levels()) >= spf * 0.9) return;
  const fixedGain = spfReach(levels().filter((_, k) => filters[k]?.locked)) - 1;
  const freeGain = spfReach(levels().filter((_, k) => !filters[k]?.locked)) - 1;
  if (freeGain <= 0) return;
  const factor = (spf * 0.9 - 1 - fixedGain) / freeGain;
  for (const row of free)
    row.hundredths = Math.min(Math.round(row.ingredient.maxUse * 100), roundPercent((row.hundredths * factor) / 100));
}

/** Materials a template's safety and usage text speaks of, and how a formula is seen to hold them. */
const SPOKEN_MATERIALS: { words: string; holds: (i: Ingredient) => boolean }[] = [
  { words: "ammonia", holds: (i) => /ammonia|ammonium hydroxide/i.test(`${i.inci} ${i.name}`) },
  { words: "essential oils?", holds: (i) => i.functions.includes("essential-oil") },
  { words: "nitrite", holds: (i) => /nitrite/i.test(i.inci) },
  { words: "fluoride", holds: (i) => /fluorid|fluorophosphate/i.test(i.inci) },
  { words: "zinc", holds: (i) => /\bzinc\b/i.test(i.inci) },
  { words: "molybdate", holds: (i) => /molybdate/i.test(i.inci) },
  {
    words: "carbamide peroxide|urea peroxide",
    holds: (i) => /carbamide peroxide|urea peroxide/i.test(`${i.inci} ${i.name}`),
  },
  { words: "titanium dioxide", holds: (i) => /titanium dioxide/i.test(i.inci) },
  // The solvent alcohol, not a fatty or preservative one ("cetearyl alcohol", "benzyl alcohol").
  {
    words:
      "(?<!(?:cetyl|cetearyl|stearyl|benzyl|behenyl|fatty|lanolin|phenethyl|myristyl|lauryl|isostearyl|polyvinyl|wool|sugar|oleyl|tridecyl|isotridecyl|\\d)\\s)alcohol(?!\\s+(?:ethoxylates?|alkoxylates?|ethers?|sulfates?|sulphates?|ethoxysulfate))",
    holds: (i) =>
      /^(?:alcohol(?: denat\.?)?|ethanol|isopropyl alcohol)$/i.test(i.inci.trim()) ||
      /\b(?:ethanol|isopropanol|isopropyl alcohol|denatured alcohol)\b/i.test(i.name),
  },
];

/**
 * A stabiliser kept for a material the formula does not hold ("sodium gluconate — zinc
 * stabiliser" in a zinc-free cooling-water package) has nothing to do, and goes.
 */
function withoutIdleStabilisers(rows: Row[]): void {
  for (const material of SPOKEN_MATERIALS) {
    if (rows.some((r) => material.holds(r.ingredient))) continue;
    const idle = new RegExp(`\\b(?:${material.words})\\b.*\\bstabili[sz]er\\b`, "i");
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i] as Row;
      if (!row.requested && !row.isBalance && idle.test(row.role)) rows.splice(i, 1);
    }
  }
}

/**
 * A sentence or clause about a material the formula does not hold is dropped; in a list of
 * materials ("the alcohol and ammonia") only its name goes.
 */
function withoutAbsentMaterials(text: string, rows: readonly Row[]): string {
  let out = text;
  for (const material of SPOKEN_MATERIALS) {
    if (rows.some((r) => material.holds(r.ingredient))) continue;
    const name = `(?:${material.words})`;
    if (!new RegExp(`\\b${name}\\b`, "i").test(out)) continue;
    out = out
      // "phosphonate, zinc or molybdate" → "phosphonate or molybdate".
      .replace(new RegExp(`,\\s*(?:the\\s+)?${name}\\s+(and|or|&)\\s+`, "gi"), " $1 ")
      .replace(new RegExp(`\\s+(?:and|or|&)\\s+(?:the\\s+)?${name}\\b`, "gi"), "")
      .replace(new RegExp(`\\b(the\\s+)?${name}\\s+(?:and|or|&)\\s+`, "gi"), "$1")
      .replace(new RegExp(`,\\s*(?:the\\s+)?${name}\\b(?=[^.]*\\b(?:and|or)\\b)`, "gi"), "");
    if (!new RegExp(`\\b${name}\\b`, "i").test(out)) continue;
    // A comma-set clause inside brackets ("(released from carbamide peroxide, at most 0.1 %)").
    out = out
      .replace(new RegExp(`\\(([^(),.;]*\\b(?:${name})\\b[^(),.;]*),\\s*`, "gi"), "(")
      .replace(new RegExp(`,\\s*[^(),.;]*\\b(?:${name})\\b[^(),.;]*\\)`, "gi"), ")");
    if (!new RegExp(`\\b${name}\\b`, "i").test(out)) continue;
    // Clauses after a semicolon, then whole sentences, that still name it.
    out = out
      .replace(new RegExp(`;[^;.]*\\b${name}\\b[^;.]*`, "gi"), "")
      .replace(new RegExp(`(^|[.!]\\s+|-\\s+)[^.!]*\\b${name}\\b[^.!]*[.!]?\\s*`, "gi"), "$1")
      .trimEnd();
  }
  return out;
}

/**
 * A food additive blend's "Label as 'preservative: potassium sorbate; acid: citric acid'" is the
 * template's; a blend that also holds sodium benzoate (asked for) must declare it, so the
 * declaration is written from the rows as made: each additive by its category and name.
 */
function declaredAsMade(text: string, rows: readonly Row[]): string {
  if (!/Label as '[^']+'/.test(text)) return text;
  const byRole = new Map<string, string[]>();
  for (const r of [...rows].sort((a, b) => b.hundredths - a.hundredths)) {
    const role = r.role
      .replace(/\s*\([^)]*\)/g, "")
      .trim()
      .toLowerCase()
      .replace(/^acidulant$/, "acid");
    const name = r.ingredient.name
      .replace(/\s*\([^)]*\)/g, "")
      .replace(/,.*$/, "")
      .trim()
      .toLowerCase();
    byRole.set(role, [...(byRole.get(role) ?? []), name]);
  }
  const declaration = [...byRole].map(([role, names]) => `${role}: ${names.join(", ")}`).join("; ");
  return text.replace(/Label as '[^']+'/, `Label as '${declaration}'`);
}

/** Every knowledge-base name, INCI name and alias, lower case: what a template's bracketed list may name. */
const INGREDIENT_WORDS = INGREDIENTS.flatMap((i) => [i.name, i.inci, ...(i.aliases ?? [])].map((n) => n.toLowerCase()));

/**
 * "15 % Tenside (LAS + AEO)": the surfactants together carry that much active matter. Rows the
 * request gave their own level keep it; the others are scaled in proportion.
 */
function toActiveSurfactant(rows: Row[], percent: number): void {
  const surfactants = rows.filter((r) => activeSurfactantHundredths([r]) > 0);
  const fixed = surfactants.filter((r) => r.locked);
  const free = surfactants.filter((r) => !r.locked);
  const want = percent * 100 - activeSurfactantHundredths(fixed);
  const have = activeSurfactantHundredths(free);
  if (!free.length || have <= 0 || want <= 0) return;
  const factor = want / have;
  for (const row of free) row.hundredths = Math.max(1, Math.round(row.hundredths * factor));
}

/** The element a fertiliser raw material is sold by ("Iron EDTA chelate (13% Fe)": Fe, 0.13). */
function nutrientElement(ingredient: Ingredient): { symbol: string; share: number } | undefined {
  if (!ingredient.functions.includes("fertiliser-nutrient")) return undefined;
  const m = /\((\d+(?:\.\d+)?)\s*%\s*([A-Z][a-z]?)\)/.exec(ingredient.name);
  return m ? { symbol: m[2] as string, share: Number(m[1]) / 100 } : undefined;
}

/**
 * "Iron EDTA" named for a fertiliser is its iron source: the template's own iron chelate gives way,
 * and the named one, without a level, supplies the same amount of iron.
 */
function nutrientKinds(rows: readonly Row[]): ChosenKind[] {
  const symbols = new Set<string>();
  for (const r of rows) {
    const element = r.requested ? nutrientElement(r.ingredient) : undefined;
    if (element) symbols.add(element.symbol);
  }
  return [...symbols].map((symbol) => ({
    kind: `${symbol} source`,
    of: (r: Row) => nutrientElement(r.ingredient)?.symbol === symbol,
    named: (chosen: readonly Row[]) => chosen.length >= 1,
    per: (gaveWay: Row, chosen: Row) =>
      (nutrientElement(gaveWay.ingredient)?.share ?? 0) / (nutrientElement(chosen.ingredient)?.share ?? 1),
  }));
}

function specifiedKinds(rows: readonly Row[]): ChosenKind[] {
  const jobs = new Map<string, number>();
  for (const r of rows) {
    const job = r.ingredient.functions[0];
    if (r.locked && r.requested && job) jobs.set(job, (jobs.get(job) ?? 0) + 1);
  }
  return [...jobs]
    .filter(([, count]) => count >= 2)
    .map(([job]) => ({
      kind: job,
      of: (r: Row) => r.ingredient.functions[0] === job,
      named: () => true,
    }));
}

/**
 * "Sodium sulphite oxygen scavenger" for a boiler treatment whose template chose DEHA: a material
 * the request names that is one of a slot's own candidates fills that slot, and the template's
 * pick for it gives way (as many as the slot takes); the named material already has the slot's share.
 */
function giveWayInSlot(rows: Row[], archetype: Archetype): void {
  for (const slot of archetype.slots) {
    const named = rows.filter((r) => r.requested && slot.candidates.includes(r.ingredient.id));
    if (!named.length) continue;
    const room = Math.max(0, (Array.isArray(slot.pick) ? slot.pick[1] : (slot.pick ?? 1)) - named.length);
    const picked = rows.filter(
      (r) =>
        !r.requested &&
        !r.isBalance &&
        r.role.toLowerCase() === slot.role.toLowerCase() &&
        slot.candidates.includes(r.ingredient.id),
    );
    const gaveWay = picked.slice(room);
    if (!gaveWay.length) continue;
    for (const g of gaveWay) rows.splice(rows.indexOf(g), 1);
  }
  // "1 % lavender oil" is the scent: the template's unnamed perfume does not come on top of it.
  if (rows.some((r) => r.requested && r.ingredient.functions.includes("essential-oil")))
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i] as Row;
      if (!row.requested && row.ingredient.id === "fragrance") rows.splice(i, 1);
    }
}

/**
 * "Modified rosin 12 %" for a flux is its rosin: the template's other rosin in the same job
 * (hydrogenated rosin) gives way rather than add a second one the request did not list. Only a
 * material of the same family (one INCI name's words inside the other's) in the same role.
 */
function giveWayToSameFamily(rows: Row[]): void {
  const words = (r: Row) =>
    r.ingredient.inci
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2);
  for (const named of rows.filter((r) => r.requested && r.locked)) {
    const own = words(named);
    for (let i = rows.length - 1; i >= 0; i--) {
      const other = rows[i] as Row;
      if (
        other === named ||
        other.requested ||
        other.isBalance ||
        other.role.toLowerCase() !== named.role.toLowerCase()
      )
        continue;
      const theirs = words(other);
      if (own.every((w) => theirs.includes(w)) || theirs.every((w) => own.includes(w))) rows.splice(i, 1);
    }
  }
}

function giveWayToChoices(rows: Row[], namedBalanceRole?: string): void {
  for (const { kind, of, named, per } of [...CHOSEN_KINDS, ...specifiedKinds(rows), ...nutrientKinds(rows)]) {
    const chosen = rows.filter((r) => r.requested && (of(r) || (r.locked && of({ ...r, role: "" }))));
    // "Lavender in fractionated coconut oil": the named carrier is the template's own base, and
    // is the carrier all the same; the template's other carrier oils give way to it.
    const baseIsChoice =
      (kind === "carrier oil" && namedBalanceRole !== undefined && /carrier|base/i.test(namedBalanceRole)) ||
      (kind === "base polymer" &&
        namedBalanceRole !== undefined &&
        /polymer/i.test(namedBalanceRole) &&
        chosen.length > 0);
    if (!named(chosen) && !baseIsChoice) continue;
    const gaveWay: Row[] = [];
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i] as Row;
      if (row.requested || row.isBalance || !of(row)) continue;
      gaveWay.push(row);
      rows.splice(i, 1);
    }
    const open = chosen.filter((r) => !r.locked);
    if (per && gaveWay.length > 0) {
      // The same work, counted in what does it (iron for iron), not in the weight of the material.
      for (const row of open) {
        const same = gaveWay.reduce((sum, g) => sum + g.hundredths * per(g, row), 0) / open.length;
        row.hundredths = Math.max(1, Math.round(same));
        row.role = (gaveWay[0] as Row).role;
      }
      continue;
    }
    // What the request named without a level takes over the share of what gave way, within its
    // usual range, so the product still does its work ("coco glucoside and betaine" carry the wash).
    const freed = gaveWay.reduce((sum, g) => sum + g.hundredths, 0);
    for (const row of open) {
      const share = Math.round(freed / open.length);
      row.hundredths = Math.max(row.hundredths, Math.min(row.hundredths + share, row.ingredient.typicalMax * 100));
    }
  }
}

/**
 * "Lavender in jojoba": a carrier the request names without a level is the carrier, the whole
 * balance of an oil blend, not a tenth of it beside the template's own.
 */
function namedCarrier(rows: Row[], balance: Ingredient): Ingredient | undefined {
  // A blend of essential oils ("lavender, bergamot, cedarwood" for a diffuser synergy): the oils
  // named are the blend, in equal parts where no level is given, not accents on the template's own.
  if (balance.functions.includes("essential-oil")) {
    const named = rows.filter((r) => r.requested && !r.locked && r.ingredient.functions.includes("essential-oil"));
    const [first, ...others] = named;
    if (!first) return undefined;
    const fixed = rows.filter((r) => !named.includes(r)).reduce((sum, r) => sum + r.hundredths, 0);
    const share = Math.floor((10_000 - fixed) / named.length);
    for (const row of others) {
      row.hundredths = share;
      row.role = "Essential oil";
    }
    rows.splice(rows.indexOf(first), 1);
    return first.ingredient;
  }
  // A carrier oil's blend, or a compound's base polymer ("PLA + thermoplastic starch"): what the
  // request names of the base's kind is the base, and the template's others of that kind give way.
  const kind = (["carrier", "biopolymer"] as const).find((f) => balance.functions.includes(f));
  if (!kind || balance.id === "water") return undefined;
  const named = rows.find(
    (r) => r.requested && !r.locked && r.ingredient.functions.includes(kind) && r.ingredient.phase === balance.phase,
  );
  if (!named) return undefined;
  const ofKind = kind === "carrier" ? /carrier/i : /polymer/i;
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i] as Row;
    if (row === named || (!row.requested && ofKind.test(row.role) && row.ingredient.functions.includes(kind)))
      rows.splice(i, 1);
  }
  return named.ingredient;
}

/**
 * Amounts over an annex maximum come down, and what the annexes keep out of this product goes,
 * before the pH is set, so the adjuster is dosed for what stays: 8 % thioglycolic acid brought to
 * the depilatory limit needs far less alkali, and alkali dosed for salicylic acid that a baby
 * cream may not hold would leave the cream at pH 13.
 */
function capToAnnexes(rows: Row[], input: BuildInput): void {
  for (let round = 0; round < 3; round++) {
    const { formulation, context } = toValidationInput(rows, [], input, {
      temperature: "",
      processingTime: "",
      ph: undefined,
    });
    if (!repair(rows, validate(formulation, context))) return;
  }
}

/** An Annex V preservative: one the EU lets a cosmetic call a preservative, at its listed maximum. */
function annexV(ingredient: Ingredient): boolean {
  return (ingredient.sources ?? []).some((s) => s.kind === "regulation" && /Annex V\b/.test(s.ref));
}

/** Annex V preservatives with the widest pH windows, for a system that has none. */
const PRESERVATIVE_FALLBACKS = ["phenoxyethanol", "sodium-benzoate", "sodium-dehydroacetate"];

/** An organic-acid preservative (sorbate, benzoate, dehydroacetate) within a unit of the top of its pH window. */
function weakAcidNearItsLimit(ingredient: Ingredient, ph: number | undefined): boolean {
  return (
    ph !== undefined &&
    ingredient.phMax !== undefined &&
    ingredient.phMax <= 7 &&
    ph > ingredient.phMax - 1 &&
    acidBaseOf(ingredient.id) !== undefined
  );
}

/**
 * A water-based cosmetic preserved by one multifunctional ingredient outside Annex V (glyceryl
 * caprylate, ethylhexylglycerin, sodium anisate) seldom passes a challenge test (ISO 11930): it
 * gets an Annex V partner that works at the product's pH, the template's own first. Two such
 * ingredients together (a hurdle system) are left as the template chose them.
 */
function completePreservation(rows: Row[], archetype: Archetype, rules: SelectionRules) {
  const kept = rows.filter((r) => r.ingredient.functions.includes("preservative") && /preserv/i.test(r.role));
  const first = kept[0];
  if (!first) {
    preserveWhatAlcoholDid(rows, rules);
    return;
  }
  if (kept.length === 1 && weakAcidNearItsLimit(first.ingredient, rules.targetPh)) {
    // Potassium sorbate alone at pH 5.5 is mostly sorbate ion, which hardly preserves (sorbic
    // acid's pKa is 4.8): a partner whose work does not depend on the pH carries the batch.
    const slot = archetype.slots.find((s) => s.candidates.includes(first.ingredient.id));
    const partner = [...(slot?.candidates ?? []), "phenoxyethanol", "benzyl-alcohol"]
      .map((id) => ingredientById(id))
      .find(
        (i): i is Ingredient =>
          i !== undefined &&
          i.id !== first.ingredient.id &&
          annexV(i) &&
          eligible(i, rules) &&
          !weakAcidNearItsLimit(i, rules.targetPh) &&
          edgePenalty(i, rules.targetPh) === 0,
      );
    if (partner) {
      rules.used.add(partner.id);
      rows.push({
        ingredient: partner,
        role: first.role,
        reason: `preserves whatever the pH, beside ${first.ingredient.name}, which works as its free acid and at pH ${rules.targetPh} is mostly ionised`,
        phase: first.phase,
        hundredths: Math.round(((partner.typicalMin + partner.typicalMax) / 2) * 100),
      });
    }
    return;
  }
  if (kept.length >= 2 || kept.some((r) => annexV(r.ingredient))) return;
  const slot = archetype.slots.find((s) => s.candidates.includes(first.ingredient.id));
  const partner = [...(slot?.candidates ?? []), ...PRESERVATIVE_FALLBACKS]
    .map((id) => ingredientById(id))
    .find(
      (i): i is Ingredient =>
        i !== undefined && annexV(i) && eligible(i, rules) && edgePenalty(i, rules.targetPh) === 0,
    );
  if (!partner) return;
  rules.used.add(partner.id);
  rows.push({
    ingredient: partner,
    role: first.role,
    reason: `an Annex V preservative beside ${first.ingredient.name}, which alone seldom passes a challenge test (ISO 11930)`,
    phase: first.phase,
    hundredths: Math.round(((partner.typicalMin + partner.typicalMax) / 2) * 100),
  });
}

/**
 * A splash or tonic the template preserves with its alcohol (20 % or more), made alcohol-free,
 * holds water and nothing that keeps it: an Annex V preservative that works at its pH takes over,
 * unless the request rules preservatives out too (then it is refused, with that reason).
 */
function preserveWhatAlcoholDid(rows: Row[], rules: SelectionRules) {
  const alcohol = rows
    .filter((r) => SELF_PRESERVING_SOLVENTS.test(r.ingredient.inci))
    .reduce((sum, r) => sum + r.hundredths / 100, 0);
  if (alcohol >= 20 || rows.some((r) => r.ingredient.functions.includes("preservative"))) return;
  const preservative = PRESERVATIVE_FALLBACKS.map((id) => ingredientById(id)).find(
    (i): i is Ingredient => i !== undefined && eligible(i, rules) && edgePenalty(i, rules.targetPh) === 0,
  );
  if (!preservative) return;
  rules.used.add(preservative.id);
  rows.push({
    ingredient: preservative,
    role: "Preservative",
    reason: "the product holds water and, without alcohol, nothing that keeps microbes out of it",
    phase: "active",
    hundredths: Math.round(((preservative.typicalMin + preservative.typicalMax) / 2) * 100),
  });
}

/**
 * The q.s. ingredient: the template's, or — when the request rules it out ("talc-free" in a
 * talc-based powder, "nut-free" in an almond-oil massage oil) — the knowledge base's closest
 * substitute for the same job: shared functions, the same phase, usable at the balance's level,
 * one the template already names first. Water is never substituted (a water-free request picks
 * an anhydrous template instead).
 */
export function balanceFor(archetype: Archetype, excluded: ReadonlySet<string>, vegan = false): Ingredient | undefined {
  const own = ingredientById(archetype.balance.id);
  if (!own || (!excluded.has(own.id) && (!vegan || own.vegan)) || own.id === "water") return own;
  const named = new Set(archetype.slots.flatMap((slot) => slot.candidates));
  const score = (i: Ingredient) =>
    i.functions.filter((f) => own.functions.includes(f)).length * 2 +
    (i.phase === own.phase ? 1 : 0) +
    (named.has(i.id) ? 3 : 0);
  return INGREDIENTS.filter(
    (i) =>
      i.id !== own.id &&
      !excluded.has(i.id) &&
      (!vegan || i.vegan) &&
      i.maxUse >= archetype.balance.minPercent &&
      i.domains.some((d) => own.domains.includes(d)) &&
      i.functions.some((f) => own.functions.includes(f)) &&
      // A stand-in does the base's first job, and a monomer stands in only for a monomer: an
      // epoxy reactive diluent that also thins is no solvent for a polyurethane lacquer, where
      // it never cures and stays in the film.
      own.functions[0] !== undefined &&
      i.functions.includes(own.functions[0]) &&
      (i.functions[0] !== "monomer" || own.functions.includes("monomer")) &&
      (i.phase === own.phase || i.solubility === own.solubility),
  ).sort((a, b) => score(b) - score(a) || a.id.localeCompare(b.id))[0];
}

/**
 * Cold-process soap: the oils (and the additives as chosen) stay in proportion, and the sodium
 * hydroxide and lye water they need are added so the batch makes 100 %. The lye is computed from
 * the rounded oils; rounding is taken up by the lye water, which evaporates during the cure.
 */
function saponify(rows: Row[], soap: NonNullable<Archetype["soap"]>): void {
  const lye = ingredientById(LYE_ID);
  const water = ingredientById("water");
  if (!lye || !water) throw new Error("soap templates need the soap-making lye and water in the knowledge base");
  const oils = rows.filter((r) => naohPerGram(r.ingredient.id) !== undefined);
  const additives = rows.filter((r) => !oils.includes(r)).reduce((s, r) => s + r.hundredths, 0) / 100;
  const plan = planSoap(
    oils.map((r) => ({ id: r.ingredient.id, percent: r.hundredths / 100 })),
    additives,
    soap,
  );
  for (const oil of oils) oil.hundredths = Math.max(1, Math.round(oil.hundredths * plan.oilScale));
  const naoh = Math.round(
    lyeFor(
      oils.map((r) => ({ id: r.ingredient.id, percent: r.hundredths / 100 })),
      soap.superfat,
    ) * 100,
  );
  const used = rows.reduce((s, r) => s + r.hundredths, 0) + naoh;
  rows.push(
    {
      ingredient: lye,
      role: LYE_ROLE,
      reason: `saponifies the oils into soap and glycerin; the amount is each oil's saponification value less a ${Math.round(soap.superfat * 100)} % superfat, so no free alkali is left in the cured bar`,
      phase: "main",
      hundredths: naoh,
      locked: true,
    },
    {
      ingredient: water,
      role: LYE_WATER_ROLE,
      reason: `dissolves the sodium hydroxide to a ${Math.round(soap.lyeConcentration * 100)} % lye solution; most of it evaporates during the cure`,
      phase: "main",
      hundredths: 10_000 - used,
      locked: true,
    },
  );
}

/** Two grades of one substance: the same INCI name, or a CAS number in common. */
export function sameSubstance(a: Ingredient, b: Ingredient): boolean {
  if (a.inci.trim().toLowerCase() === b.inci.trim().toLowerCase()) return true;
  const cas = new Set(a.cas?.split(" / ") ?? []);
  return (b.cas?.split(" / ") ?? []).some((c) => cas.has(c));
}

/** Where an ingredient asked for by name goes: into the phase its solubility and the process call for. */
function requestedPhase(ingredient: Ingredient, archetype: Archetype): SlotPhase {
  if (
    archetype.process === "surfactant" &&
    (ingredient.functions.includes("surfactant") ||
      ingredient.functions.includes("pearlizer") ||
      // A waxy thickener supplied as flakes (PEG-150 distearate) is melted in with the surfactants.
      ingredient.phase === "surfactant")
  )
    return "surfactant";
  // A fragrance or another heat- or shear-sensitive material goes in last, into the finished
  // base (after the surfactants that carry an oil into a water-based liquid).
  const last = ingredient.phase === "cool-down" || (ingredient.maxTempC !== undefined && ingredient.maxTempC < 60);
  if (last && (archetype.process === "aqueous" || archetype.process === "surfactant")) return "active";
  if (archetype.process !== "emulsion") return archetype.process === "anhydrous" ? "heated" : "main";
  // An oil-soluble cool-down active (bisabolol) goes into the cooled emulsion, not the hot water.
  if (ingredient.phase === "cool-down") return "active";
  if (ingredient.phase === "oil") return "heated";
  return ingredient.maxTempC !== undefined && ingredient.maxTempC < 60 ? "active" : "main";
}

/**
 * Takes `excess` hundredths off the largest rows, in proportion, keeping every row above zero.
 * Rows asked for by name keep their level.
 */
function scaleDown(all: Row[], excess: number) {
  const free = all.filter((r) => !r.locked);
  // Levels asked for by name are cut only when nothing else can make room.
  const rows = free.reduce((s, r) => s + r.hundredths - 1, 0) >= excess ? free : all;
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
    if (finding.code === "annex-scope") {
      // Before the balance is added (capToAnnexes) the share simply goes back to it later.
      const index = rows.findIndex((r) => !r.isBalance && r.ingredient.name === finding.ingredient);
      const [removed] = index >= 0 ? rows.splice(index, 1) : [];
      if (removed) {
        if (balance) balance.hundredths += removed.hundredths;
        changed = true;
      }
      continue;
    }
    if (finding.severity === "error" && /^annex-.*-max-total$/.test(finding.code)) {
      // Rows of one substance over its one limit: each is brought down in proportion.
      const max = Number(/maximum of ([\d.]+)%/.exec(finding.message)?.[1]);
      const total = Number(/together make ([\d.]+)%/.exec(finding.message)?.[1]);
      const parts = rows.filter(
        (r) => !r.isBalance && r.role !== LYE_ROLE && finding.message.includes(r.ingredient.name),
      );
      if (!parts.length || !(max > 0) || !(total > max)) continue;
      const factor = (max * 0.95) / total;
      for (const row of parts) {
        const allowed = Math.max(1, Math.floor(row.hundredths * factor));
        if (balance) balance.hundredths += row.hundredths - allowed;
        row.hundredths = allowed;
      }
      changed = true;
      continue;
    }
    if (finding.severity !== "error" || !/^annex-.*-max$/.test(finding.code)) continue;
    // The q.s. ingredient is never capped: lowering it would leave the formula short of 100 %.
    // A soap's lye is set by its oils; lowering it would leave them unsaponified.
    const row = rows.find(
      (r) =>
        !r.isBalance && r.ingredient.name === finding.ingredient && r.role !== LYE_ROLE && r.role !== LYE_WATER_ROLE,
    );
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
  texts: { temperature: string; processingTime: string; ph: number | string | undefined },
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
      phLevel: texts.ph,
    },
    context: {
      category: input.category,
      productType: input.archetype.productType,
      leaveOn: input.archetype.leaveOn,
      ...input.usage,
    },
  };
}

/** A safety step that opens with a solvent's flammability ("Ethanol is highly flammable: …"). */
const FLAMMABLE_STEP = /^[\p{L}\s/-]+ (?:is|are) (?:highly |extremely )?flammable\b/iu;
/** A usage line that warns of flammability ("- Flammable: keep away from flames …"). */
const FLAMMABLE_LINE = /^\s*[-*]\s*(?:highly |extremely )?flammable\b/i;

/** Roles every product has; the description highlights the others. */
const ROUTINE_ROLES = /preservative|fragrance|antioxidant|ph adjuster|chelating|colou?r|solvent|viscosity/i;

/** "Caprylic/Capric Triglyceride (MCT, fractionated coconut oil)" → "Caprylic/Capric Triglyceride". */
function shortName(ingredient: Ingredient): string {
  return (
    ingredient.name
      // Only a bracketed note after a space is dropped: "2,5-Bis(5-tert-butyl…)thiophene" keeps its
      // brackets, and a note with brackets of its own ("ATMP 50% (aminotris(methylenephosphonic
      // acid))") goes whole.
      .replace(/\s+\((?:[^()]|\([^()]*\))*\)/g, "")
      .replace(/\s+([,.;])/g, "$1")
      .replace(/\s{2,}/g, " ")
      .trim()
  );
}

export function buildFormulation(input: BuildInput): GeneratedFormulation {
  const { archetype } = input;
  const stated: { ph?: number; trim?: boolean; buffered?: boolean } = {};
  const rows = assemble(input, stated);
  // The pH the formula will have (acid–base model); the template's window when it has no buffer.
  const statedPh = stated.ph;
  const phText =
    statedPh !== undefined
      ? statedPh.toFixed(1)
      : input.targetPh !== undefined && archetype.ph
        ? `${archetype.ph[0].toFixed(1)}–${archetype.ph[1].toFixed(1)}`
        : "N/A";
  const viscosity =
    typeof archetype.viscosity === "string" ? archetype.viscosity : archetype.viscosity[input.viscosity];
  const temperature =
    archetype.processTemperatureC !== undefined ? `${archetype.processTemperatureC}°C` : "Room temperature (20–25°C)";
  const makeInstructions = (
    ph = statedPh !== undefined ? statedPh.toFixed(1) : phText === "N/A" ? undefined : phText,
  ) =>
    buildInstructions({
      archetype,
      items: rows.map(
        (r): PlacedIngredient => ({
          name: shortName(r.ingredient),
          role: r.role,
          phase: r.phase,
          isBalance: r.isBalance,
          ...(SOLID_GRADE.test(r.ingredient.grade ?? "") ? { solid: true } : {}),
          percent: r.hundredths / 100,
          ...(r.ingredient.functions.includes("propellant") ? { propellant: true } : {}),
          ...(naohPerGram(r.ingredient.id) !== undefined ? { saponifiable: true } : {}),
          ...(r.ingredient.maxTempC !== undefined ? { maxTempC: r.ingredient.maxTempC } : {}),
          ...(r.ingredient.dryingC ? { dryingC: r.ingredient.dryingC } : {}),
          ...(r.ingredient.meltingC ? { meltingC: r.ingredient.meltingC } : {}),
          solubility: r.ingredient.solubility,
          // A gum or polymer, not a salt that thickens a surfactant base or steadies a W/O cream.
          ...(r.ingredient.functions.includes("thickener") &&
          r.ingredient.solubility === "water" &&
          !/^(?:sodium|potassium|magnesium|calcium|ammonium) (?:chloride|sulfate|sulphate|citrate|carbonate)\b/i.test(
            r.ingredient.inci,
          )
            ? { hydrocolloid: true }
            : {}),
        }),
      ),
      ...(ph !== undefined ? { targetPh: ph } : {}),
      ...(stated.trim ? { phTrim: trimSolutions(rows, input), ...(stated.buffered ? { buffered: true } : {}) } : {}),
      viscosity,
    });
  let instructions = makeInstructions();
  for (let round = 0; round < 3; round++) {
    const { formulation, context } = toValidationInput(rows, instructions, input, {
      temperature,
      processingTime: archetype.processingTime,
      ph: statedPh ?? (phText === "N/A" ? undefined : phText),
    });
    const result = validate(formulation, context);
    if (!repair(rows, result)) break;
    instructions = makeInstructions();
  }
  // A repair (an amount brought under its annex maximum) can move the pH: the pH printed is the
  // one the final formula has.
  // A pH the request named stays the target while the final formula's model is within 0.3 of
  // it (or the batch is trimmed to it by measurement anyway).
  const modelled = statedPh !== undefined ? modelledPh(rows) : undefined;
  const held =
    statedPh !== undefined &&
    input.phRequested &&
    (stated.trim || modelled === undefined || Math.abs(modelled - statedPh) <= 0.3);
  const finalPh = statedPh !== undefined ? (held ? statedPh : (modelled ?? statedPh)) : undefined;
  const printedPh = finalPh !== undefined ? finalPh.toFixed(1) : phText;
  // The process and the quality check aim at the pH the formula prints, not an earlier target.
  if (printedPh !== "N/A") instructions = makeInstructions(printedPh);
  const ordered = rows.slice().sort((a, b) => b.hundredths - a.hundredths);
  const activeTotal = activeSurfactantHundredths(
    rows.map((r) => ({ ingredient: r.ingredient, hundredths: r.hundredths })),
  );
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
  // The template's words for what the request took out ("with oxygen bleach" for colour laundry
  // made without it) are not said of this formula.
  const asMade = (text: string) => withSwappedMaterials(withoutAbsent(text, rows), archetype, rows);
  const texts = describeFormulation({
    input: {
      ...input,
      archetype: { ...archetype, productType: asMade(archetype.productType), purpose: asMade(archetype.purpose) },
    },
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
  // A template's flammability warnings belong to its solvent: made without it (an alcohol-free
  // splash), the batch and the bottle are not flammable, and saying so would be untrue.
  // A percent of essential oil (H226 neat) makes nothing flammable; 5 % of a solvent may.
  const flammable =
    rows
      .filter((r) => r.ingredient.hazards?.some((h) => h === "H225" || h === "H226"))
      .reduce((sum, r) => sum + r.hundredths, 0) >= 500;
  if (!flammable) {
    instructions = instructions.map((p) => ({ ...p, steps: p.steps.filter((step) => !FLAMMABLE_STEP.test(step)) }));
    texts.usageInstructions = texts.usageInstructions
      .split("\n")
      .filter((line) => !FLAMMABLE_LINE.test(line))
      .join("\n");
  }
  // The template's safety and usage words for a material this formula does not hold ("the
  // alcohol and ammonia" of an ammonia-free glass cleaner, "sensitive to essential oils" in a
  // fragrance-free cream) are not said of it.
  instructions = instructions.map((p) => ({ ...p, steps: p.steps.map((step) => withoutAbsentMaterials(step, rows)) }));
  texts.usageInstructions = declaredAsMade(
    texts.usageInstructions
      .split("\n")
      .map((line) => withoutAbsentMaterials(line, rows))
      .filter((line) => !/^\s*-\s*$/.test(line))
      .join("\n"),
    rows,
  );
  return {
    ...texts,
    name: asMade(texts.name),
    seoTitle: asMade(texts.seoTitle),
    description: asMade(texts.description),
    category: input.category,
    archetype: archetype.id,
    productType: asMade(archetype.productType),
    leaveOn: archetype.leaveOn,
    ingredients: ordered.map((r) => {
      const basis = activeBasis(r.ingredient, r.hundredths);
      return {
        id: r.ingredient.id,
        name: r.ingredient.name,
        inci: r.ingredient.inci,
        percentage: formatPercentage(r.hundredths),
        function: r.role,
        reason: `${r.role}: ${r.reason}.${basis ? ` ${basis.note}` : ""}`,
        ...(basis ? { activeMatter: basis.fraction, activePercentage: formatPercentage(basis.activeHundredths) } : {}),
      };
    }),
    instructions,
    phLevel: printedPh,
    viscosity,
    processingTime: archetype.processingTime,
    temperature,
    costPerKg: cost.perKg,
    ...(input.usage ? { usage: input.usage } : {}),
    ...(activeTotal > 0 ? { activeSurfactant: Math.round(activeTotal) / 100 } : {}),
  };
}

export { COOL_DOWN_C };
