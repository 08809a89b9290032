import { z } from "zod";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { productNameSuggestions } from "#app/server/formulations.server";
import { json, readQuery } from "#app/server/http.server";

export const policy = { access: "public", cache: "edge", query: ["q"] } as const satisfies RoutePolicy;

const QuerySchema = z.object({
  q: z
    .string({ error: "Type part of a product name (q)" })
    .trim()
    .max(120, "Product name must be at most 120 characters"),
});

// GET /api/product-names?q=… — the wizard's product-name suggestions: names only, never the whole library.
const api = apiRoute(policy, {
  GET: async ({ ctx, request }) => {
    const { q } = readQuery(request, QuerySchema);
    return json(await productNameSuggestions(ctx.db, q), { headers: { "Cache-Control": "public, max-age=300" } });
  },
});
export const loader = api.loader;
export const action = api.action;
