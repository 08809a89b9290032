import { z } from "zod";
import { getDb } from "~/server/db/client.server";
import { listPublicFormulations } from "~/server/formulations.server";
import { apiHandler, json, methodNotAllowed, readQuery } from "~/server/http.server";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

const QuerySchema = z.object({
  categoryId: z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Za-z0-9-]*$/, "categoryId must be a category id or slug")
    .optional(),
  search: z.string().trim().max(100, "Search term must be at most 100 characters").optional(),
});

// GET /api/formulations — active formulations of active categories (spec §7).
export const loader = apiHandler(async ({ request }) => {
  const query = readQuery(request, QuerySchema);
  return json(
    await listPublicFormulations(getDb(), {
      category: query.categoryId || undefined,
      search: query.search || undefined,
    }),
  );
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
