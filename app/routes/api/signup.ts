import type { RoutePolicy } from "~/lib/route-policy";
import { apiRoute } from "~/server/api.server";
import { signUp } from "~/server/auth/accounts.server";
import { sessionCookie } from "~/server/auth/cookies.server";
import { publicUser } from "~/server/auth/users.server";
import { json, readJson } from "~/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// POST /api/signup — creates the account and signs the visitor in.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const { user, session } = await signUp(ctx, await readJson(request, { maxBytes: 4096 }));
    return json(
      { user: publicUser(user) },
      { status: 201, headers: { "Set-Cookie": sessionCookie(request, session.token, session.expiresAt) } },
    );
  },
});
export const loader = api.loader;
export const action = api.action;
