import { z } from "zod";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { parseInput } from "#app/server/app-error";
import { productProperties } from "#app/server/generation.server";
import { json, readQuery } from "#app/server/http.server";

export const policy = { access: "public", cache: "edge", query: ["description"] } as const satisfies RoutePolicy;

const ParamsSchema = z.object({
  productName: z
    .string({ error: "Product name must be 1 to 120 characters" })
    .trim()
    .min(1, "Product name must be 1 to 120 characters")
    .max(120, "Product name must be 1 to 120 characters"),
});
const QuerySchema = z.object({ description: z.enum(["cream", "liquid", "gel", "powder"]).optional().catch(undefined) });

// GET /api/product-properties/:productName?description=<consistency> — properties for wizard step 2.
const api = apiRoute(policy, {
  GET: ({ request, params }) => {
    const { productName } = parseInput(ParamsSchema, params);
    const { description } = readQuery(request, QuerySchema);
    return json(productProperties(productName, description), { headers: { "Cache-Control": "public, max-age=300" } });
  },
});
export const loader = api.loader;
export const action = api.action;
