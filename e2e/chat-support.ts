/** Shared steps of the support chat specs: a visitor in a browser context of their own. */
import type { Browser, Page } from "@playwright/test";
import { expect, teamIsIn } from "./fixtures";

/**
 * A second browser (the visitor) beside the administrator's page; tours skipped, no activity
 * toasts, and told a formulator is in unless `teamIn` is false (see `chatTeamIn` in fixtures.ts).
 */
export async function visitorPage(browser: Browser, baseURL: string | undefined, teamIn = true): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  if (teamIn) await teamIsIn(context);
  await context.addInitScript(() =>
    localStorage.setItem("formulab:completed-tours", JSON.stringify(["browse", "admin-overview"])),
  );
  await context.route("**/api/activity", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "null" }),
  );
  return context.newPage();
}

export async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat with our formulators" }).click();
  const chat = page.getByRole("region", { name: "Chat with our formulators" });
  await expect(chat.getByText("Online")).toBeVisible();
  return chat;
}

export async function startChat(page: Page, name: string) {
  const chat = await openChat(page);
  await chat.getByPlaceholder("Your name").fill(name);
  await chat.getByRole("button", { name: "Start Chat" }).click();
  return chat;
}

export async function say(chat: ReturnType<Page["getByRole"]>, message: string) {
  const input = chat.getByPlaceholder("Type your message...");
  await input.fill(message);
  await input.press("Enter");
}

/** The administrator opens the visitor's chat from the inbox (it appears within a poll or two). */
export async function openInInbox(page: Page, visitorName: string) {
  await page.goto("/admin/support");
  const item = page.getByTestId("inbox-item").filter({ hasText: visitorName });
  await expect(item).toBeVisible({ timeout: 10_000 });
  await item.click();
  return page.getByRole("region", { name: `Chat with ${visitorName}` });
}
