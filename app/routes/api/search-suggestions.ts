import { z } from "zod";
import { searchSuggestions } from "~/server/catalog.server";
import { getDb } from "~/server/db/client.server";
import { apiHandler, json, methodNotAllowed, readQuery } from "~/server/http.server";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

const QuerySchema = z.object({
  q: z.string().trim().min(1, "Enter a search term").max(100, "Search term must be at most 100 characters"),
});

// GET /api/search/suggestions?q= — suggestions for the search box (max 8, categories first).
export const loader = apiHandler(async ({ request }) => {
  const { q } = readQuery(request, QuerySchema);
  return json(await searchSuggestions(getDb(), q));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
