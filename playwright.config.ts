import { defineConfig, devices } from "@playwright/test";
import { E2E_ORIGIN, E2E_PORT } from "./e2e/server";

// Debian's Chromium, started with flags that keep it off the network (nothing is downloaded).
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export default defineConfig({
  testDir: "e2e",
  // A test here is a whole journey (an admin publishes, a visitor reads, shares and finds it in RSS):
  // up to twenty page loads and four accessibility scans. With two workers, workerd and Chromium
  // sharing a 2-CPU machine such a journey measured 30-50 s, so 30 s failed tests that were right.
  // Each single wait stays short (expect: 7 s), so a real hang still fails fast where it happens.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_ORIGIN,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: ["identity-provider.spec.ts", "chat-restart.spec.ts"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // The fake identity provider signs everyone in as the same person, and the first sign-in
      // creates that account: its tests take turns (also across --repeat-each copies).
      name: "identity-provider",
      testMatch: "identity-provider.spec.ts",
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // Restarts the server mid-conversation: it runs after every other test, so nothing else is
      // in flight while the server is down.
      name: "server-restart",
      testMatch: "chat-restart.spec.ts",
      dependencies: ["chromium", "identity-provider"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  // The production build served by workerd, on its own port and its own local state.
  webServer: {
    command: "tsx scripts/serve-e2e.ts",
    url: `${E2E_ORIGIN}/api/stats`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
