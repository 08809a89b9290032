/**
 * ADR 0036: a page's scripts are asked for after its first paint. The HTML side of it: React
 * Router's module preloads leave the head, its entry script turns inert, and a loader that
 * carries the response's nonce and the module list ends the head. (e2e/pages.spec.ts checks the
 * browser side: the modules are requested after the first frame, and the page still hydrates.)
 */
import { expect, test } from "vitest";
import { AFTER_PAINT_TYPE, loadScriptsAfterFirstPaint } from "../app/server/paint-first.server";

const ENTRY = 'import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");';

/** React Router's markup as React writes it (taken from a rendered page), around page content. */
function document(nonce: string) {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root.css"/><link${n} rel="icon" href="/favicon.ico" sizes="32x32"/><link rel="modulepreload" href="/assets/entry.client-1.js"${n}/><link rel="modulepreload" href="/assets/root-1.js"${n}/><script type="application/ld+json">{"name":"x"}</script></head><body><main><h1>Cream</h1><script>const note = "<link rel=modulepreload>";</script>${CONTENT}</main><script${n}>window.__reactRouterContext = {};</script><script${n} type="module" async="">${ENTRY}</script></body></html>`;
}

/** What an author could write into sanitised content or a JSON-LD block: it must be left alone. */
const CONTENT =
  '<link rel="modulepreload" href="/assets/planted.js"/><link rel="modulepreload" href="/assets/guessed.js" nonce="guessed=="/><script type="module" async="">import("/assets/planted.js")</script>';

function transform(nonce: string | undefined) {
  return loadScriptsAfterFirstPaint(document(nonce ?? ""), nonce);
}

test("module preloads leave the head and the entry script waits, inert, for the loader", () => {
  const html = transform("abc123==");
  expect(html.slice(0, html.indexOf("</head>"))).not.toMatch(/<link[^>]*modulepreload/);
  // The stylesheet, the icon, the JSON-LD and the page's own text are untouched.
  expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  expect(html).toContain('<link nonce="abc123==" rel="icon" href="/favicon.ico" sizes="32x32"/>');
  expect(html).toContain('<script type="application/ld+json">{"name":"x"}</script>');
  expect(html).toContain('const note = "<link rel=modulepreload>";');
  const entry = new RegExp(`<script nonce="abc123==" type="${AFTER_PAINT_TYPE}">([^<]*)</script>`).exec(html);
  expect(entry?.[1]).toBe(ENTRY);
  expect(html.match(/type="module"/g)).toHaveLength(1);
  // Nothing is added to the body React hydrates.
  expect(html.slice(html.indexOf("<body>"))).not.toContain("data-after-paint");
});

test("markup written by an author is never moved or made inert: only the response's nonce marks React Router's", () => {
  const html = transform("abc123==");
  expect(html).toContain(CONTENT);
  expect(html).not.toContain('"/assets/planted.js","');
  expect(/data-after-paint>([^<]*)</.exec(html)?.[1]).not.toMatch(/planted|guessed/);
});

test("the loader ends the head, carries the nonce and lists the preloads in order", async () => {
  const html = transform("abc123==");
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
  const html = transform(undefined);
  expect(html).toMatch(/<script data-after-paint>\(/);
});
