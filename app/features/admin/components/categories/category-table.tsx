/**
 * The Categories tab's table: initial-letter avatar with the name, the first 60
 * characters of the description, Active/Inactive, and the row actions. Under the md breakpoint
 * each row is a card (name, description, then status and actions), so the actions are on screen
 * on a phone. Delete is shown disabled, with the reason, while the category holds formulations:
 * the server would refuse it.
 */
import { useId } from "react";
import { Badge, Card } from "#app/components/ui/card";
import type { AdminCategory, AdminCategoryRow } from "#app/features/admin/categories.server";
import { categoryDeleteBlocker, descriptionPreview } from "#app/features/admin/category-form";

type Props = {
  categories: AdminCategoryRow[];
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
  onUploadImage: (category: AdminCategory) => void;
};

export function CategoryTable({ categories, onEdit, onDelete, onUploadImage }: Props) {
  return (
    <Card className="overflow-hidden">
      {/* Focusable so keyboard users can scroll it too (the region may be wider than a phone). */}
      <section
        className="relative overflow-x-auto"
        aria-label="Categories"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        data-testid="categories-scroll"
      >
        <table className="w-full text-left text-sm max-md:block md:min-w-[640px]">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:sr-only">
            <tr>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              <th scope="col" className="px-4 py-3">
                Description
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 max-md:block">
            {categories.map((c) => (
              <tr key={c.id} className="max-md:flex max-md:flex-col max-md:gap-2 max-md:p-4">
                <td className="px-4 py-3 max-md:p-0">
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                    >
                      {c.name.charAt(0).toUpperCase()}
                    </span>
                    <span className="font-medium text-ink">{c.name}</span>
                  </div>
                </td>
                <td className="max-w-sm px-4 py-3 text-slate-600 max-md:max-w-none max-md:p-0" title={c.description}>
                  {descriptionPreview(c.description)}
                </td>
                <td className="px-4 py-3 max-md:p-0">
                  {c.isActive ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
                </td>
                <td className="px-4 py-3 max-md:p-0">
                  <RowActions category={c} onEdit={onEdit} onDelete={onDelete} onUploadImage={onUploadImage} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}

function RowActions({
  category: c,
  onEdit,
  onDelete,
  onUploadImage,
}: { category: AdminCategoryRow } & Omit<Props, "categories">) {
  const reasonId = useId();
  const blocker = categoryDeleteBlocker(c.formulationCount);
  return (
    <>
      <div className="flex items-center gap-1 md:justify-end">
        <IconButton label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
          <path d="M4 20h4L19 9l-4-4L4 16v4Z M13.5 6.5l4 4" />
        </IconButton>
        <IconButton label={`Upload image for ${c.name}`} onClick={() => onUploadImage(c)}>
          <path d="M4 16v3h16v-3 M12 4v11 M7 9l5-5 5 5" />
        </IconButton>
        <IconButton
          label={`Delete ${c.name}`}
          onClick={() => onDelete(c)}
          danger
          disabledBy={blocker ? reasonId : undefined}
        >
          <path d="M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13 M10 11v6 M14 11v6" />
        </IconButton>
      </div>
      {blocker ? (
        <p id={reasonId} className="mt-1 text-xs text-slate-600 md:text-right">
          Delete: {blocker}
        </p>
      ) : null}
    </>
  );
}

/** A square icon button; its accessible name says what it does to which category. */
export function IconButton({
  label,
  onClick,
  danger = false,
  disabledBy,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  /** The id of the text saying why the action is not available now; it is then shown disabled. */
  disabledBy?: string;
  children: React.ReactNode;
}) {
  // aria-disabled rather than disabled: the button stays reachable by keyboard, so its reason is read.
  const blocked = disabledBy !== undefined;
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={blocked || undefined}
      aria-describedby={disabledBy}
      title={label}
      onClick={blocked ? undefined : onClick}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700 ${
        blocked
          ? "cursor-not-allowed text-slate-400"
          : danger
            ? "text-danger-600 hover:bg-red-50"
            : "text-slate-700 hover:bg-slate-100 hover:text-ink"
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {children}
      </svg>
    </button>
  );
}
