import { downloadLibraryReport } from "#app/features/formulation/reports.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { pdf, readJson } from "#app/server/http.server";

export const policy = { access: "user", cache: "none" } as const satisfies RoutePolicy;

// POST /api/formulations/:id/pdf { logoSettings? } — the formulation as a PDF report.
const api = apiRoute(policy, {
  POST: async ({ ctx, request, params }) => {
    const body = request.headers.get("Content-Length") === "0" ? {} : await readJson(request, { maxBytes: 3_000_000 });
    const report = await downloadLibraryReport(ctx, { ...(body as object), id: params.id });
    return pdf(report.bytes, report.filename, {
      headers: {
        "Cache-Control": "no-store",
        "X-Report-Cache": report.cached ? "HIT" : "MISS",
      },
    });
  },
});
export const loader = api.loader;
export const action = api.action;
