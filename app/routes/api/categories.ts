import { z } from "zod";
import type { RoutePolicy } from "~/lib/route-policy";
import { apiRoute } from "~/server/api.server";
import { toPublicCategory } from "~/server/catalog.server";
import { json, readQuery } from "~/server/http.server";
import { SearchTerm, searchCategories } from "~/server/search.server";

export const policy = { access: "public", cache: "edge", query: ["search"] } as const satisfies RoutePolicy;

const QuerySchema = z.object({ search: SearchTerm.optional() });

// GET /api/categories[?search=] — active categories with their formulation counts.
const api = apiRoute(policy, {
  GET: async ({ ctx, request }) => {
    const { search } = readQuery(request, QuerySchema);
    return json((await searchCategories(ctx.db, search)).map(toPublicCategory));
  },
});
export const loader = api.loader;
export const action = api.action;
