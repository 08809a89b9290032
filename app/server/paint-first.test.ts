/**
 * The inline loader of ADR 0036 as the browser runs it (ADR 0062): the entry script is handed on
 * first, and the module preloads follow a few per task, so asking for a page's scripts is never
 * one long task. tests/paint-first.test.ts checks the markup around it.
 */
import { expect, test } from "vitest";
import { AFTER_PAINT_TYPE, loadScriptsAfterFirstPaint } from "./paint-first.server";

const MODULES = Array.from({ length: 18 }, (_, i) => `/assets/chunk-${i}.js`);
const ENTRY = 'import * as route0 from "/assets/chunk-1.js";';

function page() {
  const preloads = MODULES.map((m) => `<link rel="modulepreload" href="${m}" nonce="n0nce"/>`).join("");
  const html = `<!DOCTYPE html><html><head>${preloads}</head><body><main>Cream</main><script nonce="n0nce" type="module" async="">${ENTRY}</script></body></html>`;
  return loadScriptsAfterFirstPaint(html, "n0nce");
}

/** Runs the loader against a stand-in document; each task's appended elements are recorded. */
function runLoader(html: string) {
  const source = /<script nonce="n0nce" data-after-paint>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!source) throw new Error("no loader in the page");
  const queue: (() => void)[] = [];
  const tasks: string[][] = [];
  let current: string[] = [];
  const element = () => ({}) as { rel?: string; href?: string; type?: string; textContent?: string; nonce?: string };
  const fakeDocument = {
    visibilityState: "visible",
    readyState: "complete",
    currentScript: { nonce: "n0nce" },
    addEventListener: () => {},
    createElement: element,
    querySelector: (selector: string) =>
      selector === `script[type="${AFTER_PAINT_TYPE}"]` ? { textContent: ENTRY } : null,
    head: {
      appendChild: (el: ReturnType<typeof element>) =>
        current.push(el.rel === "modulepreload" ? `preload ${el.href}` : `${el.type} ${el.nonce} ${el.textContent}`),
    },
  };
  const schedule = (callback: () => void) => queue.push(callback);
  new Function("document", "window", "requestAnimationFrame", "setTimeout", source)(
    fakeDocument,
    {},
    schedule,
    schedule,
  );
  for (let next = queue.shift(); next; next = queue.shift()) {
    current = [];
    next();
    if (current.length) tasks.push(current);
  }
  return tasks;
}

test("the entry goes first, alone in its task, with the response's nonce", () => {
  const [first] = runLoader(page());
  expect(first).toEqual([`module n0nce ${ENTRY}`]);
});

test("every module is preloaded, in order, never more than four in one task", () => {
  const tasks = runLoader(page()).slice(1);
  expect(tasks.flat()).toEqual(MODULES.map((m) => `preload ${m}`));
  expect(Math.max(...tasks.map((t) => t.length))).toBeLessThanOrEqual(4);
  expect(tasks.length).toBeGreaterThanOrEqual(Math.ceil(MODULES.length / 4));
});
