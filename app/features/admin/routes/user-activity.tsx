import { Form, href, Link, redirect, useNavigation } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { loadAdminPage } from "#app/features/admin/admin-page.server";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { Pager } from "#app/features/admin/components/pager";
import { UserActivityErrorBoundary } from "#app/features/admin/components/user-activity/access-denied";
import {
  DownloadsTable,
  FavoritesTable,
  TableSkeleton,
  UsersTable,
} from "#app/features/admin/components/user-activity/activity-tables";
import { ACTIVITY_PAGE_SIZE, type ActivityTab, SEARCH_MAX_LENGTH } from "#app/features/admin/user-activity";
import { userActivityPage } from "#app/features/admin/user-activity.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import type { Route } from "./+types/user-activity";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

const TABS: { id: ActivityTab; label: string }[] = [
  { id: "users", label: "Users" },
  { id: "downloads", label: "Downloads" },
  { id: "favorites", label: "Favorites" },
];

/** The page's URL state (tab, search, page), leaving defaults out so links stay short. */
function activityUrl({ tab, q, page = 1 }: { tab: ActivityTab; q: string; page?: number }): string {
  const params = new URLSearchParams();
  if (tab !== "users") params.set("tab", tab);
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${href("/admin/user-activity")}${query ? `?${query}` : ""}`;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { admin, view } = await loadAdminPage(request, async ({ ctx, admin }) => ({
    admin,
    view: await userActivityPage(ctx, Object.fromEntries(new URL(request.url).searchParams)),
  }));
  const { currentPage, totalPages, totalItems } = view.pagination;
  // A page past the end (rows removed since the link was made) shows the last page instead.
  if (currentPage > totalPages && totalItems > 0) {
    throw redirect(activityUrl({ tab: view.list.tab, q: view.q, page: totalPages }));
  }
  return { admin, ...view };
}

export const ErrorBoundary = UserActivityErrorBoundary;

export default function AdminUserActivity({ loaderData }: Route.ComponentProps) {
  const { admin, q, counts, list, pagination } = loaderData;
  const navigation = useNavigation();
  // Skeletons only for this page's own navigations (tab, page, search), not for leaving it.
  const loading = navigation.state === "loading" && navigation.location.pathname === href("/admin/user-activity");
  const exportHref = `/api/admin/${list.tab}?${new URLSearchParams({ format: "csv", ...(q ? { q } : {}) })}`;

  return (
    <AdminLayout email={admin.email}>
      <title>User Activity – Admin Dashboard | Formulab</title>
      <h2 className="text-lg font-bold">User Activity</h2>

      <div className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-label="Activity lists">
          <ul className="relative flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1">
            {TABS.map((t) => {
              const current = t.id === list.tab;
              return (
                <li key={t.id}>
                  <Link
                    to={activityUrl({ tab: t.id, q })}
                    aria-current={current ? "page" : undefined}
                    className={`block rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${
                      current ? "bg-white text-ink shadow-sm" : "text-slate-600 hover:text-ink"
                    }`}
                  >
                    {t.label} <span className="font-normal">({counts[t.id]})</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {/* A GET form: the search lands in the URL, so it can be shared and the back button undoes it. */}
          <Form method="get" role="search" className="flex gap-2" key={`${list.tab}:${q}`}>
            {list.tab !== "users" ? <input type="hidden" name="tab" value={list.tab} /> : null}
            <label htmlFor="activity-search" className="sr-only">
              Search by name or email
            </label>
            <input
              id="activity-search"
              type="search"
              name="q"
              defaultValue={q}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder="Search by name or email"
              className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-brand-600 sm:w-64"
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </Form>
          <div className="flex gap-2">
            {q ? (
              <Link to={activityUrl({ tab: list.tab, q: "" })} className={buttonClass("ghost")}>
                Clear search
              </Link>
            ) : null}
            {/* A plain link: the browser downloads the attachment the API streams. */}
            <a href={exportHref} download className={buttonClass("primary")}>
              Export CSV
            </a>
          </div>
        </div>
      </div>

      {q ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="search-summary">
          Showing matches for “{q}”.
        </p>
      ) : null}

      <Card className="mt-4 overflow-hidden">
        {loading ? (
          <TableSkeleton />
        ) : list.tab === "users" ? (
          <UsersTable rows={list.rows} />
        ) : list.tab === "downloads" ? (
          <DownloadsTable rows={list.rows} />
        ) : (
          <FavoritesTable rows={list.rows} />
        )}
      </Card>
      {pagination.totalItems > 0 ? (
        <Pager
          page={pagination.currentPage}
          totalItems={pagination.totalItems}
          pageSize={ACTIVITY_PAGE_SIZE}
          to={(page) => activityUrl({ tab: list.tab, q, page })}
        />
      ) : null}
    </AdminLayout>
  );
}
