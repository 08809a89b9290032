/**
 * Everything the formulation page shows beyond the stored record: the validator's findings with
 * citations, the INCI label list, the allergen declaration, the CLP hazard classification, a cost
 * estimate and the picture.
 */

import { cleaningPicture } from "#app/lib/cleaning-picture";
import { toCsv } from "#app/lib/csv";
import { AppError } from "#app/server/app-error";
import { memoForContent } from "#app/server/content-memo.server";
import type { Database } from "#app/server/db/client.server";
import { findFormulation, type PublicFormulation } from "#app/server/formulations.server";
import { renderStaticSections } from "#app/server/static-sections.server";
import {
  analyseFormula,
  classifyFormula,
  type FormulaAnalysis,
  type HazardAnswer,
  isCategorySlug,
  type ProductInput,
} from "#formulation";

/**
 * What the formulation page shows of a published formulation, the same for every visitor: the
 * record, the batch calculator's rows, the picture and the server-only sections. Remembered per
 * content version, so a signed-in visitor's render neither reads nor renders them again.
 */
export function loadFormulationPage(db: Database, idOrSlug: string) {
  return memoForContent(
    db,
    `formulation:${idOrSlug}`,
    async () => {
      const f = await findFormulation(db, idOrSlug);
      if (!f) return undefined;
      const analysis = analyseFormulation(f);
      return {
        formulation: pageRecord(f),
        // The regime decides whether the page offers a safety data sheet (cosmetics need none).
        analysis: { rows: analysis.rows, regime: analysis.regime },
        picture: pictureFor(f),
        sections: renderStaticSections(f, analysis, hazardOf(f), PRODUCTION_NOTES),
      };
    },
    (page) => page !== undefined,
  );
}

/**
 * The part of the record the page's own code reads (its meta tags, links and buttons). The rest
 * is in the server-rendered sections: sent again as data, it would only be serialised, parsed and
 * carried for nothing.
 */
function pageRecord(f: PublicFormulation) {
  const { id, slug, name, description, keywords, image, categoryId, categoryName, categorySlug } = f;
  return { id, slug, name, description, keywords, image, categoryId, categoryName, categorySlug };
}

/** The one mapping from a stored formulation to the product the engine judges it as. */
function productOf(f: PublicFormulation): ProductInput {
  return {
    category: f.categorySlug && isCategorySlug(f.categorySlug) ? f.categorySlug : undefined,
    productType: f.productType ?? undefined,
    leaveOn: f.leaveOn ?? undefined,
  };
}

/** The one mapping from a stored formulation to the engine's analysis. */
export function analyseFormulation(f: PublicFormulation): FormulaAnalysis {
  const analysis = analyseFormula(
    {
      ingredients: f.ingredients,
      instructions: f.instructions.length ? f.instructions : undefined,
      phLevel: f.phLevel,
      temperature: f.temperature,
      processingTime: f.processingTime,
    },
    productOf(f),
  );
  // The page shows the allergen declaration in its own section, not as a finding.
  return { ...analysis, findings: analysis.findings.filter((x) => x.code !== "allergens") };
}

/** The stored formulation's CLP classification and label elements (or the cosmetic label's sentence). */
export function hazardOf(f: PublicFormulation): HazardAnswer {
  return classifyFormula({ ingredients: f.ingredients, phLevel: f.phLevel }, productOf(f));
}

/** A formulation as a download: JSON with the engine's label, allergens and findings, or the CSV table. */
export async function exportFormulation(db: Database, idOrSlug: string, format: "json" | "csv") {
  const f = await findFormulation(db, idOrSlug);
  if (!f) throw new AppError(404, "Formulation not found");
  const filename = `${f.slug}.${format}`;
  if (format === "json") {
    const { label, allergens, findings } = analyseFormulation(f);
    return {
      filename,
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify({ ...f, inciLabel: label, allergens, findings }),
    };
  }
  const body = toCsv([
    ["Sr.No", "Ingredient", "INCI Name", "Percentage", "Function"],
    ...f.ingredients.map((i, n) => [n + 1, i.name, i.inci, i.percentage, i.function]),
    ["", "Total", "", "100%", ""],
  ]);
  return { filename, contentType: "text/csv; charset=utf-8", body };
}

/** Uploaded image first; Cleaning Products without one get a bundled picture. */
export function pictureFor(f: PublicFormulation): { src: string; alt: string } | null {
  if (f.image) return { src: f.image, alt: f.imageAlt || f.name };
  if (f.categorySlug === "cleaning-products-formulations")
    return { src: cleaningPicture(f.name), alt: `Illustration: ${f.name}` };
  return null;
}

/** The fixed texts of the production sections, sent as page data rather than code. */
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
