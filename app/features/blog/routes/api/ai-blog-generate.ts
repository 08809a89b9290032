import { generateAiBlogPost } from "#app/features/blog/ai/generate.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { apiRoute } from "#app/server/api.server";
import { json, readJson } from "#app/server/http.server";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

/**
 * POST /api/ai-blog/generate { topic, targetKeywords?, shouldPublish? }: an article
 * grounded in the library and knowledge base. shouldPublish → stored and published, 201 with the
 * post's id; otherwise 200 with the unsaved post for the form. 400 'Please enter a topic for AI
 * generation'; 422 when nothing in the library or knowledge base matches the topic.
 */
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const post = await generateAiBlogPost(ctx, await readJson(request, { maxBytes: 4 * 1024 }));
    return json(post, { status: post.id ? 201 : 200, headers: { "Cache-Control": "no-store" } });
  },
});
export const loader = api.loader;
export const action = api.action;
