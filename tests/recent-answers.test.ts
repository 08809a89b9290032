/**
 * ADR 0038: the edge cache's nearest layer, the answers an isolate keeps in memory. A replay is
 * the stored page with the current response's nonce and nothing else changed; memory is bounded
 * and gives way to the zone cache, which gives way to a render.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { expect, test } from "vitest";
import { cacheKey, normaliseUrl } from "../workers/edge-cache";
import { type HttpDeps, serveHttp } from "../workers/http";
import {
  forgetRecentAnswers,
  keepable,
  RECENT_ANSWERS_BYTES,
  recallAnswer,
  rememberAnswer,
  replay,
} from "../workers/recent-answers";
import { policyResolver } from "../workers/route-policy";
import { routeManifest } from "./route-table";

const policyOf = policyResolver(routeManifest());

function site() {
  const version = crypto.randomUUID();
  let renders = 0;
  const deps: HttpDeps = {
    publicOrigin: "",
    turnstile: false,
    policyFor: async (pathname) => policyOf(pathname),
    version: async () => version,
    render: async (_request, nonce) => {
      renders++;
      const html = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js" nonce="${nonce}"/></head><body><p>Render ${renders}</p><script nonce="${nonce}">window.x = 1;</script></body></html>`;
      return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    },
  };
  const fetch = async (path: string) => {
    const ctx = createExecutionContext();
    const response = await serveHttp(new Request(`http://localhost${path}`), ctx, deps);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    const csp = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    const attributes = [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    return { cache: response.headers.get("X-Edge-Cache"), response, body, csp, attributes };
  };
  const zoneKey = async (path: string) => {
    const url = new URL(`http://localhost${path}`);
    return cacheKey(normaliseUrl(url, await deps.policyFor(url.pathname)), version);
  };
  return { fetch, zoneKey, renders: () => renders };
}

const zone = () => (caches as unknown as { default: Cache }).default;

test("a page is replayed from memory or the zone cache, and rendered only when neither has it, each time with its own nonce", async () => {
  const { fetch, zoneKey, renders } = site();
  const first = await fetch("/about");
  expect(first.cache).toBe("MISS");

  // The zone cache emptied: the isolate still has the page.
  await zone().delete(await zoneKey("/about"));
  const fromMemory = await fetch("/about");
  expect(fromMemory.cache).toBe("HIT");
  expect(fromMemory.body.replaceAll(fromMemory.csp ?? "", "N")).toBe(first.body.replaceAll(first.csp ?? "", "N"));

  // Neither has it: a render, stored in both again.
  forgetRecentAnswers();
  const again = await fetch("/about");
  expect(again.cache).toBe("MISS");

  // Another isolate (nothing in memory) finds it in the zone cache, and remembers it.
  forgetRecentAnswers();
  const fromZone = await fetch("/about");
  expect(fromZone.cache).toBe("HIT");
  await zone().delete(await zoneKey("/about"));
  expect((await fetch("/about")).cache).toBe("HIT");
  expect(renders()).toBe(2);

  const nonces = new Set<string>();
  for (const answer of [first, fromMemory, fromZone, again]) {
    expect(answer.csp).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(answer.attributes).toEqual([answer.csp, answer.csp]);
    expect(answer.response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(answer.response.headers.get("X-Edge-Cache-Nonce")).toBeNull();
    nonces.add(answer.csp ?? "");
  }
  expect(nonces.size).toBe(4);
});

test("a replay changes only the stored render's own nonce attributes", async () => {
  const html =
    '<script nonce="stored==">a()</script><p>nonce="other=="</p><script nonce="other==">b()</script><p>stored==</p>';
  const headers = new Headers({ "Content-Type": "text/html" });
  const page = replay(keepable(200, headers, new TextEncoder().encode(html), "stored=="), "fresh==");
  expect(await page.text()).toBe(
    '<script nonce="fresh==">a()</script><p>nonce="other=="</p><script nonce="other==">b()</script><p>stored==</p>',
  );
  // Anything that is not HTML is replayed byte for byte.
  const json = '{"note":"nonce=\\"stored==\\""}';
  const api = replay(
    keepable(200, new Headers({ "Content-Type": "application/json" }), new TextEncoder().encode(json), "stored=="),
    "fresh==",
  );
  expect(await api.text()).toBe(json);
});

test("memory holds at most its budget, the least recently used leaving first, and never one oversized answer", () => {
  const megabyte = new Uint8Array(1024 * 1024);
  const answer = () => keepable(200, new Headers({ "Content-Type": "application/json" }), megabyte, null);
  const fits = RECENT_ANSWERS_BYTES / megabyte.byteLength;
  for (let i = 0; i < fits; i++) rememberAnswer(`k${i}`, answer());
  expect(recallAnswer("k0")).toBeDefined(); // now the most recently used
  rememberAnswer("one more", answer());
  expect(recallAnswer("k0")).toBeDefined();
  expect(recallAnswer("k1")).toBeUndefined();
  expect(recallAnswer("one more")).toBeDefined();
  rememberAnswer("too big", keepable(200, new Headers(), new Uint8Array(megabyte.byteLength + 1), null));
  expect(recallAnswer("too big")).toBeUndefined();
  expect(recallAnswer("k2")).toBeDefined();
});
