import { PNG } from "../test-support/image-fixtures";
import { expectNoSeriousViolations } from "./axe";
import { deleteBySlug, expect, test } from "./fixtures";
import { E2E_ORIGIN } from "./server";

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSidewaysScroll(page: import("@playwright/test").Page) {
  const width = await page.locator("html").evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test("an admin publishes a post with an image; a visitor reads it, shares it and finds it in RSS", async ({
  adminPage,
  browser,
}, testInfo) => {
  const title = `Cold Process Soap Basics ${Date.now()}`;
  const slug = title.toLowerCase().replace(/ /g, "-");
  try {
    await adminPage.goto("/admin/blog");
    await adminPage.getByRole("button", { name: "New Post" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Create New Blog Post" });
    await dialog.getByLabel("Title").fill(title);
    await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
    await dialog.getByLabel("Excerpt").fill("Lye, oils and patience: the three things every soap maker needs.");
    await dialog
      .getByLabel("Content")
      .fill("Saponification turns oils into soap.\nAlways add <strong>lye to water</strong>.<script>alert(1)</script>");
    await expect(dialog.getByTestId("html-preview")).toContainText("lye to water");
    await dialog
      .getByLabel("Featured image")
      .setInputFiles({ name: "soap.png", mimeType: "image/png", buffer: Buffer.from(PNG) });
    await expect(dialog.getByTestId("image-upload-formulation").locator("img")).toHaveAttribute(
      "src",
      /^\/objects\/uploads\//,
    );
    await expect(dialog.getByLabel("Author")).toHaveValue("Formulab Team");
    await dialog.getByLabel("Published (shown on the blog)").check();
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(adminPage.getByText("Blog post created")).toBeVisible();
    const card = adminPage.getByTestId("post-card").filter({ hasText: title });
    await expect(card.getByText("Published", { exact: true })).toBeVisible();
    await expectNoSeriousViolations(adminPage);

    // A visitor, in a browser without the Web Share API: Share copies the address.
    const visitor = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    const page = await visitor.newPage();
    await page.addInitScript(() => {
      const proto = (globalThis as unknown as { Navigator: { prototype: object } }).Navigator.prototype;
      Object.defineProperty(proto, "share", { value: undefined });
    });
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Formulab Blog" })).toBeVisible();
    const listed = page.getByRole("listitem").filter({ hasText: title });
    await expect(listed).toContainText("Formulab Team");
    await expect(listed.locator("img")).toHaveAttribute("src", /^\/objects\/uploads\//);
    await expectNoSeriousViolations(page);
    await listed.getByRole("link", { name: `Read More: ${title}` }).click();

    await expect(page).toHaveURL(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByText("By Formulab Team")).toBeVisible();
    const content = page.getByTestId("article-content");
    await expect(content.locator("p")).toHaveCount(2);
    await expect(content.locator("strong")).toHaveText("lye to water");
    await expect(content.locator("script")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Ready to Start Formulating?" })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((t) => JSON.parse(t)).find((j) => j["@type"] === "Article")).toMatchObject({ headline: title });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${slug}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard")).toBeVisible();
    // The e2e code is compiled without DOM types: the browser's clipboard is reached untyped.
    const clipboard = () =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText();
    expect(await page.evaluate(clipboard)).toBe(page.url());

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath("article-390.png"), fullPage: true });
    await page.goto("/blog");
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath("blog-390.png"), fullPage: true });

    const rss = await page.request.get("/blog/rss.xml");
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await rss.text();
    expect(xml).toContain(`<title>${title}</title>`);
    expect(xml).toContain(`/blog/${slug}</link>`);
    await visitor.close();

    // Unpublished: the article is gone, with a real 404.
    await adminPage.reload();
    await adminPage.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = adminPage.getByRole("dialog", { name: "Edit Blog Post" });
    await edit.getByLabel("Published (shown on the blog)").uncheck();
    await edit.getByRole("button", { name: "Update Post" }).click();
    await expect(adminPage.getByText("Blog post updated")).toBeVisible();
    await expect(adminPage.getByTestId("post-card").filter({ hasText: title })).toContainText("Not published");
    const gone = await adminPage.request.get(`/blog/${slug}`);
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toContain("Blog Post Not Found");

    // Deleted after a confirmation that says it is final.
    await adminPage.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = adminPage.getByRole("dialog", { name: "Delete Blog Post" });
    await expect(confirm).toContainText("This action cannot be undone.");
    await confirm.getByRole("button", { name: "Delete Post" }).click();
    await expect(adminPage.getByText("Blog post deleted")).toBeVisible();
    await expect(adminPage.getByTestId("post-card").filter({ hasText: title })).toHaveCount(0);
  } finally {
    await deleteBySlug(adminPage, "blog", [slug]);
  }
});

test("the About page switches to the CMS page and back", async ({ adminPage }) => {
  try {
    await adminPage.goto("/admin/content");
    await adminPage.getByRole("button", { name: "New Page" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Create New Page" });
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await expect(dialog.getByText("Please fill in all required fields").first()).toBeVisible();
    await dialog.getByLabel("Slug").fill("about");
    await dialog.getByLabel("Title").fill("About Our Lab");
    const content = dialog.getByLabel("Content (HTML)");
    await content.fill("We test every formula.");
    await content.selectText();
    await dialog.getByRole("button", { name: "Bold" }).click();
    await expect(content).toHaveValue("<strong>We test every formula.</strong>");
    await dialog.getByLabel(/Meta description/).fill("Makers helping makers");
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await expect(adminPage.getByText("Page created")).toBeVisible();
    await expect(adminPage.getByTestId("page-card").filter({ hasText: "About Our Lab" })).toContainText("Active");
    await expectNoSeriousViolations(adminPage);

    await adminPage.goto("/about");
    await expect(adminPage.getByRole("heading", { level: 1, name: "About Our Lab" })).toBeVisible();
    await expect(adminPage.getByText("Makers helping makers")).toBeVisible();
    await expect(adminPage.locator("strong", { hasText: "We test every formula." })).toBeVisible();

    await adminPage.goto("/admin/content");
    await adminPage.getByRole("button", { name: "Delete About Our Lab" }).click();
    const confirm = adminPage.getByRole("dialog", { name: "Delete Page" });
    await expect(confirm).toContainText("This action cannot be undone.");
    await confirm.getByRole("button", { name: "Delete Page" }).click();
    await expect(adminPage.getByText("Page deleted")).toBeVisible();

    await adminPage.goto("/about");
    await expect(adminPage.getByRole("heading", { level: 1, name: "About Formulab" })).toBeVisible();
  } finally {
    await deleteBySlug(adminPage, "pages", ["about"]);
  }
});

test("the trending widget filters by region", async ({ page, browser, accounts }, testInfo) => {
  const library = (await (await page.request.get("/api/formulations")).json()) as { id: string; name: string }[];
  const [asian, european] = library;
  if (!asian || !european) throw new Error("the library is not seeded");
  // A maker in Japan and one in Germany each download a report, as people do.
  for (const [country, formulation] of [
    ["Japan", asian],
    ["Germany", european],
  ] as const) {
    const maker = await browser.newContext();
    await accounts.signIn(maker, await accounts.create({ country }));
    const pdf = await maker.request.post(`/api/formulations/${formulation.id}/pdf`, {
      data: {},
      headers: { Origin: E2E_ORIGIN },
    });
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await maker.close();
  }
  await page.goto("/blog");
  const widget = page.getByRole("region", { name: "Trending Formulations" });
  const filter = widget.getByRole("group", { name: "Filter by region" });
  await expect(filter.getByRole("button", { name: "All Regions" })).toHaveAttribute("aria-pressed", "true");
  const cards = widget.getByTestId("trending-card");
  await expect(cards.filter({ hasText: asian.name }).filter({ hasText: "Asia" })).toHaveCount(1);

  await filter.getByRole("button", { name: "Europe" }).click();
  await expect(filter.getByRole("button", { name: "Europe" })).toHaveAttribute("aria-pressed", "true");
  const europe = cards.filter({ hasText: european.name });
  await expect(europe).toHaveCount(1);
  await expect(cards.filter({ hasText: "Asia" })).toHaveCount(0);
  await europe.getByText("Details").click();
  await expect(europe).toContainText("Makers in Germany");
  await expect(europe).toContainText(/1 download in the last 90 days/);

  await filter.getByRole("button", { name: "Asia" }).click();
  await expect(cards.filter({ hasText: asian.name })).toHaveCount(1);
  await expect(cards.filter({ hasText: "Europe" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath("blog-1280.png"), fullPage: true });
});

test("an unknown article is 'Blog Post Not Found' with status 404", async ({ page, allowConsoleError }) => {
  allowConsoleError(/404/);
  const response = await page.goto("/blog/no-such-post-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "← Back to Blog" }).click();
  await expect(page).toHaveURL("/blog");
});
