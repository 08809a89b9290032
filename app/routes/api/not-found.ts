import { jsonError } from "~/server/http.server";

/** Who may call this route; the route-guard test checks every /api route declares it. */
export const access = "public";

// Unknown /api/* paths answer JSON, never the HTML fallback page.
export const loader = () => jsonError(404, "Not found");
export const action = () => jsonError(404, "Not found");
