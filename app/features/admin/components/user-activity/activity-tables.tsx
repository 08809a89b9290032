/**
 * The three user-activity tables with the spec's columns,
 * date formats and empty texts, and the skeleton shown while the next page loads. Wide tables
 * scroll sideways inside their card on a phone, never the page.
 */
import { formatDate, formatDateTime } from "#app/lib/dates";

type Person = { firstName: string | null; lastName: string | null };
export type ActivityUser = Person & {
  id: string;
  email: string;
  country: string | null;
  isAdmin: boolean;
  createdAt: string;
};
type ActivityPerson = {
  userFirstName: string | null;
  userLastName: string | null;
  userEmail: string;
  userCountry: string | null;
};
export type ActivityDownload = ActivityPerson & { id: string; formulationName: string; downloadedAt: string };
export type ActivityFavorite = ActivityPerson & { id: string; addedAt: string; formulation: { name: string } | null };

/** First and last name, else the first name, else 'N/A'. */
export function activityName({ firstName, lastName }: Person): string {
  if (firstName && lastName) return `${firstName} ${lastName}`;
  return firstName || "N/A";
}

const country = (c: string | null) => c || "N/A";
const cell = "px-4 py-3 whitespace-nowrap";

function Table({ headers, children }: { headers: string[]; children: React.ReactNode }) {
  return (
    // Focusable and named, so keyboard users can scroll a clipped table sideways (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
    <section className="relative overflow-x-auto" tabIndex={0} aria-label="Results">
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid="activity-table">
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className={`${cell} font-semibold`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </section>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="px-4 py-10 text-center text-sm text-slate-600">{children}</p>;
}

export function UsersTable({ rows }: { rows: ActivityUser[] }) {
  if (!rows.length) return <Empty>No users found.</Empty>;
  return (
    <Table headers={["Name", "Email", "Country", "Joined", "Admin"]}>
      {rows.map((u) => (
        <tr key={u.id}>
          <td className={`${cell} font-medium text-ink`}>{activityName(u)}</td>
          <td className={cell}>{u.email}</td>
          <td className={cell}>{country(u.country)}</td>
          <td className={cell}>{formatDate(u.createdAt)}</td>
          <td className={cell}>
            {u.isAdmin ? (
              <span className="font-bold text-emerald-700" role="img" aria-label="Administrator">
                ✓
              </span>
            ) : (
              <span className="sr-only">Not an administrator</span>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function PersonCells({ row }: { row: ActivityPerson }) {
  return (
    <>
      <td className={`${cell} font-medium text-ink`}>
        {activityName({ firstName: row.userFirstName, lastName: row.userLastName })}
      </td>
      <td className={cell}>{row.userEmail}</td>
      <td className={cell}>{country(row.userCountry)}</td>
    </>
  );
}

export function DownloadsTable({ rows }: { rows: ActivityDownload[] }) {
  if (!rows.length) return <Empty>No downloads found.</Empty>;
  return (
    <Table headers={["User", "Email", "Country", "Formula", "Downloaded"]}>
      {rows.map((d) => (
        <tr key={d.id}>
          <PersonCells row={d} />
          <td className={cell}>{d.formulationName}</td>
          <td className={cell}>{formatDateTime(d.downloadedAt)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function FavoritesTable({ rows }: { rows: ActivityFavorite[] }) {
  if (!rows.length) return <Empty>No favorites found.</Empty>;
  return (
    <Table headers={["User", "Email", "Country", "Formula", "Added"]}>
      {rows.map((f) => (
        <tr key={f.id}>
          <PersonCells row={f} />
          <td className={cell}>{f.formulation?.name ?? "Unknown"}</td>
          <td className={cell}>{formatDateTime(f.addedAt)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Grey bars in the table's place while the next page or tab loads. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="space-y-3 p-4" data-testid="activity-skeleton" role="status">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder bars have no identity
        <div key={i} className="h-6 animate-pulse rounded bg-slate-200" />
      ))}
    </div>
  );
}
