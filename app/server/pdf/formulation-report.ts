/**
 * The formulation report: one design for library and custom formulations, a document a
 * manufacturer files — header with the company's name and logo, title, date and document id,
 * the summary, the ingredients with their total and batch quantities, the process, use and
 * production notes, the CLP hazard classification, for a cosmetic the INCI label and the allergen declaration, the
 * validator's findings and the engine's notices with their sources, a disclaimer and page numbers.
 */
import type { HazardAnswer } from "#formulation";
import { writeHazardSection } from "./hazard-section";
import { type Column, type ReportFonts, ReportWriter } from "./layout";
import type { CheckedLogo } from "./report-logo";

export type ReportIngredient = { name: string; inci: string; percentage: string; function: string };
export type ReportPhase = { phase: string; steps: readonly string[] };
export type ReportNote = { message: string; citation?: string };

export type ReportInput = {
  documentId: string;
  date: Date;
  company?: { name?: string; logo?: CheckedLogo; logoHeight?: number };
  formulation: {
    name: string;
    description?: string | null;
    categoryName?: string | null;
    productType?: string | null;
    phLevel?: string | null;
    viscosity?: string | null;
    shelfLife?: string | null;
    batchSize?: string | null;
    processingTime?: string | null;
    temperature?: string | null;
    storageConditions?: string | null;
    certification?: string | null;
    equipment?: string | null;
    usageInstructions?: string | null;
    ingredients: readonly ReportIngredient[];
    instructions: readonly ReportPhase[];
  };
  /** Batch quantities: grams per ingredient for the stated batch, when it could be computed. */
  batch?: { label: string; grams: readonly { name: string; grams: number }[] };
  production?: { safety?: string; packaging?: string; scaling?: string };
  /** The CLP classification and label elements, or for a cosmetic the sentence that its own label applies. */
  hazard?: HazardAnswer;
  label: readonly string[];
  allergens: readonly { name: string; percent: number }[];
  findings: readonly (ReportNote & { severity: string })[];
  notices: readonly ReportNote[];
};

const INGREDIENT_COLUMNS: Column[] = [
  { header: "Sr.No", width: 0.07, align: "right" },
  { header: "Ingredient", width: 0.27 },
  { header: "INCI Name", width: 0.3 },
  { header: "Percentage", width: 0.13, align: "right" },
  { header: "Function", width: 0.23 },
];

export const DISCLAIMER =
  "This report is a starting formulation for qualified personnel. Verify every raw material against its supplier's specification and safety data sheet, run stability, compatibility and (for cosmetics) challenge and safety assessments, and confirm the regulatory status in every market before sale. EU regulatory data: CosIng, © European Union, 1995–2026.";

/** Light markup (headings in ** **, "- " bullets) as plain lines for the PDF. */
function plainLines(markup: string): string[] {
  return markup
    .split("\n")
    .map((l) =>
      l
        .replace(/\*\*/g, "")
        .replace(/^\s*[-*]\s+/, "• ")
        .trim(),
    )
    .filter(Boolean);
}

export async function renderFormulationReport(input: ReportInput, fonts: ReportFonts): Promise<Uint8Array> {
  const f = input.formulation;
  const company = input.company?.name?.trim();
  const w = await ReportWriter.create(fonts, {
    title: `${f.name} – Formulation Report`,
    footer: `${company ? `${company} · ` : ""}Formulab formulation report ${input.documentId}`,
  });

  // Header: logo and company name, then the title block.
  if (input.company?.logo) {
    const image = await w.embedImage(input.company.logo);
    w.image(image, Math.min(60, Math.max(16, (input.company.logoHeight ?? 110) / 3)));
    w.space(Math.min(60, Math.max(16, (input.company.logoHeight ?? 110) / 3)) + 6);
  }
  if (company) w.text(company, { size: 11, bold: true, color: "brand" });
  w.text(f.name, { size: 18, bold: true });
  w.text(
    `Formulation report · ${input.date.toISOString().slice(0, 10)} · Document ${input.documentId}${f.categoryName ? ` · ${f.categoryName}` : ""}`,
    { size: 8.5, color: "muted" },
  );
  if (f.description) {
    w.space(6);
    w.text(f.description);
  }

  w.heading("Summary");
  w.keyValues([
    ["Product type", f.productType ?? f.categoryName ?? ""],
    ["pH", f.phLevel ?? ""],
    ["Viscosity", f.viscosity ?? ""],
    ["Shelf life", f.shelfLife ?? ""],
    ["Batch size", f.batchSize ?? ""],
    ["Processing time", f.processingTime ?? ""],
    ["Temperature", f.temperature ?? ""],
    ["Storage", f.storageConditions ?? ""],
    ["Certification", f.certification ?? ""],
  ]);

  if (input.notices.length) {
    w.heading("What was changed and why");
    w.bullets(input.notices.map((n) => (n.citation ? `${n.message} (${n.citation})` : n.message)));
  }

  w.heading("Ingredients");
  w.table(
    INGREDIENT_COLUMNS,
    [
      ...f.ingredients.map((i, n) => [String(n + 1), i.name, i.inci, i.percentage, i.function]),
      ["", "Total", "", "100%", ""],
    ],
    { emphasise: (row) => row === f.ingredients.length },
  );

  if (input.batch?.grams.length) {
    w.heading(`Quantities for ${input.batch.label}`);
    w.table(
      [
        { header: "Ingredient", width: 0.7 },
        { header: "Grams", width: 0.3, align: "right" },
      ],
      input.batch.grams.map((g) => [g.name, g.grams.toFixed(2)]),
    );
  }

  if (f.instructions.length) {
    w.heading("Manufacturing process");
    for (const phase of f.instructions) {
      w.text(phase.phase, { bold: true });
      w.bullets(phase.steps, { numbered: true });
      w.space(4);
    }
  }
  if (f.usageInstructions) {
    w.heading("Usage instructions");
    for (const line of plainLines(f.usageInstructions)) w.text(line);
  }
  if (f.equipment) {
    w.heading("Equipment");
    w.text(f.equipment);
  }
  const production = input.production ?? {};
  for (const [title, body] of [
    ["Safety", production.safety],
    ["Packaging", production.packaging],
    ["Production scaling", production.scaling],
  ] as const) {
    if (!body) continue;
    w.heading(title);
    w.text(body);
  }

  if (input.hazard) writeHazardSection(w, input.hazard);
  // The INCI list and its allergen declaration are a cosmetic's label; a detergent declares its
  // ingredients by the Regulation 648/2004 statement (in the hazard section) and a chemical
  // product by its CLP label, so neither prints an INCI list.
  if (!input.hazard || input.hazard.regime === "cosmetic") {
    w.heading("INCI label (descending order)");
    w.text(input.label.join(", ") || "—");
    w.heading("Allergen declaration");
    w.text(
      input.allergens.length
        ? input.allergens.map((a) => `${a.name} (${a.percent}%)`).join(", ")
        : "No fragrance allergen above the declaration thresholds.",
    );
  }
  w.heading("Regulatory and technical checks");
  if (input.findings.length) {
    w.bullets(
      input.findings.map((x) => `${x.severity.toUpperCase()}: ${x.message}${x.citation ? ` (${x.citation})` : ""}`),
    );
  } else {
    w.text("No findings: the formula passes every check the validator has data for.");
  }
  w.heading("Disclaimer");
  w.text(DISCLAIMER, { size: 8, color: "muted" });
  return w.finish();
}
