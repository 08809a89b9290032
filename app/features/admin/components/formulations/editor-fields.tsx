/**
 * The editor's text inputs bound to Conform fields: a label, the stored value to start from and
 * the field's first error tied to the input, so server and engine errors show where they belong.
 */
import { useId } from "react";
import { FieldError } from "#app/components/ui/field";

export type BoundField = {
  name: string;
  key?: string;
  initialValue?: unknown;
  errors?: string[];
};

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm ${invalid ? "border-danger-600" : "border-slate-300"}`;

export const initialText = (field: BoundField) => (typeof field.initialValue === "string" ? field.initialValue : "");

type FieldProps = {
  field: BoundField;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
};

function FieldShell({
  label,
  hint,
  error,
  id,
  className,
  children,
}: {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  id: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </span>
        ) : null}
      </div>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: React.ReactNode) {
  return [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}

/**
 * What a text input and a textarea bound to `field` share: its name and initial value (none when
 * the caller controls `value`), the error wiring and the look. `key` remounts an uncontrolled
 * control when the form resets it.
 */
function useBoundControl(field: BoundField, hint: React.ReactNode, controlled: boolean) {
  const id = useId();
  const error = field.errors?.[0];
  const control = {
    id,
    name: field.name,
    defaultValue: controlled ? undefined : initialText(field),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
    className: inputClass(Boolean(error)),
  };
  return { id, error, key: controlled ? undefined : field.key, control };
}

/** An uncontrolled text input, or a controlled one when `value`/`onChange` are given. */
export function TextInput({
  field,
  label,
  hint,
  className,
  ...input
}: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  const { id, error, key, control } = useBoundControl(field, hint, "value" in input);
  return (
    <FieldShell label={label} hint={hint} error={error} id={id} className={className}>
      <input key={key} {...control} {...input} />
    </FieldShell>
  );
}

export function TextArea({
  field,
  label,
  hint,
  className,
  ...input
}: FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
  const { id, error, key, control } = useBoundControl(field, hint, "value" in input);
  return (
    <FieldShell label={label} hint={hint} error={error} id={id} className={className}>
      <textarea key={key} {...control} {...input} />
    </FieldShell>
  );
}

/** Errors the engine or the schema reports for a whole list or row (not one of its inputs). */
export function ListErrors({ errors, testId }: { errors?: string[]; testId?: string }) {
  if (!errors?.length) return null;
  return (
    <ul role="alert" data-testid={testId} className="mt-2 space-y-1 text-sm text-danger-600">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}
