/**
 * A fake OpenID Connect provider on loopback for the end-to-end tests: it approves every
 * authorization request and reports one verified person: FAKE_OIDC_USER, or the person the
 * authorization request names in its `e2e_email`, `e2e_given_name` and `e2e_family_name`
 * parameters (e2e/identity-provider.spec.ts adds them on the way), so each test signs in as a
 * person of its own and no account is left over from an earlier test. The tests that use it take
 * turns (one worker), so the last authorization's person is the one userinfo reports.
 */
import type { IncomingMessage } from "node:http";
import { OAuth2Server } from "oauth2-mock-server";

export type FakePerson = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
};

export const FAKE_OIDC_USER: FakePerson = {
  sub: "fake-oidc-user-1",
  email: "oidc.user@example.com",
  email_verified: true,
  given_name: "Olivia",
  family_name: "Idp",
};

/** The authorization request's parameters that name the person, prefixed so they meet no real one. */
export const FAKE_OIDC_PERSON_PARAM = "e2e_";

export async function startFakeOidc(port: number): Promise<{ issuer: string; stop: () => Promise<void> }> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  let person = FAKE_OIDC_USER;
  server.service.on("beforeUserinfo", (response) => {
    response.body = person;
    response.statusCode = 200;
  });
  server.service.on("beforeAuthorizeRedirect", (_redirect: unknown, req: IncomingMessage) => {
    const query = new URL(req.url ?? "/", "http://fake").searchParams;
    const named = (field: string) => query.get(`${FAKE_OIDC_PERSON_PARAM}${field}`);
    const email = named("email");
    person = email
      ? {
          sub: `fake-${email}`,
          email,
          email_verified: true,
          given_name: named("given_name") ?? FAKE_OIDC_USER.given_name,
          family_name: named("family_name") ?? FAKE_OIDC_USER.family_name,
        }
      : FAKE_OIDC_USER;
  });
  await server.start(port, "127.0.0.1");
  return { issuer: server.issuer.url ?? `http://127.0.0.1:${port}`, stop: () => server.stop() };
}
