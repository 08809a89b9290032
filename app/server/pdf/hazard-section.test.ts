/**
 * The CLP section of the reports and the batch record's protective equipment, read back as a
 * person sees them (pdftotext) and checked as files (qpdf); the diamonds are vector drawings.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { buildBatchRecord, classifyFormula, type LibraryFile, protectionFor } from "#formulation";
import { renderBatchRecord } from "./batch-record";
import { type ReportInput, renderFormulationReport } from "./formulation-report";

const fonts = {
  regular: readFileSync(new URL("./fonts/LiberationSans-Regular.ttf.bin", import.meta.url)),
  bold: readFileSync(new URL("./fonts/LiberationSans-Bold.ttf.bin", import.meta.url)),
};
const cleaners = JSON.parse(
  readFileSync(new URL("../../../data/library/cleaning-products-formulations.json", import.meta.url), "utf8"),
) as LibraryFile;
const OVEN = cleaners.formulations.find((f) => f.slug === "amine-alkaline-oven-grill-cleaner-gel");
if (!OVEN) throw new Error("the library's oven cleaner is missing");
const OVEN_PRODUCT = { category: "cleaning-products-formulations", productType: OVEN.productType } as const;

function read(pdf: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), "hazard-"));
  const file = join(dir, "report.pdf");
  writeFileSync(file, pdf);
  return {
    // Reading order with wrapped lines joined, so sentences compare whole.
    text: execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " "),
    check: execFileSync("qpdf", ["--check", file], { encoding: "utf8" }),
    images: execFileSync("pdfimages", ["-list", file], { encoding: "utf8" }).trim().split("\n").length - 2,
  };
}

function report(f: NonNullable<typeof OVEN>, hazard: ReportInput["hazard"]): ReportInput {
  return {
    documentId: "FL-TEST-CLP1",
    date: new Date("2026-11-30T12:00:00Z"),
    formulation: { ...f, instructions: f.instructions ?? [] },
    hazard,
    label: [],
    allergens: [],
    findings: [],
    notices: [],
  };
}

test("a corrosive oven cleaner's report prints its CLP section with vector diamonds, Danger and H314 in full", async () => {
  const hazard = classifyFormula(OVEN, OVEN_PRODUCT);
  expect(hazard.pictograms).toContain("GHS05");
  const { text, check, images } = read(await renderFormulationReport(report(OVEN, hazard), fonts));
  expect(check).toMatch(/No syntax or stream encoding errors found/);
  expect(images).toBe(0);
  for (const expected of [
    "Hazard classification (CLP)",
    "Classified under CLP: Skin Corr. 1",
    "GHS05: Corrosion",
    "Signal word: DANGER",
    "H314 Causes severe skin burns and eye damage.",
    "P280 Wear protective gloves/protective clothing/eye protection/face protection.",
    "Child-resistant fastening required on packaging of any size sold to the general public",
    "Tactile warning of danger required",
    "Ingredient statement (Regulation (EC) No 648/2004)",
  ])
    expect(text).toContain(expected);
  // A cleaner declares its ingredients by that statement, not by a cosmetic's INCI list.
  expect(text).not.toContain("INCI label");
  expect(text).not.toContain("Allergen declaration");
});

test("a cosmetic's report says the cosmetic label applies instead, with no diamond", async () => {
  const skin = JSON.parse(
    readFileSync(new URL("../../../data/library/skin-care-formulations.json", import.meta.url), "utf8"),
  ) as LibraryFile;
  const cream = skin.formulations[0];
  if (!cream) throw new Error("no skin-care formulation");
  const hazard = classifyFormula(cream, { category: "skin-care-formulations", productType: cream.productType });
  const { text } = read(await renderFormulationReport(report(cream as typeof OVEN, hazard), fonts));
  expect(text).toContain("Hazard classification (CLP)");
  expect(text).toContain(
    "Cosmetic product: outside CLP labelling (Regulation (EC) No 1272/2008, Article 1(5)(c)); the cosmetic label of Regulation (EC) No 1223/2009 (Article 19) applies instead.",
  );
  expect(text).not.toContain("Signal word");
  expect(text).not.toContain("GHS0");
  expect(text).toContain("INCI label (descending order)");
});

test("the oven cleaner's batch record names chemical-resistant gloves, goggles and a face shield", async () => {
  const hazard = classifyFormula(OVEN, OVEN_PRODUCT);
  const record = buildBatchRecord({ ...OVEN, instructions: OVEN.instructions ?? [] }, { size: 2, unit: "kg" });
  const { text, check } = read(
    await renderBatchRecord(
      {
        documentId: "BR-TEST",
        formulation: { name: OVEN.name },
        record,
        protection: { summary: hazard.summary, ...protectionFor(hazard) },
      },
      fonts,
    ),
  );
  expect(check).toMatch(/No syntax or stream encoding errors found/);
  expect(text).toContain("Protective equipment (from the CLP classification)");
  expect(text).toMatch(/Chemical-resistant gloves \(EN ISO 374-1.*\) — for Skin Corr\. 1 \(H314\)/);
  expect(text).toContain("Tight-fitting chemical goggles (EN 166)");
  expect(text).toContain("Face shield over the goggles");
});
