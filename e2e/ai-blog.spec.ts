import { expectNoSeriousViolations } from "./axe";
import { deleteBySlug, expect, test } from "./fixtures";

/**
 * The Blog tab's 'Generate with AI': trending suggestions (at
 * most 4, copy confirmation), the topic rule, a draft that opens in the post form and is saved
 * from there, and a post published at once that a visitor finds on /blog. Posts it makes are removed.
 */
test("an admin generates an AI draft into the post form and saves it, then publishes one at once", async ({
  adminPage,
  browser,
}) => {
  const stamp = Date.now();
  const draftTopic = `Hydrating face serum ${stamp}`;
  const publishTopic = `Fluoride toothpaste ${stamp}`;
  // Slugs of the posts this test makes, removed at the end whatever happens.
  const made: string[] = [];
  try {
    await adminPage.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await adminPage.goto("/admin/blog");
    await adminPage.getByRole("button", { name: "Generate with AI" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Generate Blog Post with AI" });

    const suggestions = dialog.getByRole("list", { name: "Trending suggestions" }).getByRole("listitem");
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(4);
    const first = suggestions.first();
    await first.getByRole("button", { name: /^Copy "/ }).click();
    await expect(first.getByRole("button", { name: /^Copy "/ })).toHaveText("Copied");
    await expect(first.getByRole("button", { name: /^Copy "/ })).toHaveText("Copy", { timeout: 4000 });
    await first.getByRole("button", { name: "Use this topic" }).click();
    await expect(dialog.getByLabel("Topic")).not.toHaveValue("");
    await expectNoSeriousViolations(adminPage);

    // The topic is required, with the spec's words.
    await dialog.getByLabel("Topic").fill("");
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expect(dialog.getByText("Please enter a topic for AI generation")).toBeVisible();

    // Not published: the article opens in the post form as an unsaved draft.
    await dialog.getByLabel("Topic").fill(draftTopic);
    await dialog.getByLabel("Target keywords (optional)").fill("hyaluronic acid, glycerin");
    await dialog.getByRole("button", { name: "Generate" }).click();
    const form = adminPage.getByRole("dialog", { name: "Create New Blog Post" });
    await expect(form.getByLabel("Title")).toHaveValue(`Hydrating Face Serum ${stamp}: A Formulator's Guide`);
    const slug = await form.getByLabel("Slug").inputValue();
    expect(slug).toBe(`hydrating-face-serum-${stamp}-a-formulators-guide`);
    made.push(slug);
    await expect(form.getByLabel("Content")).toHaveValue(/href="\/formulation\/[a-z0-9-]+"/);
    await expect(form.getByTestId("html-preview").locator("table")).toBeVisible();
    await expect(form.getByLabel("Published (shown on the blog)")).not.toBeChecked();
    await expectNoSeriousViolations(adminPage);
    await form.getByRole("button", { name: "Create Post" }).click();
    await expect(adminPage.getByText("Blog post created")).toBeVisible();
    const card = adminPage.getByTestId("post-card").filter({ hasText: `Hydrating Face Serum ${stamp}` });
    await expect(card.getByText("Not published")).toBeVisible();

    // Published at once: the answer has an id, the grid refreshes, and the blog shows it.
    await adminPage.getByRole("button", { name: "Generate with AI" }).click();
    await dialog.getByLabel("Topic").fill(publishTopic);
    await dialog.getByRole("switch").check();
    const answer = adminPage.waitForResponse((r) => r.url().endsWith("/api/ai-blog/generate"));
    await dialog.getByRole("button", { name: "Generate" }).click();
    const published = (await (await answer).json()) as { id: string; slug: string; title: string };
    made.push(published.slug);
    expect(published.id).toBeTruthy();
    await expect(adminPage.getByText("Blog post published")).toBeVisible();
    await expect(adminPage.getByTestId("post-card").filter({ hasText: published.title })).toBeVisible();

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto("/blog");
    await expect(page.getByRole("listitem").filter({ hasText: published.title })).toBeVisible();
    await page.goto(`/blog/${published.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: published.title })).toBeVisible();
    const links = page.getByTestId("article-content").locator('a[href^="/formulation/"]');
    expect(await links.count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);
    await links.first().click();
    await expect(page).toHaveURL(/\/formulation\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await visitor.close();
  } finally {
    await deleteBySlug(adminPage, "blog", made.filter(Boolean));
  }
});
