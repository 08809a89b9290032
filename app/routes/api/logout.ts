import { href } from "react-router";
import type { RoutePolicy } from "~/lib/route-policy";
import type { ApiArgs } from "~/server/api.server";
import { apiRoute } from "~/server/api.server";
import { logOut } from "~/server/auth/accounts.server";
import { clearSessionCookie, readSessionToken } from "~/server/auth/cookies.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

async function handle({ ctx, request }: ApiArgs<typeof policy.access>) {
  await logOut(ctx, { token: readSessionToken(request) });
  return new Response(null, {
    status: 302,
    headers: {
      Location: href("/"),
      "Set-Cookie": clearSessionCookie(request),
      // Signed-in pages the browser kept (HTTP cache, back/forward cache) go too. Not "cookies"
      // (it reaches every subdomain of the registrable domain; the session cookie is cleared
      // above) nor "storage" (report branding and finished tours live there). ADR 0020.
      "Clear-Site-Data": '"cache"',
    },
  });
}

// /api/logout — a plain link (GET) or a form (POST): ends the session server-side, back to /.
const api = apiRoute(policy, { GET: handle, POST: handle });
export const loader = api.loader;
export const action = api.action;
