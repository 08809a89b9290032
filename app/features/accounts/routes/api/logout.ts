import { href } from "react-router";
import { logOut } from "#app/features/accounts/accounts.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import type { ApiArgs } from "#app/server/api.server";
import { apiRoute } from "#app/server/api.server";
import { clearSessionCookie, readSessionToken } from "#app/server/auth/cookies.server";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

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

/**
 * A GET logs out only as a navigation from this site (or typed in): a link or image on another
 * site cannot sign the visitor out. Browsers say where a request comes from in Sec-Fetch-*; a
 * client that sends none (not a browser) is not a cross-site page.
 */
function sameSiteNavigation(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (site === null) return true;
  return ["same-origin", "same-site", "none"].includes(site) && (mode === null || mode === "navigate");
}

// /api/logout — the nav's link (GET, same-site navigations only) or a form (POST): ends the
// session server-side, back to /.
const api = apiRoute(policy, {
  GET: (args) =>
    sameSiteNavigation(args.request)
      ? handle(args)
      : new Response(null, { status: 303, headers: { Location: href("/"), "Cache-Control": "no-store" } }),
  POST: handle,
});
export const loader = api.loader;
export const action = api.action;
