/**
 * Everything the formulation page shows beyond the stored record: the validator's findings with
 * citations, the INCI label list, the allergen declaration, a cost estimate and the picture.
 */

import { cleaningPicture } from "~/lib/cleaning-picture";
import { allergenDeclaration, estimateCost, inciLabel, isCategorySlug, validate } from "../../formulation";
import type { PublicFormulation } from "./formulations.server";

export function analyseFormulation(f: PublicFormulation) {
  const result = validate(
    {
      ingredients: f.ingredients,
      instructions: f.instructions.length ? f.instructions : undefined,
      phLevel: f.phLevel,
      temperature: f.temperature,
      processingTime: f.processingTime,
    },
    {
      category: f.categorySlug && isCategorySlug(f.categorySlug) ? f.categorySlug : undefined,
      productType: f.productType ?? undefined,
      leaveOn: f.leaveOn ?? undefined,
    },
  );
  const cost = estimateCost(result.formula.rows);
  return {
    findings: result.findings.filter((x) => x.code !== "allergens"),
    isValid: result.isValid,
    label: inciLabel(result.formula.rows),
    allergens: allergenDeclaration(result.formula.rows, result.profile.regulatory.leaveOn),
    regime: result.profile.regime,
    cost: { perKg: cost.perKg, unpricedPercent: cost.unpricedPercent },
    rows: result.formula.rows.map((r) => ({
      label: r.label,
      inci: r.inci ?? r.ingredient?.inci ?? "",
      hundredths: r.hundredths,
    })),
  };
}

/** Uploaded image first; Cleaning Products without one get a bundled picture (spec §2). */
export function pictureFor(f: PublicFormulation): { src: string; alt: string } | null {
  if (f.image) return { src: f.image, alt: f.imageAlt || f.name };
  if (f.categorySlug === "cleaning-products-formulations")
    return { src: cleaningPicture(f.name), alt: `Illustration: ${f.name}` };
  return null;
}

/** The fixed texts of the production sections (spec §2), sent as page data rather than code. */
export const PRODUCTION_NOTES = {
  safety:
    "Handle raw materials according to their safety data sheets. Wear gloves, safety glasses and a lab coat; work in a well-ventilated area and keep eyewash and spill materials at hand.",
  packaging:
    "Fill into clean HDPE, glass or PET containers compatible with the product, sealed against air and moisture. Label each container with the product name, INCI list, batch number, date and any hazard statements.",
  scaling:
    "Validate the formula at lab scale first, confirm stability and quality at pilot scale, then move to production scale keeping the same order of addition, temperatures and mixing times.",
  scalingFactor:
    "Scaling factor: multiply every ingredient by the same factor (new batch ÷ reference batch); use the batch calculator for exact weights.",
};
