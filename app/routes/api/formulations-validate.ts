import { apiHandler, json, methodNotAllowed, readJsonBody } from "~/server/http.server";
import { ValidateRequestSchema, validateFormula } from "~/server/validation.server";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

const BODY_LIMIT = 32 * 1024;

// POST /api/formulations/validate — open to everyone: check a formula against the knowledge
// base and the EU annexes without signing in.
export const action = apiHandler(async ({ request }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJsonBody(request, ValidateRequestSchema, { maxBytes: BODY_LIMIT });
  return json(validateFormula(input));
});

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));
