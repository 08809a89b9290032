import type { RoutePolicy } from "~/lib/route-policy";
import { apiRoute } from "~/server/api.server";
import { listPublishedPosts } from "~/server/blog.server";
import { json } from "~/server/http.server";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

const api = apiRoute(policy, {
  // GET /api/blog/published — published posts, newest first, without their content.
  GET: async ({ ctx }) => json(await listPublishedPosts(ctx.db)),
});
export const loader = api.loader;
export const action = api.action;
