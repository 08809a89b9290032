import { z } from "zod";
import { createCategory } from "#app/features/admin/categories.server";
import { toPublicCategory } from "#app/features/catalogue/catalog.server";
import { SearchTerm, searchCategories } from "#app/features/search/search.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readQuery } from "#app/server/http.server";

export const policy = {
  access: "public",
  write: "admin",
  cache: "edge",
  query: ["search"],
} as const satisfies RoutePolicy;

const QuerySchema = z.object({ search: SearchTerm.optional() });

const api = apiRoute(policy, {
  // GET /api/categories[?search=] — active categories with their formulation counts.
  GET: async ({ ctx, request }) => {
    const { search } = readQuery(request, QuerySchema);
    return json((await searchCategories(ctx.db, search)).map(toPublicCategory));
  },
  // POST /api/categories — always refused (403): the 22 categories are system-defined. The body
  // is not read: no category form could change the answer.
  POST: async ({ ctx }) => json(await createCategory(ctx, null)),
});
export const loader = api.loader;
export const action = api.action;
