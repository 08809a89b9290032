import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { CATEGORY_SLUGS } from "./categories";
import { type LibraryFile, LibraryFileSchema } from "./library-schema";
import { validate } from "./validate";

const dir = join(import.meta.dirname, "../data/library");
const files: LibraryFile[] = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => LibraryFileSchema.parse(JSON.parse(readFileSync(join(dir, f), "utf8"))));
const all = files.flatMap((f) => f.formulations.map((formulation) => ({ category: f.category, formulation })));

test("the library has at least 154 formulations, at least 7 in each of the 22 categories", () => {
  expect(all.length).toBeGreaterThanOrEqual(154);
  for (const slug of CATEGORY_SLUGS) {
    expect(all.filter((x) => x.category === slug).length, slug).toBeGreaterThanOrEqual(7);
  }
});

test("slugs are unique across the library", () => {
  const slugs = all.map((x) => x.formulation.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
});

test("every library formulation passes the validator with zero errors", () => {
  const failures = all.flatMap(({ category, formulation: f }) =>
    validate(
      {
        ingredients: f.ingredients,
        instructions: f.instructions,
        temperature: f.temperature,
        processingTime: f.processingTime,
        phLevel: f.phLevel,
      },
      { category, productType: f.productType, leaveOn: f.leaveOn },
    )
      .findings.filter((x) => x.severity === "error")
      .map((x) => `${f.slug}: ${x.code} ${x.message}`),
  );
  expect(failures).toEqual([]);
});

test("Cleaning Products covers every product type the spec's pictures are chosen by", () => {
  const names = all.filter((x) => x.category === "cleaning-products-formulations").map((x) => x.formulation.name);
  for (const keyword of [
    /wood floor/i,
    /glass/i,
    /bathroom/i,
    /degreaser/i,
    /all-purpose/i,
    /refrigerator/i,
    /carpet|upholstery/i,
    /tile|grout/i,
    /microwave|appliance/i,
    /pet-safe floor/i,
    /oven|grill/i,
    /wood surface/i,
    /eco-friendly|biodegradable/i,
    /concentrated/i,
  ]) {
    expect(
      names.some((n) => keyword.test(n)),
      String(keyword),
    ).toBe(true);
  }
});

test("SEO fields stay within the spec's limits", () => {
  for (const { formulation: f } of all) {
    expect(f.seoTitle.length, f.slug).toBeLessThanOrEqual(60);
    expect(f.metaDescription.length, f.slug).toBeLessThanOrEqual(160);
  }
});
