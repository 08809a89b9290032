/**
 * The admin lists' pager: Previous/Next, the first and last page numbers, the
 * current page ±1 with gaps between, and 'Showing X to Y of Z results'. Pages are links when the
 * server pages the list (`to`), buttons when the client does (`onChange`).
 */
import { Link } from "react-router";

type PagerProps = {
  page: number;
  totalItems: number;
  pageSize: number;
} & ({ to: (page: number) => string; onChange?: never } | { onChange: (page: number) => void; to?: never });

/** The page numbers to show, with `null` for a gap: 1 … 4 5 6 … 12. */
export function pageNumbers(page: number, totalPages: number): (number | null)[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && n - last > 1) out.push(null);
    out.push(n);
  }
  return out;
}

export function showingText(page: number, pageSize: number, totalItems: number) {
  if (totalItems === 0) return "Showing 0 to 0 of 0 results";
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalItems);
  return `Showing ${from} to ${to} of ${totalItems} results`;
}

const itemClass = "inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-3 text-sm font-medium";
const idle = `${itemClass} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const current = `${itemClass} border-brand-700 bg-brand-700 text-white`;
const disabled = `${itemClass} border-slate-200 bg-slate-50 text-slate-400`;

export function Pager(props: PagerProps) {
  const { page, totalItems, pageSize } = props;
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  const item = (n: number, label: React.ReactNode, ariaLabel: string, isCurrent = false) => {
    if (n < 1 || n > totalPages) {
      return (
        <span className={disabled} aria-disabled="true">
          {label}
        </span>
      );
    }
    const className = isCurrent ? current : idle;
    const aria = { "aria-label": ariaLabel, "aria-current": isCurrent ? ("page" as const) : undefined };
    return props.to ? (
      <Link to={props.to(n)} className={className} preventScrollReset {...aria}>
        {label}
      </Link>
    ) : (
      <button type="button" className={className} onClick={() => props.onChange?.(n)} {...aria}>
        {label}
      </button>
    );
  };
  return (
    <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600" data-testid="pager-summary">
        {showingText(page, pageSize, totalItems)}
      </p>
      {totalPages > 1 ? (
        <nav aria-label="Pages">
          <ul className="flex flex-wrap items-center gap-1">
            <li>{item(page - 1, "Previous", "Previous page")}</li>
            {pageNumbers(page, totalPages).map((n, i) => (
              <li key={n ?? `gap-${i}`}>
                {n === null ? <span className="px-1 text-slate-400">…</span> : item(n, n, `Page ${n}`, n === page)}
              </li>
            ))}
            <li>{item(page + 1, "Next", "Next page")}</li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
