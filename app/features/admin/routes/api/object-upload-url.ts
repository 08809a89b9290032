import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { AppError } from "#app/server/app-error";
import { publicOrigin } from "#app/server/env.server";
import { json, readAtMost, readJson } from "#app/server/http.server";
import { issueUploadUrl } from "#app/server/images/uploads.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

const NO_BODY_OR_JSON = 'Send no body, or JSON such as { "kind": "category" }';

/** The spec's call sends no body; `{ kind }` may pick the size limit up front (default: the largest). */
async function optionalBody(request: Request): Promise<unknown> {
  if (request.headers.get("Content-Type")) return readJson(request, { maxBytes: 1024 });
  const bytes = await readAtMost(request.body, 1024, () => new AppError(413, NO_BODY_OR_JSON));
  if (bytes.length > 0) throw new AppError(415, NO_BODY_OR_JSON);
  return undefined;
}

// POST /api/objects/upload — administrators only: { uploadURL } to PUT one image file to (ADR 0026).
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const body = await optionalBody(request);
    if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body))) {
      throw new AppError(400, NO_BODY_OR_JSON);
    }
    const issued = await issueUploadUrl(ctx, { ...body, origin: publicOrigin(request) });
    return json(issued, { headers: { "Cache-Control": "no-store" } });
  },
});
export const loader = api.loader;
export const action = api.action;
