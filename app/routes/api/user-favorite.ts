import { z } from "zod";
import { requireUser } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/client.server";
import { removeFavorite } from "~/server/favorites.server";
import { apiHandler, json, jsonError, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/user-favorite";

export const access = "user";

// DELETE /api/user/favorites/:formulationId — removes one of the signed-in user's own favourites.
export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const db = getDb();
  const { user } = await requireUser(db, request);
  const id = z.string().uuid().safeParse(params.formulationId);
  if (!id.success) return jsonError(400, "formulationId must be a formulation id");
  const removed = await removeFavorite(db, user.id, id.data);
  return removed ? json({ formulationId: id.data, favorite: false }) : jsonError(404, "Favorite not found");
});

export const loader = apiHandler(async () => methodNotAllowed(["DELETE"]));
