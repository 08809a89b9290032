/**
 * The batch record PDF read back with pdftotext (what the operator sees) and checked by qpdf.
 * The expected grams are computed here from the stored percentages, not by the engine.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { buildBatchRecord, type LibraryFile } from "#formulation";
import { renderBatchRecord } from "./batch-record";

const fonts = {
  regular: readFileSync(new URL("./fonts/LiberationSans-Regular.ttf.bin", import.meta.url)),
  bold: readFileSync(new URL("./fonts/LiberationSans-Bold.ttf.bin", import.meta.url)),
};

const library = JSON.parse(
  readFileSync(new URL("../../../data/library/skin-care-formulations.json", import.meta.url), "utf8"),
) as LibraryFile;
const cream = library.formulations.find((f) => f.slug === "niacinamide-daily-hydrating-face-cream");

function read(pdf: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), "batch-record-"));
  const file = join(dir, "record.pdf");
  writeFileSync(file, pdf);
  return {
    text: execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }),
    raw: execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " "),
    check: execFileSync("qpdf", ["--check", file], { encoding: "utf8" }),
  };
}

/** 1831.25 → "1,831.25", as the sheet prints grams. */
const grams = (n: number) => n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

test("the batch record for 2.5 kg shows every ingredient with the right grams, the steps, checks and sign-off", async () => {
  if (!cream) throw new Error("the library's face cream is missing");
  const record = buildBatchRecord(cream, { size: 2.5, unit: "kg" });
  const { text, raw, check } = read(
    await renderBatchRecord(
      { documentId: "BR-TEST0001", formulation: { name: cream.name, categoryName: "Skin Care" }, record },
      fonts,
    ),
  );
  expect(check).toMatch(/No syntax or stream encoding errors found/);
  expect(raw).toContain(cream.name);
  expect(text).toContain("Batch size 2.5 kg (2,500.00 g)");
  for (const row of cream.ingredients) {
    const expected = grams((Number.parseFloat(row.percentage) / 100) * 2500);
    expect(raw).toContain(row.name);
    // The ingredient's row carries its target weight.
    const line = text.split("\n").find((l) => l.includes(row.name.split(" ")[0] ?? "") && l.includes(expected));
    expect(line, `${row.name}: ${expected} g`).toBeDefined();
  }
  expect(text).toContain("1,831.25");
  expect(text).toContain("1,812.94 – 1,849.56");
  expect(text).toContain("Batch total: 2,500.00 g");
  for (const expected of [
    "Phase A – Water phase",
    "Phase D – Cool-down",
    "Actual (g)",
    "Lot no.",
    "Initials",
    "Tolerance: ±1 % of the target from 100 g",
    "1 drop = 0.05 ml",
    "Check pH on a sample at 25°C",
    "In-process checks",
    "5.5-6.0",
    "15,000-25,000 cP",
    "Prepared by",
    "Checked by",
    "Released by (QA)",
    "BATCH NUMBER",
    "BR-TEST0001",
  ])
    expect(raw).toContain(expected);
  // Volumes for the liquids with a known density: 100 g glycerin at 1.26 g/ml.
  expect(text).toMatch(/Glycerin.*100\.00.*79\.4 ml/);
});
