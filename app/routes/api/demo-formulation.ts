import { recordActivity } from "~/server/activity.server";
import { getDb } from "~/server/db/client.server";
import { DemoInputSchema, runDemo, UnknownCategoryError } from "~/server/generation.server";
import { apiHandler, json, jsonError, methodNotAllowed, readJsonBody } from "~/server/http.server";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

// POST /api/demo-formulation — { category, description } → a validated formulation (spec §7).
export const action = apiHandler(async ({ request }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJsonBody(request, DemoInputSchema, { maxBytes: 8 * 1024 });
  try {
    const result = await runDemo(input);
    await recordActivity(getDb(), {
      kind: "generated",
      country: (request as Request & { cf?: { country?: string } }).cf?.country,
      formulationName: result.formulation.name,
    });
    return json(result);
  } catch (error) {
    if (error instanceof UnknownCategoryError) return jsonError(400, error.message, { category: [error.message] });
    throw error;
  }
});

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));
