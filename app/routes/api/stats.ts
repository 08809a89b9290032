import { getCatalogStats } from "~/server/catalog.server";
import { getDb } from "~/server/db/client.server";
import { apiHandler, json, methodNotAllowed } from "~/server/http.server";

export const loader = apiHandler(async () => json(await getCatalogStats(getDb())));

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
