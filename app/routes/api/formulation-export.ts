import { z } from "zod";
import { toCsv } from "~/lib/csv";
import { getDb } from "~/server/db/client.server";
import { analyseFormulation } from "~/server/formulation-page.server";
import { findFormulation } from "~/server/formulations.server";
import { apiHandler, json, jsonError, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/formulation-export";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

const ParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,200}$/, "Formulation id must be a uuid or a slug"),
  format: z.enum(["json", "csv"], { message: "Export format must be json or csv" }),
});

// GET /api/formulations/:id/export/:format — the formulation as a JSON or CSV download.
export const loader = apiHandler(async ({ params }: Route.LoaderArgs) => {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? "Invalid request");
  const f = await findFormulation(getDb(), parsed.data.id);
  if (!f) return jsonError(404, "Formulation not found");
  const filename = `${f.slug}.${parsed.data.format}`;
  const disposition = { "Content-Disposition": `attachment; filename="${filename}"` };
  if (parsed.data.format === "json") {
    const { label, allergens, findings } = analyseFormulation(f);
    return json({ ...f, inciLabel: label, allergens, findings }, { headers: disposition });
  }
  const csv = toCsv([
    ["Sr.No", "Ingredient", "INCI Name", "Percentage", "Function"],
    ...f.ingredients.map((i, n) => [n + 1, i.name, i.inci, i.percentage, i.function]),
    ["", "Total", "", "100%", ""],
  ]);
  return new Response(csv, { headers: { "Content-Type": "text/csv; charset=utf-8", ...disposition } });
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
