import { defineConfig } from "vitest/config";

// Unit tests only for now; the workerd runtime project is added alongside the worker.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["formulation/**/*.test.ts", "app/lib/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
