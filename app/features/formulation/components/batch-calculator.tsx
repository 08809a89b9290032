/**
 * Batch calculator: enter a batch size in g, kg or lb and get the grams of each ingredient,
 * rounded to 0.01 g and summing exactly to the batch (largest-remainder rounding). With a
 * formulation's slug it links to the printable batch record for the size it shows.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { href } from "react-router";
import { type BatchUnit, formatGrams, scaleBatch } from "#formulation/browser";

export type CalculatorRow = { label: string; inci: string; hundredths: number };

const UNITS: BatchUnit[] = ["g", "kg", "lb"];
const MAX_BATCH_GRAMS = 100_000_000;
const MIN_BATCH_GRAMS = 0.01;

/** The batch record's lower limit (its targets are given to 0.01 g). */
const MIN_RECORD_GRAMS = 1;

/**
 * A number column: kept on one line and set apart from its neighbour, so two right-aligned
 * figures never read as one ("100" and "1000.00" as "1001000.00") however narrow the screen.
 */
const NUMBER_CELL = "pl-4 text-right whitespace-nowrap tabular-nums";

export function BatchCalculator({ rows, recordFor }: { rows: readonly CalculatorRow[]; recordFor?: string }) {
  const [size, setSize] = useState("1");
  const [unit, setUnit] = useState<BatchUnit>("kg");
  // The page renders the calculator on the server and its code arrives after the page's own
  // (routes/formulation.tsx): until it has hydrated, typing would be lost, so the fields wait.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const sizeId = useId();
  const unitId = useId();
  const amount = Number(size.replace(",", "."));
  const invalid = !Number.isFinite(amount) || amount <= 0;
  const scaled = useMemo(
    () => (invalid ? null : scaleBatch(rows, { size: amount, unit })),
    [rows, amount, unit, invalid],
  );
  const tooLarge = scaled ? scaled.totalGrams > MAX_BATCH_GRAMS : false;
  // Amounts are rounded to 0.01 g: a batch below that has nothing to weigh.
  const tooSmall = scaled ? scaled.totalGrams < MIN_BATCH_GRAMS : false;

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={sizeId} className="block text-sm font-medium text-slate-700">
            Batch size
          </label>
          <input
            id={sizeId}
            inputMode="decimal"
            value={size}
            disabled={!ready}
            onChange={(e) => setSize(e.target.value)}
            aria-invalid={invalid || tooLarge || tooSmall}
            aria-describedby={`${sizeId}-help`}
            className="mt-1 w-32 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor={unitId} className="block text-sm font-medium text-slate-700">
            Unit
          </label>
          <select
            id={unitId}
            value={unit}
            disabled={!ready}
            onChange={(e) => setUnit(e.target.value as BatchUnit)}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </div>
        <p
          id={`${sizeId}-help`}
          className={`text-sm ${invalid || tooLarge || tooSmall ? "text-danger-600" : "text-slate-500"}`}
        >
          {invalid
            ? "Enter a batch size greater than 0."
            : tooLarge
              ? "Batch too large: enter at most 100 t."
              : tooSmall
                ? "Batch too small: enter at least 0.01 g."
                : "Amounts in grams, rounded to 0.01 g."}
        </p>
      </div>
      {recordFor && scaled && !tooLarge && scaled.totalGrams >= MIN_RECORD_GRAMS ? (
        <p className="mt-4">
          <a
            href={`${href("/formulation/:id/batch-record", { id: recordFor })}?${new URLSearchParams({ size: String(amount), unit })}`}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            Print batch record for {String(amount)} {unit} →
          </a>
          <span className="ml-2 text-xs text-slate-500">
            Weighing sheet with tolerances, process tick-boxes and sign-off (page or PDF).
          </span>
        </p>
      ) : null}
      {scaled && !tooLarge && !tooSmall ? (
        <table className="mt-4 w-full text-sm" data-testid="batch-table">
          <thead className="text-left text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2">
                Ingredient
              </th>
              <th scope="col" className={`py-2 ${NUMBER_CELL}`}>
                %
              </th>
              <th scope="col" className={`py-2 ${NUMBER_CELL}`}>
                Grams
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {scaled.rows.map((r) => (
              <tr key={r.label}>
                <td className="py-1.5">{r.label}</td>
                <td className={`py-1.5 ${NUMBER_CELL}`}>{r.percentage}</td>
                <td className={`py-1.5 ${NUMBER_CELL}`}>{formatGrams(r.grams)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr>
              <td className="pt-2">Total</td>
              <td className={`pt-2 ${NUMBER_CELL}`}>100</td>
              <td className={`pt-2 ${NUMBER_CELL}`} data-testid="batch-total">
                {formatGrams(scaled.totalGrams)}
              </td>
            </tr>
          </tfoot>
        </table>
      ) : null}
    </div>
  );
}
