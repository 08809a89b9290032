/**
 * Issue 30: HTML and plain-text answers carried no charset. Through the worker's HTTP pipeline
 * (workers/http.ts) with the real policies and the real robots, sitemap, feed and upload loaders:
 * every text answer says `charset=utf-8` — pages (rendered here as React Router's document entry
 * labels them), React Router's data stream, plain-text errors, the 421 and the 500 included.
 * e2e/security-headers.spec.ts checks the real pages of the build.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { type HttpDeps, serveHttp } from "../workers/http";
import { policyResolver } from "../workers/route-policy";
import { withCharset } from "../workers/security-headers";
import { call, runSeed } from "./helpers";
import { routeEntries, routeManifest } from "./route-table";

beforeAll(async () => {
  await runSeed();
});

const policyOf = policyResolver(routeManifest());
const modules = new Map(routeEntries().map((r) => [r.path, r.module]));

/** What the renderer answers for paths without a loader here: the content types React Router's answers carry. */
const STAND_INS: Record<string, Response> = {
  "/about": new Response("<!DOCTYPE html><p>About</p>", { headers: { "Content-Type": "text/html" } }),
  "/no-such-page": new Response("<!DOCTYPE html><p>Not found</p>", {
    status: 404,
    headers: { "Content-Type": "text/html" },
  }),
  "/about.data": new Response("[]", { headers: { "Content-Type": "text/x-script" } }),
  "/api/broken": new Response("Unexpected Server Error", { status: 500, headers: { "Content-Type": "text/plain" } }),
};

function site(render?: HttpDeps["render"]) {
  const deps: HttpDeps = {
    publicOrigin: "",
    turnstile: false,
    policyFor: async (pathname) => policyOf(pathname),
    version: async () => crypto.randomUUID(),
    render:
      render ??
      (async (request) => {
        const path = new URL(request.url).pathname;
        const stand = STAND_INS[path];
        if (stand) return stand.clone();
        const upload = /^\/objects\/uploads\/([^/]+)$/.exec(path)?.[1];
        const loader = modules.get(upload ? "/objects/uploads/:id" : path)?.loader;
        if (!loader) throw new Error(`no loader for ${path}`);
        return call(loader as never, request, upload ? { id: upload } : {});
      }),
  };
  return async (url: string) => {
    const ctx = createExecutionContext();
    const response = await serveHttp(new Request(url), ctx, deps);
    await response.arrayBuffer();
    await waitOnExecutionContext(ctx);
    return response;
  };
}

test("every HTML and plain-text answer says it is UTF-8", async () => {
  const fetch = site();
  const answers = {
    page: await fetch("http://localhost/about"),
    notFound: await fetch("http://localhost/no-such-page"),
    data: await fetch("http://localhost/about.data"),
    plainError: await fetch("http://localhost/api/broken"),
    robots: await fetch("http://localhost/robots.txt"),
    sitemap: await fetch("http://localhost/sitemap.xml"),
    feed: await fetch("http://localhost/blog/rss.xml"),
    uploadMissing: await fetch("http://localhost/objects/uploads/00000000-0000-4000-8000-000000000000"),
    misdirected: await fetch("http://evil.example/about"),
    serverError: await site(() => Promise.reject(new Error("render failed")))("http://localhost/faq"),
  };
  expect(answers.misdirected.status).toBe(421);
  expect(answers.serverError.status).toBe(500);
  for (const [name, response] of Object.entries(answers)) {
    expect(response.headers.get("Content-Type"), name).toMatch(
      /^(text\/[a-z-]+|application\/(rss\+)?xml); charset=utf-8$/i,
    );
  }
});

test("a charset already named is kept; types that are not text get none", () => {
  expect(withCharset("text/html")).toBe("text/html; charset=utf-8");
  expect(withCharset("text/plain;charset=UTF-8")).toBeUndefined();
  expect(withCharset("text/csv; Charset=utf-8")).toBeUndefined();
  expect(withCharset("image/svg+xml")).toBe("image/svg+xml; charset=utf-8");
  for (const type of ["application/json", "application/pdf", "image/png", ""])
    expect(withCharset(type)).toBeUndefined();
});
