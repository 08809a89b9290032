/**
 * The batch size and unit of a GET form that opens a batch record (the batch-record page and the
 * wizard's result panel): plain named inputs, so the form works without JavaScript.
 */
import { useId } from "react";
import { BATCH_UNITS } from "#formulation/browser";

export function BatchSizeFields({
  size,
  unit,
  error,
  compact = false,
  checkInBrowser = false,
}: {
  size: string;
  unit: string;
  /** The server's message for a size it refused; wired to the field. */
  error?: string | null;
  compact?: boolean;
  /** Let the browser refuse a size that is not a number (where no page shows the server's message). */
  checkInBrowser?: boolean;
}) {
  const sizeId = useId();
  const unitId = useId();
  const control = `mt-1 rounded-lg border border-slate-300 text-base sm:text-sm ${compact ? "px-2.5 py-1.5" : "px-3 py-2"}`;
  const label = `block font-medium text-slate-700 ${compact ? "text-xs" : "text-sm"}`;
  return (
    <>
      <div>
        <label htmlFor={sizeId} className={label}>
          Batch size
        </label>
        <input
          id={sizeId}
          name="size"
          inputMode="decimal"
          {...(checkInBrowser ? { required: true, pattern: "\\d+([.,]\\d+)?", title: "A number such as 2.5" } : {})}
          defaultValue={size}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${sizeId}-error` : undefined}
          className={`${control} w-28`}
        />
      </div>
      <div>
        <label htmlFor={unitId} className={label}>
          Unit
        </label>
        <select
          id={unitId}
          name="unit"
          defaultValue={(BATCH_UNITS as readonly string[]).includes(unit) ? unit : "kg"}
          className={control}
        >
          {BATCH_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${sizeId}-error`} role="alert" className="w-full text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </>
  );
}
