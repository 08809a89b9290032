/**
 * Issue 12, items 2 and 4 against the production build (ADR 0020): the pages, the chat socket and
 * the wizard run under the nonce-based Content-Security-Policy without a single violation; every
 * inline script carries its response's own nonce, cache hits included; a foreign Host header is
 * refused and leaves nothing behind; personalised answers are no-store; text answers say their charset.
 */
import { request as httpRequest } from "node:http";
import type { APIResponse, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_PORT } from "./server";

/**
 * Records every CSP violation the page reports (the console guard sees them too, as errors). A
 * string script: the e2e code is compiled without the DOM library.
 */
async function watchCsp(page: Page) {
  await page.addInitScript({
    content: `window.cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        window.cspViolations.push(e.violatedDirective + " " + e.blockedURI + " " + e.sourceFile + ":" + e.lineNumber));`,
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate<string[]>("window.cspViolations ?? ['no CSP watcher']");
}

/** The CSP nonce of a response, and those of its executable inline scripts. */
async function nonces(response: APIResponse) {
  const csp = response.headers()["content-security-policy"] ?? "";
  const body = await response.text();
  const scripts = [...body.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs))
    .map((attrs) => /nonce="([^"]*)"/.exec(attrs)?.[1]);
  return { header: /'nonce-([^']+)'/.exec(csp)?.[1], scripts, body };
}

/** A request with a Host header of our choosing (browsers and fetch() do not let one set it). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: E2E_PORT, path, headers: { Host: host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("home, browse, a formulation, the chat and the wizard run under the CSP without a violation", async ({
  page,
  request,
}) => {
  await watchCsp(page);
  const home = await page.goto("/");
  expect(home?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
  await expect(page.getByText("100% Free • No Registration Required • Professional Results")).toBeVisible();

  // Client-side navigation (single-fetch .data requests) to browse, then a formulation page.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find Formulation" }).click();
  await expect(page).toHaveURL(/\/browse$/);
  const [first] = (await (await request.get("/api/formulations")).json()) as { slug: string }[];
  await page.goto(`/formulation/${first?.slug}`);
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();

  // The chat opens a same-origin WebSocket: connect-src must allow it.
  await page.getByRole("button", { name: "Chat with our formulators" }).click();
  await expect(page.getByRole("region", { name: "Chat with our formulators" }).getByText("Online")).toBeVisible();

  // The wizard's code is loaded on demand, as a module script from 'self'.
  await page.goto("/");
  await page.getByRole("button", { name: "Start New Formulation" }).click();
  await expect(page.getByText("Step 1 of 4: Product Type")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("every inline script carries its response's nonce, a fresh one each time, cache hits included", async ({
  request,
}) => {
  const seen = new Set<string>();
  const cache: string[] = [];
  for (let n = 0; n < 3; n++) {
    const response = await request.get("/faq");
    cache.push(response.headers()["x-edge-cache"] ?? "");
    const { header, scripts } = await nonces(response);
    expect(header).toBeTruthy();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((s) => s === header)).toBe(true);
    seen.add(header ?? "");
  }
  expect(cache.slice(1)).toEqual(["HIT", "HIT"]);
  expect(seen.size).toBe(3);
});

test("a foreign Host header is refused and poisons nothing", async ({ request }) => {
  for (const path of ["/about?x=1", "/sitemap.xml", "/robots.txt", "/"]) {
    const poisoned = await getWithHost(path, "evil.example");
    expect(poisoned.status, path).toBe(421);
    expect(poisoned.body).not.toContain("evil.example");
  }
  for (const path of ["/about?x=1", "/about", "/sitemap.xml", "/robots.txt", "/"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain("evil.example");
  }
  const about = await (await request.get("/about?x=1")).text();
  expect(about).toContain(`<link rel="canonical" href="http://127.0.0.1:${E2E_PORT}/about"/>`);
});

test("every HTML and plain-text answer of the build says it is UTF-8", async ({ request }) => {
  for (const path of [
    "/",
    "/about",
    "/blog",
    "/no-such-page",
    "/about.data",
    "/robots.txt",
    "/sitemap.xml",
    "/blog/rss.xml",
  ]) {
    const response = await request.get(path);
    expect(response.headers()["content-type"], path).toMatch(/^[a-z]+\/[a-z+-]+; charset=utf-8$/i);
  }
});

test("signed-in pages and their .data requests are no-store; logging out clears the browser cache", async ({
  signedInPage: page,
}) => {
  const account = await page.goto("/my-account");
  expect(account?.headers()["cache-control"]).toBe("no-store");
  for (const path of ["/my-account.data", "/browse.data", "/about"]) {
    const response = await page.request.get(path);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
  const logout = await page.request.post("/api/logout", { maxRedirects: 0 });
  expect(logout.status()).toBe(302);
  expect(logout.headers()["clear-site-data"]).toBe('"cache"');
});
