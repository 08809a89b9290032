/**
 * Anonymous writes are limited per client address — the demo (it feeds the activity notifier
 * everyone sees) and the wizard's notes — and the address is CF-Connecting-IP only: a client
 * cannot spread its requests over made-up X-Forwarded-For addresses.
 */
import { expect, test } from "vitest";
import * as demoRoute from "#app/features/demo/routes/api/demo-formulation";
import * as notesRoute from "#app/features/wizard/routes/api/user-notes";
import { LIMITS, RATE_LIMIT_MESSAGE } from "#app/server/auth/rate-limit.server";
import { callerOf } from "#app/server/authorize.server";
import { call } from "./helpers";

function post(path: string, body: unknown, headers: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

test("the client address is CF-Connecting-IP, never X-Forwarded-For", () => {
  expect(callerOf(new Request("http://x/", { headers: { "CF-Connecting-IP": "203.0.113.5" } })).ip).toBe("203.0.113.5");
  expect(callerOf(new Request("http://x/", { headers: { "X-Forwarded-For": "198.51.100.1" } })).ip).toBe("unknown");
});

test("the demo is limited per address, with the rate-limit message", async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMITS.demoPerIp.max; i++) {
    // A forged X-Forwarded-For per request changes nothing.
    const res = await call(
      demoRoute.action,
      post(
        "/api/demo-formulation",
        { category: "cleaning", description: `glass cleaner ${i}` },
        {
          "CF-Connecting-IP": "203.0.113.50",
          "X-Forwarded-For": `198.51.100.${i}`,
        },
      ),
    );
    statuses.push(res.status);
    if (res.status === 429) expect(((await res.json()) as { message: string }).message).toBe(RATE_LIMIT_MESSAGE);
  }
  expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

test("wizard notes are limited per address", async () => {
  let last = 0;
  for (let i = 0; i <= LIMITS.notesPerIp.max; i++) {
    const res = await call(
      notesRoute.action,
      post(
        "/api/user-notes",
        { productType: "Face Cream", additionalNote: `note ${i}` },
        { "CF-Connecting-IP": "203.0.113.51" },
      ),
    );
    last = res.status;
    if (i < LIMITS.notesPerIp.max) expect(res.status).toBe(201);
  }
  expect(last).toBe(429);
});
