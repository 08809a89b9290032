/**
 * The wizard's one schema: the form's fields are the schema's own, under the names and with the
 * values the API takes, so what the browser sends is what the server reads — nothing is renamed
 * on the way ('Medium Quality' is shown, `medium` is sent and stored).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { BUDGETS } from "#formulation/browser";
import { DEFAULT_WIZARD_FORM, type WizardForm } from "./rules";
import { budgetOf, COST_LEVELS, CustomFormulationSchema } from "./schema";

/** The form data the wizard's form sends for a set of values (its inputs carry these names). */
function formDataOf(values: WizardForm): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, String(v));
  }
  return data;
}

const TONER: WizardForm = {
  ...DEFAULT_WIZARD_FORM,
  productName: "Soothing Rose Toner",
  productType: "liquid",
  viscosity: "Low",
  volume: "100ml",
  specialRequirements: ["Hydrating", "Soothing"],
  phLevel: 5,
  costLevel: "expensive",
  regulatoryRequirements: ["cruelty-free"],
  productDescription: "with 3% niacinamide, fragrance-free",
};

describe("the wizard's schema", () => {
  test("every field the form holds is a field of the schema, parsed to the same value", () => {
    const schemaFields = Object.keys(CustomFormulationSchema.shape);
    for (const name of Object.keys(DEFAULT_WIZARD_FORM)) expect(schemaFields, name).toContain(name);
    expect(CustomFormulationSchema.parse(TONER)).toMatchObject(TONER);
  });

  test("the form's submission parses on the server into the very values the form held", () => {
    const submission = parseWithZod(formDataOf(TONER), { schema: CustomFormulationSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value : null).toMatchObject(TONER);
  });

  test("the budget travels as the API's cost level, shown with the spec's label", () => {
    expect(DEFAULT_WIZARD_FORM.costLevel).toBe("medium");
    expect(Object.keys(COST_LEVELS)).toEqual(["cost_effective", "medium", "expensive"]);
    expect(Object.values(COST_LEVELS)).toEqual([...BUDGETS]);
    expect(budgetOf("medium")).toBe("Medium Quality");
    // The API's other variant sends the budget category as is.
    expect(CustomFormulationSchema.parse({ productName: "X", costLevel: "Premium" }).costLevel).toBe("Premium");
  });

  test("a field the form gets wrong is refused with the same message the API gives", () => {
    const submission = parseWithZod(formDataOf({ ...TONER, volume: "lots" }), { schema: CustomFormulationSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.volume).toEqual(["Volume must be a quantity such as 50ml or 1kg"]);
  });
});
