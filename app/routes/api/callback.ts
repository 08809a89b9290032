import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { redirect } from "react-router";
import { clearCookie, readCookie, sessionCookie } from "~/server/auth/cookies.server";
import { getProvider } from "~/server/auth/providers.server";
import { clientIp, hit, LIMITS, RATE_LIMIT_MESSAGE } from "~/server/auth/rate-limit.server";
import { createSession } from "~/server/auth/session.server";
import { userForProvider } from "~/server/auth/users.server";
import { getDb } from "~/server/db/client.server";
import { getConfig } from "~/server/env.server";
import { apiHandler, jsonError } from "~/server/http.server";

export const access = "public";

const encoder = new TextEncoder();

// GET /api/callback?code&state — the identity provider's redirect back.
export const loader = apiHandler(async ({ request }) => {
  const db = getDb();
  if (!(await hit(db, `oauth:ip:${clientIp(request)}`, LIMITS.oauthPerIp))) return jsonError(429, RATE_LIMIT_MESSAGE);
  const provider = getProvider(getConfig().PUBLIC_ORIGIN || new URL(request.url).origin);
  if (!provider) return redirect("/login");
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state") ?? "";
  const storedState = readCookie(request, "oauth_state") ?? "";
  const verifier = readCookie(request, "oauth_code_verifier") ?? "";
  const stateOk =
    state.length > 0 &&
    state.length === storedState.length &&
    constantTimeEqual(encoder.encode(state), encoder.encode(storedState));
  if (!code || !stateOk || (provider.usesPkce && !verifier)) {
    return jsonError(400, "The sign-in link expired or was tampered with. Please try signing in again.");
  }
  let user: Awaited<ReturnType<typeof userForProvider>>;
  try {
    user = await userForProvider(db, await provider.profile(code, verifier));
  } catch (error) {
    console.error(JSON.stringify({ at: "oauth-callback", error: String(error) }));
    return jsonError(400, "Sign-in with the identity provider failed. Please try again.");
  }
  const session = await createSession(db, user.id);
  const headers = new Headers({ Location: "/my-account?welcome=login" });
  headers.append("Set-Cookie", sessionCookie(request, session.token, session.expiresAt));
  headers.append("Set-Cookie", clearCookie(request, "oauth_state"));
  headers.append("Set-Cookie", clearCookie(request, "oauth_code_verifier"));
  return new Response(null, { status: 302, headers });
});
