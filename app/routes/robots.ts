import { getConfig } from "~/server/env.server";
import { buildRobots } from "~/server/sitemap.server";
import type { Route } from "./+types/robots";

export function loader({ request }: Route.LoaderArgs) {
  const origin = getConfig().PUBLIC_ORIGIN || new URL(request.url).origin;
  return new Response(buildRobots(origin), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
