/**
 * Every content-managed page marked active is served at its own path by the catch-all, with its
 * SEO fields and sanitised HTML; an inactive page, and any other unknown path, answers 404 with
 * the home page under a "Page not found" notice. The sitemap lists the active pages.
 */
import { env } from "cloudflare:test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { beforeAll, beforeEach, expect, test } from "vitest";
import * as notFound from "#app/routes/not-found";
import { getDb } from "#app/server/db/client.server";
import { pages } from "#app/server/db/schema";
import { buildSitemap } from "#app/server/sitemap.server";
import { get, runSeed } from "./helpers";

type Loaded =
  | { kind: "page"; path: string; page: { title: string; content: string; metaDescription: string | null } }
  | { kind: "missing"; path: string; html: string };

/** The loader's answer as React Router gets it: plain data (200) or data() with a status. */
async function load(path: string): Promise<{ status: number; data: Loaded }> {
  const result = (await notFound.loader({
    request: get(path),
    params: { "*": path.slice(1) },
    context: {},
  } as never)) as Loaded | { type: "DataWithResponseInit"; data: Loaded; init: { status: number } };
  if ("init" in result) return { status: result.init.status, data: result.data };
  return { status: 200, data: result };
}

function metaOf(data: Loaded, path: string) {
  const matches = [{ id: "root", loaderData: { origin: "https://formulab.example" } }];
  return notFound.meta({ loaderData: data, matches, location: { pathname: path } } as never);
}

beforeAll(async () => {
  await runSeed();
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM pages").run();
  await getDb()
    .insert(pages)
    .values([
      {
        slug: "shipping",
        title: "Shipping & Samples",
        content: '<h2>Samples</h2><p onclick="steal()">We send 50 g samples.<script>alert(1)</script></p>',
        metaDescription: "How we ship samples of our bases to small manufacturers.",
      },
      { slug: "team", title: "Our Formulators", content: "<p>Three chemists &amp; a microbiologist.</p>" },
      { slug: "old-offer", title: "Old offer", content: "<p>Gone</p>", isActive: false },
      // Saved before the Content tab refused the address of a built-in page: never shown there.
      { slug: "login", title: "Old sign-in help", content: "<p>Hidden</p>" },
    ]);
});

test("an active page is served at its path with its title, description, canonical URL and sanitised HTML", async () => {
  const { status, data } = await load("/shipping");
  expect(status).toBe(200);
  expect(data).toMatchObject({
    kind: "page",
    page: { title: "Shipping & Samples", content: "<h2>Samples</h2><p>We send 50 g samples.</p>" },
  });
  const meta = metaOf(data, "/shipping");
  expect(meta).toContainEqual({ title: "Shipping & Samples | Formulab" });
  expect(meta).toContainEqual({
    name: "description",
    content: "How we ship samples of our bases to small manufacturers.",
  });
  expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://formulab.example/shipping" });
  expect(meta).toContainEqual({ property: "og:title", content: "Shipping & Samples | Formulab" });
  expect(meta).not.toContainEqual({ name: "robots", content: "noindex" });
});

test("a page without a meta description is described by its own words", async () => {
  const { data } = await load("/team");
  expect(metaOf(data, "/team")).toContainEqual({ name: "description", content: "Three chemists & a microbiologist." });
});

test("an inactive page, an unknown path and a path deeper than a slug answer 404 with the notice", async () => {
  for (const path of ["/old-offer", "/no-such-page", "/shipping/extra"]) {
    const { status, data } = await load(path);
    expect(status, path).toBe(404);
    expect(data.kind, path).toBe("missing");
    expect(metaOf(data, path)).toContainEqual({ name: "robots", content: "noindex" });
  }
  const { data } = await load("/old-offer");
  // The page as the visitor sees it: the notice, then the home page's own content.
  const html = await renderMissing(data);
  expect(html).toContain("Page not found");
  expect(html).toContain("There is no page at");
  expect(html).toContain("/old-offer");
  expect(html).toContain("Professional Chemical Formulations");
});

test("an unknown path shows the whole catalogue whatever its query says: searching is /browse's", async () => {
  const plain = await load("/no-such-page");
  const queried = await load("/no-such-page?q=zanzibar");
  expect(queried.status).toBe(404);
  expect(queried.data).toEqual({ ...plain.data, path: "/no-such-page" });
  const html = await renderMissing(queried.data);
  expect(html).toContain("Formulation categories");
  expect(html).not.toContain("zanzibar");
});

test("the sitemap lists active pages at their path, and not inactive ones or those a built-in page hides", async () => {
  const xml = await buildSitemap(getDb(), "https://formulab.example");
  expect(xml).toContain("<loc>https://formulab.example/shipping</loc>");
  expect(xml).toContain("<loc>https://formulab.example/team</loc>");
  expect(xml).not.toContain("/old-offer");
  expect(xml).not.toContain("/login");
});

/** Renders the catch-all's component with `data` as its loader data, inside a data router. */
async function renderMissing(data: Loaded): Promise<string> {
  const element = createElement(notFound.default as never, { loaderData: data } as never);
  const handler = createStaticHandler([{ id: "root", path: "/", children: [{ path: "*", element }] }]);
  const context = await handler.query(get("/old-offer"));
  if (context instanceof Response) throw new Error("the stub router redirected");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}
