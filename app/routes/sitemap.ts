import type { RoutePolicy } from "~/lib/route-policy";
import { getDb } from "~/server/db/client.server";
import { publicOrigin } from "~/server/env.server";
import { buildSitemap } from "~/server/sitemap.server";
import type { Route } from "./+types/sitemap";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  return new Response(await buildSitemap(getDb(), origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
