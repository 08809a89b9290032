import type { PublicFormulation } from "#app/server/formulations.server";

/**
 * Sr.No, Ingredient, INCI Name, Percentage, Function — and the fixed Total row. On
 * phones each row is a card (`stacked-table` in app.css; `data-label` names each value).
 */
export function IngredientsTable({ ingredients }: { ingredients: PublicFormulation["ingredients"] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="stacked-table w-full text-left text-sm">
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Sr.No
            </th>
            <th scope="col" className="px-4 py-3">
              Ingredient
            </th>
            <th scope="col" className="px-4 py-3">
              INCI Name
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Percentage
            </th>
            <th scope="col" className="px-4 py-3">
              Function
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ingredients.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the row number is part of the row's identity here
            <tr key={`${row.name}-${i}`}>
              <td className="stacked-index px-4 py-2.5 text-slate-500">{i + 1}</td>
              <td className="px-4 py-2.5 font-medium text-ink">{row.name}</td>
              <td data-label="INCI Name" className="px-4 py-2.5 text-slate-600">
                {row.inci}
              </td>
              <td data-label="Percentage" className="px-4 py-2.5 text-right tabular-nums">
                {row.percentage}
              </td>
              <td data-label="Function" className="px-4 py-2.5 text-slate-600">
                {row.function}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-brand-50 font-semibold text-ink">
          <tr>
            <td className="px-4 py-3" colSpan={3}>
              Total
            </td>
            <td className="px-4 py-3 text-right">100%</td>
            <td className="px-4 py-3" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
