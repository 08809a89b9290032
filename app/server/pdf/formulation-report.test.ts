/**
 * Reports checked as files: pdftotext reads back what a person would see, qpdf checks the
 * structure. Both come from Debian (poppler-utils, qpdf); .ci/run installs them.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { type ReportInput, renderFormulationReport } from "./formulation-report";

const fonts = {
  regular: readFileSync(new URL("./fonts/LiberationSans-Regular.ttf.bin", import.meta.url)),
  bold: readFileSync(new URL("./fonts/LiberationSans-Bold.ttf.bin", import.meta.url)),
};

function read(pdf: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), "report-"));
  const file = join(dir, "report.pdf");
  writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
  const check = execFileSync("qpdf", ["--check", file], { encoding: "utf8" });
  return { text, pages, check, pageTexts: text.split("\f") };
}

function input(overrides: Partial<ReportInput["formulation"]> = {}): ReportInput {
  return {
    documentId: "FL-TEST-0001",
    date: new Date("2026-11-24T12:00:00Z"),
    company: { name: "Acme Cosmetics Ltd" },
    formulation: {
      name: "Hydrating Face Cream",
      description: "A light O/W day cream.",
      categoryName: "Skin Care",
      productType: "O/W face cream",
      phLevel: "5.5",
      viscosity: "20,000–30,000 cP",
      shelfLife: "24 months",
      batchSize: "10 kg",
      processingTime: "2 hours",
      temperature: "75°C",
      storageConditions: "Below 25°C",
      certification: "EU Cosmetics Regulation 1223/2009",
      equipment: "Homogeniser, water bath",
      usageInstructions: "**1. How to Use**\n- Apply morning and evening.",
      ingredients: [
        { name: "Water", inci: "Aqua", percentage: "q.s.", function: "Solvent" },
        { name: "Glycerin", inci: "Glycerin", percentage: "5%", function: "Humectant" },
        { name: "Phenoxyethanol", inci: "Phenoxyethanol", percentage: "0.9%", function: "Preservative" },
      ],
      instructions: [{ phase: "Phase A – Water phase", steps: ["Heat to 75°C.", "Hold 10 minutes."] }],
      ...overrides,
    },
    label: ["Aqua", "Glycerin", "Phenoxyethanol"],
    allergens: [{ name: "Linalool", percent: 0.002 }],
    findings: [
      { severity: "info", message: "Preserved within Annex V limits.", citation: "EU CosIng Annex V ref. 29" },
    ],
    notices: [{ message: "Hydroquinone is prohibited in cosmetic products (Annex II/1339) — not used." }],
  };
}

test("a report carries the name, every ingredient, the Total row, the company and the notices, and is a valid PDF", async () => {
  const { text, check } = read(await renderFormulationReport(input(), fonts));
  expect(check).toMatch(/No syntax or stream encoding errors found/);
  for (const expected of [
    "Hydrating Face Cream",
    "Acme Cosmetics Ltd",
    "Glycerin",
    "Phenoxyethanol",
    "Total",
    "100%",
    "Hydroquinone is prohibited",
    "75°C",
    "FL-TEST-0001",
    "Page 1 of ",
  ]) {
    expect(text).toContain(expected);
  }
});

test("a long ingredient table breaks across pages and repeats its header on each", async () => {
  const ingredients = Array.from({ length: 90 }, (_, n) => ({
    name: `Botanical extract number ${n + 1} with a long trade name that has to wrap in its cell`,
    inci: `Plant Extract ${n + 1}`,
    percentage: "0.1%",
    function: "Skin conditioning",
  }));
  const { pages, pageTexts } = read(await renderFormulationReport(input({ ingredients }), fonts));
  expect(pages).toBeGreaterThanOrEqual(3);
  const withHeader = pageTexts.filter((p) => /Sr\.No\s+Ingredient\s+INCI Name/.test(p));
  expect(withHeader.length).toBeGreaterThanOrEqual(2);
  expect(pageTexts.join("\n")).toContain(`Page 1 of ${pages}`);
  expect(pageTexts.join("\n")).toContain("Plant Extract 90");
});

test("accented, Greek and Cyrillic names, µ and ≤ render as text", async () => {
  const { text } = read(
    await renderFormulationReport(
      input({
        name: "Crème Hydratante Ωmega",
        ingredients: [
          {
            name: "Экстракт ромашки",
            inci: "Chamomilla Recutita Extract",
            percentage: "≤ 1%",
            function: "Soothing (µ-dispersed)",
          },
        ],
      }),
      fonts,
    ),
  );
  for (const expected of ["Crème Hydratante Ωmega", "Экстракт ромашки", "≤ 1%", "µ-dispersed"])
    expect(text).toContain(expected);
});
