import { labellingPdfResponse, librarySdsPdf } from "#app/features/labelling/labelling.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";

// Public like the formulation it describes; drawn on request (a draft the supplier completes).
export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// GET /api/formulations/:id/sds.pdf — the draft safety data sheet.
const api = apiRoute(policy, { GET: (args) => labellingPdfResponse(librarySdsPdf, args) });
export const loader = api.loader;
export const action = api.action;
