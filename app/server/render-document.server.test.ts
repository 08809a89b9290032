/**
 * ADR 0041: a document is rendered at once when nothing in it has to wait, and left to the
 * streaming renderer when something does; React Router's loader data is handed over by the same
 * scripts its <StreamTransfer> writes.
 */
import { createElement as h, lazy, type ReactNode, Suspense } from "react";
import { describe, expect, test } from "vitest";
import { beforeBodyEnd, dataHandoff, renderAtOnce } from "./render-document.server";

const page = (...children: ReactNode[]) =>
  h("html", { lang: "en" }, h("head", null, h("title", null, "Cream")), h("body", null, ...children));

function FailingSection(): ReactNode {
  throw new Error("the compliance section failed");
}

function deferredModule() {
  let load!: () => void;
  const loaded = new Promise<{ default: () => ReactNode }>((resolve) => {
    load = () => resolve({ default: () => h("p", null, "Batch calculator") });
  });
  return { Component: lazy(() => loaded), load, loaded };
}

describe("renderAtOnce", () => {
  test("a document with nothing to wait for is rendered whole, with its doctype", () => {
    const html = renderAtOnce(
      page(h("h1", { className: "text-3xl" }, "O/W cream"), h(Suspense, null, h("p", null, "ready"))),
    );
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>Cream</title></head><body><h1 class="text-3xl">O/W cream</h1><!--$--><p>ready</p><!--/$--></body></html>',
    );
  });

  test("a boundary whose module is still loading is left to the streaming renderer, then rendered at once", async () => {
    const calculator = deferredModule();
    const document = () => page(h(Suspense, { fallback: h("div", null, "loading") }, h(calculator.Component)));
    expect(renderAtOnce(document())).toBeUndefined();
    calculator.load();
    await calculator.loaded;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderAtOnce(document())).toContain("<p>Batch calculator</p>");
  });

  test("a shell that suspends or throws is left to the streaming renderer", () => {
    expect(renderAtOnce(page(h(deferredModule().Component)))).toBeUndefined();
    expect(renderAtOnce(page(h(FailingSection)))).toBeUndefined();
  });

  test("a boundary that fails is left to the streaming renderer", () => {
    expect(renderAtOnce(page(h(Suspense, { fallback: null }, h(FailingSection))))).toBeUndefined();
  });
});

function streamOf(...chunks: string[]) {
  let cancelled = false;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

describe("dataHandoff", () => {
  test("queues the whole data stream on React Router's controller and closes it, with the nonce", async () => {
    const { stream } = streamOf('[{"_1":2},"loaderData",', '{"name":"Cream"}]\n');
    expect(await dataHandoff(stream, true, "n0nce==")).toBe(
      '<script nonce="n0nce==">window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",{\\"name\\":\\"Cream\\"}]\\n");</script>' +
        '<script nonce="n0nce==">window.__reactRouterContext.streamController.close();</script>',
    );
  });

  test("text in the data cannot end the script or open a comment", async () => {
    const { stream } = streamOf('["</script><script>alert(1)</script><!--"]');
    const scripts = await dataHandoff(stream, true, undefined);
    expect(scripts.match(/<\/script>/g)).toHaveLength(2);
    expect(scripts).not.toContain("<!--");
    expect(scripts).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    // The browser reads back exactly the data that was encoded.
    const queued = /enqueue\((".*")\);<\/script><script>/.exec(scripts)?.[1] ?? "";
    expect(JSON.parse(queued)).toBe('["</script><script>alert(1)</script><!--"]');
  });

  test("a document without React Router's scripts gets none, and its data stream is cancelled", async () => {
    const data = streamOf("[1]");
    expect(await dataHandoff(data.stream, false, "n0nce==")).toBe("");
    expect(data.cancelled()).toBe(true);
    expect(await dataHandoff(undefined, true, "n0nce==")).toBe("");
  });
});

test("beforeBodyEnd puts the scripts at the end of the body, after any body text that mentions </body>", () => {
  const html = '<html><body><p>"</body>" closes a body</p></body></html>';
  expect(beforeBodyEnd(html, "<script>s</script>")).toBe(
    '<html><body><p>"</body>" closes a body</p><script>s</script></body></html>',
  );
});
