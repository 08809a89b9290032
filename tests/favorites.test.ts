import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import * as signupRoute from "#app/features/accounts/routes/api/signup";
import { userForProvider } from "#app/features/accounts/users.server";
import * as downloadsRoute from "#app/features/favourites/routes/api/user-downloads";
import * as favoriteRoute from "#app/features/favourites/routes/api/user-favorite";
import * as favoritesRoute from "#app/features/favourites/routes/api/user-favorites";
import { getDb } from "#app/server/db/client.server";
import { refuseCrossSite } from "#app/server/origin.server";
import { call, runSeed } from "./helpers";

let alice = "";
let bob = "";
let formulationId = "";
let otherId = "";

async function signUp(email: string) {
  const res = await call(
    signupRoute.action,
    new Request("http://localhost/api/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": email },
      body: JSON.stringify({
        firstName: "T",
        lastName: "U",
        country: "Spain",
        email,
        password: "password-123",
        confirmPassword: "password-123",
      }),
    }),
  );
  return (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

function req(path: string, cookie: string, method = "GET", body?: unknown) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  await runSeed();
  const ids = await env.DB.prepare("SELECT id FROM formulations ORDER BY slug LIMIT 2").all<{ id: string }>();
  formulationId = ids.results[0]?.id ?? "";
  otherId = ids.results[1]?.id ?? "";
  alice = await signUp("alice@example.com");
  bob = await signUp("bob@example.com");
});

test("adding a favourite twice is a no-op, and it shows with its formulation", async () => {
  for (let i = 0; i < 2; i++) {
    const res = await call(favoritesRoute.action, req("/api/user/favorites", alice, "POST", { formulationId }));
    expect(res.status).toBe(201);
  }
  const list = (await (await call(favoritesRoute.loader, req("/api/user/favorites", alice))).json()) as {
    formulationId: string;
    formulation: { name: string; slug: string };
  }[];
  expect(list).toHaveLength(1);
  expect(list[0]?.formulationId).toBe(formulationId);
  expect(list[0]?.formulation.slug).toBeTruthy();
});

test("bad or unknown formulation ids are refused clearly", async () => {
  const bad = await call(favoritesRoute.action, req("/api/user/favorites", alice, "POST", { formulationId: "nope" }));
  expect(bad.status).toBe(400);
  const unknown = await call(
    favoritesRoute.action,
    req("/api/user/favorites", alice, "POST", { formulationId: "00000000-0000-4000-8000-000000000000" }),
  );
  expect(unknown.status).toBe(404);
});

test("a user can never read or remove another user's favourites", async () => {
  await call(favoritesRoute.action, req("/api/user/favorites", alice, "POST", { formulationId: otherId }));
  const bobs = (await (await call(favoritesRoute.loader, req("/api/user/favorites", bob))).json()) as unknown[];
  expect(bobs).toEqual([]);
  const steal = await call(favoriteRoute.action, req(`/api/user/favorites/${otherId}`, bob, "DELETE"), {
    formulationId: otherId,
  });
  expect(steal.status).toBe(404);
  const alices = (await (await call(favoritesRoute.loader, req("/api/user/favorites", alice))).json()) as unknown[];
  expect(alices).toHaveLength(2);
  const own = await call(favoriteRoute.action, req(`/api/user/favorites/${otherId}`, alice, "DELETE"), {
    formulationId: otherId,
  });
  expect(own.status).toBe(200);
  expect(
    ((await (await call(favoritesRoute.loader, req("/api/user/favorites", alice))).json()) as unknown[]).length,
  ).toBe(1);
});

test("downloads list only the user's own downloads", async () => {
  const aliceId = (
    await env.DB.prepare("SELECT id FROM users WHERE email = 'alice@example.com'").first<{ id: string }>()
  )?.id;
  await env.DB.prepare(
    "INSERT INTO user_downloads (id, user_id, formulation_id, formulation_name) VALUES ('d1', ?, ?, 'Some Cream')",
  )
    .bind(aliceId, formulationId)
    .run();
  const mine = (await (await call(downloadsRoute.loader, req("/api/user/downloads", alice))).json()) as {
    formulationName: string;
  }[];
  expect(mine.map((d) => d.formulationName)).toEqual(["Some Cream"]);
  expect(await (await call(downloadsRoute.loader, req("/api/user/downloads", bob))).json()).toEqual([]);
});

test("state-changing requests from another site are refused", () => {
  const from = (origin: string | null, method = "POST") =>
    new Request("http://localhost/api/user/favorites", { method, headers: origin ? { Origin: origin } : {} });
  expect(refuseCrossSite(from("https://evil.example"))?.status).toBe(403);
  expect(refuseCrossSite(from("http://localhost"))).toBeNull();
  expect(refuseCrossSite(from(null))).toBeNull();
  expect(refuseCrossSite(from("https://evil.example", "GET"))).toBeNull();
  expect(refuseCrossSite(from("https://formulab.app"), "https://formulab.app")).toBeNull();
});

test("identity-provider sign-in links by subject, never to a password account by e-mail, and creates accounts otherwise", async () => {
  const db = getDb();
  // alice signed up with a password: a provider asserting her e-mail does not get her account.
  await expect(
    userForProvider(db, { provider: "oidc", subject: "s-1", email: "alice@example.com", emailVerified: true }),
  ).rejects.toMatchObject({ status: 409 });
  const created = await userForProvider(db, {
    provider: "oidc",
    subject: "s-1",
    email: "provider.only@example.com",
    emailVerified: true,
  });
  const again = await userForProvider(db, {
    provider: "oidc",
    subject: "s-1",
    email: "changed@example.com",
    emailVerified: true,
  });
  expect(again.id).toBe(created.id);
  // An account a provider created (its e-mail proven) is linked by e-mail for another provider subject.
  const sameAddress = await userForProvider(db, {
    provider: "oidc",
    subject: "s-1b",
    email: "provider.only@example.com",
    emailVerified: true,
  });
  expect(sameAddress.id).toBe(created.id);
  const fresh = await userForProvider(db, {
    provider: "oidc",
    subject: "s-2",
    email: "new@example.com",
    emailVerified: true,
    firstName: "Nu",
  });
  expect(fresh).toMatchObject({ email: "new@example.com", firstName: "Nu", password: null });
  await expect(
    userForProvider(db, { provider: "oidc", subject: "s-3", email: "x@example.com", emailVerified: false }),
  ).rejects.toThrow(/did not confirm an e-mail/);
});
