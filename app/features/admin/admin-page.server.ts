/**
 * Loaders of /admin pages: the admin policy (401 anonymous, 403 not an admin, and a use case's
 * own refusals, thrown as route errors the admin error boundary explains, by the page-loader
 * adapter), and what every admin page shows in its header.
 */
import type { RoutePolicy } from "#app/lib/route-policy";
import { loadPage } from "#app/server/page-loader.server";
import type { UserContext } from "#app/server/use-case.server";

export const ADMIN_PAGE_POLICY = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

export type AdminPage = { ctx: UserContext; admin: { email: string } };

/** Runs an admin page's loader as an administrator, its expected failures shown as the page's error. */
export function loadAdminPage<R>(request: Request, load: (page: AdminPage) => Promise<R> | R): Promise<R> {
  return loadPage(request, ADMIN_PAGE_POLICY, ({ ctx }) => load({ ctx, admin: { email: ctx.user.email } }));
}

export function authorizeAdminPage(request: Request): Promise<AdminPage> {
  return loadAdminPage(request, (page) => page);
}
