/** A radio group drawn as cards (consistency, viscosity, budget): native radios, so keyboard and screen readers work. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns = "sm:grid-cols-2 lg:grid-cols-4",
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T;
  onChange: (value: T) => void;
  columns?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className={`mt-2 grid grid-cols-2 gap-2 sm:gap-3 ${columns}`}>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-2 rounded-xl border border-slate-200 bg-white p-3 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            {/* min-w-0 and break-words: a long one-word label ("Powder/Foundation") wraps inside its card on a phone. */}
            <span className="min-w-0 break-words">
              <span className="block text-sm font-semibold text-ink">{o.label}</span>
              {o.hint ? <span className="mt-0.5 block text-xs text-slate-600">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
