import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";
import { storeUpload } from "#app/server/images/uploads.server";

/**
 * Token-authorised, not session-authorised: the single-use token in the path is the credential
 * (issued only to an administrator by POST /api/objects/upload, valid 10 minutes, for one
 * server-generated key). So the declared access is "public" — a session is neither needed nor
 * enough — and the route answers 403 to any request without a live token (tests/images.test.ts).
 */
export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// PUT /api/objects/upload/:token — the image file's bytes as the body (ADR 0026).
const api = apiRoute(policy, {
  PUT: async ({ ctx, request, params }) => {
    const stored = await storeUpload(ctx.db, params.token, {
      body: request.body,
      contentLength: request.headers.get("Content-Length"),
    });
    return json(stored, { status: 201, headers: { "Cache-Control": "no-store" } });
  },
});
export const loader = api.loader;
export const action = api.action;
