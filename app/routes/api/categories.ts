import { z } from "zod";
import { listCategories, toPublicCategory } from "~/server/catalog.server";
import { getDb } from "~/server/db/client.server";
import { apiHandler, json, methodNotAllowed, readQuery } from "~/server/http.server";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

const QuerySchema = z.object({
  search: z.string().trim().max(100, "Search term must be at most 100 characters").optional(),
});

export const loader = apiHandler(async ({ request }) => {
  const { search } = readQuery(request, QuerySchema);
  const all = await listCategories(getDb());
  const term = search?.toLowerCase();
  const matched = term
    ? all.filter((c) => c.name.toLowerCase().includes(term) || c.description.toLowerCase().includes(term))
    : all;
  return json(matched.map(toPublicCategory));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
