import { z } from "zod";
import { getDb } from "~/server/db/client.server";
import { findFormulation } from "~/server/formulations.server";
import { apiHandler, json, jsonError, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/formulation";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

const IdOrSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9-]+$/);

// GET /api/formulations/:id — by id or slug; drafts answer 404 like missing ones.
export const loader = apiHandler(async ({ params }: Route.LoaderArgs) => {
  const id = IdOrSlugSchema.safeParse(params.id);
  if (!id.success) return jsonError(400, "Formulation id must be a uuid or a slug");
  const formulation = await findFormulation(getDb(), id.data);
  return formulation ? json(formulation) : jsonError(404, "Formulation not found");
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
