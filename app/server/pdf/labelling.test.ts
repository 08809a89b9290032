/**
 * The label and the draft SDS as PDFs, read back with pdftotext (what a customer reads) and
 * checked by qpdf, for a corrosive library cleaner and a cosmetic.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { type LibraryFile, productLabel, safetyDataSheet } from "#formulation";
import { renderLabel } from "./label";
import { renderSafetyDataSheet } from "./safety-data-sheet";

const fonts = {
  regular: readFileSync(new URL("./fonts/LiberationSans-Regular.ttf.bin", import.meta.url)),
  bold: readFileSync(new URL("./fonts/LiberationSans-Bold.ttf.bin", import.meta.url)),
};
const library = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../data/library/${file}.json`, import.meta.url), "utf8")) as LibraryFile;
const cleaning = library("cleaning-products-formulations");
const cleaner = cleaning.formulations.find((f) => f.slug === "heavy-duty-kitchen-degreaser");
const product = { category: "cleaning-products-formulations" as const, productType: cleaner?.productType };

function read(pdf: Uint8Array) {
  const file = join(mkdtempSync(join(tmpdir(), "labelling-")), "out.pdf");
  writeFileSync(file, pdf);
  return {
    text: execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " "),
    check: execFileSync("qpdf", ["--check", file], { encoding: "utf8" }),
  };
}

const HEADINGS = [
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  "SECTION 2: Hazards identification",
  "SECTION 3: Composition/information on ingredients",
  "SECTION 4: First aid measures",
  "SECTION 5: Firefighting measures",
  "SECTION 6: Accidental release measures",
  "SECTION 7: Handling and storage",
  "SECTION 8: Exposure controls/personal protection",
  "SECTION 9: Physical and chemical properties",
  "SECTION 10: Stability and reactivity",
  "SECTION 11: Toxicological information",
  "SECTION 12: Ecological information",
  "SECTION 13: Disposal considerations",
  "SECTION 14: Transport information",
  "SECTION 15: Regulatory information",
  "SECTION 16: Other information",
];

test("the cleaner's SDS has the 16 sections of Annex II, its classification and marked blanks, and passes qpdf", async () => {
  if (!cleaner) throw new Error("the library's degreaser is missing");
  const sheet = safetyDataSheet(cleaner, product);
  if (!sheet) throw new Error("no SDS for a cleaner");
  const { text, check } = read(await renderSafetyDataSheet(sheet, "SDS-TEST0001", fonts));
  expect(check).toMatch(/No syntax or stream encoding errors found/);
  for (const heading of HEADINGS) expect(text).toContain(heading);
  for (const expected of [
    "2.1 Classification of the substance or mixture",
    "Skin Corr. 1, H314",
    "Signal word: Danger",
    "H314: Causes severe skin burns and eye damage.",
    "CAS 1310-58-3",
    "Index No 019-002-00-8",
    "10.5 Incompatible materials",
    "Reactive metal",
    "pH: 12–12.5 (the formula's target; measure each batch)",
    "To be completed by the supplier: emergency telephone number",
    "14.1 UN number or ID number",
  ])
    expect(text).toContain(expected);
});

test("the cleaner's label prints GHS05's signal word and statements and the UFI given; without one a marked blank", async () => {
  if (!cleaner) throw new Error("the library's degreaser is missing");
  const label = productLabel(cleaner, product);
  if (label.kind !== "clp") throw new Error("not a CLP label");
  const { hazard: _hazard, ...shown } = label;
  const page = (ufi: string | null) => ({
    formulation: { name: cleaner.name, documentId: "LB-TEST" },
    quantity: "500 ml",
    label: shown,
    bestBefore: null,
    ufi,
    sds: true,
  });
  const given = read(await renderLabel(page("N4E3-Y0M2-V00K-P2DT"), fonts));
  expect(given.check).toMatch(/No syntax or stream encoding errors found/);
  for (const expected of [
    cleaner.name,
    "500 ml",
    "DANGER",
    "H314 Causes severe skin burns and eye damage.",
    "UFI: N4E3-Y0M2-V00K-P2DT",
  ])
    expect(given.text).toContain(expected);
  expect(read(await renderLabel(page(null), fonts)).text).toContain("UFI: ____-____-____-____ (not given");
});

test("a cosmetic's label prints its INCI list with colourants last and the PAO months", async () => {
  const baby = library("baby-care-formulations").formulations.find((f) => f.slug === "sensitive-baby-wipes-lotion");
  if (!baby) throw new Error("the library's baby wipes lotion is missing");
  const label = productLabel(baby, { category: "baby-care-formulations", productType: baby.productType });
  if (label.kind !== "cosmetic") throw new Error("not a cosmetic label");
  const { text, check } = read(
    await renderLabel(
      {
        formulation: { name: baby.name, documentId: "LB-TEST" },
        quantity: "200 ml",
        label,
        bestBefore: "06/2028",
        ufi: null,
        sds: false,
      },
      fonts,
    ),
  );
  expect(check).toMatch(/No syntax or stream encoding errors found/);
  expect(text).toContain("Ingredients: Aqua,");
  expect(text).toContain("Best used before the end of: 06/2028");
  expect(text).toContain("3M");
  expect(text).toContain("Period after opening: 3 months.");
  expect(text).not.toContain("UFI");
});

test("colourants follow every other ingredient on a cosmetic label", () => {
  const label = productLabel(
    {
      ingredients: [
        { name: "Water", inci: "Aqua", percentage: "80" },
        { name: "Red pigment", inci: "CI 77491", percentage: "5", function: "Colourant" },
        { name: "Glycerin", inci: "Glycerin", percentage: "10" },
        { name: "Phenoxyethanol", inci: "Phenoxyethanol", percentage: "1" },
      ],
      shelfLife: "36 months",
    },
    { category: "skin-care-formulations", productType: "face cream" },
  );
  if (label.kind !== "cosmetic") throw new Error("not a cosmetic label");
  expect(label.ingredients).toEqual(["Aqua", "Glycerin", "Phenoxyethanol", "CI 77491"]);
  expect(label.durability).toEqual({ kind: "pao", months: null, shelfLifeMonths: 36 });
});

test("a cosmetic has no SDS", () => {
  const baby = library("baby-care-formulations").formulations[0];
  if (!baby) throw new Error("no baby care formulation");
  expect(safetyDataSheet(baby, { category: "baby-care-formulations", productType: baby.productType })).toBeUndefined();
});
