/**
 * The Security tab (ADR 0054): the security event log newest first, filtered by type, e-mail and
 * client address through a GET form (the filters live in the URL), paged on the server, and a
 * banner listing accounts and addresses over the failed sign-in threshold. On a phone each event
 * is a stacked card; from `md` up a table.
 */
import { Form, href, Link, redirect } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { loadAdminPage } from "#app/features/admin/admin-page.server";
import { AdminErrorBoundary } from "#app/features/admin/components/admin-error-boundary";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { Pager } from "#app/features/admin/components/pager";
import {
  SECURITY_ALERT,
  SECURITY_EVENT_LABELS,
  SECURITY_EVENT_TYPES,
  SECURITY_FILTER_MAX_LENGTH,
  SECURITY_PAGE_SIZE,
  SECURITY_RETENTION_DAYS,
  type SecurityEventType,
} from "#app/features/admin/security-events";
import { type SecurityEventRow, securityPage } from "#app/features/admin/security-events.server";
import { formatDateTime } from "#app/lib/dates";
import type { RoutePolicy } from "#app/lib/route-policy";
import type { Route } from "./+types/security";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

type Filters = { type: string; email: string; address: string };

/** The tab's URL state, leaving blanks and page 1 out so links stay short. */
function securityUrl(filters: Filters, page = 1): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${href("/admin/security")}${query ? `?${query}` : ""}`;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { admin, view } = await loadAdminPage(request, async ({ ctx, admin }) => ({
    admin,
    view: await securityPage(ctx, Object.fromEntries(new URL(request.url).searchParams)),
  }));
  const { currentPage, totalPages, totalItems } = view.pagination;
  // A page past the end (rows pruned since the link was made) shows the last page instead.
  if (currentPage > totalPages && totalItems > 0) throw redirect(securityUrl(view.filters, totalPages));
  return { admin, ...view };
}

export const ErrorBoundary = AdminErrorBoundary;

const label = (type: string) => SECURITY_EVENT_LABELS[type as SecurityEventType] ?? type;
const inputClass =
  "block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-brand-600";

/** The detail as short "key: value" pairs (it is stored as a small JSON object, or plain text). */
function detailText(detail: string | null): string {
  if (!detail) return "";
  try {
    const parsed: unknown = JSON.parse(detail);
    if (parsed && typeof parsed === "object") {
      return Object.entries(parsed)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(", ");
    }
  } catch {
    // Plain text: shown as is.
  }
  return detail;
}

function who(e: SecurityEventRow) {
  return e.email ?? (e.userId ? `user ${e.userId.slice(0, 8)}` : "—");
}

function EventsTable({ rows }: { rows: SecurityEventRow[] }) {
  const cell = "px-4 py-3 align-top";
  return (
    <table className="hidden w-full text-left text-sm md:table" data-testid="security-table">
      <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
        <tr>
          {["Time", "Event", "Account", "Address", "Browser", "Detail"].map((h) => (
            <th key={h} scope="col" className={`${cell} font-semibold whitespace-nowrap`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((e) => (
          <tr key={e.id}>
            <td className={`${cell} whitespace-nowrap`}>{formatDateTime(e.at)}</td>
            <td className={`${cell} font-medium text-ink`}>{label(e.type)}</td>
            <td className={`${cell} break-all`}>{who(e)}</td>
            <td className={`${cell} whitespace-nowrap`}>{e.address ?? "—"}</td>
            <td className={`${cell} max-w-48 truncate`} title={e.userAgent ?? undefined}>
              {e.userAgent ?? "—"}
            </td>
            <td className={`${cell} break-words text-slate-600`}>{detailText(e.detail)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Below `md` each event is a card of label/value pairs: nothing is clipped at 390 px. */
function EventCards({ rows }: { rows: SecurityEventRow[] }) {
  return (
    <ul className="divide-y divide-slate-100 md:hidden" data-testid="security-cards">
      {rows.map((e) => (
        <li key={e.id} className="px-4 py-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-ink">{label(e.type)}</span>
            <span className="text-xs text-slate-600">{formatDateTime(e.at)}</span>
          </div>
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-slate-700">
            <dt className="text-slate-500">Account</dt>
            <dd className="break-all">{who(e)}</dd>
            <dt className="text-slate-500">Address</dt>
            <dd className="break-all">{e.address ?? "—"}</dd>
            {e.userAgent ? (
              <>
                <dt className="text-slate-500">Browser</dt>
                <dd className="line-clamp-2 break-words" title={e.userAgent}>
                  {e.userAgent}
                </dd>
              </>
            ) : null}
            {e.detail ? (
              <>
                <dt className="text-slate-500">Detail</dt>
                <dd className="break-words">{detailText(e.detail)}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export default function AdminSecurity({ loaderData }: Route.ComponentProps) {
  const { admin, filters, alerts, data, pagination } = loaderData;
  const filtered = Boolean(filters.type || filters.email || filters.address);

  return (
    <AdminLayout email={admin.email}>
      <title>Security – Admin Dashboard | Formulab</title>
      <h2 className="text-lg font-bold">Security</h2>
      <p className="mt-1 text-sm text-slate-600">
        Sign-ins, throttling, password and admin changes and refused admin requests, newest first. Events are kept for{" "}
        {SECURITY_RETENTION_DAYS} days.
      </p>

      {alerts.length ? (
        <div
          role="alert"
          data-testid="security-alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
        >
          <p className="font-semibold">
            {SECURITY_ALERT.failedSignIns} or more failed or throttled sign-ins in the last{" "}
            {SECURITY_ALERT.windowMinutes} minutes
          </p>
          <ul className="mt-2 space-y-1">
            {alerts.map((a) => (
              <li key={`${a.kind}:${a.value}`}>
                <Link
                  className="font-medium break-all underline"
                  to={securityUrl({
                    type: "",
                    email: a.kind === "account" ? a.value : "",
                    address: a.kind === "address" ? a.value : "",
                  })}
                >
                  {a.kind === "account" ? "Account" : "Address"} {a.value}
                </Link>
                : {a.failures} failed or throttled sign-ins, last at {formatDateTime(a.lastAt)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {/* A GET form: the filters land in the URL, so a view can be shared and the back button undoes it. */}
      <Form
        method="get"
        role="search"
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
        key={`${filters.type}:${filters.email}:${filters.address}`}
      >
        <div>
          <label htmlFor="security-type" className="block text-sm font-medium text-slate-700">
            Event
          </label>
          <select id="security-type" name="type" defaultValue={filters.type} className={`mt-1 ${inputClass}`}>
            <option value="">All events</option>
            {SECURITY_EVENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {SECURITY_EVENT_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="security-email" className="block text-sm font-medium text-slate-700">
            Email
          </label>
          <input
            id="security-email"
            type="search"
            name="email"
            defaultValue={filters.email}
            maxLength={SECURITY_FILTER_MAX_LENGTH}
            placeholder="name@example.com"
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <div>
          <label htmlFor="security-address" className="block text-sm font-medium text-slate-700">
            Address
          </label>
          <input
            id="security-address"
            type="search"
            name="address"
            defaultValue={filters.address}
            maxLength={SECURITY_FILTER_MAX_LENGTH}
            placeholder="203.0.113.7"
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            Filter
          </Button>
          {filtered ? (
            <Link to={href("/admin/security")} className={buttonClass("ghost")}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>

      <Card className="mt-4 overflow-hidden">
        {data.length ? (
          <>
            <EventsTable rows={data} />
            <EventCards rows={data} />
          </>
        ) : (
          <p className="px-4 py-10 text-center text-sm text-slate-600">No security events found.</p>
        )}
      </Card>
      {pagination.totalItems > 0 ? (
        <Pager
          page={pagination.currentPage}
          totalItems={pagination.totalItems}
          pageSize={SECURITY_PAGE_SIZE}
          to={(page) => securityUrl(filters, page)}
        />
      ) : null}
    </AdminLayout>
  );
}
