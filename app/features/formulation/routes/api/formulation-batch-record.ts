import { batchRecordPdf, batchRecordPdfResponse } from "#app/features/formulation/batch-record.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";

// Public and edge-cached: a library formulation's batch record is the same for everyone, and the
// cache key holds the query (size, unit) and the content version (docs/decisions/0018).
export const policy = { access: "public", cache: "edge", query: ["size", "unit"] } as const satisfies RoutePolicy;

// GET /api/formulations/:id/batch-record.pdf?size=2.5&unit=kg — the batch record to print.
const api = apiRoute(policy, { GET: (args) => batchRecordPdfResponse(batchRecordPdf, args) });
export const loader = api.loader;
export const action = api.action;
