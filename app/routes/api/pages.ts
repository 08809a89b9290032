import type { RoutePolicy } from "~/lib/route-policy";
import { createPage, listAdminPages } from "~/server/admin/pages.server";
import { apiRoute } from "~/server/api.server";
import { readJsonObject } from "~/server/content-api.server";
import { json } from "~/server/http.server";

// The Content tab's API (spec §7): every page, inactive ones included, never cached; admins only.
export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

const api = apiRoute(policy, {
  // GET /api/pages — all pages, newest change first.
  GET: async ({ ctx }) => json(await listAdminPages(ctx.db)),
  // POST /api/pages — slug, title, content, metaDescription, isActive; answers the stored page (201).
  POST: async ({ ctx, request }) => json(await createPage(ctx, await readJsonObject(request, "page")), { status: 201 }),
});
export const loader = api.loader;
export const action = api.action;
