/**
 * The page-loader adapter: a page's loader enforces its policy and shows an expected failure
 * (the policy's refusal or a use case's AppError) as the page's error with that status, written
 * once for every page.
 */
import { describe, expect, test } from "vitest";
import * as activityPage from "#app/features/admin/routes/user-activity";
import * as supportPage from "#app/features/chat/routes/admin-support";
import { AppError } from "#app/server/app-error";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { loadPage } from "#app/server/page-loader.server";
import { adminSessionCookie } from "./helpers";

const ORIGIN = "http://localhost";
const ADMIN_PAGE = { access: "admin", cache: "none" } as const;
const USER_PAGE = { access: "user", cache: "none" } as const;

async function cookieFor(email: string, isAdmin: boolean) {
  const db = getDb();
  const [user] = await db.insert(users).values({ email, isAdmin }).returning();
  if (!user) throw new Error("no user");
  if (isAdmin) return adminSessionCookie(db, user.id);
  return `formulab_session=${(await createSession(db, user.id)).token}`;
}

/** What a loader threw, as the status and message the error boundary receives. */
async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (thrown) {
    const { data, init } = thrown as { data: { message: string }; init: { status: number } };
    return { status: init.status, message: data.message };
  }
  throw new Error("the loader did not refuse");
}

const page = (path: string, cookie?: string) =>
  new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("loadPage", () => {
  test("the policy refuses before the loader's own work runs: 401 anonymous, 403 not an admin", async () => {
    const userCookie = await cookieFor("page-loader.user@example.com", false);
    let ran = 0;
    const work = () => {
      ran++;
      return "loaded";
    };
    expect(await refusal(() => loadPage(page("/admin"), ADMIN_PAGE, work))).toMatchObject({ status: 401 });
    expect(await refusal(() => loadPage(page("/admin", userCookie), ADMIN_PAGE, work))).toMatchObject({ status: 403 });
    expect(ran).toBe(0);
    expect(await loadPage(page("/my-account", userCookie), USER_PAGE, work)).toBe("loaded");
  });

  test("a use case's AppError becomes the page's error with its status and message; other failures pass through", async () => {
    const userCookie = await cookieFor("page-loader.other@example.com", false);
    const failing = () => {
      throw new AppError(404, "Chat not found");
    };
    expect(await refusal(() => loadPage(page("/x", userCookie), USER_PAGE, failing))).toEqual({
      status: 404,
      message: "Chat not found",
    });
    const broken = new Error("database down");
    await expect(
      loadPage(page("/x", userCookie), USER_PAGE, () => {
        throw broken;
      }),
    ).rejects.toBe(broken);
  });

  test("admin pages show a bad query as a 400 page error", async () => {
    const adminCookie = await cookieFor("page-loader.admin@example.com", true);
    const args = (path: string) => ({ request: page(path, adminCookie), params: {}, context: {} }) as never;
    expect(await refusal(() => activityPage.loader(args("/admin/user-activity?tab=nope")))).toMatchObject({
      status: 400,
    });
    expect(await refusal(() => supportPage.loader(args(`/admin/support?q=${"x".repeat(101)}`)))).toEqual({
      status: 400,
      message: "Search is at most 100 characters",
    });
  });
});
