import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

test("About shows mission, vision, offerings, Why Choose and claims with the real counts", async ({
  page,
  request,
}) => {
  const stats = (await (await request.get("/api/stats")).json()) as {
    activeFormulations: number;
    totalCategories: number;
  };
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Formulab" })).toBeVisible();
  for (const h of ["Our mission", "Our vision", "What we offer", "Why Choose Formulab"]) {
    await expect(page.getByRole("heading", { name: h })).toBeVisible();
  }
  await expect(page.getByTestId("claims")).toContainText(`${stats.activeFormulations}+`);
  await expect(page.getByTestId("claims")).toContainText(String(stats.totalCategories));
  await expect(page.getByText(/CosIng, © European Union/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the FAQ keeps one answer open at a time, and Contact Support opens the chat", async ({ page }) => {
  await page.goto("/faq");
  const items = page.locator("details");
  await expect(items).toHaveCount(10);
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(3).locator("summary").click();
  await expect(items.nth(3)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open", "");
  await items.nth(3).locator("summary").click();
  await expect(items.nth(3)).not.toHaveAttribute("open", "");
  await page.getByRole("button", { name: "Contact Support" }).click();
  const chat = page.getByRole("region", { name: "Chat with our formulators" });
  await expect(chat).toBeVisible();
  await expect(chat.getByText("Welcome to Human Support!")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the chat widget connects, takes a name and sends a message", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Chat with our formulators" }).click();
  const chat = page.getByRole("region", { name: "Chat with our formulators" });
  await expect(chat.getByText("Online")).toBeVisible();
  await chat.getByPlaceholder("Your name").fill("Ana");
  await chat.getByRole("button", { name: "Start Chat" }).click();
  await expect(chat.getByText("No messages yet. Start the conversation!")).toBeVisible();
  await chat.getByPlaceholder("Type your message...").fill("Is shea butter comedogenic?");
  await chat.getByPlaceholder("Type your message...").press("Enter");
  await expect(chat.getByText("Is shea butter comedogenic?")).toBeVisible();
  await expect(chat.getByText(/^Ana · \d{1,2}:\d{2}/)).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: "Chat with our formulators" }).click();
  await expect(page.getByText("Is shea butter comedogenic?")).toBeVisible();
});

for (const [path, title, facts] of [
  ["/terms-of-service", "Terms & Conditions", [/January 15, 2025/, /State of California/, /at least 18 years old/]],
  [
    "/privacy-policy",
    "Privacy Policy",
    [/e-mail address, first and last name, profile image URL and user id/, /California/],
  ],
  ["/disclaimer", "Disclaimer of Use", [/CosIng, © European Union/, /18 or over/, /California/]],
] as const) {
  test(`${title} states the spec's facts`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Effective January 15, 2025")).toBeVisible();
    for (const fact of facts) await expect(page.getByText(fact).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test("the demo generates and validates a formulation from a quick example", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByRole("heading", { level: 1, name: "AI Formulation System Demo" })).toBeVisible();
  const button = page.getByRole("button", { name: "Generate & Test Formulation" });
  await expect(button).toBeDisabled();
  await page.getByRole("button", { name: "Skin Care", exact: true }).click();
  await expect(page.getByLabel("Product description")).toHaveValue(/anti-aging night cream/i);
  await button.click();
  const result = page.getByTestId("demo-result");
  await expect(result).toBeVisible();
  await expect(result.getByText("Valid", { exact: true })).toBeVisible();
  await expect(result.getByTestId("total-badge")).toHaveText("Total: 100%");
  await expect(page.getByText("✅ Valid Formulation Generated")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe("activity feed", () => {
  test.use({ activityFeed: true });

  test("the feed is never on admin pages: it does not even ask for activity", async ({ adminPage: page }) => {
    const polls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/activity") polls.push(r.url());
    });
    await page.goto("/admin");
    // A click the page answers proves it is hydrated, and React runs the mount effects (where the
    // feed would send its first poll) before it handles a click: no need to wait and see.
    await page.getByRole("button", { name: "Add New Category" }).click();
    await expect(page.getByRole("dialog", { name: "Categories are system-defined" })).toBeVisible();
    expect(polls).toEqual([]);
    await expect(page.getByTestId("activity-feed")).toHaveCount(0);
  });
});

test("home, sitemap and robots are findable", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/category/skin-care-formulations</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  await expectNoSeriousViolations(page);
});

test("a page paints before it asks for its scripts, and still becomes interactive (ADR 0036)", async ({ page }) => {
  // Registered before any of the page's own code, so this runs in the page's first frame.
  await page.addInitScript({ content: "requestAnimationFrame(() => { window.firstFrameAt = performance.now(); });" });
  await page.goto("/formulation/niacinamide-daily-hydrating-face-cream");
  await page.getByRole("button", { name: "Chat with our formulators" }).click();
  await expect(page.getByRole("region", { name: "Chat with our formulators" })).toBeVisible();
  const timing = await page.evaluate<{ frame: number; scripts: number[] }>(`({
    frame: window.firstFrameAt ?? -1,
    scripts: performance.getEntriesByType("resource")
      .filter((r) => /^\\/assets\\/.+\\.js$/.test(new URL(r.name).pathname))
      .map((r) => r.startTime),
  })`);
  expect(timing.frame).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(5);
  expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.frame);
});

test("a formulation's sections travel once in the document and stay through hydration and navigation (ADR 0037)", async ({
  page,
}) => {
  const response = await page.goto("/formulation/niacinamide-daily-hydrating-face-cream");
  // The ingredients table and the process's HowTo are in the HTML once: the hydration data only
  // refers to their sections.
  const html = (await response?.text()) ?? "";
  expect(html.match(/stacked-table/g)).toHaveLength(1);
  expect(html.match(/"@type":"HowTo"/g)).toHaveLength(1);
  const ingredients = page.locator("table.stacked-table");
  await expect(ingredients.getByRole("cell", { name: "Niacinamide", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Daily Hydrating Face Cream with Niacinamide" })).toBeVisible();
  // A client-side navigation gets the next page's markup in its data.
  await page.getByRole("link", { name: /Back to Skin Care/ }).click();
  await expect(page).toHaveURL(/\/category\/skin-care-formulations$/);
  const card = page.getByRole("link", { name: /View Details/ }).first();
  const next = (await card.getAttribute("href")) ?? "";
  expect(next).not.toContain("niacinamide-daily-hydrating-face-cream");
  await card.click();
  await expect(page).toHaveURL(next);
  await expect(ingredients.locator("tbody tr").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Daily Hydrating Face Cream with Niacinamide");
  // The process, and its HowTo for search engines, are the new formulation's.
  await expect(page.getByRole("heading", { name: /^Phase A/ }).first()).toBeVisible();
  const howTo = page.locator('section[aria-labelledby="process-title"] script[type="application/ld+json"]');
  const name = await page.getByRole("heading", { level: 1 }).textContent();
  expect((JSON.parse((await howTo.textContent()) ?? "{}") as { name?: string }).name).toBe(name);
  // Back through the category to the first page: its sections come back with its data.
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/skin-care-formulations$/);
  await page.goBack();
  await expect(page).toHaveURL(/niacinamide-daily-hydrating-face-cream$/);
  await expect(ingredients.getByRole("cell", { name: "Niacinamide", exact: true }).first()).toBeVisible();
});

test("a tap on a button before the page has hydrated is not lost", async ({ page }) => {
  // The scripts arrive only after the tap, as on a slow phone; the page is painted and usable to
  // read. Held until then, not for a fixed time: a busy machine paints slower than any delay.
  let tapped: () => void = () => {};
  const afterTap = new Promise<void>((resolve) => {
    tapped = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await afterTap;
    await route.continue();
  });
  await page.goto("/faq", { waitUntil: "commit" });
  const launcher = page.getByRole("button", { name: "Chat with our formulators" });
  await launcher.click();
  // React had not started on the page when the tap landed (hydrateRoot marks the document).
  expect(await page.evaluate<boolean>('Object.keys(document).some((k) => k.startsWith("__reactContainer"))')).toBe(
    false,
  );
  tapped();
  // Opened once (a tap replayed twice would close it again), and connected.
  const chat = page.getByRole("region", { name: "Chat with our formulators" });
  await expect(chat.getByText("Online")).toBeVisible();
  await expect(page.getByRole("button", { name: "Close chat" })).toHaveCount(2);
});
