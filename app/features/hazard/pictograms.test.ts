import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { expect, test } from "vitest";
import { drawGhsPictogram } from "./draw-pictogram.server";
import { PICTOGRAM_ART, PICTOGRAMS, pictogramArt, pictogramLabel } from "./pictograms";

test("every GHS code has a symbol and a name", () => {
  for (const code of PICTOGRAMS) {
    expect(pictogramArt(code).length).toBeGreaterThan(0);
    expect(pictogramLabel(code)).toMatch(new RegExp(`^${code}: \\w`));
  }
  expect(pictogramLabel("GHS05")).toBe("GHS05: Corrosion");
  expect(Object.keys(PICTOGRAM_ART)).toEqual([...PICTOGRAMS]);
});

test("an unknown code is refused, not drawn as a blank diamond", () => {
  expect(() => pictogramArt("GHS10")).toThrow(/not a GHS pictogram: GHS10/);
});

test("every symbol stays inside the white diamond", () => {
  for (const code of PICTOGRAMS) {
    for (const part of pictogramArt(code)) {
      // Absolute coordinates follow M, L, H, V, C and the arcs' start points; relative arc ends
      // stay within their circle, whose start point is checked with its radius below.
      const numbers = [...part.d.matchAll(/([MLC])\s*([\d.\s-]+)/g)].flatMap(([, , list]) =>
        (list ?? "").trim().split(/\s+/).map(Number),
      );
      for (let i = 0; i + 1 < numbers.length; i += 2) {
        const x = numbers[i] as number;
        const y = numbers[i + 1] as number;
        expect(Math.abs(x - 50) + Math.abs(y - 50), `${code} point ${x},${y}`).toBeLessThanOrEqual(42);
      }
    }
  }
});

test("the PDF drawing is vector paths for every code, and rejects an unknown one", async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([500, 200]);
  PICTOGRAMS.forEach((code, i) => {
    drawGhsPictogram(page, code, 10 + i * 54, 190, 50);
  });
  expect(() => drawGhsPictogram(page, "GHS00", 0, 0, 50)).toThrow(/not a GHS pictogram/);
  const bytes = await doc.save({ useObjectStreams: false });
  const dir = mkdtempSync(join(tmpdir(), "ghs-"));
  const file = join(dir, "ghs.pdf");
  writeFileSync(file, bytes);
  expect(execFileSync("qpdf", ["--check", file], { encoding: "utf8" })).toMatch(/No syntax or stream encoding errors/);
  // No raster image anywhere: the diamonds are drawn, not pasted.
  expect(execFileSync("pdfimages", ["-list", file], { encoding: "utf8" }).trim().split("\n")).toHaveLength(2);
  // Each diamond leaves a red frame and a black symbol in its own column of the page.
  const ppm = execFileSync("pdftoppm", ["-r", "72", file], { maxBuffer: 1 << 24 });
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 32).toString("latin1"));
  const width = Number(header?.[1]);
  const pixels = ppm.subarray(header?.[0].length ?? 0);
  PICTOGRAMS.forEach((code, i) => {
    let red = 0;
    let black = 0;
    for (let y = 10; y < 60; y++)
      for (let x = 10 + i * 54; x < 60 + i * 54; x++) {
        const at = (y * width + x) * 3;
        const [r, g, b] = [pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0];
        if (r > 180 && g < 80 && b < 80) red++;
        if (r < 70 && g < 70 && b < 70) black++;
      }
    expect(red, `${code} frame`).toBeGreaterThan(150);
    expect(black, `${code} symbol`).toBeGreaterThan(25);
  });
});
