/**
 * Direct access to the end-to-end server's D1 database from the test process, for fixtures that
 * make users and sessions without going through the UI (sign-up and log-in are rate-limited per
 * IP, and a UI sign-up per test would be slow and would test sign-up a hundred times).
 *
 * Local D1 is a SQLite file that workerd keeps under .wrangler/e2e-<port>/v3/d1/. Node 22's
 * node:sqlite opens it beside the running server (WAL mode, so both see each other's commits at
 * once); Drizzle, with the app's own schema, writes the rows exactly as the app would. Measured on
 * this machine: ~2 ms per user + session, against ~1.2 s per `wrangler d1 execute --local` call.
 *
 * One caveat shapes how this module writes: workerd's SQLite has no busy timeout, so a statement
 * that needs the write lock while this process holds it fails at once. The app runs such a
 * statement again for up to 1.3 s (app/server/db/busy-retry.server.ts); without that, the
 * visitor got a 500, which once failed CI. Still, every write here is one statement, or one batch
 * run synchronously in one BEGIN IMMEDIATE … COMMIT, and synchronous=OFF spares the fsync while
 * the lock is held: the lock lasts microseconds and is never held across an await, except by
 * holdWriteLock, which exists to test the retry. This side waits for the server's locks
 * (busy_timeout).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { drizzle, type SqliteRemoteDatabase } from "drizzle-orm/sqlite-proxy";
import * as schema from "../app/server/db/schema";
import { E2E_PORT, E2E_STATE_DIR } from "./server";

/**
 * node:sqlite, loaded only where a fixture opens the database (not when Playwright merely lists
 * the tests), without Node 22's one-line "SQLite is an experimental feature" warning on stderr.
 */
function sqliteModule(): typeof import("node:sqlite") {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (!String(warning).includes("SQLite is an experimental feature")) {
      (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
    }
  }) as typeof process.emitWarning;
  try {
    return process.getBuiltinModule("node:sqlite") as typeof import("node:sqlite");
  } finally {
    process.emitWarning = emitWarning;
  }
}

type Query = { sql: string; params: unknown[]; method: "run" | "all" | "values" | "get" };

export type E2eDatabase = SqliteRemoteDatabase<typeof schema> & {
  close(): void;
  /** Holds the database's write lock for `ms`, as another process writing to it would. */
  holdWriteLock(ms: number): Promise<void>;
};

/** The D1 database file of the e2e server (the one holding a users table). */
export function findDatabaseFile(stateDir = E2E_STATE_DIR): string {
  const dir = join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  } catch {
    // reported below
  }
  const { DatabaseSync } = sqliteModule();
  for (const file of files) {
    const db = new DatabaseSync(join(dir, file), { readOnly: true });
    try {
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get())
        return join(dir, file);
    } finally {
      db.close();
    }
  }
  throw new Error(
    `No D1 database with a users table in ${dir}: is the e2e server (scripts/serve-e2e.ts) running on port ${E2E_PORT}?`,
  );
}

/** node:sqlite returns rows as objects in column order; Drizzle's proxy driver wants arrays. */
function execute(sqlite: DatabaseSync, { sql, params, method }: Query): { rows: unknown[] } {
  const statement = sqlite.prepare(sql);
  const args = params as SQLInputValue[];
  if (method === "run") {
    statement.run(...args);
    return { rows: [] };
  }
  const rows = statement.all(...args).map((row) => Object.values(row));
  return { rows: method === "get" ? (rows[0] ?? []) : rows };
}

/** One short write transaction; the server's writes are never kept waiting on an await here. */
function inTransaction<T>(sqlite: DatabaseSync, work: () => T): T {
  sqlite.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    sqlite.exec("COMMIT");
    return result;
  } catch (error) {
    sqlite.exec("ROLLBACK");
    throw error;
  }
}

export function openE2eDatabase(file = findDatabaseFile()): E2eDatabase {
  const { DatabaseSync } = sqliteModule();
  const sqlite = new DatabaseSync(file);
  // Wait (up to 10 s) for a write lock the server holds; cascade deletes as the schema declares;
  // no fsync, so our own write lock is held for microseconds (a crash here only costs test data).
  sqlite.exec("PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON; PRAGMA synchronous = OFF;");
  const db = drizzle(
    async (sql, params, method) => execute(sqlite, { sql, params, method }),
    async (queries) => inTransaction(sqlite, () => queries.map((q) => execute(sqlite, q))),
    { schema },
  );
  const holdWriteLock = async (ms: number) => {
    sqlite.exec("BEGIN IMMEDIATE");
    try {
      await new Promise((resolve) => setTimeout(resolve, ms));
    } finally {
      sqlite.exec("COMMIT");
    }
  };
  return Object.assign(db, { close: () => sqlite.close(), holdWriteLock });
}
