/**
 * Who may act as an administrator is decided in one place: a route's declared policy
 * (`access`/`write: "admin"`), enforced by `authorize.server.ts` before any use case runs. A use
 * case that checks again on its own makes two rules that can drift apart, and leaves a reader
 * unsure which one holds; this test keeps the rule single.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const appDir = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("only the route-policy check refuses non-administrators", () => {
  const files = sources(appDir);
  expect(files.length).toBeGreaterThan(100);
  const offenders = files
    .filter((file) => !file.endsWith(join("server", "authorize.server.ts")))
    .filter((file) => /\brequireAdmin\b|\bFORBIDDEN\b|\bctx\.isAdmin\b/.test(readFileSync(file, "utf8")))
    .map((file) => relative(appDir, file));
  expect(offenders).toEqual([]);
});
