/**
 * ADR 0036: a page's scripts are asked for after its first paint. The HTML side of it: React
 * Router's module preloads leave the head, its entry script turns inert, and a loader that
 * carries the response's nonce and the module list ends the head. (e2e/pages.spec.ts checks the
 * browser side: the modules are requested after the first frame, and the page still hydrates.)
 */
import { expect, test } from "vitest";
import { AFTER_PAINT_TYPE, loadScriptsAfterFirstPaint } from "../app/server/paint-first.server";

const ENTRY = 'import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");';

function document(nonce: string) {
  return `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root.css"/>
<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${nonce}"/>
<link rel="modulepreload" href="/assets/root-1.js" nonce="${nonce}"/>
<script type="application/ld+json">{"name":"x"}</script></head>
<body><main><h1>Cream</h1><script>const note = "<link rel=modulepreload>";</script></main>
<script nonce="${nonce}">window.__reactRouterContext = {};</script>
<script type="module" async="" nonce="${nonce}">${ENTRY}</script></body></html>`;
}

async function transform(nonce: string | undefined) {
  const response = new Response(document(nonce ?? ""), { headers: { "Content-Type": "text/html" } });
  return loadScriptsAfterFirstPaint(response, nonce).text();
}

test("module preloads leave the head and the entry script waits, inert, for the loader", async () => {
  const html = await transform("abc123==");
  expect(html.slice(0, html.indexOf("</head>"))).not.toMatch(/<link[^>]*modulepreload/);
  // The stylesheet, the JSON-LD and the page's own text are untouched.
  expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  expect(html).toContain('<script type="application/ld+json">{"name":"x"}</script>');
  expect(html).toContain('const note = "<link rel=modulepreload>";');
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  const entry = new RegExp(`<script type="${AFTER_PAINT_TYPE}" nonce="abc123==">([^<]*)</script>`).exec(html);
  expect(entry?.[1]).toBe(ENTRY);
  expect(html).not.toMatch(/async/);
  // Nothing is added to the body React hydrates.
  expect(html.slice(html.indexOf("<body>"))).not.toContain("data-after-paint");
});

test("the loader ends the head, carries the nonce and lists the preloads in order", async () => {
  const html = await transform("abc123==");
  const loader = /<script nonce="abc123==" data-after-paint>([^<]*)<\/script><\/head>/.exec(html)?.[1];
  expect(loader).toBeDefined();
  expect(loader).toContain('["/assets/entry.client-1.js","/assets/root-1.js"]');
  // It waits for a frame unless the tab is hidden, hands the entry on under the same nonce, and
  // keeps the buttons tapped meanwhile.
  expect(loader).toContain("requestAnimationFrame");
  expect(loader).toContain('document.visibilityState === "hidden"');
  expect(loader).toContain(`"${AFTER_PAINT_TYPE}",document.currentScript.nonce`);
  expect(loader).toContain("DOMContentLoaded");
  expect(loader).toContain("__earlyClicks");
});

test("without a nonce the loader has none either", async () => {
  const html = await transform(undefined);
  expect(html).toMatch(/<script data-after-paint>\(/);
});
