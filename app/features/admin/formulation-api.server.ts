/**
 * The JSON API's side of the formulation use cases: the body limit for a whole formulation, and
 * the engine's refusal as `{ message, fieldErrors, findings }` — the API adapter would keep only
 * the message and field errors, and a caller needs every finding with its ingredient rows.
 */
import { json } from "#app/server/http.server";
import { EngineRejection } from "./formulations.server";

/** A formulation with 100 ingredient rows, 20 phases and long texts fits well inside this. */
export const FORMULATION_BODY_LIMIT = 128 * 1024;

export async function answerSave(save: () => Promise<unknown>, status: 200 | 201): Promise<Response> {
  try {
    return json(await save(), { status, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (!(error instanceof EngineRejection)) throw error;
    const { message, fieldErrors, findings } = error;
    return json({ message, fieldErrors, findings }, { status: 422, headers: { "Cache-Control": "no-store" } });
  }
}
