import { batchRecordPdfResponse, customBatchRecordPdf } from "#app/features/formulation/batch-record.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";

// Public: the request id the visitor received with their PDF is the only way to address it.
export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// GET /api/custom-formulations/:id/batch-record.pdf?size=2.5&unit=kg — a wizard formulation's batch record.
const api = apiRoute(policy, {
  GET: (args) => batchRecordPdfResponse(customBatchRecordPdf, args, { "Cache-Control": "private, no-store" }),
});
export const loader = api.loader;
export const action = api.action;
