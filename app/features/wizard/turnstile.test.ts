/** Turnstile's siteverify, faked on loopback: what the wizard's server does with each answer. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { appErrorOf } from "../../../test-support/app-error";
import { TURNSTILE_FAILED, TURNSTILE_MISSING, verifyTurnstile } from "./turnstile.server";

let server: Server;
let verifyUrl = "";
const received: string[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString();
    received.push(body);
    if (body.includes("broken-json")) return res.end("not json");
    res.setHeader("Content-Type", "application/json");
    res.end(
      JSON.stringify(
        body.includes("good-token") ? { success: true } : { success: false, "error-codes": ["invalid-input-response"] },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = () => ({ siteKey: "site", secretKey: "the-secret", verifyUrl });

test("a token Turnstile accepts lets the request through, with the secret and the client address sent", async () => {
  await expect(verifyTurnstile(config(), "good-token", "203.0.113.1")).resolves.toBeUndefined();
  const sent = received.at(-1) ?? "";
  expect(sent).toContain("the-secret");
  expect(sent).toContain("203.0.113.1");
});

test("no token, a rejected token or an unreachable Turnstile stop the request with a clear message", async () => {
  expect(await appErrorOf(verifyTurnstile(config(), undefined, "203.0.113.1"))).toMatchObject({
    status: 400,
    message: TURNSTILE_MISSING,
  });
  expect(await appErrorOf(verifyTurnstile(config(), "forged", "203.0.113.1"))).toMatchObject({
    status: 403,
    message: TURNSTILE_FAILED,
  });
  expect((await appErrorOf(verifyTurnstile(config(), "broken-json", "203.0.113.1"))).status).toBe(503);
  const closed = { ...config(), verifyUrl: "http://127.0.0.1:9/siteverify" };
  expect((await appErrorOf(verifyTurnstile(closed, "good-token", "203.0.113.1"))).status).toBe(503);
});
