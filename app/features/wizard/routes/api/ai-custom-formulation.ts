import { generateCustomFormulation } from "#app/features/wizard/custom-formulation.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { pdf, readJson } from "#app/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

/** The notices travel beside the PDF so an integration can show them; bounded to stay a small header. */
function noticesHeader(notices: readonly { code: string; message: string; citation?: string }[]): string {
  return encodeURIComponent(
    JSON.stringify(notices.slice(0, 12).map((n) => ({ ...n, message: n.message.slice(0, 400) }))),
  );
}

// POST /api/ai/custom-formulation — the wizard's form data → the formulation as a PDF report.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const body = await readJson(request, { maxBytes: 3_000_000 });
    const report = await generateCustomFormulation(
      { ...ctx, userAgent: request.headers.get("User-Agent") ?? undefined },
      body,
    );
    return pdf(report.bytes, report.filename, {
      headers: {
        "Cache-Control": "no-store",
        "X-Formulation-Name": encodeURIComponent(report.formulation.name),
        "X-Formulation-Notices": noticesHeader(report.notices),
        // Addresses its batch record: /api/custom-formulations/{id}/batch-record.pdf
        "X-Formulation-Request": report.requestId,
      },
    });
  },
});
export const loader = api.loader;
export const action = api.action;
