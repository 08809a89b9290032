import { createPage, listAdminPages } from "#app/features/pages/admin-pages.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { readJsonObject } from "#app/server/content-api.server";
import { json } from "#app/server/http.server";

// The Content tab's API: every page, inactive ones included, never cached; admins only.
export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

const api = apiRoute(policy, {
  // GET /api/pages — all pages, newest change first.
  GET: async ({ ctx }) => json(await listAdminPages(ctx.db)),
  // POST /api/pages — slug, title, content, metaDescription, isActive; answers the stored page (201).
  POST: async ({ ctx, request }) => json(await createPage(ctx, await readJsonObject(request, "page")), { status: 201 }),
});
export const loader = api.loader;
export const action = api.action;
