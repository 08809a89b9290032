import { labellingPdfResponse, libraryLabelPdf } from "#app/features/labelling/labelling.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";

// Public like the formulation it prints; not edge-cached, since a label's best-before date follows the day it is printed.
export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// GET /api/formulations/:id/label.pdf?size=500\&unit=ml\&ufi=… — the printable label for a pack size.
const api = apiRoute(policy, { GET: (args) => labellingPdfResponse(libraryLabelPdf, args) });
export const loader = api.loader;
export const action = api.action;
