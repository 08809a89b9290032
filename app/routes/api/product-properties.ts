import { z } from "zod";
import { apiHandler, json, jsonError, methodNotAllowed, readQuery } from "~/server/http.server";
import { propertiesForProduct } from "../../../formulation/generator";
import type { Route } from "./+types/product-properties";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

const QuerySchema = z.object({ description: z.enum(["cream", "liquid", "gel", "powder"]).optional().catch(undefined) });

// GET /api/product-properties/:productName?description=<consistency> — properties for wizard step 2.
export const loader = apiHandler(async ({ request, params }: Route.LoaderArgs) => {
  const name = (params.productName ?? "").trim();
  if (!name || name.length > 120) return jsonError(400, "Product name must be 1 to 120 characters");
  const { description } = readQuery(request, QuerySchema);
  return json(propertiesForProduct(name, description), { headers: { "Cache-Control": "public, max-age=300" } });
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
