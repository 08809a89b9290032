/**
 * The public activity feed tells the truth (ADR 0056): each event with its own country (the one on
 * the account when it happened, or none), a first name only when its owner chose to show it, only
 * library downloads and favourites of public formulations, and never anything a visitor typed.
 */
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import * as myAccountPage from "#app/features/accounts/routes/my-account";
import * as demoRoute from "#app/features/demo/routes/api/demo-formulation";
import * as activityRoute from "#app/features/favourites/routes/api/activity";
import * as favoritesRoute from "#app/features/favourites/routes/api/user-favorites";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { call, get, runSeed } from "./helpers";

type Feed = { message: string; userName: string; country: string | null; formulationName: string } | null;
const feed = async () => (await (await call(activityRoute.loader, get("/api/activity"))).json()) as Feed;

let formulations: { id: string; name: string }[] = [];

beforeAll(async () => {
  await runSeed();
  formulations = (
    await env.DB.prepare("SELECT id, name FROM formulations WHERE is_active = 1 ORDER BY name LIMIT 3").all<{
      id: string;
      name: string;
    }>()
  ).results;
});

async function account(email: string, fields: { firstName?: string; country?: string | null } = {}) {
  const [user] = await getDb()
    .insert(users)
    .values({ email, firstName: fields.firstName ?? null, country: fields.country ?? null })
    .returning();
  if (!user) throw new Error("no user");
  return { user, cookie: `formulab_session=${(await createSession(getDb(), user.id)).token}` };
}

function favourite(cookie: string, formulationId: string) {
  return call(
    favoritesRoute.action,
    new Request("http://localhost/api/user/favorites", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ formulationId }),
    }),
  );
}

async function chooseName(cookie: string, show: "on" | "off") {
  const outcome = await (myAccountPage.action as (args: unknown) => Promise<unknown>)({
    request: new Request("http://localhost/my-account", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "activity-name", show }).toString(),
    }),
    params: {},
    context: {},
  });
  return outcome as { data?: { status?: string } };
}

test("each event shows its own country, and a name only when its owner chose to show it", async () => {
  const [first, second] = formulations;
  if (!first || !second) throw new Error("no formulations");
  expect(await feed()).toBeNull();

  const mara = await account("mara.feed@example.com", { firstName: "Mara Novak", country: "Slovenia" });
  expect((await favourite(mara.cookie, first.id)).status).toBe(201);
  // No choice made: 'Someone', with the country on her account.
  expect(await feed()).toMatchObject({
    userName: "Someone",
    country: "Slovenia",
    formulationName: first.name,
    message: `Someone from Slovenia saved to favourites “${first.name}”`,
  });

  // A second event by someone without a country: no country at all, not the one before it.
  const anon = await account("no.country@example.com", { firstName: "Lee" });
  expect((await favourite(anon.cookie, second.id)).status).toBe(201);
  expect(await feed()).toMatchObject({ userName: "Someone", country: null, formulationName: second.name });
  expect((await feed())?.message).toBe(`Someone saved to favourites “${second.name}”`);

  // Saving the same favourite again is not news again.
  expect((await favourite(mara.cookie, first.id)).status).toBe(201);
  expect((await feed())?.formulationName).toBe(second.name);

  // Mara chooses to show her first name: her events say 'Mara' (the first word only, never her
  // last name or e-mail); she takes it back and they say 'Someone' again.
  expect((await chooseName(mara.cookie, "on")).data?.status).toBe("success");
  await env.DB.prepare("UPDATE activity_events SET created_at = created_at + 60000 WHERE user_id = ?")
    .bind(mara.user.id)
    .run();
  const named = await feed();
  expect(named).toMatchObject({ userName: "Mara", country: "Slovenia", formulationName: first.name });
  expect(JSON.stringify(named)).not.toMatch(/Novak|@/);
  await chooseName(mara.cookie, "off");
  expect((await feed())?.userName).toBe("Someone");
});

test("a formulation taken out of the library leaves the feed; a bad choice is a 400", async () => {
  const [, , third] = formulations;
  if (!third) throw new Error("no formulations");
  const user = await account("hidden.feed@example.com", { country: "Austria" });
  await favourite(user.cookie, third.id);
  await env.DB.prepare("UPDATE activity_events SET created_at = created_at + 600000 WHERE formulation_id = ?")
    .bind(third.id)
    .run();
  expect((await feed())?.formulationName).toBe(third.name);
  await env.DB.prepare("UPDATE formulations SET is_active = 0 WHERE id = ?").bind(third.id).run();
  expect((await feed())?.formulationName).not.toBe(third.name);
  await env.DB.prepare("UPDATE formulations SET is_active = 1 WHERE id = ?").bind(third.id).run();

  const bad = (await (myAccountPage.action as (args: unknown) => Promise<unknown>)({
    request: new Request("http://localhost/my-account", {
      method: "POST",
      headers: { Cookie: user.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "activity-name", show: "everyone" }).toString(),
    }),
    params: {},
    context: {},
  })) as { init?: { status?: number } };
  expect(bad.init?.status).toBe(400);
});

test("what a visitor types into the demo never reaches the feed", async () => {
  const before = JSON.stringify(await feed());
  const res = await call(
    demoRoute.action,
    new Request("http://localhost/api/demo-formulation", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.91" },
      body: JSON.stringify({ category: "skin-care", description: "Zanzibar Moonbeam face cream for dry skin" }),
    }),
  );
  expect(res.status).toBeLessThan(500);
  const after = JSON.stringify(await feed());
  expect(after).toBe(before);
  expect(after).not.toContain("Zanzibar");
});
