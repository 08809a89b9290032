import type { CategorySlug } from "../categories";

export const CONSISTENCIES = ["cream", "liquid", "gel", "powder"] as const;
export type Consistency = (typeof CONSISTENCIES)[number];

export const BUDGETS = ["Cost-Effective", "Medium Quality", "Premium"] as const;
export type Budget = (typeof BUDGETS)[number];

export const REGULATORY_OPTIONS = ["fda-approved", "eu-compliant", "gmp-certified", "cruelty-free"] as const;
export type RegulatoryOption = (typeof REGULATORY_OPTIONS)[number];

export type ViscosityLevel = "low" | "medium" | "high";

/**
 * How a product is made. Each kind has its own manufacturing procedure (phases, temperatures,
 * equipment) in process.ts; archetypes only say which ingredient goes into which phase.
 */
export type ProcessKind =
  | "emulsion"
  | "aqueous"
  | "surfactant"
  | "anhydrous"
  | "powder"
  | "resin"
  | "dry-mix"
  | "compound"
  | "solvent"
  | "soap";

/**
 * Where a slot's ingredients go. `main` is the first charge of the process (the water or solvent
 * phase, the resin base, the dry powders); `heated` the second hot phase (oil phase of an emulsion,
 * the melt of a balm); `active` cool-down or late additions; `adjust` pH adjustment at the end.
 */
export type SlotPhase = "main" | "heated" | "surfactant" | "active" | "adjust";

export type Slot = {
  /** What the slot does, in words used in reasons and steps: "Humectant". */
  role: string;
  /** Knowledge-base ids in order of preference; the generator filters and picks from these. */
  candidates: readonly string[];
  /** How many distinct ingredients to pick (default 1). */
  pick?: number | readonly [number, number];
  /** Total percentage for the slot, split among its picks. */
  percent: readonly [number, number];
  phase: SlotPhase;
  /** Why this kind of ingredient is in the product; completed with the ingredient's own note. */
  reason: string;
  /** Left out of some variants (chosen deterministically) for variety. */
  optional?: boolean;
  /** Percent follows the requested viscosity (thickeners): low → bottom of range, high → top. */
  viscosityDriven?: boolean;
  /**
   * "active": `percent` is active surfactant, and each pick is weighed as supplied, divided by its
   * grade's active matter (a 30 % betaine solution for 1.5 % active is weighed at 5 %).
   */
  basis?: "active";
};

export type Archetype = {
  id: string;
  /** Generic product name, e.g. "Face Cream". */
  name: string;
  categories: readonly CategorySlug[];
  /** Demo categories (of the demo page) this archetype serves beyond its system categories, e.g. "electronic-chemicals". */
  demo?: readonly string[];
  /** Product-type ids from the taxonomy (formulation/request) that this template builds. */
  productTypes: readonly string[];
  consistency: Consistency;
  productType: string;
  leaveOn: boolean;
  process: ProcessKind;
  /** The q.s. ingredient (water or the main solvent / base) and the least it may make up. */
  balance: { id: string; role: string; reason: string; minPercent: number };
  slots: readonly Slot[];
  /** pH range the product works in (target pH is clamped into it); undefined where pH does not apply. */
  ph?: readonly [number, number];
  viscosity: string | Record<ViscosityLevel, string>;
  shelfLifeMonths: number;
  processingTime: string;
  /** Hot-process temperature in °C (emulsions, melts, compounding); undefined for cold processes. */
  processTemperatureC?: number;
  equipment: readonly string[];
  /** Usage instructions in the light markup formulation pages render ("**1. Heading**" lines, "**bold**", "- " bullets). */
  usage: string;
  storage?: string;
  /** Special properties this product can be given (wizard step 2, product-properties API). */
  properties: readonly string[];
  /** One sentence on what the product is for; the generator adds what is in it. */
  purpose: string;
  /** Hazard and handling notes that open the manufacturing steps (PPE, ventilation). */
  safety?: string;
  /** Powders made of granules (detergents): coarse sieving and no milling, so coated granules stay whole. */
  granular?: boolean;
  /** Emulsion type; water-in-oil creams add the water phase to the oil phase. Default o/w. */
  emulsion?: "o/w" | "w/o";
  /** Made and finished under vacuum so the paste holds no air (toothpaste). */
  deaerate?: boolean;
  /**
   * Cold-process soap: sodium hydroxide and lye water are computed from the oils' saponification
   * values less the superfat; the lye solution is `lyeConcentration` sodium hydroxide by weight.
   */
  soap?: { superfat: number; lyeConcentration: number };
  /** A pressurised can: the batch is the concentrate, gassed on the filling line (set when no propellant is a row). */
  aerosol?: boolean;
  /** Compressed tablets: dry blend, granulation, lubrication, compression and tablet checks. */
  tablet?: boolean;
  /** Total active surfactant (% active matter) the product should carry, e.g. shampoo [10, 20]. */
  activeMatter?: readonly [number, number];
};
