import { z } from "zod";
import { answerSave, FORMULATION_BODY_LIMIT } from "#app/features/admin/formulation-api.server";
import { deleteFormulation, updateFormulation } from "#app/features/admin/formulations.server";
import { idOrSlug } from "#app/lib/identifiers";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { AppError, parseInput } from "#app/server/app-error";
import { findFormulation } from "#app/server/formulations.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "public", write: "admin", cache: "edge" } as const satisfies RoutePolicy;

const ParamsSchema = z.object({ id: idOrSlug("Formulation") });

// GET /api/formulations/:id — by id or slug; drafts answer 404 like missing ones.
const api = apiRoute(policy, {
  GET: async ({ ctx, params }) => {
    const formulation = await findFormulation(ctx.db, parseInput(ParamsSchema, params).id);
    if (!formulation) throw new AppError(404, "Formulation not found");
    return json(formulation);
  },
  // PUT /api/formulations/:id — administrators replace the form's fields, engine-checked.
  PUT: async ({ ctx, request, params }) => {
    const body = await readJson(request, { maxBytes: FORMULATION_BODY_LIMIT });
    const fields = body && typeof body === "object" && !Array.isArray(body) ? body : {};
    return answerSave(() => updateFormulation(ctx, { ...fields, id: params.id }), 200);
  },
  // DELETE /api/formulations/:id — administrators remove it from the site; users' download history keeps its name.
  DELETE: async ({ ctx, params }) =>
    json(await deleteFormulation(ctx, { id: params.id }), { headers: { "Cache-Control": "no-store" } }),
});
export const loader = api.loader;
export const action = api.action;
