/**
 * Loaders and actions of /admin pages: the one admin check (401 anonymous, 403 not an admin,
 * thrown as route errors the admin error boundary explains), and what every admin page shows in
 * its header.
 */
import type { RoutePolicy } from "~/lib/route-policy";
import { authorizePage } from "../forms.server";

export const ADMIN_PAGE_POLICY = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

export async function authorizeAdminPage(request: Request) {
  const { ctx } = await authorizePage(ADMIN_PAGE_POLICY, request);
  return { ctx, admin: { email: ctx.user.email } };
}
