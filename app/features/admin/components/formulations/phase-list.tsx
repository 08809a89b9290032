import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Button } from "#app/components/ui/button";
import { ListErrors, TextArea, TextInput } from "./editor-fields";
import type { FormulationEditorInput, PhaseInput } from "./editor-types";

const NEW_PHASE: PhaseInput = { phase: "", steps: [""] };

/**
 * Manufacturing instructions: phases, each with a name and its steps. A formulation keeps at
 * least one phase, and a phase at least one step, so the last of each has no Remove button.
 */
export function PhaseList({
  form,
  field,
}: {
  form: FormMetadata<FormulationEditorInput>;
  field: FieldMetadata<PhaseInput[], FormulationEditorInput>;
}) {
  const phases = field.getFieldList();
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold">Manufacturing Instructions</legend>
      <ol className="space-y-4">
        {phases.map((phase, index) => {
          const { phase: title, steps } = phase.getFieldset();
          const stepList = steps.getFieldList();
          const p = index + 1;
          return (
            <li key={phase.key} className="rounded-lg bg-slate-50 p-3" data-testid="phase">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                <TextInput
                  field={title}
                  label={`Phase ${p} name`}
                  className="flex-1"
                  placeholder="Phase A (water phase)"
                />
                {phases.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    type="submit"
                    {...form.remove.getButtonProps({ name: field.name, index })}
                  >
                    Remove phase {p}
                  </Button>
                ) : null}
              </div>
              <ol className="mt-3 space-y-3 pl-0 sm:pl-4">
                {stepList.map((step, s) => (
                  <li key={step.key} className="flex flex-col gap-2 sm:flex-row sm:items-end">
                    <TextArea field={step} label={`Phase ${p} step ${s + 1}`} rows={2} className="flex-1" />
                    {stepList.length > 1 ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        type="submit"
                        {...form.remove.getButtonProps({ name: steps.name, index: s })}
                        aria-label={`Remove phase ${p} step ${s + 1}`}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ol>
              <ListErrors errors={steps.errors ?? phase.errors} />
              <Button
                variant="ghost"
                size="sm"
                className="mt-2"
                type="submit"
                {...form.insert.getButtonProps({ name: steps.name, defaultValue: "" })}
              >
                Add step to phase {p}
              </Button>
            </li>
          );
        })}
      </ol>
      <ListErrors errors={field.errors} />
      <Button
        variant="secondary"
        size="sm"
        className="mt-4"
        type="submit"
        {...form.insert.getButtonProps({ name: field.name, defaultValue: NEW_PHASE })}
      >
        Add Phase
      </Button>
    </fieldset>
  );
}
