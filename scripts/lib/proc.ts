/**
 * Running the project's own tools from scripts. Everything goes through node_modules/.bin so the
 * pinned Node 22 runs wrangler and vite, and every child is quiet and offline (no update checks,
 * no telemetry, no Request.cf fetch).
 */
import { spawn, spawnSync } from "node:child_process";
import { delimiter, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");
const BIN = resolve(ROOT, "node_modules/.bin");

export const QUIET_ENV: Record<string, string> = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true",
  DO_NOT_TRACK: "1",
};

export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...QUIET_ENV, PATH: `${BIN}${delimiter}${process.env.PATH ?? ""}`, ...extra };
}

/** Runs a command to completion, streaming its output; throws with the command line on failure. */
export function run(command: string, args: string[], options: { env?: Record<string, string>; quiet?: boolean } = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: childEnv(options.env),
    stdio: options.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    encoding: "utf8",
  });
  if (result.status !== 0) {
    if (options.quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
  }
  return result;
}

/** Starts a long-running child (a server) that dies with this process. */
export function start(command: string, args: string[], options: { env?: Record<string, string> } = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: childEnv(options.env), stdio: "inherit" });
  const stop = () => child.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.on("exit", stop);
  return child;
}
