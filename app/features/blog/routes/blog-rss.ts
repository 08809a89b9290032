import { listPublishedPosts } from "#app/features/blog/posts.server";
import { buildRss } from "#app/features/blog/rss.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { getDb } from "#app/server/db/client.server";
import { publicOrigin } from "#app/server/env.server";
import type { Route } from "./+types/blog-rss";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

/** GET /blog/rss.xml — RSS 2.0 of the 50 newest published posts. */
export async function loader({ request }: Route.LoaderArgs) {
  const posts = await listPublishedPosts(getDb(), 50);
  return new Response(buildRss(posts, publicOrigin(request)), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
