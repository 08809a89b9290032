import { z } from "zod";
import { deletePage, PAGE_NOT_FOUND, updatePage } from "#app/features/pages/admin-pages.server";
import { findActivePage } from "#app/features/pages/pages.server";
import { idOrSlug } from "#app/lib/identifiers";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { AppError, parseInput } from "#app/server/app-error";
import { readJsonObject } from "#app/server/content-api.server";
import { json } from "#app/server/http.server";

// Anyone may read an active page by slug (e.g. /api/pages/about); only administrators change one (by id).
export const policy = { access: "public", write: "admin", cache: "edge" } as const satisfies RoutePolicy;

const SlugParams = z.object({ id: idOrSlug("Page") });

const api = apiRoute(policy, {
  // GET /api/pages/{slug} — an active page, its HTML sanitised; inactive and unknown are 404 alike.
  GET: async ({ ctx, params }) => {
    const { id: slug } = parseInput(SlugParams, params);
    const page = await findActivePage(ctx.db, slug);
    if (!page) throw new AppError(404, PAGE_NOT_FOUND);
    return json({ slug, ...page });
  },
  // PUT /api/pages/{id}
  PUT: async ({ ctx, params, request }) =>
    json(await updatePage(ctx, { ...(await readJsonObject(request, "page")), id: params.id })),
  // DELETE /api/pages/{id}
  DELETE: async ({ ctx, params }) => json(await deletePage(ctx, { id: params.id })),
});
export const loader = api.loader;
export const action = api.action;
