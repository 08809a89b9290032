import { z } from "zod";
import { findCategory, toPublicCategory } from "~/server/catalog.server";
import { getDb } from "~/server/db/client.server";
import { apiHandler, json, jsonError, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/category";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

const IdOrSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9-]+$/, "Category id must be a uuid or a slug");

export const loader = apiHandler(async ({ params }: Route.LoaderArgs) => {
  const idOrSlug = IdOrSlugSchema.safeParse(params.id);
  if (!idOrSlug.success) return jsonError(400, idOrSlug.error.issues[0]?.message ?? "Invalid category id");
  const category = await findCategory(getDb(), idOrSlug.data);
  if (!category) return jsonError(404, "Category not found");
  return json(toPublicCategory(category));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
