/**
 * The Categories tab's table: initial-letter avatar with the name, the first 60
 * characters of the description, Active/Inactive, and the row actions. On a narrow screen the
 * table scrolls sideways inside its card, never the page.
 */
import { Badge, Card } from "#app/components/ui/card";
import type { AdminCategory } from "#app/features/admin/categories.server";
import { descriptionPreview } from "#app/features/admin/category-form";

type Props = {
  categories: AdminCategory[];
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
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
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
          <tbody className="divide-y divide-slate-100">
            {categories.map((c) => (
              <tr key={c.id}>
                <td className="px-4 py-3">
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
                <td className="max-w-sm px-4 py-3 text-slate-600" title={c.description}>
                  {descriptionPreview(c.description)}
                </td>
                <td className="px-4 py-3">
                  {c.isActive ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
                </td>
                <td className="px-4 py-3">
                  <div className="flex items-center justify-end gap-1">
                    <IconButton label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
                      <path d="M4 20h4L19 9l-4-4L4 16v4Z M13.5 6.5l4 4" />
                    </IconButton>
                    <IconButton label={`Upload image for ${c.name}`} onClick={() => onUploadImage(c)}>
                      <path d="M4 16v3h16v-3 M12 4v11 M7 9l5-5 5 5" />
                    </IconButton>
                    <IconButton label={`Delete ${c.name}`} onClick={() => onDelete(c)} danger>
                      <path d="M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13 M10 11v6 M14 11v6" />
                    </IconButton>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}

/** A square icon button; its accessible name says what it does to which category. */
export function IconButton({
  label,
  onClick,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700 ${
        danger ? "text-danger-600 hover:bg-red-50" : "text-slate-700 hover:bg-slate-100 hover:text-ink"
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
