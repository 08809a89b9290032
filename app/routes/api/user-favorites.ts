import { z } from "zod";
import { requireUser } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/client.server";
import { addFavorite, FormulationNotFoundError, listFavorites } from "~/server/favorites.server";
import { apiHandler, json, jsonError, methodNotAllowed, readJsonBody } from "~/server/http.server";

export const access = "user";

const AddSchema = z.object({
  formulationId: z.string({ error: "formulationId is required" }).uuid("formulationId must be a formulation id"),
});

// GET /api/user/favorites — the signed-in user's favourites.
export const loader = apiHandler(async ({ request }) => {
  const db = getDb();
  const { user } = await requireUser(db, request);
  return json(await listFavorites(db, user.id), { headers: { "Cache-Control": "no-store" } });
});

// POST /api/user/favorites { formulationId } — adding twice is a no-op.
export const action = apiHandler(async ({ request }) => {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const db = getDb();
  const { user } = await requireUser(db, request);
  const { formulationId } = await readJsonBody(request, AddSchema, { maxBytes: 1024 });
  try {
    await addFavorite(db, user.id, formulationId);
  } catch (error) {
    if (error instanceof FormulationNotFoundError) return jsonError(404, error.message);
    throw error;
  }
  return json({ formulationId, favorite: true }, { status: 201 });
});
