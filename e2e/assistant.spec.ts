/**
 * The assistant (ADR 0031) as a visitor meets it, at 1280 and 390 px: its button costs
 * the page almost nothing (the panel's code is fetched on opening), it answers from the annexes
 * and the library with sources and links, "this" on a formulation page is that formulation, it
 * says "I don't know — ask a formulator" and opens the human chat, and it never covers the chat
 * button or the activity feed.
 */
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { boxOf, feedInView, overlaps, showNotifier } from "./floating";

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("the panel's code loads on opening; it answers with sources and covers neither the chat button nor the notifier", async ({
      page,
    }) => {
      await showNotifier(page, "assistant-e2e");
      const panelRequests: string[] = [];
      page.on("request", (r) => {
        if (/assistant-panel-[\w-]+\.js$/.test(r.url())) panelRequests.push(r.url());
      });
      await page.goto("/browse");
      const notifier = page.getByTestId("activity-feed");
      await expect(notifier).toBeVisible();
      const launcher = page.getByRole("button", { name: "Ask the formulation assistant" });
      const chatButton = page.getByRole("button", { name: "Chat with our formulators" });
      expect(overlaps(await boxOf(launcher), await boxOf(chatButton))).toBe(false);
      // Scrolled to where the feed is seen, the buttons keep clear of it.
      await feedInView(page);
      expect(overlaps(await boxOf(launcher), await boxOf(notifier))).toBe(false);
      expect(overlaps(await boxOf(chatButton), await boxOf(notifier))).toBe(false);
      expect(panelRequests).toEqual([]);

      await launcher.click();
      const panel = page.getByRole("region", { name: "Formulation assistant" });
      await expect(panel.getByLabel("Your question")).toBeFocused();
      expect(panelRequests).toHaveLength(1);
      expect(overlaps(await boxOf(panel), await boxOf(chatButton))).toBe(false);
      // The feed is part of the page, not a layer: with it in view, the panel's field is still on top.
      const field = await boxOf(panel.getByLabel("Your question"));
      const onTop = await page.evaluate<boolean>(
        `!!document.elementFromPoint(${field.x + field.width / 2}, ${field.y + field.height / 2})?.closest("[aria-label='Formulation assistant']")`,
      );
      expect(onTop).toBe(true);
      const box = await boxOf(panel);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width);

      await panel.getByRole("button", { name: "What's the maximum phenoxyethanol in a leave-on cream?" }).click();
      const answer = panel.getByTestId("assistant-answer");
      await expect(answer).toContainText("allowed in a leave-on skin product up to 1 %");
      await expect(answer.getByText("EU CosIng Annex V ref. 29, data of 28/08/2026 (2-Phenoxyethanol)")).toBeVisible();
      await expectNoSeriousViolations(page);

      // The toggle closes it again and gives the focus back.
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
    });
  });
}

test("on a formulation page 'scale this to 20 kg' weighs out that formulation and links its batch record", async ({
  page,
}) => {
  await page.goto("/formulation/hyaluronic-acid-hydrating-serum");
  await page.getByRole("button", { name: "Ask the formulation assistant" }).click();
  const panel = page.getByRole("region", { name: "Formulation assistant" });
  await panel.getByRole("button", { name: "How do I scale this to 20 kg?" }).click();
  const answer = panel.getByTestId("assistant-answer");
  await expect(answer).toContainText("For 20 kg (20,000.00 g) of Hydrating Hyaluronic Acid Serum, weigh:");
  await expect(answer).toContainText("The amounts add up to exactly 20,000.00 g.");
  await answer.getByRole("link", { name: "Batch record for 20 kg (20,000.00 g)" }).click();
  await expect(page).toHaveURL(/\/formulation\/hyaluronic-acid-hydrating-serum\/batch-record\?size=20&unit=kg$/);
});

test("which formulations use niacinamide: linked library formulations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Ask the formulation assistant" }).click();
  const panel = page.getByRole("region", { name: "Formulation assistant" });
  await panel.getByLabel("Your question").fill("Which formulations use niacinamide?");
  await panel.getByRole("button", { name: "Ask", exact: true }).click();
  const link = panel.getByRole("link", { name: "Daily Hydrating Face Cream with Niacinamide" });
  await link.click();
  await expect(page).toHaveURL(/\/formulation\/niacinamide-daily-hydrating-face-cream$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Daily Hydrating Face Cream with Niacinamide");
});

for (const question of ["What's the weather?", "Best stock to buy?"])
  test(`"${question}" gets "I don't know — ask a formulator", and the chat opens in its place`, async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Ask the formulation assistant" }).click();
    const panel = page.getByRole("region", { name: "Formulation assistant" });
    await panel.getByLabel("Your question").fill(question);
    await panel.getByLabel("Your question").press("Enter");
    await expect(panel.getByTestId("assistant-answer")).toHaveText(/^I don't know — ask a formulator\./);
    await panel.getByRole("button", { name: "Ask a formulator in the chat" }).click();
    await expect(page.getByText("Welcome to Human Support!")).toBeVisible();
    await expect(panel).toBeHidden();
    // One panel at a time: the chat's own button also closes the assistant.
    await page.getByRole("button", { name: "Close chat" }).first().click();
    await page.getByRole("button", { name: "Ask the formulation assistant" }).click();
    await expect(panel).toBeVisible();
    await page.getByRole("button", { name: "Chat with our formulators" }).click();
    await expect(page.getByText("Welcome to Human Support!")).toBeVisible();
    await expect(panel).toBeHidden();
  });
