import { getDb } from "~/server/db/client.server";
import { getConfig } from "~/server/env.server";
import { buildSitemap } from "~/server/sitemap.server";
import type { Route } from "./+types/sitemap";

export async function loader({ request }: Route.LoaderArgs) {
  const origin = getConfig().PUBLIC_ORIGIN || new URL(request.url).origin;
  return new Response(await buildSitemap(getDb(), origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
