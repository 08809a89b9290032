import { latestActivity } from "~/server/activity.server";
import { getDb } from "~/server/db/client.server";
import { apiHandler, json, methodNotAllowed } from "~/server/http.server";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

// GET /api/activity — the latest real activity for the notifier, or null (never cached).
export const loader = apiHandler(async () =>
  json(await latestActivity(getDb()), { headers: { "Cache-Control": "no-store" } }),
);

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
