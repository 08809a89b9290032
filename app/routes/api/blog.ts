import type { RoutePolicy } from "~/lib/route-policy";
import { apiRoute } from "~/server/api.server";
import { createPost, listAdminPosts } from "~/server/blog.server";
import { readJsonObject } from "~/server/content-api.server";
import { publicOrigin } from "~/server/env.server";
import { json } from "~/server/http.server";

// The Blog tab's API (spec §7): every post, drafts included, and creating one — administrators only.
export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

const api = apiRoute(policy, {
  // GET /api/blog — all posts, newest change first, without their content.
  GET: async ({ ctx }) => json(await listAdminPosts(ctx.db)),
  // POST /api/blog — the post form (spec §5); answers the stored post (201).
  POST: async ({ ctx, request }) => {
    const body = await readJsonObject(request, "blog post");
    return json(await createPost(ctx, { ...body, origin: publicOrigin(request) }), { status: 201 });
  },
});
export const loader = api.loader;
export const action = api.action;
