import { customLabelPdf, labellingPdfResponse } from "#app/features/labelling/labelling.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";

// Public: the request id the visitor received with their PDF is the only way to address it.
export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// GET /api/custom-formulations/:id/label.pdf?size=500\&unit=ml\&ufi=… — the printable label for a pack size.
const api = apiRoute(policy, {
  GET: (args) => labellingPdfResponse(customLabelPdf, args, { "Cache-Control": "private, no-store" }),
});
export const loader = api.loader;
export const action = api.action;
