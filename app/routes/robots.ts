import type { RoutePolicy } from "#app/lib/route-policy";
import { publicOrigin } from "#app/server/env.server";
import { buildRobots } from "#app/server/sitemap.server";
import type { Route } from "./+types/robots";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  return new Response(buildRobots(origin), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
