import { randomBytes, randomUUID } from "node:crypto";
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";
import { SEEDED_PASSWORD, seededAdmin } from "../test-support/e2e-accounts";
import { type E2eDatabase, openE2eDatabase } from "./db";
import { E2E_ORIGIN } from "./server";

/** An account a test signs in to: made through sign-up, or seeded before the server started. */
export type TestUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  /** The password it signs in with (a random one unless the test chose it). */
  password: string;
  isAdmin: boolean;
};

/** `email` only when a test needs a given address; else a unique one. */
export type NewUser = Partial<Pick<TestUser, "email" | "firstName" | "lastName" | "country" | "password">>;

export type Accounts = {
  /** A new account with a unique e-mail, made through the app's sign-up (its session ended at once). */
  create(options?: NewUser): Promise<TestUser>;
  /** Logs the user in through the app (a new session) and puts its cookies in the context. */
  signIn(context: BrowserContext, user: TestUser): Promise<void>;
  /** A unique e-mail for an account the test will create itself. */
  uniqueEmail(): string;
};

/**
 * A client address of its own for each call: the app limits sign-ups and log-ins per address
 * (CF-Connecting-IP, ADR 0021), and a hundred tests from one address are not one visitor.
 */
export function clientAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** A cookie-keeping API client of the app, as one new visitor from an address of its own. */
async function visitor(playwright: PlaywrightWorkerArgs["playwright"]): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL: E2E_ORIGIN,
    extraHTTPHeaders: { Origin: E2E_ORIGIN, "CF-Connecting-IP": clientAddress() },
    maxRedirects: 0,
  });
}

/** The chat widget in `context` is told a formulator is at the inbox now (see `chatTeamIn`). */
export async function teamIsIn(context: BrowserContext): Promise<void> {
  const online = { online: true, withinHours: true, replyMinutes: 15, hours: "Mon–Sun 00:00–23:59 (UTC)" };
  await context.route("**/api/chat/availability", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(online) }),
  );
}

async function expectOk(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
}

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
  /**
   * Set to false in a test about whether the chat is online (e2e/chat-away.spec.ts). Otherwise the
   * widget is told a formulator is in: that depends on the support hours and on whether any
   * administrator page has the support inbox open, both shared by every test and by the hour the
   * suite runs, while the other chat journeys are about the conversation itself.
   */
  chatTeamIn: boolean;
  consoleErrors: string[];
  /** Declares a console error the test expects (e.g. a deliberate 404 fetch). */
  allowConsoleError: (pattern: RegExp) => void;
  allowedConsoleErrors: RegExp[];
  consoleGuard: undefined;
  accounts: Accounts;
  /** This test's own user, made through sign-up. */
  user: TestUser;
  /** `page`, signed in as `user` through the log-in API (not the form). */
  signedInPage: Page;
  /** `page`, signed in as a seeded administrator. */
  adminPage: Page;
  /** The administrator `adminPage` is signed in as. */
  admin: TestUser;
};

type WorkerFixtures = {
  /** The e2e server's D1 database, read-only, opened once per worker (e2e/db.ts). */
  e2eDb: E2eDatabase;
};

/**
 * Every test fails on a console error or an uncaught page error it did not declare. Users come from
 * `accounts`/`user`/`signedInPage`: made through the app's sign-up, unique per test.
 * Administrators are seeded before the server starts (test-support/e2e-accounts.ts).
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  skipTours: [true, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  consoleErrors: async ({}, use) => use([]),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  allowedConsoleErrors: async ({}, use) => use([]),
  allowConsoleError: async ({ allowedConsoleErrors }, use) => use((p) => allowedConsoleErrors.push(p)),
  activityFeed: [false, { option: true }],
  chatTeamIn: [true, { option: true }],
  page: async ({ page, consoleErrors, skipTours, activityFeed, chatTeamIn, javaScriptEnabled }, use) => {
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
    if (chatTeamIn) await teamIsIn(page.context());
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

  accounts: async ({ playwright }, use, testInfo) => {
    const uniqueEmail = () => `e2e.w${testInfo.workerIndex}.${randomUUID().slice(0, 12)}@example.com`;
    await use({
      uniqueEmail,
      async create(options = {}) {
        const person = {
          email: options.email?.toLowerCase() ?? uniqueEmail(),
          firstName: options.firstName ?? "Grace",
          lastName: options.lastName ?? "Hopper",
          country: options.country ?? "United States",
          password: options.password ?? `e2e-${randomUUID()}`,
        };
        const api = await visitor(playwright);
        try {
          const signedUp = await api.post("/api/signup", { data: { ...person, confirmPassword: person.password } });
          await expectOk(signedUp, `sign-up of ${person.email}`);
          const { user } = (await signedUp.json()) as { user: { id: string } };
          // Signed out again: the account starts with no session, as one made elsewhere would.
          expect((await api.post("/api/logout")).status()).toBe(302);
          return { id: user.id, ...person, isAdmin: false };
        } finally {
          await api.dispose();
        }
      },
      async signIn(context, user) {
        const api = await visitor(playwright);
        try {
          await expectOk(
            await api.post("/api/login", { data: { email: user.email, password: user.password } }),
            `log-in of ${user.email}`,
          );
          await context.addCookies((await api.storageState()).cookies);
        } finally {
          await api.dispose();
        }
      },
    });
  },

  user: async ({ accounts }, use) => use(await accounts.create()),

  signedInPage: async ({ page, user, accounts }, use) => {
    await accounts.signIn(page.context(), user);
    await use(page);
  },

  // A seeded administrator (no page of the app grants admin rights: `npm run admin:grant` does), one
  // per parallel slot: tests running at the same time never share one.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  admin: async ({}, use, testInfo) => use({ ...seededAdmin(testInfo.parallelIndex), password: SEEDED_PASSWORD }),

  adminPage: async ({ page, admin, accounts }, use) => {
    await accounts.signIn(page.context(), admin);
    await use(page);
  },
});

/**
 * Removes, as an administrator, the blog posts or CMS pages with these slugs that a test made
 * (nothing when the test already deleted them through the UI).
 */
export async function deleteBySlug(admin: Page, kind: "blog" | "pages", slugs: string[]) {
  if (!slugs.length) return;
  const listed = (await (await admin.request.get(`/api/${kind}`)).json()) as { id: string; slug: string }[];
  for (const { id } of listed.filter((item) => slugs.includes(item.slug))) {
    expect((await admin.request.delete(`/api/${kind}/${id}`)).ok()).toBe(true);
  }
}

export { expect };
