import { randomUUID } from "node:crypto";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { eq, inArray } from "drizzle-orm";
import { sessionCookieName } from "../app/server/auth/cookies.server";
import {
  authThrottles,
  emailOutbox,
  knownDevices,
  oauthAccounts,
  passwordResetTokens,
  rateLimits,
  sessions,
  userDownloads,
  userFavorites,
  users,
} from "../app/server/db/schema";
import { type E2eDatabase, openE2eDatabase } from "./db";
import { hashPassword } from "./password";
import { E2E_ORIGIN } from "./server";

/** A user the fixture put straight into the database; `password` is set only when asked for. */
export type TestUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  password: string | null;
  isAdmin: boolean;
};

/** `email` only when a test needs a given address (e.g. the identity provider's); else a unique one. */
export type NewUser = Partial<Omit<TestUser, "id">>;

export type Accounts = {
  /** A new user with a unique e-mail, inserted directly (no sign-up); deleted after the test. */
  create(options?: NewUser): Promise<TestUser>;
  /** Starts a session for the user (a sessions row, as the app makes) and sets its cookie in the context. */
  signIn(context: BrowserContext, user: TestUser): Promise<void>;
  /** Deletes, after the test, an account the test itself created through the UI. */
  deleteAfterTest(email: string): void;
  /** A unique e-mail for an account the test will create itself (then pass it to deleteAfterTest). */
  uniqueEmail(): string;
};

/**
 * Pages paint before their scripts load (ADR 0036). A person reads first; a test acts at once, so
 * after `goto`, `reload`, `goBack` and `goForward` it waits until a page of ours has hydrated
 * (root sets `data-hydrated` on <html>). Other documents (a PDF, JSON) and `waitUntil: "commit"`
 * (a test about the moments before hydration) are left alone.
 */
function waitForHydrationAfterNavigations(page: Page) {
  // Locators, not waitForFunction: a predicate string would be eval'd, which the CSP refuses.
  const hydrated = async () => {
    if (await page.locator('script[type="text/x-after-paint"]').count()) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await hydrated();
    return response;
  };
  for (const method of ["reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page);
    page[method] = async (options) => {
      const response = await navigate(options);
      if (options?.waitUntil !== "commit") await hydrated();
      return response;
    };
  }
}

type Fixtures = {
  /** Set to false in a test that wants the guided tour to run. */
  skipTours: boolean;
  /**
   * Set to true in a test about the 'New Formula Created!' notifier. Otherwise /api/activity answers
   * "nothing yet": the feed is shared by every test (other workers' demo runs land in it), and its
   * toast would pop up over whatever a test is clicking near the bottom-left corner.
   */
  activityFeed: boolean;
  consoleErrors: string[];
  /** Declares a console error the test expects (e.g. a deliberate 404 fetch). */
  allowConsoleError: (pattern: RegExp) => void;
  allowedConsoleErrors: RegExp[];
  consoleGuard: undefined;
  accounts: Accounts;
  /** This test's own user (no password), deleted after the test with its sessions and favourites. */
  user: TestUser;
  /** `page`, signed in as `user` through a session cookie (no log-in form, no password). */
  signedInPage: Page;
  /** `page`, signed in as a new administrator (deleted after the test). */
  adminPage: Page;
  /** The administrator `adminPage` is signed in as. */
  admin: TestUser;
};

type WorkerFixtures = {
  /** The e2e server's D1 database, opened once per worker. */
  e2eDb: E2eDatabase;
};

/**
 * A session token and the id the app stores for it, made as app/server/auth/session.server.ts makes
 * them (a random base32 token; the row keeps its SHA-256 in hex). That module is not imported here:
 * through its database client it pulls in the Workers types, which the Node test code is not
 * compiled with. The test "a fixture session signs the visitor in" guards the contract.
 */
function newSessionToken(): { token: string; id: string } {
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  return { token, id: encodeHexLowerCase(sha256(new TextEncoder().encode(token))) };
}
/** As long as the app's own sessions (30 days): the app never needs to extend (write) it mid-test. */
const SESSION_MS = 30 * 86_400_000;

/** Deletes accounts and everything hanging off them, in one short transaction. */
async function deleteAccounts(db: E2eDatabase, emails: string[]) {
  if (!emails.length) return;
  const ids = db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  await db.batch([
    db.delete(userFavorites).where(inArray(userFavorites.userId, ids)),
    db.delete(userDownloads).where(inArray(userDownloads.userId, ids)),
    db.delete(sessions).where(inArray(sessions.userId, ids)),
    db.delete(oauthAccounts).where(inArray(oauthAccounts.userId, ids)),
    db.delete(knownDevices).where(inArray(knownDevices.userId, ids)),
    db.delete(passwordResetTokens).where(inArray(passwordResetTokens.userId, ids)),
    db.delete(emailOutbox).where(inArray(emailOutbox.to, emails)),
    db.delete(rateLimits).where(
      inArray(
        rateLimits.key,
        emails.map((e) => `login:account:${e}`),
      ),
    ),
    db.delete(authThrottles).where(
      inArray(
        authThrottles.key,
        emails.map((e) => `login:account:${e}`),
      ),
    ),
    db.delete(users).where(inArray(users.email, emails)),
  ]);
}

/**
 * Every test fails on a console error or an uncaught page error it did not declare. Users come from
 * `accounts`/`user`/`signedInPage`: inserted directly, unique per test, removed afterwards.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  skipTours: [true, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  consoleErrors: async ({}, use) => use([]),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  allowedConsoleErrors: async ({}, use) => use([]),
  allowConsoleError: async ({ allowedConsoleErrors }, use) => use((p) => allowedConsoleErrors.push(p)),
  activityFeed: [false, { option: true }],
  page: async ({ page, consoleErrors, skipTours, activityFeed, javaScriptEnabled }, use) => {
    if (skipTours) {
      await page.addInitScript(() =>
        localStorage.setItem("formulab:completed-tours", JSON.stringify(["browse", "admin-overview"])),
      );
    }
    if (!activityFeed) {
      await page.route("**/api/activity", (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: "null" }),
      );
    }
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleErrors.push(`${msg.text()} @ ${msg.location().url}`);
    });
    page.on("pageerror", (err) => consoleErrors.push(err.message));
    if (javaScriptEnabled !== false) waitForHydrationAfterNavigations(page);
    await use(page);
  },
  consoleGuard: [
    async ({ page: _page, consoleErrors, allowedConsoleErrors }, use) => {
      await use(undefined);
      const unexpected = consoleErrors.filter((e) => !allowedConsoleErrors.some((p) => p.test(e)));
      expect(unexpected, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],

  e2eDb: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
    async ({}, use) => {
      const db = openE2eDatabase();
      await use(db);
      db.close();
    },
    { scope: "worker" },
  ],

  accounts: async ({ e2eDb }, use, testInfo) => {
    const made: string[] = [];
    const uniqueEmail = () => `e2e.w${testInfo.workerIndex}.${randomUUID().slice(0, 12)}@example.com`;
    await use({
      uniqueEmail,
      deleteAfterTest: (email) => made.push(email.trim().toLowerCase()),
      async create(options = {}) {
        const user: TestUser = {
          id: randomUUID(),
          email: options.email?.toLowerCase() ?? uniqueEmail(),
          firstName: options.firstName ?? "Grace",
          lastName: options.lastName ?? "Hopper",
          country: options.country ?? "United States",
          password: options.password ?? null,
          isAdmin: options.isAdmin ?? false,
        };
        made.push(user.email);
        await e2eDb.insert(users).values({
          id: user.id,
          email: user.email,
          password: user.password === null ? null : await hashPassword(user.password),
          firstName: user.firstName,
          lastName: user.lastName,
          country: user.country,
          isAdmin: user.isAdmin,
        });
        return user;
      },
      async signIn(context, user) {
        const { token, id } = newSessionToken();
        const expiresAt = new Date(Date.now() + SESSION_MS);
        await e2eDb.insert(sessions).values({ id, userId: user.id, expiresAt });
        await context.addCookies([
          {
            name: sessionCookieName(new Request(E2E_ORIGIN)),
            value: encodeURIComponent(token),
            url: E2E_ORIGIN,
            httpOnly: true,
            sameSite: "Lax",
            expires: Math.floor(expiresAt.getTime() / 1000),
          },
        ]);
      },
    });
    await deleteAccounts(e2eDb, made);
    // The clean-up is part of the contract: fail loudly if anything of these accounts survived.
    const left = await e2eDb.select({ id: users.id }).from(users).where(inArray(users.email, made));
    expect(left, "accounts left behind by the test").toEqual([]);
  },

  user: async ({ accounts }, use) => use(await accounts.create()),

  signedInPage: async ({ page, user, accounts }, use) => {
    await accounts.signIn(page.context(), user);
    await use(page);
  },

  admin: async ({ accounts }, use) =>
    use(await accounts.create({ isAdmin: true, firstName: "Ada", lastName: "Lovelace" })),

  adminPage: async ({ page, admin, accounts }, use) => {
    await accounts.signIn(page.context(), admin);
    await use(page);
  },
});

/** The sessions the app holds for a user (e.g. to see a log-out end one). */
export async function sessionCount(db: E2eDatabase, userId: string): Promise<number> {
  return (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
}

export { expect };
