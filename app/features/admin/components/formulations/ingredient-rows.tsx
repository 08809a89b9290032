import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Button } from "#app/components/ui/button";
import { type IngredientTotalRow, ingredientTotal } from "#app/features/admin/formulation-form";
import { ListErrors, TextInput } from "./editor-fields";
import type { FormulationEditorInput, IngredientRowInput } from "./editor-types";

const EMPTY_ROW: IngredientRowInput = { name: "", inci: "", percentage: "", function: "" };

/**
 * Ingredient rows: name, INCI name, percentage and function; a row can be
 * removed only while there is more than one. The engine's findings about a row show under it;
 * formula-wide ones (e.g. the total) under the list.
 */
export function IngredientRows({
  form,
  field,
}: {
  form: FormMetadata<FormulationEditorInput>;
  field: FieldMetadata<IngredientRowInput[], FormulationEditorInput>;
}) {
  const rows = field.getFieldList();
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold">Ingredients</legend>
      <ol className="space-y-4">
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          const n = index + 1;
          return (
            <li key={row.key} className="rounded-lg bg-slate-50 p-3" data-testid="ingredient-row">
              <div className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr_2fr_auto] sm:items-start">
                <TextInput field={cells.name} label={<RowLabel n={n} text="Name" />} />
                <TextInput field={cells.inci} label={<RowLabel n={n} text="INCI Name" />} />
                <TextInput field={cells.percentage} label={<RowLabel n={n} text="%" />} placeholder="12.5%" />
                <TextInput field={cells.function} label={<RowLabel n={n} text="Function" />} />
                {rows.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="sm:mt-7"
                    type="submit"
                    {...form.remove.getButtonProps({ name: field.name, index })}
                    aria-label={`Remove ingredient ${n}`}
                  >
                    Remove
                  </Button>
                ) : (
                  <span className="hidden sm:block sm:w-[4.5rem]" />
                )}
              </div>
              <ListErrors errors={row.errors} testId={`ingredient-${index}-findings`} />
            </li>
          );
        })}
      </ol>
      <ListErrors errors={field.errors} testId="ingredients-findings" />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="sm"
          type="submit"
          {...form.insert.getButtonProps({ name: field.name, defaultValue: EMPTY_ROW })}
        >
          Add Ingredient
        </Button>
        <IngredientTotal rows={field.value as IngredientTotalRow[] | undefined} />
      </div>
    </fieldset>
  );
}

/**
 * The running total, counted as the validator will count it on save (ppm, comma decimals, the
 * q.s. row taking what is left): green once it comes to 100 %.
 */
export function IngredientTotal({ rows }: { rows: readonly IngredientTotalRow[] | undefined }) {
  const { total, note, complete } = ingredientTotal(rows);
  return (
    <p className="text-sm text-slate-600" data-testid="ingredient-total">
      Total: <span className={complete ? "font-semibold text-emerald-700" : "font-semibold"}>{total}</span>
      {note ? <span className={complete ? undefined : "text-danger-600"}> — {note}</span> : null}
    </p>
  );
}

/** "Name" to the eye; "Ingredient 2 Name" to a screen reader and to tests. */
function RowLabel({ n, text }: { n: number; text: string }) {
  return (
    <>
      <span className="sr-only">Ingredient {n} </span>
      {text}
    </>
  );
}
