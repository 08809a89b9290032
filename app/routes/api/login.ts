import { generateCodeVerifier, generateState } from "arctic";
import { redirect } from "react-router";
import { LoginSchema } from "~/lib/auth-schemas";
import { logIn } from "~/server/auth/auth.server";
import { shortCookie } from "~/server/auth/cookies.server";
import { getProvider } from "~/server/auth/providers.server";
import { publicUser } from "~/server/auth/users.server";
import { getDb } from "~/server/db/client.server";
import { getConfig } from "~/server/env.server";
import { apiHandler, json, readJsonBody } from "~/server/http.server";

export const access = "public";

// GET /api/login — sign in with the identity provider (a redirect); /login when none is configured.
export const loader = apiHandler(async ({ request }) => {
  const provider = getProvider(getConfig().PUBLIC_ORIGIN || new URL(request.url).origin);
  if (!provider) return redirect("/login");
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = await provider.authorizationUrl(state, verifier);
  const headers = new Headers({ Location: url.toString() });
  headers.append("Set-Cookie", shortCookie(request, "oauth_state", state));
  headers.append("Set-Cookie", shortCookie(request, "oauth_code_verifier", verifier));
  return new Response(null, { status: 302, headers });
});

// POST /api/login — e-mail and password.
export const action = apiHandler(async ({ request }) => {
  const input = await readJsonBody(request, LoginSchema, { maxBytes: 4096 });
  const { user, setCookie } = await logIn(getDb(), request, input);
  return json({ user: publicUser(user) }, { headers: { "Set-Cookie": setCookie } });
});
