/**
 * Identity-provider sign-in (OAuth 2.0 authorization code + PKCE, via arctic), configured by
 * environment: a generic OpenID Connect provider (OIDC_ISSUER), or the Google or GitHub presets.
 * Without configuration there is no provider and /api/login sends visitors to /login.
 */

import { CodeChallengeMethod, GitHub, Google, OAuth2Client, type OAuth2Tokens } from "arctic";
import { z } from "zod";
import { getConfig } from "#app/server/env.server";
import type { ProviderProfile } from "./users.server";

export type Provider = {
  id: string;
  label: string;
  usesPkce: boolean;
  authorizationUrl(state: string, codeVerifier: string): Promise<URL>;
  profile(code: string, codeVerifier: string): Promise<ProviderProfile>;
};

type Discovery = { authorization_endpoint: string; token_endpoint: string; userinfo_endpoint: string };
const DiscoverySchema = z.object({
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url(),
});
let discovery: { issuer: string; value: Discovery } | undefined;

async function discover(issuer: string): Promise<Discovery> {
  if (discovery?.issuer === issuer) return discovery.value;
  const res = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OpenID discovery failed with ${res.status}`);
  discovery = { issuer, value: DiscoverySchema.parse(await res.json()) };
  return discovery.value;
}

const UserInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email().optional(),
  email_verified: z.union([z.boolean(), z.literal("true"), z.literal("false")]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().url().optional(),
});

async function userInfo(endpoint: string, tokens: OAuth2Tokens, provider: string): Promise<ProviderProfile> {
  const res = await fetch(endpoint, { headers: { Authorization: `Bearer ${tokens.accessToken()}` } });
  if (!res.ok) throw new Error(`userinfo failed with ${res.status}`);
  const info = UserInfoSchema.parse(await res.json());
  const [first, ...rest] = (info.name ?? "").split(" ");
  return {
    provider,
    subject: info.sub,
    email: info.email,
    emailVerified: info.email_verified === true || info.email_verified === "true",
    firstName: info.given_name ?? (first || undefined),
    lastName: info.family_name ?? (rest.join(" ") || undefined),
    picture: info.picture,
  };
}

/** The configured identity provider, or undefined when sign-in with one is not set up. */
export function getProvider(origin: string): Provider | undefined {
  const c = getConfig().oauth;
  if (!c) return undefined;
  const redirect = c.redirectUri ?? `${origin}/api/callback`;
  if (c.provider === "google") {
    const google = new Google(c.clientId, c.clientSecret, redirect);
    return {
      id: "google",
      label: "Google",
      usesPkce: true,
      authorizationUrl: async (state, verifier) =>
        google.createAuthorizationURL(state, verifier, ["openid", "email", "profile"]),
      profile: async (code, verifier) =>
        userInfo(
          "https://openidconnect.googleapis.com/v1/userinfo",
          await google.validateAuthorizationCode(code, verifier),
          "google",
        ),
    };
  }
  if (c.provider === "github") {
    const github = new GitHub(c.clientId, c.clientSecret, redirect);
    return {
      id: "github",
      label: "GitHub",
      usesPkce: false,
      authorizationUrl: async (state) => github.createAuthorizationURL(state, ["read:user", "user:email"]),
      profile: async (code) => githubProfile(await github.validateAuthorizationCode(code)),
    };
  }
  const issuer = c.issuer ?? "";
  const client = new OAuth2Client(c.clientId, c.clientSecret, redirect);
  return {
    id: "oidc",
    label: "your organisation's account",
    usesPkce: true,
    authorizationUrl: async (state, verifier) =>
      client.createAuthorizationURLWithPKCE(
        (await discover(issuer)).authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        verifier,
        ["openid", "email", "profile"],
      ),
    profile: async (code, verifier) => {
      const d = await discover(issuer);
      return userInfo(
        d.userinfo_endpoint,
        await client.validateAuthorizationCode(d.token_endpoint, code, verifier),
        "oidc",
      );
    },
  };
}

const GitHubUserSchema = z.object({
  id: z.number(),
  name: z.string().nullable().optional(),
  avatar_url: z.string().url().optional(),
});
const GitHubEmailsSchema = z.array(
  z.object({ email: z.string().email(), primary: z.boolean(), verified: z.boolean() }),
);

async function githubProfile(tokens: OAuth2Tokens): Promise<ProviderProfile> {
  const headers = {
    Authorization: `Bearer ${tokens.accessToken()}`,
    "User-Agent": "Formulab",
    Accept: "application/vnd.github+json",
  };
  const [userRes, emailsRes] = await Promise.all([
    fetch("https://api.github.com/user", { headers }),
    fetch("https://api.github.com/user/emails", { headers }),
  ]);
  const user = GitHubUserSchema.parse(await userRes.json());
  const primary = GitHubEmailsSchema.parse(await emailsRes.json()).find((e) => e.primary && e.verified);
  const [first, ...rest] = (user.name ?? "").split(" ");
  return {
    provider: "github",
    subject: String(user.id),
    email: primary?.email,
    emailVerified: Boolean(primary),
    firstName: first || undefined,
    lastName: rest.join(" ") || undefined,
    picture: user.avatar_url,
  };
}
