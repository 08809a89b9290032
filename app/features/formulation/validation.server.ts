/**
 * "Check my formula" as a use case: the public validate API calls it, and it answers with the
 * engine's one analysis (findings, label, allergens) so it agrees with the formulation pages, and
 * with the formula's CLP classification (`hazard`).
 */
import { z } from "zod";
import { defineUseCase } from "#app/server/use-case.server";
import { analyseFormula, CATEGORY_SLUGS, classifyFormula } from "#formulation";

const text = (max: number) => z.string().trim().max(max).optional();

export const ValidateRequestSchema = z.object({
  ingredients: z
    .array(
      z
        .object({
          name: text(200),
          inci: text(300),
          cas: text(60),
          percentage: z.union([
            z.string().trim().min(1, "Each ingredient needs a percentage").max(30),
            z.number().finite(),
          ]),
        })
        .refine((row) => Boolean(row.name || row.inci || row.cas), {
          message: "Each ingredient needs a name, an INCI name or a CAS number",
        }),
    )
    .min(1, "Add at least one ingredient")
    .max(100, "At most 100 ingredients per formulation"),
  category: z.enum(CATEGORY_SLUGS, { message: "Unknown category" }).optional(),
  productType: text(80),
  leaveOn: z.boolean().optional(),
  /** Where it is used: annex rules differ for face, body, eye, lip, oral… (default: from productType). */
  bodyArea: z
    .enum(["skin", "face", "body", "hand", "foot", "eye", "lip", "oral", "hair", "nail"], {
      message: "bodyArea must be one of skin, face, body, hand, foot, eye, lip, oral, hair, nail",
    })
    .optional(),
  sprayable: z.boolean().optional(),
  childrenUnder3: z.boolean().optional(),
  professionalUse: z.boolean().optional(),
  phLevel: z.union([z.number().min(0).max(14), z.string().trim().max(30)]).optional(),
});
export type ValidateRequest = z.infer<typeof ValidateRequestSchema>;

export const validateFormula = defineUseCase(ValidateRequestSchema, (_ctx: unknown, input) => {
  const formula = { ingredients: input.ingredients, phLevel: input.phLevel };
  const product = {
    category: input.category,
    productType: input.productType,
    leaveOn: input.leaveOn,
    bodyArea: input.bodyArea,
    sprayable: input.sprayable,
    childrenUnder3: input.childrenUnder3,
    professionalUse: input.professionalUse,
  };
  const { isValid, total, findings, label, allergens } = analyseFormula(formula, product);
  // The CLP classification and label elements beside the findings (or, for a cosmetic, that the
  // cosmetic label applies instead).
  const hazard = classifyFormula(formula, product);
  return { isValid, total, findings, label, allergens, hazard };
});
