import { z } from "zod";
import { answerSave, FORMULATION_BODY_LIMIT } from "#app/features/admin/formulation-api.server";
import { createFormulation } from "#app/features/admin/formulations.server";
import { SearchTerm } from "#app/features/search/search.server";
import { idOrSlug } from "#app/lib/identifiers";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, listPublicFormulations } from "#app/server/formulations.server";
import { json, readJson, readQuery } from "#app/server/http.server";

export const policy = {
  access: "public",
  write: "admin",
  cache: "edge",
  query: ["categoryId", "search", "page", "limit"],
} as const satisfies RoutePolicy;

const QuerySchema = z.object({
  categoryId: z.union([z.literal(""), idOrSlug("Category")]).optional(),
  search: SearchTerm.optional(),
  page: z.coerce
    .number({ message: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(100_000, "page must be at most 100000")
    .default(1),
  limit: z.coerce
    .number({ message: `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}` })
    .int(`limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`)
    .max(LIST_LIMIT_MAX, `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`)
    .default(LIST_LIMIT_DEFAULT),
});

/**
 * GET /api/formulations — active formulations of active categories, still a plain array,
 * now a page at a time (default 100, at most 500) so the answer stays bounded at any library size.
 * X-Total-Count says how many match; Link rel="next" is the next page while there is one, so a
 * client that needs everything follows it.
 */
const api = apiRoute(policy, {
  GET: async ({ ctx, request }) => {
    const query = readQuery(request, QuerySchema);
    const { items, total } = await listPublicFormulations(ctx.db, {
      category: query.categoryId || undefined,
      search: query.search,
      page: query.page,
      limit: query.limit,
    });
    const headers = new Headers({ "X-Total-Count": String(total) });
    if (query.page * query.limit < total) {
      const next = new URL(request.url);
      next.searchParams.set("page", String(query.page + 1));
      next.searchParams.set("limit", String(query.limit));
      headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
    }
    return json(items, { headers });
  },
  // POST /api/formulations — administrators add one; the engine checks it first:
  // errors refuse it (422 with the findings), warnings come back with the saved formulation.
  POST: async ({ ctx, request }) => {
    const body = await readJson(request, { maxBytes: FORMULATION_BODY_LIMIT });
    return answerSave(() => createFormulation(ctx, body), 201);
  },
});
export const loader = api.loader;
export const action = api.action;
