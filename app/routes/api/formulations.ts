import { z } from "zod";
import { idOrSlug } from "~/lib/identifiers";
import type { RoutePolicy } from "~/lib/route-policy";
import { apiRoute } from "~/server/api.server";
import { listPublicFormulations } from "~/server/formulations.server";
import { json, readQuery } from "~/server/http.server";
import { SearchTerm } from "~/server/search.server";

export const policy = {
  access: "public",
  cache: "edge",
  query: ["categoryId", "search"],
} as const satisfies RoutePolicy;

const QuerySchema = z.object({
  categoryId: z.union([z.literal(""), idOrSlug("Category")]).optional(),
  search: SearchTerm.optional(),
});

// GET /api/formulations — active formulations of active categories (spec §7).
const api = apiRoute(policy, {
  GET: async ({ ctx, request }) => {
    const query = readQuery(request, QuerySchema);
    return json(
      await listPublicFormulations(ctx.db, { category: query.categoryId || undefined, search: query.search }),
    );
  },
});
export const loader = api.loader;
export const action = api.action;
