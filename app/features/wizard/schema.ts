/**
 * The custom-formula wizard's fields, one schema for both sides: the wizard's form validates
 * with it in the browser (Conform) and the server parses the same object, whether the fields
 * come from the form (routes/generate.ts) or as JSON (POST /api/ai/custom-formulation).
 *
 * Names and values are the ones the API takes, so nothing is renamed on the way: the
 * consistency type is `productType`, the budget is `costLevel` (cost_effective, medium,
 * expensive; the API's other variant sends the budget category as is, which is also taken),
 * the special properties are `specialRequirements`, the additional notes `productDescription`.
 */
// First: every schema below is built without eval (see the module).
import "#app/lib/zod-without-eval";
import { z } from "zod";
import { LogoSettingsSchema } from "#app/lib/logo-settings-schema";
import { BUDGETS, CONSISTENCIES, PRODUCTION_VOLUMES, REGULATORY_OPTIONS, STORAGE_OPTIONS } from "#formulation/browser";

/** The budget the wizard offers, by the value the API takes, with the spec's label. */
export const COST_LEVELS = {
  cost_effective: "Cost-Effective",
  medium: "Medium Quality",
  expensive: "Premium",
} as const;
export type CostLevel = keyof typeof COST_LEVELS;
type Budget = (typeof BUDGETS)[number];

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(", ")}` });

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${max} characters`);

export const CustomFormulationSchema = z.object({
  productName: z
    .string({ error: "Product name is required" })
    .trim()
    .min(1, "Product name is required")
    .max(120, "Product name must be at most 120 characters"),
  /** The wizard's additional notes: read like a description (named actives, free-from claims…). */
  productDescription: text("Product description", 1000).default(""),
  /** The consistency type. */
  productType: oneOf(CONSISTENCIES, "Consistency type").default("cream"),
  phLevel: z.coerce
    .number({ error: "pH must be a number from 1 to 14" })
    .min(1, "pH must be a number from 1 to 14")
    .max(14, "pH must be a number from 1 to 14")
    .default(7),
  costLevel: oneOf([...(Object.keys(COST_LEVELS) as [CostLevel, ...CostLevel[]]), ...BUDGETS], "Cost level").default(
    "medium",
  ),
  viscosity: text("Viscosity", 40).min(1, "Viscosity is required").default("High"),
  specialRequirements: z
    .array(text("A special property", 60).min(1, "A special property cannot be empty"), {
      error: "Special properties must be a list",
    })
    .max(20, "Choose at most 20 special properties")
    .default([]),
  color: text("Colour", 60).optional(),
  fragrance: text("Fragrance", 60).optional(),
  // The rest of the wizard's form data, so every field the visitor set is honoured.
  volume: z
    .string({ error: "Volume must be a quantity such as 50ml or 1kg" })
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?\s?(ml|l|g|kg)$/i, "Volume must be a quantity such as 50ml or 1kg")
    .default("50ml"),
  shelfLife: z.coerce
    .number({ error: "Shelf life must be a whole number of months from 1 to 60" })
    .int("Shelf life must be a whole number of months from 1 to 60")
    .min(1, "Shelf life must be a whole number of months from 1 to 60")
    .max(60, "Shelf life must be a whole number of months from 1 to 60")
    .default(12),
  storageTemperature: oneOf(STORAGE_OPTIONS, "Storage temperature").default(STORAGE_OPTIONS[0]),
  productionVolume: oneOf(PRODUCTION_VOLUMES, "Production volume").default(PRODUCTION_VOLUMES[0]),
  regulatoryRequirements: z
    .array(oneOf(REGULATORY_OPTIONS, "A regulatory requirement"), { error: "Regulatory requirements must be a list" })
    .max(REGULATORY_OPTIONS.length)
    .default([]),
  logoSettings: LogoSettingsSchema.nullish(),
  turnstileToken: z.string().max(2048).optional(),
});
export type CustomFormulationRequest = z.input<typeof CustomFormulationSchema>;

/** The budget category a cost level stands for (the engine and the stored request use these). */
export function budgetOf(costLevel: CostLevel | Budget): Budget {
  return costLevel in COST_LEVELS ? COST_LEVELS[costLevel as CostLevel] : (costLevel as Budget);
}
