/** Small shared pieces of the blog and pages JSON routes. */
import { AppError } from "./app-error";
import { readJson } from "./http.server";

/** A post or page with 100,000 characters of HTML, in UTF-8 and JSON-escaped, fits comfortably. */
export const CONTENT_BODY_LIMIT = 512 * 1024;

/** The JSON body as an object (a list, a number or null is a 400 that says what to send). */
export async function readJsonObject(request: Request, what: string): Promise<Record<string, unknown>> {
  const body = await readJson(request, { maxBytes: CONTENT_BODY_LIMIT });
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError(400, `Send the ${what} as a JSON object`);
  }
  return body as Record<string, unknown>;
}
