import { getDb } from "~/server/db/client.server";
import { apiHandler, json, methodNotAllowed, readJsonBody } from "~/server/http.server";
import { recordUserNote, UserNoteSchema } from "~/server/user-notes.server";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

// POST /api/user-notes — { productType, additionalNote } from the wizard (spec §7).
export const action = apiHandler(async ({ request }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const note = await readJsonBody(request, UserNoteSchema, { maxBytes: 4 * 1024 });
  return json(await recordUserNote(getDb(), note), { status: 201 });
});

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));
