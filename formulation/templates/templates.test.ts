import { expect, test } from "vitest";
import { z } from "zod";
import { ingredientById } from "../knowledge";
import { PRODUCT_TYPES, productTypeById } from "../request";
import { TEMPLATE_FILES, TEMPLATES } from ".";
import { TemplateSchema } from "./schema";

test("every template file is valid against the schema", () => {
  expect(Object.keys(TEMPLATE_FILES).length).toBeGreaterThanOrEqual(6);
  for (const [file, data] of Object.entries(TEMPLATE_FILES)) {
    const parsed = z.array(TemplateSchema).safeParse(data);
    expect(parsed.success ? "" : z.prettifyError(parsed.error), file).toBe("");
  }
});

test("template ids are unique and every ingredient and product type they name exists", () => {
  expect(TEMPLATES.length).toBeGreaterThanOrEqual(160);
  const ids = TEMPLATES.map((t) => t.id);
  expect(new Set(ids).size).toBe(ids.length);
  const unknown = TEMPLATES.flatMap((t) => [
    ...[t.balance.id, ...t.slots.flatMap((s) => s.candidates)]
      .filter((id) => !ingredientById(id))
      .map((id) => `${t.id}: ingredient ${id}`),
    ...t.productTypes.filter((id) => !productTypeById(id)).map((id) => `${t.id}: product type ${id}`),
  ]);
  expect(unknown).toEqual([]);
});

test("every product type the engine may formulate has a template; the others are refused by regime", () => {
  const refusedRegimes = new Set(["human-medicinal", "veterinary-medicinal", "eu-plant-protection-1107-2009"]);
  const uncovered = PRODUCT_TYPES.filter(
    (t) => !refusedRegimes.has(t.regime) && !TEMPLATES.some((template) => template.productTypes.includes(t.id)),
  ).map((t) => t.id);
  expect(PRODUCT_TYPES.length).toBeGreaterThanOrEqual(150);
  expect(uncovered).toEqual([]);
});
