import type { z } from "zod";
import type {
  FormulationEditorSchema,
  IngredientInputSchema,
  PhaseInputSchema,
} from "#app/features/admin/formulation-form";

export type FormulationEditorInput = z.input<typeof FormulationEditorSchema>;
export type IngredientRowInput = z.input<typeof IngredientInputSchema>;
export type PhaseInput = z.input<typeof PhaseInputSchema>;
