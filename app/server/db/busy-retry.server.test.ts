import { describe, expect, test } from "vitest";
import { isDatabaseBusy, retryWhileBusy } from "./busy-retry.server";

/** The error the local D1 binding throws while another process holds the write lock. */
const busy = () => new Error("D1_ERROR: database is locked: SQLITE_BUSY");

/** A statement that fails busy `times` times, then succeeds; it counts its attempts. */
function lockedFor(times: number) {
  let attempts = 0;
  return {
    run: async () => {
      attempts += 1;
      if (attempts <= times) throw busy();
      return { success: true, attempts };
    },
    attempts: () => attempts,
  };
}

describe("retryWhileBusy", () => {
  test("a statement that met a held lock runs again once the lock is free", async () => {
    const statement = lockedFor(3);
    await expect(retryWhileBusy(statement.run)).resolves.toEqual({ success: true, attempts: 4 });
  });

  test("a lock held past the last wait reaches the caller as the database's error", async () => {
    const statement = lockedFor(100);
    await expect(retryWhileBusy(statement.run)).rejects.toThrow("SQLITE_BUSY");
    expect(statement.attempts()).toBe(9);
  });

  test("any other failure is not run again", async () => {
    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      throw new Error("D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT");
    };
    await expect(retryWhileBusy(failing)).rejects.toThrow("UNIQUE constraint failed");
    expect(attempts).toBe(1);
  });
});

test("a busy database is recognised directly and wrapped as Drizzle wraps it", () => {
  expect(isDatabaseBusy(busy())).toBe(true);
  expect(isDatabaseBusy(new Error("Failed query: insert into auth_throttles", { cause: busy() }))).toBe(true);
  expect(isDatabaseBusy(new Error("D1_ERROR: no such table: users"))).toBe(false);
  expect(isDatabaseBusy("SQLITE_BUSY")).toBe(false);
});
