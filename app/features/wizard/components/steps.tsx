/**
 * The wizard's first three steps: product type, specifications, requirements. Each is a part
 * of the wizard's one form: every input carries its field's name and value as the schema has
 * them (`../schema.ts`), so the form sends exactly what the server parses.
 */
import { useId, useState } from "react";
import {
  CONSISTENCY_CARDS,
  COST_LEVEL_HINTS,
  COST_LEVELS,
  PH,
  PRODUCTION_VOLUMES,
  parseShelfLife,
  phLabel,
  REGULATORY_LABELS,
  REGULATORY_OPTIONS,
  SHELF_LIFE,
  STORAGE_OPTIONS,
  VISCOSITY_OPTIONS,
  VISCOSITY_SCALE,
  type WizardForm,
} from "../rules";
import { ChoiceCards } from "./choice-cards";
import { ProductNameField } from "./product-name-field";
import type { PropertiesState } from "./use-product-properties";

type StepProps = { form: WizardForm; update: (patch: Partial<WizardForm>) => void };

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:outline-2 focus:outline-brand-600 sm:text-sm";
const labelClass = "block text-sm font-medium text-slate-700";
const hintClass = "mt-1 text-xs text-slate-500";

function SelectField<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
  hint,
}: {
  label: string;
  name: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value as T)} className={inputClass}>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
      {hint ? <p className={hintClass}>{hint}</p> : null}
    </div>
  );
}

export function ProductTypeStep({ form, onNameChange, update }: StepProps & { onNameChange: (name: string) => void }) {
  const card = CONSISTENCY_CARDS.find((c) => c.id === form.productType);
  return (
    <div className="space-y-5">
      <h3 className="text-lg font-semibold text-ink">Product Type Selection</h3>
      <ProductNameField value={form.productName} onChange={onNameChange} />
      <ChoiceCards
        legend="Consistency Type *"
        name="productType"
        value={form.productType}
        onChange={(productType) => update({ productType })}
        options={CONSISTENCY_CARDS.map((c) => ({ value: c.id, label: c.label, hint: c.description }))}
      />
      {card ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-medium">Examples for {card.label}:</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {card.examples.map((e) => (
              <li key={e} className="rounded-full bg-white px-2.5 py-0.5 text-xs ring-1 ring-slate-200">
                {e}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function ViscosityChoice({ form, update }: StepProps) {
  const standard = VISCOSITY_OPTIONS.some((o) => o.value === form.viscosity);
  const [custom, setCustom] = useState(!standard);
  const scaleId = useId();
  const scaleIndex = Math.max(0, (VISCOSITY_SCALE as readonly string[]).indexOf(form.viscosity));
  return (
    <div>
      <ChoiceCards
        legend="Target Viscosity *"
        name="viscosityChoice"
        value={custom ? "Custom" : form.viscosity}
        onChange={(value) => {
          setCustom(value === "Custom");
          update({ viscosity: value === "Custom" ? (VISCOSITY_SCALE[scaleIndex] ?? "Medium") : value });
        }}
        options={[
          ...VISCOSITY_OPTIONS.map((o) => ({ value: o.value, label: o.value, hint: o.hint })),
          { value: "Custom", label: "Custom", hint: "Pick on the scale" },
        ]}
      />
      <input type="hidden" name="viscosity" value={form.viscosity} />
      {custom ? (
        <div className="mt-3">
          <label htmlFor={scaleId} className={labelClass}>
            Custom viscosity: {form.viscosity}
          </label>
          <input
            id={scaleId}
            type="range"
            min={0}
            max={VISCOSITY_SCALE.length - 1}
            step={1}
            value={scaleIndex}
            aria-valuetext={form.viscosity}
            onChange={(e) => update({ viscosity: VISCOSITY_SCALE[Number(e.target.value)] ?? "Medium" })}
            className="mt-1 w-full accent-brand-700"
          />
          <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
            {VISCOSITY_SCALE.map((s) => (
              <span key={s}>{s}</span>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

export function SpecificationsStep({
  form,
  update,
  properties,
  volumeError,
}: StepProps & { properties: PropertiesState; volumeError?: string }) {
  const ids = { volume: useId(), ph: useId(), shelf: useId() };
  const [shelfText, setShelfText] = useState(String(form.shelfLife));
  return (
    <div className="space-y-5">
      <h3 className="text-lg font-semibold text-ink">Specifications</h3>
      <ViscosityChoice form={form} update={update} />
      <div>
        <label htmlFor={ids.volume} className={labelClass}>
          Volume
        </label>
        <input
          id={ids.volume}
          name="volume"
          value={form.volume}
          aria-invalid={volumeError ? true : undefined}
          aria-describedby={volumeError ? `${ids.volume}-error` : undefined}
          maxLength={12}
          onChange={(e) => update({ volume: e.target.value })}
          className={`${inputClass} max-w-48`}
        />
        <p className={hintClass}>Pack size per unit, e.g. 50ml, 250ml or 1kg.</p>
        {volumeError ? (
          <p id={`${ids.volume}-error`} className="mt-1 text-sm text-danger-600">
            {volumeError}
          </p>
        ) : null}
      </div>
      <fieldset>
        <legend className={labelClass}>Special Properties</legend>
        <PropertyChoices form={form} update={update} properties={properties} />
      </fieldset>
      <div>
        <label htmlFor={ids.ph} className={labelClass}>
          Target pH * — {form.phLevel.toFixed(1)} ({phLabel(form.phLevel)})
        </label>
        <input
          id={ids.ph}
          name="phLevel"
          type="range"
          min={PH.min}
          max={PH.max}
          step={PH.step}
          value={form.phLevel}
          aria-valuetext={`pH ${form.phLevel.toFixed(1)}, ${phLabel(form.phLevel)}`}
          onChange={(e) => update({ phLevel: Number(e.target.value) })}
          onKeyDown={(e) => {
            // Page keys move ten steps.
            if (e.key !== "PageUp" && e.key !== "PageDown") return;
            e.preventDefault();
            const next = form.phLevel + (e.key === "PageUp" ? 1 : -1) * PH.step * 10;
            update({ phLevel: Math.round(Math.min(PH.max, Math.max(PH.min, next)) * 10) / 10 });
          }}
          className="mt-2 w-full accent-brand-700"
        />
        <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
          <span>1 Very Acidic</span>
          <span>7 Neutral</span>
          <span>14 Very Basic</span>
        </div>
        <p className={hintClass}>
          Skin care usually sits at pH 4.5–6.5; the formula keeps the pH its ingredients need and says so.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.shelf} className={labelClass}>
            Shelf Life (months) *
          </label>
          <input
            id={ids.shelf}
            type="number"
            inputMode="numeric"
            min={SHELF_LIFE.min}
            max={SHELF_LIFE.max}
            value={shelfText}
            onChange={(e) => {
              setShelfText(e.target.value);
              update({ shelfLife: parseShelfLife(e.target.value) });
            }}
            onBlur={() => setShelfText(String(parseShelfLife(shelfText)))}
            className={inputClass}
          />
          {/* What is sent: the typed months, or 12 while they are not 1 to 60. */}
          <input type="hidden" name="shelfLife" value={form.shelfLife} />
          <p className={hintClass}>Typical range 6-36 months (1 to 60 allowed).</p>
        </div>
        <SelectField
          label="Storage Temperature *"
          name="storageTemperature"
          value={form.storageTemperature}
          options={STORAGE_OPTIONS}
          onChange={(storageTemperature) => update({ storageTemperature })}
          hint="Where the finished product will be kept."
        />
      </div>
    </div>
  );
}

function PropertyChoices({ form, update, properties }: StepProps & { properties: PropertiesState }) {
  if (properties.status === "no-name") {
    return (
      <p className="mt-1 text-sm text-slate-600">Select a product category to see available special properties.</p>
    );
  }
  if (properties.status === "loading") {
    return (
      <p className="mt-1 text-sm text-slate-600" role="status">
        Loading category-specific properties...
      </p>
    );
  }
  if (properties.status === "failed") {
    return (
      <p className="mt-1 text-sm text-danger-600" role="alert">
        The properties could not be loaded. Go back a step and forward again to retry.
      </p>
    );
  }
  const toggle = (p: string, on: boolean) =>
    update({
      specialRequirements: on ? [...form.specialRequirements, p] : form.specialRequirements.filter((x) => x !== p),
    });
  // Properties chosen earlier for another name stay visible, so nothing is sent that cannot be seen.
  const all = [...properties.properties, ...form.specialRequirements.filter((p) => !properties.properties.includes(p))];
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      {all.map((p) => (
        <label
          key={p}
          className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
        >
          <input
            type="checkbox"
            name="specialRequirements"
            value={p}
            checked={form.specialRequirements.includes(p)}
            onChange={(e) => toggle(p, e.target.checked)}
            className="size-4 accent-brand-700"
          />
          {p}
        </label>
      ))}
    </div>
  );
}

export function RequirementsStep({ form, update }: StepProps) {
  const ids = { notes: useId() };
  return (
    <div className="space-y-5">
      <h3 className="text-lg font-semibold text-ink">Requirements</h3>
      <ChoiceCards
        legend="Budget Category *"
        name="costLevel"
        value={form.costLevel}
        onChange={(costLevel) => update({ costLevel })}
        options={Object.entries(COST_LEVELS).map(([value, label]) => ({
          value: value as keyof typeof COST_LEVELS,
          label,
          hint: COST_LEVEL_HINTS[value as keyof typeof COST_LEVELS],
        }))}
        columns="sm:grid-cols-3"
      />
      <SelectField
        label="Production Volume *"
        name="productionVolume"
        value={form.productionVolume}
        options={PRODUCTION_VOLUMES}
        onChange={(productionVolume) => update({ productionVolume })}
      />
      <fieldset>
        <legend className={labelClass}>Regulatory Requirements</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {REGULATORY_OPTIONS.map((id) => (
            <label
              key={id}
              className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <input
                type="checkbox"
                name="regulatoryRequirements"
                value={id}
                checked={form.regulatoryRequirements.includes(id)}
                onChange={(e) =>
                  update({
                    regulatoryRequirements: e.target.checked
                      ? [...form.regulatoryRequirements, id]
                      : form.regulatoryRequirements.filter((x) => x !== id),
                  })
                }
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-medium text-ink">{REGULATORY_LABELS[id].label}</span>
                <span className="block text-xs text-slate-600">{REGULATORY_LABELS[id].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={ids.notes} className={labelClass}>
          Additional Notes
        </label>
        <textarea
          id={ids.notes}
          name="productDescription"
          rows={4}
          maxLength={1000}
          value={form.productDescription}
          onChange={(e) => update({ productDescription: e.target.value })}
          placeholder="e.g., with 5% niacinamide, fragrance-free, vegan, for sensitive skin"
          className={inputClass}
        />
        <p className={hintClass}>
          Named ingredients with levels and free-from claims become constraints; anything we cannot honour is listed in
          the report. {form.productDescription.length}/1000
        </p>
      </div>
    </div>
  );
}
