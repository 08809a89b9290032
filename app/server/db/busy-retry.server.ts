/**
 * Local D1 is a SQLite file that workerd opens without a busy timeout. While another process holds
 * its write lock (the end-to-end fixtures write users and sessions straight into it, e2e/db.ts; a
 * developer's sqlite3 shell), a statement that needs the lock fails at once with SQLITE_BUSY,
 * having changed nothing, and the visitor got a 500. Such a statement is run again after a short
 * wait. Deployed D1 runs every statement in one Durable Object, so there it never happens.
 */

/**
 * Waits before each new attempt, doubling: at most 1.3 s in all. The fixtures' own writes hold the
 * lock for microseconds; the longest hold is the end-to-end test of this retry (600 ms).
 */
const WAITS_MS = [5, 10, 20, 40, 80, 160, 320, 640] as const;

/** SQLite's "database is locked", as the D1 binding reports it (also when Drizzle wraps it). */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (e.message.includes("SQLITE_BUSY")) return true;
  }
  return false;
}

/** Runs `statement`, again while the database is busy, up to WAITS_MS.length more times. */
export async function retryWhileBusy<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      const wait = WAITS_MS[attempt];
      if (wait === undefined || !isDatabaseBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
