import type { RoutePolicy } from "#app/lib/route-policy";
import { getDb } from "#app/server/db/client.server";
import { publicOrigin } from "#app/server/env.server";
import { buildSitemap } from "#app/server/sitemap.server";
import type { Route } from "./+types/sitemap";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  return new Response(await buildSitemap(getDb(), origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
