/**
 * A fake OpenID Connect provider on loopback for the end-to-end tests: it approves every
 * authorization request and reports a fixed, verified user.
 */
import { OAuth2Server } from "oauth2-mock-server";

export const FAKE_OIDC_USER = {
  sub: "fake-oidc-user-1",
  email: "oidc.user@example.com",
  email_verified: true,
  given_name: "Olivia",
  family_name: "Idp",
};

export async function startFakeOidc(port: number): Promise<{ issuer: string; stop: () => Promise<void> }> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeUserinfo", (response) => {
    response.body = FAKE_OIDC_USER;
    response.statusCode = 200;
  });
  await server.start(port, "127.0.0.1");
  return { issuer: server.issuer.url ?? `http://127.0.0.1:${port}`, stop: () => server.stop() };
}
