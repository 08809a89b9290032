import { z } from "zod";
import { idOrSlug } from "~/lib/identifiers";
import type { RoutePolicy } from "~/lib/route-policy";
import { apiRoute } from "~/server/api.server";
import { AppError, parseInput } from "~/server/app-error";
import { findFormulation } from "~/server/formulations.server";
import { json } from "~/server/http.server";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

const ParamsSchema = z.object({ id: idOrSlug("Formulation") });

// GET /api/formulations/:id — by id or slug; drafts answer 404 like missing ones.
const api = apiRoute(policy, {
  GET: async ({ ctx, params }) => {
    const formulation = await findFormulation(ctx.db, parseInput(ParamsSchema, params).id);
    if (!formulation) throw new AppError(404, "Formulation not found");
    return json(formulation);
  },
});
export const loader = api.loader;
export const action = api.action;
