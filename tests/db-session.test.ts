/**
 * D1 read replication through the Sessions API: a write answers with the session's bookmark in a
 * cookie, the next request carrying it reads that write, reads never set the cookie (edge cache),
 * and a forged cookie is ignored rather than failing the request.
 */
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { BOOKMARK_COOKIE, getDb, inDbSession } from "#app/server/db/client.server";
import { siteSettings } from "#app/server/db/schema";

const request = (method: string, cookie?: string) =>
  new Request("http://localhost/anything", { method, headers: cookie ? { Cookie: cookie } : {} });

test("a write hands back a bookmark; the next request with it reads the write", async () => {
  const written = await inDbSession(env.DB, request("POST"), async () => {
    await getDb().insert(siteSettings).values({ key: "session-test", value: "written" });
    return new Response("ok");
  });
  const setCookie = written.headers.get("Set-Cookie") ?? "";
  expect(setCookie).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f-]+; Path=/; HttpOnly; SameSite=Lax`));
  const cookie = setCookie.split(";")[0] ?? "";
  const read = await inDbSession(env.DB, request("GET", cookie), async () => {
    const rows = await getDb().select().from(siteSettings);
    return Response.json(rows.find((r) => r.key === "session-test")?.value ?? null);
  });
  expect(await read.json()).toBe("written");
  expect(read.headers.get("Set-Cookie")).toBeNull();
});

test("a forged bookmark cookie is ignored, not an error", async () => {
  const res = await inDbSession(env.DB, request("GET", `${BOOKMARK_COOKIE}=not%20a%20bookmark`), async () =>
    Response.json((await getDb().select().from(siteSettings)).length),
  );
  expect(res.status).toBe(200);
});

test("one client serves every session: a statement prepared before a request runs on that request's session", async () => {
  // Prepared once, outside any request, as the session lookup is.
  const upsert = getDb()
    .insert(siteSettings)
    .values({ key: "session-prepared", value: sql.placeholder("value") })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value` } })
    .prepare();
  const clients: unknown[] = [];
  const write = (value: string) =>
    inDbSession(env.DB, request("POST"), async () => {
      clients.push(getDb());
      await upsert.run({ value });
      return new Response("ok");
    });
  // The write went through the request's session: only then has the session a bookmark to hand back.
  const first = await write("one");
  expect(first.headers.get("Set-Cookie") ?? "").toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f-]+;`));
  const second = await write("two");
  expect(second.headers.get("Set-Cookie") ?? "").toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f-]+;`));
  expect(clients[0]).toBe(clients[1]);
  const row = await env.DB.prepare("SELECT value FROM site_settings WHERE key = 'session-prepared'").first();
  expect(row).toEqual({ value: "two" });
});
