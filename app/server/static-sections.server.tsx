/**
 * Server-only sections: the parts of a page with no interactivity are rendered to HTML here,
 * and their component code never ships to the browser (pages stay within their JavaScript
 * budget; ADR 0015, ADR 0024). The markup is React's own, so every value is escaped. Pages show
 * it with <StaticHtml>, which turns clicks on its plain links into client-side navigations.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { SiteFooter } from "#app/components/layout/site-footer";
import { BrowseContent } from "#app/features/catalogue/components/browse-content";
import { HomeContent, type HomePageData } from "#app/features/catalogue/components/home-page";
import { DemoNotices } from "#app/features/demo/components/demo-result";
import { CompliancePanel } from "#app/features/formulation/components/compliance";
import { IngredientsTable } from "#app/features/formulation/components/ingredients-table";
import { ProcessSteps } from "#app/features/formulation/components/process-steps";
import { ProductionNotes } from "#app/features/formulation/components/production-notes";
import { FormulationSummary } from "#app/features/formulation/components/summary";
import { FormulationTitle } from "#app/features/formulation/components/title";
import type { analyseFormulation, PRODUCTION_NOTES } from "#app/features/formulation/formulation-page.server";
import { HazardPanel } from "#app/features/hazard/components/hazard-panel";
import { Markup } from "#app/lib/markup";
import { clip, jsonLdText } from "#app/lib/seo";
import type { HazardAnswer } from "#formulation";
import type { PublicFormulation } from "./formulations.server";

export function renderStaticSections(
  f: PublicFormulation,
  analysis: ReturnType<typeof analyseFormulation>,
  hazard: HazardAnswer,
  notes: typeof PRODUCTION_NOTES,
) {
  return {
    title: renderToStaticMarkup(<FormulationTitle name={f.name} isActive={f.isActive} />),
    summary: renderToStaticMarkup(<FormulationSummary f={f} />),
    notices: f.notices.length ? renderToStaticMarkup(<DemoNotices notices={f.notices} />) : "",
    ingredients: renderToStaticMarkup(<IngredientsTable ingredients={f.ingredients} />),
    process: renderToStaticMarkup(<ProcessSteps phases={f.instructions} howTo={jsonLdText(howTo(f))} />),
    usage: f.usageInstructions ? renderToStaticMarkup(<Markup text={f.usageInstructions} />) : "",
    notes: renderToStaticMarkup(<ProductionNotes f={f} notes={notes} />),
    hazard: renderToStaticMarkup(<HazardPanel hazard={hazard} heading="h2" />),
    compliance: renderToStaticMarkup(<CompliancePanel analysis={analysis} />),
  };
}

/** The formulation as schema.org HowTo: its ingredients as supplies, its phases as sections. */
export function howTo(f: PublicFormulation): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: f.name,
    description: clip(f.description, 300),
    supply: f.ingredients.map((i) => ({ "@type": "HowToSupply", name: `${i.name} (${i.percentage})` })),
    step: f.instructions.map((phase) => ({
      "@type": "HowToSection",
      name: phase.phase,
      itemListElement: phase.steps.map((text) => ({ "@type": "HowToStep", text })),
    })),
  };
}

export const renderHomeContent = (data: HomePageData) => renderToStaticMarkup(<HomeContent data={data} />);

export const renderBrowseContent = (props: Parameters<typeof BrowseContent>[0]) =>
  renderToStaticMarkup(<BrowseContent {...props} />);

let footer: { contactEmail: string; html: string } | undefined;

/**
 * The footer's inside (the <footer> element itself is the layout's, so it survives a failed
 * loader). It depends on configuration only, so each isolate renders it once.
 */
export function renderFooter(contactEmail: string): string {
  if (footer?.contactEmail !== contactEmail)
    footer = { contactEmail, html: renderToStaticMarkup(<SiteFooter contactEmail={contactEmail} />) };
  return footer.html;
}
