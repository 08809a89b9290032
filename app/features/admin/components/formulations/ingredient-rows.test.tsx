import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import type { FormulationEditorInput, IngredientRowInput } from "./editor-types";
import { IngredientRows } from "./ingredient-rows";

const row = (name: string, percentage: string): IngredientRowInput => ({ name, inci: "", percentage, function: "" });

/** The editor's ingredient list on its own, in a Conform form as the editor holds it. */
function Editor({ rows }: { rows: IngredientRowInput[] }) {
  const [form, fields] = useForm<FormulationEditorInput>({ defaultValue: { ingredients: rows } as never });
  // As in the editor: Conform types nested list fields as unknown; the schema says what they are.
  const ingredients = fields.ingredients as FieldMetadata<IngredientRowInput[], FormulationEditorInput>;
  return (
    <form {...getFormProps(form)}>
      <IngredientRows form={form} field={ingredients} />
    </form>
  );
}

const total = () => screen.getByTestId("ingredient-total");

describe("the ingredient total in the formulation editor", () => {
  test("a ppm row adds its percentage, not the number before 'ppm'", () => {
    render(<Editor rows={[row("Water", "99.9985%"), row("Methylisothiazolinone", "15 ppm")]} />);
    expect(total().textContent).toBe("Total: 100%");
  });

  test("a q.s. row shows what it takes to make 100 %", () => {
    render(<Editor rows={[row("Water", "q.s. to 100"), row("Glycerin", "25%"), row("Oil", "12.5%")]} />);
    expect(total().textContent).toBe("Total: 100% — Water (q.s.) takes 62.5%");
  });

  test("comma decimals count in full, in percent and in ppm", () => {
    render(<Editor rows={[row("Water", "87,3 %"), row("Glycerin", "12,5%"), row("Sodium benzoate", "2000,0 ppm")]} />);
    expect(total().textContent).toBe("Total: 100%");
  });

  test("the total follows what is typed", async () => {
    const user = userEvent.setup();
    render(<Editor rows={[row("Water", "q.s."), row("Glycerin", "5%")]} />);
    expect(total().textContent).toBe("Total: 100% — Water (q.s.) takes 95%");
    const glycerin = screen.getByLabelText("Ingredient 2 %");
    await user.clear(glycerin);
    await user.type(glycerin, "500 ppm");
    expect(total().textContent).toBe("Total: 100% — Water (q.s.) takes 99.95%");
    await user.clear(glycerin);
    await user.type(glycerin, "100%");
    expect(total().textContent).toBe("Total: 100% — nothing is left for Water (q.s.)");
  });
});
