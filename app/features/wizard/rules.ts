/**
 * The custom-formula wizard's pure rules, shared by its components and their tests: option
 * lists with the spec's labels, the form's defaults (in the schema's own field names), the
 * auto-fill rules, the pH labels and the shelf-life fallback.
 */
import type { z } from "zod";
import {
  type Consistency,
  PRODUCTION_VOLUMES,
  REGULATORY_OPTIONS,
  type RegulatoryOption,
  STORAGE_OPTIONS,
} from "#formulation/browser";
import { COST_LEVELS, type CostLevel, type CustomFormulationSchema } from "./schema";

export { COST_LEVELS, PRODUCTION_VOLUMES, STORAGE_OPTIONS };

export const WIZARD_STEPS = ["Product Type", "Specifications", "Requirements", "Generate"] as const;

export const CONSISTENCY_CARDS: readonly {
  id: Consistency;
  label: string;
  description: string;
  examples: readonly string[];
}[] = [
  {
    id: "cream",
    label: "Cream",
    description: "Thick, spreadable",
    examples: ["Face cream", "Night cream", "Eye cream", "Body lotion"],
  },
  {
    id: "liquid",
    label: "Liquid/Serum",
    description: "Flowing consistency",
    examples: ["Toner", "Serum", "Oil", "Cleanser"],
  },
  {
    id: "gel",
    label: "Gel",
    description: "Semi-solid texture",
    examples: ["Aloe gel", "Hair gel", "Face mask", "Body gel"],
  },
  {
    id: "powder",
    label: "Powder/Foundation",
    description: "Dry, granular",
    examples: ["Face powder", "Foundation", "Dry shampoo", "Setting powder"],
  },
];

export const VISCOSITY_OPTIONS = [
  { value: "Low", hint: "Water-like: serums, toners, mists" },
  { value: "Medium", hint: "Lotion-like" },
  { value: "High", hint: "Thick paste" },
] as const;
/** The scale a custom viscosity is picked on. */
export const VISCOSITY_SCALE = ["Very Low", "Low", "Medium", "High", "Very High"] as const;

export const COST_LEVEL_HINTS: Record<CostLevel, string> = {
  cost_effective: "Commodity raw materials, lowest cost per unit",
  medium: "Proven ingredients at a sensible cost",
  expensive: "Premium actives and naturally derived materials",
};

export const REGULATORY_LABELS: Record<RegulatoryOption, { label: string; hint: string }> = {
  "fda-approved": {
    label: "US FDA compliant",
    hint: "US labelling and MoCRA rules (cosmetics are not FDA-approved products)",
  },
  "eu-compliant": { label: "EU compliant", hint: "EU Cosmetics Regulation 1223/2009 annexes" },
  "gmp-certified": { label: "GMP (ISO 22716)", hint: "Good manufacturing practice for cosmetics" },
  "cruelty-free": { label: "Cruelty-free", hint: "No raw materials or products tested on animals" },
};
export { REGULATORY_OPTIONS };

export const SHELF_LIFE = { min: 1, max: 60, default: 12 } as const;
export const PH = { min: 1, max: 14, step: 0.1, default: 7 } as const;
export const MAX_AUTO_PROPERTIES = 2;
export const SUMMARY_PROPERTIES = 4;
/** Without a product name, step 2 offers these. */
export const DEFAULT_PROPERTIES = ["Professional grade", "Enhanced formula", "High quality", "Reliable performance"];

type Fields = z.output<typeof CustomFormulationSchema>;

/**
 * What the wizard's form holds: the schema's fields under their own names and values (the
 * budget only as the three cost levels it offers); the logo and the Turnstile token join them
 * when it is sent.
 */
export type WizardForm = Pick<
  Fields,
  | "productName"
  | "productType"
  | "viscosity"
  | "volume"
  | "specialRequirements"
  | "phLevel"
  | "shelfLife"
  | "storageTemperature"
  | "productionVolume"
  | "regulatoryRequirements"
  | "productDescription"
> & { costLevel: CostLevel };

export const DEFAULT_WIZARD_FORM: WizardForm = {
  productName: "",
  productType: "cream",
  viscosity: "High",
  volume: "50ml",
  specialRequirements: [],
  phLevel: PH.default,
  shelfLife: SHELF_LIFE.default,
  storageTemperature: STORAGE_OPTIONS[0],
  costLevel: "medium",
  productionVolume: PRODUCTION_VOLUMES[0],
  regulatoryRequirements: [],
  productDescription: "",
};

/**
 * The consistency a product name suggests. After the spec's rules, the Liquid/Serum
 * card's own examples (toner, serum, oil, cleanser…) also mean liquid before the cream default:
 * nobody naming a "Rose Toner" expects a cream (ADR 0019).
 */
export function consistencyFor(productName: string): Consistency {
  const name = productName.toLowerCase();
  if (/cleaner|glass/.test(name)) return "liquid";
  if (/cream|moisturi[sz]er|lotion/.test(name)) return "cream";
  if (/gel|aloe/.test(name)) return "gel";
  if (/powder|foundation|dry/.test(name)) return "powder";
  if (/toner|serum|\boil\b|cleanser|\bmist|spray|shampoo|\bwash|micellar|tonic|essence/.test(name)) return "liquid";
  return "cream";
}

/** The pack size a product name suggests (eye and spot products first: "eye serum" is 15 ml). */
export function volumeFor(productName: string): string {
  const name = productName.toLowerCase();
  if (/\beye|\bspot/.test(name)) return "15ml";
  if (/toner|shampoo|cleaner/.test(name)) return "100ml";
  if (/serum|\boil|balm/.test(name)) return "30ml";
  return "50ml";
}

/** A consistency change recomputes the viscosity. */
export function viscosityFor(consistency: Consistency): string {
  return { cream: "High", liquid: "Low", gel: "Medium", powder: "Low" }[consistency];
}

/**
 * Up to two properties for a name: those whose words the name uses first ("Moisturizing
 * Shampoo" picks "Moisturizing"), then the list's own order.
 */
export function autoProperties(productName: string, available: readonly string[]): string[] {
  const name = productName.toLowerCase();
  const named = available.filter((p) =>
    p
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((word) => word.length >= 4 && name.includes(word.slice(0, Math.max(4, word.length - 3)))),
  );
  const rest = available.filter((p) => !named.includes(p));
  return [...named, ...rest].slice(0, MAX_AUTO_PROPERTIES);
}

/** The product contract's labels for the pH slider. */
export function phLabel(ph: number): string {
  if (ph < 3) return "Very Acidic";
  if (ph < 6) return "Acidic";
  if (ph < 8) return "Neutral";
  if (ph < 11) return "Basic";
  return "Very Basic";
}

/** A whole number of months from 1 to 60, else 12. */
export function parseShelfLife(input: string): number {
  const months = Number(input);
  return Number.isInteger(months) && months >= SHELF_LIFE.min && months <= SHELF_LIFE.max ? months : SHELF_LIFE.default;
}

/** The PDF is saved as {productName}_formulation.pdf with spaces replaced by underscores. */
export function reportFilename(productName: string): string {
  const safe = productName.replace(/["\\/:*?<>|\r\n]+/g, "").trim();
  return `${(safe || "custom").replace(/\s+/g, "_")}_formulation.pdf`;
}

/** Step 4's summary of special properties: four, then '+N'. */
export function summarisedProperties(properties: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: properties.slice(0, SUMMARY_PROPERTIES),
    more: Math.max(0, properties.length - SUMMARY_PROPERTIES),
  };
}

export type WizardNotice = { code: string; message: string; citation?: string };

/** A new arithmetic challenge: two whole numbers from 1 to 10. */
export function newChallenge(random: () => number = Math.random): { a: number; b: number } {
  return { a: 1 + Math.floor(random() * 10), b: 1 + Math.floor(random() * 10) };
}
