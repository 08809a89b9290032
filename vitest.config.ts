import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { configDefaults, defineConfig } from "vitest/config";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig({
  test: {
    // Vitest's default on a 2-CPU machine is one worker. A runtime test file spends most of its
    // time loading modules into workerd (waiting as much as computing), so two files at a time
    // measured 289 s for the runtime project against 445 s with one, and three 317 s.
    maxWorkers: 2,
    projects: [
      {
        // Pure modules (the formulation engine, isomorphic helpers, scripts) in plain Node.
        resolve: { alias: { "#app": appDir } },
        test: {
          name: "unit",
          include: [
            "formulation/**/*.test.ts",
            "app/lib/**/*.test.ts",
            "app/lib/**/*.test.tsx",
            // A feature's pure modules (its schema, protocol and rules) test in Node like app/lib.
            "app/features/*/*.test.ts",
            "scripts/**/*.test.ts",
            // Server modules that need no Workers bindings (e.g. the LLM client against a fake server).
            "app/server/**/*.test.ts",
          ],
          environment: "node",
          // Corpus and property tests generate hundreds of formulations; on a busy two-CPU CI
          // machine running every project at once one sweep has taken 25 s. They check
          // correctness, not speed (speed lives in \`npm run bench\`).
          testTimeout: 90_000,
        },
      },
      {
        // React components in a simulated DOM with Testing Library: what a visitor sees and does,
        // no snapshots. app/lib stays in "unit" (its tests are isomorphic and run in plain Node).
        resolve: { alias: { "#app": appDir } },
        test: {
          name: "component",
          include: ["app/**/*.test.tsx"],
          exclude: [...configDefaults.exclude, "app/lib/**"],
          environment: "happy-dom",
          setupFiles: ["./test-support/component-setup.ts"],
        },
      },
      {
        // Server code inside workerd with real D1, R2, Durable Object and Queue bindings.
        // The test worker's own entry exports the Durable Object and queue handler: the React
        // Router entry's virtual server build exists only under the React Router Vite plugin.
        plugins: [
          cloudflareTest(async () => ({
            main: "./tests/worker-entry.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
                // Listed addresses become admins only through a provider that confirms them (tests/admin-grant.test.ts).
                ADMIN_EMAILS: "listed.admin@example.com,provider.admin@example.com",
                // A local run's exemption from the second factor for its seeded administrator
                // (tests/mfa.test.ts); the tests act as other administrators with a proven second factor.
                LOCAL_ADMIN_EMAIL: "local.admin@example.com",
                LOCAL_ADMIN_MFA_EXEMPT: "on",
              },
            },
          })),
        ],
        resolve: { alias: { "#app": appDir } },
        test: {
          name: "runtime",
          include: ["tests/**/*.test.ts"],
          setupFiles: ["./tests/apply-migrations.ts", "./tests/forget-isolate-memory.ts"],
          // A fake OpenAI-compatible server on loopback for the LLM paths (tests/bulk-formulations.test.ts).
          globalSetup: ["./tests/fake-openai.global-setup.ts"],
          // Runtime tests hash passwords (argon2) and seed D1 inside workerd: on a busy 2-CPU
          // machine a test of eleven sign-ups took 5.8 s. Speed is the benches' concern, not theirs.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
