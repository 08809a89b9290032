/**
 * ADR 0039: public pages may greet a visitor from a recent answer about their session; anything
 * that needs rights asks the database, and a session ended in this isolate is forgotten at once.
 * "Another isolate" is played by changing D1 directly, behind this isolate's back.
 */
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import * as logout from "#app/features/accounts/routes/api/logout";
import * as adminUsers from "#app/features/admin/routes/api/admin/users";
import * as favorites from "#app/features/favourites/routes/api/user-favorites";
import * as root from "#app/root";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { withRequestTimings } from "#app/server/db/timed-d1.server";
import { adminSessionCookie, call, runSeed } from "./helpers";

let visitorId = "";
let adminId = "";

beforeAll(async () => {
  await runSeed();
  const db = getDb();
  const [visitor] = await db.insert(users).values({ email: "recent.visitor@example.com" }).returning();
  const [admin] = await db.insert(users).values({ email: "recent.admin@example.com", isAdmin: true }).returning();
  if (!visitor || !admin) throw new Error("users missing");
  visitorId = visitor.id;
  adminId = admin.id;
});

const signIn = async (userId: string) => `formulab_session=${(await createSession(getDb(), userId)).token}`;
const request = (path: string, cookie: string) =>
  new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });

/** The nav's answer for a page view: who it greets, and how many D1 statements that took. */
function navUser(cookie: string) {
  return withRequestTimings(async (timings) => {
    const res = (await root.loader({ request: request("/browse", cookie), params: {}, context: {} } as never)) as {
      data: { user: { email: string } | null };
    };
    return { email: res.data.user?.email ?? null, queries: timings.d1Queries };
  });
}

const dropSessionsBehindOurBack = (userId: string) =>
  env.DB.prepare("DELETE FROM sessions WHERE user_id = ?").bind(userId).run();

test("the nav greets a visitor from a recent answer; the first view asks the database", async () => {
  const cookie = await signIn(visitorId);
  expect(await navUser(cookie)).toEqual({ email: "recent.visitor@example.com", queries: 1 });
  expect(await navUser(cookie)).toEqual({ email: "recent.visitor@example.com", queries: 0 });
  // An unknown token is remembered as unknown, too.
  expect(await navUser("formulab_session=nosuchtoken")).toEqual({ email: null, queries: 1 });
  expect(await navUser("formulab_session=nosuchtoken")).toEqual({ email: null, queries: 0 });
});

test("a session ended elsewhere is refused at once where rights are needed, and the nav follows that answer", async () => {
  const cookie = await signIn(visitorId);
  expect((await navUser(cookie)).email).toBe("recent.visitor@example.com");
  await dropSessionsBehindOurBack(visitorId);
  // Within the window, a public page may still greet them by name: that is all it shows.
  expect((await navUser(cookie)).email).toBe("recent.visitor@example.com");
  // Their own data is not theirs to read any more, and that fresh answer replaces the recent one.
  expect((await call(favorites.loader, request("/api/user/favorites", cookie))).status).toBe(401);
  expect(await navUser(cookie)).toEqual({ email: null, queries: 0 });
});

test("an admin whose rights were removed elsewhere is refused the admin API at once", async () => {
  const cookie = await adminSessionCookie(getDb(), adminId);
  expect((await call(adminUsers.loader, request("/api/admin/users", cookie))).status).toBe(200);
  await env.DB.prepare("UPDATE users SET is_admin = 0 WHERE id = ?").bind(adminId).run();
  expect((await navUser(cookie)).email).toBe("recent.admin@example.com");
  expect((await call(adminUsers.loader, request("/api/admin/users", cookie))).status).toBe(403);
  await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE id = ?").bind(adminId).run();
});

test("signing out here ends the greeting at once", async () => {
  const cookie = await signIn(visitorId);
  expect((await navUser(cookie)).email).toBe("recent.visitor@example.com");
  const out = await call(
    logout.action,
    new Request("http://localhost/api/logout", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "http://localhost" },
    }),
  );
  expect(out.status).toBe(302);
  expect(await navUser(cookie)).toEqual({ email: null, queries: 1 });
});
