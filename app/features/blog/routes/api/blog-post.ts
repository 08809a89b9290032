import { z } from "zod";
import { BlogPostId, deletePost, findPublishedPost, POST_NOT_FOUND, updatePost } from "#app/features/blog/posts.server";
import { idOrSlug } from "#app/lib/identifiers";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { AppError, parseInput } from "#app/server/app-error";
import { readJsonObject } from "#app/server/content-api.server";
import { publicOrigin } from "#app/server/env.server";
import { json } from "#app/server/http.server";

// Anyone may read a published post by its slug; only administrators may change or delete one (by id).
export const policy = { access: "public", write: "admin", cache: "edge" } as const satisfies RoutePolicy;

const SlugParams = z.object({ id: idOrSlug("Post") });
const IdParams = z.object({ id: BlogPostId });

const api = apiRoute(policy, {
  // GET /api/blog/{slug} — one published post; drafts and unknown slugs are 404 alike.
  GET: async ({ ctx, params }) => {
    const { id: slug } = parseInput(SlugParams, params);
    const post = await findPublishedPost(ctx.db, slug);
    if (!post) throw new AppError(404, POST_NOT_FOUND);
    return json(post);
  },
  // PUT /api/blog/{id} — the post form; publishing sets publishedAt, unpublishing clears it.
  PUT: async ({ ctx, params, request }) => {
    const { id } = parseInput(IdParams, params);
    const body = await readJsonObject(request, "blog post");
    return json(await updatePost(ctx, { ...body, id, origin: publicOrigin(request) }));
  },
  // DELETE /api/blog/{id}
  DELETE: async ({ ctx, params }) => {
    const { id } = parseInput(IdParams, params);
    return json(await deletePost(ctx, id));
  },
});
export const loader = api.loader;
export const action = api.action;
