import { Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button";
import { Badge } from "#app/components/ui/card";
import { StatusToggle } from "./status-toggle";
import type { FormulationRowView } from "./types";

/**
 * The formulations table: picture, name with the start of its description, category,
 * Active/Draft with the approve/deactivate toggle, and View / Edit / Delete. Under the md
 * breakpoint each row is a card (picture and name, then category, status and the actions on lines
 * of their own), so the approve toggle and the row's buttons are on screen on a phone; a table
 * scrolling sideways hid them past the right edge. The header row stays for screen readers.
 */
/** A cell that takes a line of its own under the name when the row is a card. */
const STACKED_CELL = "px-4 py-3 max-md:col-span-2 max-md:p-0";

export function FormulationTable({
  rows,
  editHref,
  onDelete,
}: {
  rows: FormulationRowView[];
  editHref: (id: string) => string;
  onDelete: (row: { id: string; name: string }) => void;
}) {
  if (!rows.length) {
    return <p className="p-6 text-sm text-slate-600">No formulations found.</p>;
  }
  return (
    // relative: a visually hidden label (absolutely positioned) in a far column would otherwise
    // escape the scroller and widen the page on a phone.
    <div className="relative overflow-x-auto" data-testid="formulations-table-scroller">
      <table className="w-full text-left text-sm max-md:block md:min-w-[760px]">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-md:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3">
              Image
            </th>
            <th scope="col" className="px-4 py-3">
              Formulation
            </th>
            <th scope="col" className="px-4 py-3">
              Category
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:block">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="formulation-row"
              className="max-md:grid max-md:grid-cols-[3rem_minmax(0,1fr)] max-md:gap-x-3 max-md:gap-y-2 max-md:p-4"
            >
              <td className="px-4 py-3 max-md:p-0">
                {row.image ? (
                  <img
                    src={row.image}
                    alt={row.imageAlt || row.name}
                    className="h-12 w-12 rounded-lg object-cover"
                    loading="lazy"
                  />
                ) : (
                  <div
                    className="flex h-12 w-12 items-center justify-center rounded-lg bg-slate-100 text-lg font-bold text-slate-400"
                    role="img"
                    aria-label="No image"
                  >
                    {row.name.charAt(0).toUpperCase()}
                  </div>
                )}
              </td>
              <td className="max-w-xs px-4 py-3 max-md:max-w-none max-md:p-0">
                <p className="font-semibold text-ink">{row.name}</p>
                <p className="text-slate-600">{row.description}</p>
              </td>
              <td className={STACKED_CELL}>
                <Badge tone="brand">{row.categoryName}</Badge>
              </td>
              <td className={STACKED_CELL}>
                <div className="flex flex-wrap items-center gap-2">
                  {row.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Draft</Badge>}
                  <StatusToggle id={row.id} name={row.name} isActive={row.isActive} />
                </div>
              </td>
              <td className={STACKED_CELL}>
                <div className="flex flex-wrap items-center gap-2">
                  {row.isActive ? (
                    <Link
                      to={`/formulation/${row.slug}`}
                      className={buttonClass("ghost", "sm")}
                      aria-label={`View ${row.name}`}
                    >
                      View
                    </Link>
                  ) : (
                    // A draft has no public page yet: say so instead of linking to a 404.
                    <span
                      className={buttonClass("ghost", "sm", "cursor-not-allowed opacity-60")}
                      aria-disabled="true"
                      title="Drafts are not on the site: approve it to view it"
                    >
                      View<span className="sr-only"> (drafts are not on the site: approve it to view it)</span>
                    </span>
                  )}
                  <Link
                    to={editHref(row.id)}
                    preventScrollReset
                    className={buttonClass("secondary", "sm")}
                    aria-label={`Edit ${row.name}`}
                  >
                    Edit
                  </Link>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => onDelete({ id: row.id, name: row.name })}
                    aria-label={`Delete ${row.name}`}
                  >
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
