import { useId, useState } from "react";

type Props = {
  label: string;
  name: string;
  error?: string;
  children?: (props: { id: string; describedBy?: string; invalid: boolean }) => React.ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "children">;

/** A labelled field whose error is announced and tied to the input. */
export function FormField({ label, name, error, children, ...input }: Props) {
  const id = useId();
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children ? (
        children({ id, describedBy, invalid: Boolean(error) })
      ) : (
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`mt-1 block w-full rounded-lg border px-3 py-2 text-sm ${error ? "border-danger-600" : "border-slate-300"}`}
          {...input}
        />
      )}
      {error ? (
        <p id={describedBy} className="mt-1 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const textareaClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border px-3 py-2 text-sm ${invalid ? "border-danger-600" : "border-slate-300"}`;

type TextareaFieldProps = {
  label: string;
  name: string;
  error?: string;
  defaultValue: string;
  rows: number;
  required?: boolean;
  /** A limit to count towards in the label as the text is typed: 'Meta description (42/160)'. */
  countTo?: number;
};

/** FormField's textarea: the same label, error and ARIA wiring around a multi-line input. */
export function TextareaField({ label, name, error, defaultValue, rows, required, countTo }: TextareaFieldProps) {
  const [length, setLength] = useState(defaultValue.length);
  return (
    <FormField label={countTo === undefined ? label : `${label} (${length}/${countTo})`} name={name} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name={name}
          defaultValue={defaultValue}
          rows={rows}
          required={required}
          onInput={countTo === undefined ? undefined : (e) => setLength(e.currentTarget.value.length)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={textareaClass(invalid)}
        />
      )}
    </FormField>
  );
}

/** A ticked-or-not setting beside its label (a record's Active or Published). */
export function CheckboxField({
  name,
  defaultChecked,
  children,
}: {
  name: string;
  defaultChecked: boolean;
  children: React.ReactNode;
}) {
  return (
    <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="h-5 w-5 rounded border-slate-300 accent-brand-700"
      />
      {children}
    </label>
  );
}
