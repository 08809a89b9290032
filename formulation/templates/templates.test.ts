import { expect, test } from "vitest";
import { z } from "zod";
import { ingredientById } from "../knowledge";
import { productTypeById } from "../request";
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
