import { useId } from "react";

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
