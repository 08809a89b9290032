import { createPost, listAdminPosts } from "#app/features/blog/posts.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { readJsonObject } from "#app/server/content-api.server";
import { publicOrigin } from "#app/server/env.server";
import { json } from "#app/server/http.server";

// The Blog tab's API: every post, drafts included, and creating one — administrators only.
export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

const api = apiRoute(policy, {
  // GET /api/blog — all posts, newest change first, without their content.
  GET: async ({ ctx }) => json(await listAdminPosts(ctx.db)),
  // POST /api/blog — the post form; answers the stored post (201).
  POST: async ({ ctx, request }) => {
    const body = await readJsonObject(request, "blog post");
    return json(await createPost(ctx, { ...body, origin: publicOrigin(request) }), { status: 201 });
  },
});
export const loader = api.loader;
export const action = api.action;
