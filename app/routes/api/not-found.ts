import type { RoutePolicy } from "#app/lib/route-policy";
import { jsonError } from "#app/server/api.server";
import { AppError } from "#app/server/app-error";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// Unknown /api/* paths answer JSON, never the HTML fallback page.
const notFound = () => jsonError(new AppError(404, "Not found"));
export const loader = notFound;
export const action = notFound;
