/**
 * Read-only access to the end-to-end server's D1 database from the test process, for the few
 * checks the app has no page or endpoint to read (a wizard request's stored form, a suggestion's
 * status, the drafts a bulk job made). Tests never write here: they change the server's state
 * through the app, and what they need before it starts is seeded by scripts/serve-e2e.ts.
 *
 * Local D1 is a SQLite file that workerd keeps under .wrangler/e2e-<port>/v3/d1/, in WAL mode.
 * There a reader never takes a lock a writer waits for: it reads a snapshot from the WAL while
 * workerd commits beside it, so a test reading cannot make one of the server's statements fail
 * with SQLITE_BUSY (workerd's SQLite has no busy timeout). The connection checks that mode when it
 * opens and refuses any write (query_only), so that guarantee is not merely assumed.
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

export type E2eDatabase = Omit<
  SqliteRemoteDatabase<typeof schema>,
  "insert" | "update" | "delete" | "batch" | "run"
> & {
  close(): void;
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

export function openE2eDatabase(file = findDatabaseFile()): E2eDatabase {
  const { DatabaseSync } = sqliteModule();
  const sqlite = new DatabaseSync(file, { readOnly: true });
  const mode = (sqlite.prepare("PRAGMA journal_mode").get() as { journal_mode?: string } | undefined)?.journal_mode;
  if (mode !== "wal") {
    sqlite.close();
    throw new Error(`${file} is in ${mode} mode, not WAL: reading it could keep the server's writes waiting`);
  }
  sqlite.exec("PRAGMA query_only = ON;");
  const db = drizzle(async (sql, params, method) => execute(sqlite, { sql, params, method }), { schema });
  return Object.assign(db, { close: () => sqlite.close() });
}
