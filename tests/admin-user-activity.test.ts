/**
 * The admin user-activity lists: server-side pages in the spec's paged
 * shape, search by name or e-mail taken literally, the user's fields on downloads and favourites,
 * CSV exports that walk the whole list and defuse formulas, and admin-only access.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import * as downloadsRoute from "#app/features/admin/routes/api/admin/downloads";
import * as favoritesRoute from "#app/features/admin/routes/api/admin/favorites";
import * as usersRoute from "#app/features/admin/routes/api/admin/users";
import * as activityPageRoute from "#app/features/admin/routes/user-activity";
import { userActivityPage } from "#app/features/admin/user-activity.server";
import { EXPORT_CHUNK } from "#app/features/admin/user-activity-csv.server";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { userDownloads, userFavorites, users } from "#app/server/db/schema";
import { adminSessionCookie, call, runSeed } from "./helpers";

const ROUTES = { users: usersRoute, downloads: downloadsRoute, favorites: favoritesRoute } as const;
type Tab = keyof typeof ROUTES;

// Every user this file makes has an address at this domain, so searches for it see only them.
const DOMAIN = "pager.activity.test";
const PAGED = 120;
const base = Date.UTC(2025, 0, 1);

let adminCookie = "";
let plainCookie = "";
let cream = { id: "", name: "", slug: "" };
let serum = { id: "", name: "", slug: "" };

function get(tab: Tab, query = "", cookie = adminCookie) {
  return call(
    ROUTES[tab].loader,
    new Request(`http://localhost/api/admin/${tab}${query}`, { headers: cookie ? { Cookie: cookie } : {} }),
  );
}

async function page<T>(tab: Tab, query: string) {
  const res = await get(tab, query);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as {
    data: T[];
    pagination: { currentPage: number; totalPages: number; totalItems: number; itemsPerPage: number };
  };
}

/** D1 binds at most 100 values per statement: a few users per INSERT, all in one batch. */
async function insertUsers(rows: (typeof users.$inferInsert)[]) {
  const db = getDb();
  const inserts = [];
  for (let i = 0; i < rows.length; i += 10) inserts.push(db.insert(users).values(rows.slice(i, i + 10)));
  const [first, ...rest] = inserts;
  if (first) await db.batch([first, ...rest]);
}

beforeAll(async () => {
  await runSeed();
  const db = getDb();
  const picked = await env.DB.prepare("SELECT id, name, slug FROM formulations ORDER BY slug LIMIT 2").all<{
    id: string;
    name: string;
    slug: string;
  }>();
  [cream, serum] = picked.results as [typeof cream, typeof serum];

  // Users n = 0…119, user n joined n minutes after `base`: user 119 is the newest.
  await insertUsers(
    Array.from({ length: PAGED }, (_, n) => ({
      email: `user${String(n).padStart(3, "0")}@${DOMAIN}`,
      firstName: n === 7 ? "Grace" : `First${n}`,
      lastName: n === 7 ? "Hopper" : n % 2 ? `Last${n}` : null,
      country: n % 3 ? "Spain" : null,
      createdAt: new Date(base + n * 60_000),
    })),
  );
  const [admin] = await db
    .insert(users)
    .values({ email: `admin@${DOMAIN}`, firstName: "Ada", isAdmin: true, createdAt: new Date(base - 86_400_000) })
    .returning();
  const [plain] = await db.insert(users).values({ email: `plain@other.activity.test`, firstName: "Plain" }).returning();
  if (!admin || !plain) throw new Error("test users missing");
  adminCookie = await adminSessionCookie(db, admin.id);
  plainCookie = `formulab_session=${(await createSession(db, plain.id)).token}`;
});

describe("users", () => {
  test("pages of 50 by default, newest first, with the spec's pagination fields", async () => {
    const first = await page<{ email: string; createdAt: string }>("users", `?q=${DOMAIN}`);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 3, totalItems: PAGED + 1, itemsPerPage: 50 });
    expect(first.data).toHaveLength(50);
    expect(first.data[0]?.email).toBe(`user119@${DOMAIN}`);
    expect(first.data[49]?.email).toBe(`user070@${DOMAIN}`);
    expect(first.data[0]).not.toHaveProperty("password");

    // Rows 101–121: users 19…0, then the administrator who joined a day earlier.
    const oldest = Array.from({ length: 20 }, (_, i) => `user${String(19 - i).padStart(3, "0")}@${DOMAIN}`).concat(
      `admin@${DOMAIN}`,
    );
    const last = await page<{ email: string }>("users", `?q=${DOMAIN}&page=3`);
    expect(last.data.map((u) => u.email)).toEqual(oldest);

    const beyond = await page("users", `?q=${DOMAIN}&page=4`);
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toMatchObject({ currentPage: 4, totalPages: 3, totalItems: PAGED + 1 });

    const wide = await page<{ email: string }>("users", `?q=${DOMAIN}&page=2&limit=100`);
    expect(wide.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: PAGED + 1, itemsPerPage: 100 });
    expect(wide.data.map((u) => u.email)).toEqual(oldest);
  });

  test.each([
    ["?limit=0", "limit must be between 1 and 100"],
    ["?limit=101", "limit must be between 1 and 100"],
    ["?limit=ten", "limit must be a whole number"],
    ["?page=0", "page starts at 1"],
    ["?page=1.5", "page must be a whole number"],
    [`?q=${"a".repeat(101)}`, "Search text is too long (100 characters at most)"],
    ["?format=xml", "format must be json or csv"],
  ])("%s is refused with a 400 that says why", async (query, message) => {
    const res = await get("users", query);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  });

  test("search finds a user by first, last or full name and by e-mail, ignoring case", async () => {
    for (const q of ["grace", "HOPPER", "Grace Hop", `USER007@${DOMAIN}`]) {
      const found = await page<{ email: string; firstName: string }>("users", `?q=${encodeURIComponent(q)}`);
      expect(
        found.data.map((u) => u.email),
        q,
      ).toEqual([`user007@${DOMAIN}`]);
      expect(found.pagination.totalItems).toBe(1);
    }
    expect((await page("users", "?q=nobody-is-called-this")).data).toEqual([]);
  });

  test("search terms are literal: % and _ are not wildcards", async () => {
    const db = getDb();
    await db.insert(users).values({ email: `percent_sign@${DOMAIN}`, firstName: "100%" });
    const percent = await page<{ email: string }>("users", `?q=${encodeURIComponent("100%")}`);
    expect(percent.data.map((u) => u.email)).toEqual([`percent_sign@${DOMAIN}`]);
    const underscore = await page<{ email: string }>("users", `?q=${encodeURIComponent(`_sign@${DOMAIN}`)}`);
    expect(underscore.data.map((u) => u.email)).toEqual([`percent_sign@${DOMAIN}`]);
    // "user_07" would match user007 if _ were a wildcard.
    expect((await page("users", "?q=user_07")).data).toEqual([]);
    await env.DB.prepare("DELETE FROM users WHERE email = ?").bind(`percent_sign@${DOMAIN}`).run();
  });
});

describe("downloads and favourites", () => {
  beforeAll(async () => {
    const db = getDb();
    const ids = await env.DB.prepare("SELECT id, email FROM users WHERE email IN (?, ?)")
      .bind(`user007@${DOMAIN}`, `user010@${DOMAIN}`)
      .all<{ id: string; email: string }>();
    const byEmail = Object.fromEntries(ids.results.map((r) => [r.email, r.id]));
    const grace = byEmail[`user007@${DOMAIN}`] ?? "";
    const other = byEmail[`user010@${DOMAIN}`] ?? "";
    await db.insert(userDownloads).values([
      { userId: grace, formulationId: cream.id, formulationName: cream.name, downloadedAt: new Date(base + 1_000) },
      { userId: grace, formulationId: serum.id, formulationName: serum.name, downloadedAt: new Date(base + 3_000) },
      { userId: other, formulationId: cream.id, formulationName: cream.name, downloadedAt: new Date(base + 2_000) },
    ]);
    await db.insert(userFavorites).values([
      { userId: grace, formulationId: serum.id, addedAt: new Date(base + 5_000) },
      { userId: other, formulationId: cream.id, addedAt: new Date(base + 6_000) },
    ]);
  });

  test("downloads carry the user's name, e-mail and country and the formulation, newest first", async () => {
    const list = await page<Record<string, unknown>>("downloads", `?q=${DOMAIN}`);
    expect(list.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 3, itemsPerPage: 50 });
    expect(list.data.map((d) => d.formulationName)).toEqual([serum.name, cream.name, cream.name]);
    expect(list.data[0]).toMatchObject({
      userFirstName: "Grace",
      userLastName: "Hopper",
      userEmail: `user007@${DOMAIN}`,
      userCountry: "Spain",
      formulation: { name: serum.name, slug: serum.slug },
      downloadedAt: new Date(base + 3_000).toISOString(),
    });
    expect(list.data[1]).toMatchObject({ userEmail: `user010@${DOMAIN}`, userLastName: null, userCountry: "Spain" });
  });

  test("favourites carry the user's fields and the formulation's name and slug, newest first", async () => {
    const list = await page<Record<string, unknown>>("favorites", `?q=${DOMAIN}`);
    expect(list.data).toHaveLength(2);
    expect(list.data[0]).toMatchObject({
      userEmail: `user010@${DOMAIN}`,
      userFirstName: "First10",
      formulation: { name: cream.name, slug: cream.slug },
      addedAt: new Date(base + 6_000).toISOString(),
    });
    expect(list.data[1]).toMatchObject({ userFirstName: "Grace", userLastName: "Hopper", userCountry: "Spain" });
  });

  test("searching by a user's name narrows downloads and favourites to theirs", async () => {
    const downloads = await page<{ userEmail: string }>("downloads", "?q=grace%20hopper");
    expect(downloads.data.map((d) => d.userEmail)).toEqual([`user007@${DOMAIN}`, `user007@${DOMAIN}`]);
    const favorites = await page<{ userEmail: string }>("favorites", "?q=GRACE");
    expect(favorites.pagination.totalItems).toBe(1);
    const paged = await page("downloads", `?q=${DOMAIN}&limit=2&page=2`);
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ totalPages: 2, totalItems: 3 });
  });

  test("the page's counts follow the search on every tab", async () => {
    const db = getDb();
    const view = await userActivityPage({ db }, { tab: "downloads", q: "grace hopper" });
    expect(view.counts).toEqual({ users: 1, downloads: 2, favorites: 1 });
    expect(view.list.tab).toBe("downloads");
    expect(view.list.rows).toHaveLength(2);
    expect(view.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 2, itemsPerPage: 50 });
  });
});

describe("CSV export", () => {
  function csv(tab: Tab, query: string) {
    return get(tab, `?format=csv&${query}`);
  }
  const lines = (text: string) =>
    text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");

  test("users export as an attachment with a header and the filtered rows", async () => {
    const res = await csv("users", `q=${encodeURIComponent("grace hopper")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // UTF-8's byte-order mark first (Excel needs it to read names like Zoë); text() drops it.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(lines(text)).toEqual([
      "First Name,Last Name,Email,Country,Joined (UTC),Admin",
      `Grace,Hopper,user007@${DOMAIN},Spain,2025-01-01 00:07:00,No`,
    ]);
  });

  test("downloads and favourites export the user's fields and the formulation", async () => {
    const downloads = lines(await (await csv("downloads", `q=${DOMAIN}`)).text());
    expect(downloads[0]).toBe("First Name,Last Name,Email,Country,Formula,Category,Downloaded (UTC)");
    expect(downloads).toHaveLength(4);
    expect(downloads[1]).toContain(`Grace,Hopper,user007@${DOMAIN},Spain,`);
    expect(downloads[1]).toContain("2025-01-01 00:00:03");
    const favorites = lines(await (await csv("favorites", `q=${DOMAIN}`)).text());
    expect(favorites[0]).toBe("First Name,Last Name,Email,Country,Formula,Added (UTC)");
    expect(favorites.slice(1).map((l) => l.split(",")[2])).toEqual([`user010@${DOMAIN}`, `user007@${DOMAIN}`]);
  });

  test("a name that is a spreadsheet formula is exported as text", async () => {
    const db = getDb();
    await db.insert(users).values([
      { email: `formula1@${DOMAIN}`, firstName: '=HYPERLINK("http://evil.example","x")', lastName: "+1+1" },
      { email: `formula2@${DOMAIN}`, firstName: "-2+3+cmd|' /C calc'!A0", lastName: "@SUM(A1)" },
    ]);
    const text = await (await csv("users", "q=formula")).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",'+1+1,formula1@${DOMAIN}`);
    expect(text).toContain(`'-2+3+cmd|' /C calc'!A0,'@SUM(A1),formula2@${DOMAIN}`);
    await env.DB.prepare("DELETE FROM users WHERE email LIKE 'formula_@pager.activity.test'").run();
  });

  test("an export longer than one chunk has every row exactly once, even when timestamps tie", async () => {
    const total = EXPORT_CHUNK * 2 + 37;
    const at = new Date(base + 86_400_000);
    const rows = Array.from({ length: total }, (_, n) => ({
      email: `bulk${String(n).padStart(4, "0")}@bulk.activity.test`,
      firstName: "Bulk",
      // Half the rows share one timestamp: the export must order ties by id, not lose them.
      createdAt: n % 2 ? at : new Date(at.getTime() + n),
    }));
    await insertUsers(rows);
    const exported = lines(await (await csv("users", "q=bulk.activity.test")).text()).slice(1);
    const emails = exported.map((l) => l.split(",")[2]);
    expect(emails).toHaveLength(total);
    expect(new Set(emails).size).toBe(total);
    // Newest first: the last row is the oldest (a tied row, joined at `at`).
    expect(exported.at(-1)).toContain("2025-01-02 00:00:00");
  });
});

describe("access", () => {
  test.each(["users", "downloads", "favorites"] as const)(
    "/api/admin/%s answers 401 anonymous and 403 to non-admins, as JSON and as CSV",
    async (tab) => {
      for (const query of ["", "?format=csv"]) {
        const anonymous = await get(tab, query, "");
        expect(anonymous.status).toBe(401);
        const plain = await get(tab, query, plainCookie);
        expect(plain.status).toBe(403);
        expect(plain.headers.get("Content-Type")).toContain("application/json");
      }
    },
  );
});

describe("the /admin/user-activity page", () => {
  async function load(query: string) {
    const request = new Request(`http://localhost/admin/user-activity${query}`, { headers: { Cookie: adminCookie } });
    try {
      return await activityPageRoute.loader({ request, params: {}, context: {} } as never);
    } catch (thrown) {
      return thrown;
    }
  }

  test("a page past the end of the list sends the admin to its last page, keeping tab and search", async () => {
    const answer = (await load(`?q=${DOMAIN}&page=9`)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/admin/user-activity?q=${encodeURIComponent(DOMAIN)}&page=3`);
  });

  test("a hand-edited tab is a 400 that names the choices", async () => {
    const answer = (await load("?tab=passwords")) as { init: { status: number }; data: { message: string } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.message).toBe("tab must be users, downloads or favorites");
  });
});
