/**
 * Server-only sections of the formulation page. They have no interactivity, so they are
 * rendered to HTML here and their component code never ships to the browser (the page stays
 * within its JavaScript budget). The markup is React's own, so every value is escaped.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { CompliancePanel } from "~/components/formulation/compliance";
import { IngredientsTable } from "~/components/formulation/ingredients-table";
import { ProductionNotes } from "~/components/formulation/production-notes";
import { FormulationSummary } from "~/components/formulation/summary";
import { Markup } from "~/lib/markup";
import type { analyseFormulation, PRODUCTION_NOTES } from "./formulation-page.server";
import type { PublicFormulation } from "./formulations.server";

export function renderStaticSections(
  f: PublicFormulation,
  analysis: ReturnType<typeof analyseFormulation>,
  notes: typeof PRODUCTION_NOTES,
) {
  return {
    summary: renderToStaticMarkup(<FormulationSummary f={f} />),
    ingredients: renderToStaticMarkup(<IngredientsTable ingredients={f.ingredients} />),
    usage: f.usageInstructions ? renderToStaticMarkup(<Markup text={f.usageInstructions} />) : "",
    notes: renderToStaticMarkup(<ProductionNotes f={f} notes={notes} />),
    compliance: renderToStaticMarkup(<CompliancePanel analysis={analysis} />),
  };
}
