import { z } from "zod";
import { idOrSlug } from "~/lib/identifiers";
import type { RoutePolicy } from "~/lib/route-policy";
import { answerSave, FORMULATION_BODY_LIMIT } from "~/server/admin/formulation-api.server";
import { createFormulation } from "~/server/admin/formulations.server";
import { apiRoute } from "~/server/api.server";
import { listPublicFormulations } from "~/server/formulations.server";
import { json, readJson, readQuery } from "~/server/http.server";
import { SearchTerm } from "~/server/search.server";

export const policy = {
  access: "public",
  write: "admin",
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
  // POST /api/formulations — administrators add one (spec §7); the engine checks it first:
  // errors refuse it (422 with the findings), warnings come back with the saved formulation.
  POST: async ({ ctx, request }) => {
    const body = await readJson(request, { maxBytes: FORMULATION_BODY_LIMIT });
    return answerSave(() => createFormulation(ctx, body), 201);
  },
});
export const loader = api.loader;
export const action = api.action;
