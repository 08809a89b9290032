import { requireUser } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/client.server";
import { listDownloads } from "~/server/favorites.server";
import { apiHandler, json, methodNotAllowed } from "~/server/http.server";

export const access = "user";

// GET /api/user/downloads — the signed-in user's PDF downloads.
export const loader = apiHandler(async ({ request }) => {
  const db = getDb();
  const { user } = await requireUser(db, request);
  return json(await listDownloads(db, user.id), { headers: { "Cache-Control": "no-store" } });
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
