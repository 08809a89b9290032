import { test as base, expect } from "@playwright/test";

type Fixtures = {
  /** Set to false in a test that wants the guided tour to run. */
  skipTours: boolean;
  consoleErrors: string[];
  /** Declares a console error the test expects (e.g. a deliberate 404 fetch). */
  allowConsoleError: (pattern: RegExp) => void;
  allowedConsoleErrors: RegExp[];
  consoleGuard: undefined;
};

/** Every test fails on a console error or an uncaught page error it did not declare. */
export const test = base.extend<Fixtures>({
  skipTours: [true, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  consoleErrors: async ({}, use) => use([]),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
  allowedConsoleErrors: async ({}, use) => use([]),
  allowConsoleError: async ({ allowedConsoleErrors }, use) => use((p) => allowedConsoleErrors.push(p)),
  page: async ({ page, consoleErrors, skipTours }, use) => {
    if (skipTours) {
      await page.addInitScript(() => localStorage.setItem("formulab:completed-tours", JSON.stringify(["browse"])));
    }
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleErrors.push(`${msg.text()} @ ${msg.location().url}`);
    });
    page.on("pageerror", (err) => consoleErrors.push(err.message));
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
});

export { expect };
