/**
 * GET /api/admin/users|downloads|favorites: one page as JSON in the spec's paged shape,
 * or with `?format=csv` the whole filtered list as a CSV attachment. The route's policy has
 * already checked that the caller is an administrator.
 */
import { z } from "zod";
import type { ActivityTab } from "#app/features/admin/user-activity";
import { parseInput } from "#app/server/app-error";
import type { Database } from "#app/server/db/client.server";
import { json } from "#app/server/http.server";
import { ActivityQuerySchema, listAllDownloads, listAllFavorites, listUsers } from "./user-activity.server";
import { activityCsvResponse } from "./user-activity-csv.server";

const FormatSchema = z.object({
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
});

const LISTS = { users: listUsers, downloads: listAllDownloads, favorites: listAllFavorites } as const;

export async function activityApiResponse(db: Database, request: Request, tab: ActivityTab): Promise<Response> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const { format } = parseInput(FormatSchema, params);
  if (format === "csv") {
    // Page and limit do not apply to an export, but a malformed search still gets its 400.
    const { q } = parseInput(ActivityQuerySchema.pick({ q: true }), params);
    return activityCsvResponse(db, tab, q);
  }
  return json(await LISTS[tab]({ db }, params), { headers: { "Cache-Control": "no-store" } });
}
