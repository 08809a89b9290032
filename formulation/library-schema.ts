import { z } from "zod";
import { CATEGORY_SLUGS } from "./categories";

/** One ingredient row as the library stores it: percentage is text such as "12.5%". */
export const IngredientRowSchema = z.object({
  name: z.string().min(1).max(120),
  inci: z.string().max(200).default(""),
  percentage: z.string().min(1).max(30),
  function: z.string().max(120).default(""),
});
export type IngredientRow = z.infer<typeof IngredientRowSchema>;

export const InstructionPhaseSchema = z.object({
  phase: z.string().min(1).max(120),
  steps: z.array(z.string().min(1).max(600)).min(1),
});
export type InstructionPhase = z.infer<typeof InstructionPhaseSchema>;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase letters, digits and hyphens only");

/** A curated library formulation as stored in data/library/<category>.json. */
export const LibraryFormulationSchema = z.object({
  slug,
  name: z.string().min(3).max(120),
  description: z.string().min(40).max(1200),
  seoTitle: z.string().min(10).max(60),
  metaDescription: z.string().min(50).max(160),
  keywords: z.string().min(3).max(300),
  /** Product context for the validator. */
  productType: z.string().min(2).max(60),
  leaveOn: z.boolean(),
  ingredients: z.array(IngredientRowSchema).min(2),
  instructions: z.array(InstructionPhaseSchema).min(1),
  usageInstructions: z.string().min(20),
  phLevel: z.string().max(40),
  shelfLife: z.string().max(40),
  viscosity: z.string().max(80).optional(),
  storageConditions: z.string().max(200),
  batchSize: z.string().max(60),
  processingTime: z.string().max(60),
  temperature: z.string().max(80).optional(),
  equipment: z.string().max(600).optional(),
  certification: z.string().max(200).optional(),
});
export type LibraryFormulation = z.infer<typeof LibraryFormulationSchema>;

export const LibraryFileSchema = z.object({
  category: z.enum(CATEGORY_SLUGS),
  formulations: z.array(LibraryFormulationSchema).min(1),
});
export type LibraryFile = z.infer<typeof LibraryFileSchema>;
