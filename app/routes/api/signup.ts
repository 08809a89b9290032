import type { RoutePolicy } from "~/lib/route-policy";
import { apiRoute } from "~/server/api.server";
import { signUp } from "~/server/auth/accounts.server";
import { signInCookies } from "~/server/auth/cookies.server";
import { sendFirstVerification } from "~/server/auth/email-verification.server";
import { publicUser } from "~/server/auth/users.server";
import { json, readJson } from "~/server/http.server";

export const policy = { access: "public", cache: "none" } as const satisfies RoutePolicy;

// POST /api/signup — creates the account and signs the visitor in.
const api = apiRoute(policy, {
  POST: async ({ ctx, request }) => {
    const signedIn = await signUp(ctx, await readJson(request, { maxBytes: 8192 }));
    await sendFirstVerification(ctx.db, signedIn.user, request);
    return json({ user: publicUser(signedIn.user) }, { status: 201, headers: signInCookies(request, signedIn) });
  },
});
export const loader = api.loader;
export const action = api.action;
