import { latestActivity } from "~/server/activity.server";
import { getDb } from "~/server/db/client.server";
import { apiHandler, json, methodNotAllowed } from "~/server/http.server";

// GET /api/activity — the latest real activity for the notifier, or null (never cached).
export const loader = apiHandler(async () =>
  json(await latestActivity(getDb()), { headers: { "Cache-Control": "no-store" } }),
);

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
