import { jsonError } from "~/server/http.server";

// Unknown /api/* paths answer JSON, never the HTML fallback page.
export const loader = () => jsonError(404, "Not found");
export const action = () => jsonError(404, "Not found");
