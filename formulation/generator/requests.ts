/** The three request shapes the generator takes, validated with zod at the boundary. */
import { z } from "zod";
import { CATEGORY_SLUGS } from "../categories";
import { BUDGETS, CONSISTENCIES, REGULATORY_OPTIONS } from "./types";
import { PRODUCTION_VOLUMES, STORAGE_OPTIONS } from "./wizard-options";

export { PRODUCTION_VOLUMES, STORAGE_OPTIONS };

/** Spec §3 "Wizard form data", with its defaults. */
export const WizardRequestSchema = z.object({
  productName: z.string().trim().min(1, "Product name is required").max(120),
  consistencyType: z.enum(CONSISTENCIES).default("cream"),
  viscosity: z.string().trim().max(40).default("High"),
  volume: z.string().trim().max(20).default("50ml"),
  specialProperties: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  phLevel: z.coerce.number().min(1).max(14).default(7),
  shelfLife: z.coerce.number().int().min(1).max(60).catch(12).default(12),
  storageTemperature: z.string().trim().max(60).default("Room Temperature (15-25°C)"),
  budgetCategory: z.enum(BUDGETS).catch("Medium Quality").default("Medium Quality"),
  productionVolume: z.string().trim().max(60).default("Small Batch (10-100 units)"),
  regulatoryRequirements: z.array(z.enum(REGULATORY_OPTIONS)).max(4).default([]),
  additionalNotes: z.string().trim().max(1000).default(""),
  /** Not in the spec's form: lets a caller pin the category instead of inferring it from the name. */
  category: z.enum(CATEGORY_SLUGS).optional(),
});
export type WizardRequest = z.input<typeof WizardRequestSchema>;

export { DEMO_MISSING_MESSAGE, type DemoRequest, DemoRequestSchema } from "../demo-request";

export const BulkRequestSchema = z.object({
  category: z.enum(CATEGORY_SLUGS),
  count: z.number().int().min(1).max(50),
  keywords: z.string().trim().max(300).optional(),
});
export type BulkRequest = z.infer<typeof BulkRequestSchema>;
