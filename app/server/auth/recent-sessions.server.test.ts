import { describe, expect, test } from "vitest";
import type { UserRow } from "#app/features/accounts/users.server";
import {
  forgetSession,
  forgetUserSessions,
  lookupStarted,
  RECENT_SESSION_LIMIT,
  RECENT_SESSION_MS,
  type RecentSession,
  recentSession,
  rememberSession,
} from "./recent-sessions.server";

const T0 = 1_800_000_000_000;

function answer(userId: string, sessionId: string): RecentSession {
  return { user: { id: userId, email: `${userId}@example.com` } as UserRow, isAdmin: false, sessionId };
}

describe("recent session answers", () => {
  test("an answer is kept for RECENT_SESSION_MS and then asked again; 'no such session' is kept too", () => {
    rememberSession("s-ttl", answer("u-ttl", "s-ttl"), lookupStarted(), T0);
    rememberSession("s-none", null, lookupStarted(), T0);
    expect(recentSession("s-ttl", T0 + RECENT_SESSION_MS - 1)?.user.id).toBe("u-ttl");
    expect(recentSession("s-none", T0 + RECENT_SESSION_MS - 1)).toBeNull();
    expect(recentSession("s-ttl", T0 + RECENT_SESSION_MS)).toBeUndefined();
    expect(recentSession("s-none", T0 + RECENT_SESSION_MS)).toBeUndefined();
    expect(recentSession("s-never", T0)).toBeUndefined();
  });

  test("a session ended here, or every session of a user, is forgotten at once", () => {
    rememberSession("s-a1", answer("u-a", "s-a1"), lookupStarted(), T0);
    rememberSession("s-a2", answer("u-a", "s-a2"), lookupStarted(), T0);
    rememberSession("s-b1", answer("u-b", "s-b1"), lookupStarted(), T0);
    forgetSession("s-b1");
    expect(recentSession("s-b1", T0)).toBeUndefined();
    expect(recentSession("s-a1", T0)?.user.id).toBe("u-a");
    forgetUserSessions("u-a");
    expect(recentSession("s-a1", T0)).toBeUndefined();
    expect(recentSession("s-a2", T0)).toBeUndefined();
  });

  test("a lookup under way while a session ended here does not bring it back", () => {
    rememberSession("s-race", answer("u-race", "s-race"), lookupStarted(), T0);
    const started = lookupStarted();
    forgetSession("s-race");
    // The page view's lookup read the row before the sign-out deleted it; it answers afterwards.
    rememberSession("s-race", answer("u-race", "s-race"), started, T0);
    expect(recentSession("s-race", T0)).toBeUndefined();
    rememberSession("s-race", null, lookupStarted(), T0);
    expect(recentSession("s-race", T0)).toBeNull();
  });

  test("at the limit the least recently remembered answer goes first", () => {
    rememberSession("s-first", answer("u-first", "s-first"), lookupStarted(), T0);
    rememberSession("s-second", answer("u-second", "s-second"), lookupStarted(), T0);
    // Remembering s-first again makes it the newest.
    rememberSession("s-first", answer("u-first", "s-first"), lookupStarted(), T0);
    for (let i = 0; i < RECENT_SESSION_LIMIT - 1; i++) rememberSession(`s-fill-${i}`, null, lookupStarted(), T0);
    expect(recentSession("s-second", T0)).toBeUndefined();
    expect(recentSession("s-first", T0)?.user.id).toBe("u-first");
  });
});
