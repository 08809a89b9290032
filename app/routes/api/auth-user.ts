import { requireUser } from "~/server/auth/guards.server";
import { publicUser } from "~/server/auth/users.server";
import { getDb } from "~/server/db/client.server";
import { apiHandler, json, methodNotAllowed } from "~/server/http.server";

export const access = "user";

// GET /api/auth/user — 401 when anonymous; the user's public fields otherwise.
export const loader = apiHandler(async ({ request }) => {
  const { user } = await requireUser(getDb(), request);
  return json(publicUser(user), { headers: { "Cache-Control": "no-store" } });
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
