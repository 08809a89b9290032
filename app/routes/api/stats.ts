import { getCatalogStats } from "~/server/catalog.server";
import { getDb } from "~/server/db/client.server";
import { apiHandler, json, methodNotAllowed } from "~/server/http.server";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

export const loader = apiHandler(async () => json(await getCatalogStats(getDb())));

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
