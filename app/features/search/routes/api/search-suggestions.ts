import { z } from "zod";
import { SearchTerm, searchSuggestions } from "#app/features/search/search.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readQuery } from "#app/server/http.server";

export const policy = { access: "public", cache: "edge", query: ["q"] } as const satisfies RoutePolicy;

const QuerySchema = z.object({ q: SearchTerm.pipe(z.string().min(1, "Enter a search term")) });

// GET /api/search/suggestions?q= — suggestions for the search box (max 8, categories first).
const api = apiRoute(policy, {
  GET: async ({ ctx, request }) => json(await searchSuggestions(ctx.db, readQuery(request, QuerySchema).q)),
});
export const loader = api.loader;
export const action = api.action;
