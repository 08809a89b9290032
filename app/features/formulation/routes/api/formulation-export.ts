import { z } from "zod";
import { exportFormulation } from "#app/features/formulation/formulation-page.server";
import { idOrSlug } from "#app/lib/identifiers";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { parseInput } from "#app/server/app-error";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

const ParamsSchema = z.object({
  id: idOrSlug("Formulation"),
  format: z.enum(["json", "csv"], { message: "Export format must be json or csv" }),
});

// GET /api/formulations/:id/export/:format — the formulation as a JSON or CSV download.
const api = apiRoute(policy, {
  GET: async ({ ctx, params }) => {
    const { id, format } = parseInput(ParamsSchema, params);
    const file = await exportFormulation(ctx.db, id, format);
    return new Response(file.body, {
      headers: { "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${file.filename}"` },
    });
  },
});
export const loader = api.loader;
export const action = api.action;
