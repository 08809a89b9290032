import { listPublishedPosts } from "#app/features/blog/posts.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json } from "#app/server/http.server";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

const api = apiRoute(policy, {
  // GET /api/blog/published — published posts, newest first, without their content.
  GET: async ({ ctx }) => json(await listPublishedPosts(ctx.db)),
});
export const loader = api.loader;
export const action = api.action;
